-- A page of a player's history, newest first (LIMIT is one more than the page, to tell
-- whether another follows).
SELECT id, recorded_at, game, variant::text, code, rules, status, score, moves, started_at, actions,
       daily_day, strokes
FROM games
WHERE player_id = %(player)s
ORDER BY recorded_at DESC, id DESC
LIMIT %(limit)s
