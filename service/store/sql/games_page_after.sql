-- The page of a player's history after a game (its recorded time and id), newest first.
SELECT id, recorded_at, game, variant::text, code, rules, status, score, moves, started_at, actions,
       daily_day, strokes
FROM games
WHERE player_id = %(player)s AND (recorded_at, id) < (%(recorded_at)s, %(id)s)
ORDER BY recorded_at DESC, id DESC
LIMIT %(limit)s
