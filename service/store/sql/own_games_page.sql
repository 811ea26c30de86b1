-- games_page.sql for the player of a bearer token, found in the same statement (the shape
-- of every read for a token: Database.read_for_token in database.py).
SELECT me.id, mine.*
FROM (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s) me
LEFT JOIN (
    SELECT id, recorded_at, game, variant::text, code, rules, status, score, moves, started_at, actions,
           daily_day, strokes
    FROM games
    WHERE player_id = (SELECT player_id FROM devices WHERE token_sha256 = %(token)s)
    ORDER BY recorded_at DESC, id DESC
    LIMIT %(limit)s
) mine ON true
ORDER BY mine.recorded_at DESC, mine.id DESC
