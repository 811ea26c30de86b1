-- Every date the player of a bearer token has a cleared daily result of, oldest first:
-- their streak and its freezes are counted from them (service/daily/streak.py).  One range
-- of daily_results_player_day.
SELECT DISTINCT r.day FROM daily_results r
WHERE r.player_id = (SELECT player_id FROM devices WHERE token_sha256 = %(token)s) AND r.review = 'clear'
ORDER BY r.day
