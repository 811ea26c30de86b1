-- A player's duels, newest first, after a (created_at, duel_id) key or from the first.
SELECT duel_id FROM duel_sides
WHERE player_id = %(player)s
  AND (%(created_at)s::timestamptz IS NULL OR (created_at, duel_id) < (%(created_at)s, %(duel)s))
ORDER BY created_at DESC, duel_id DESC
LIMIT %(limit)s
