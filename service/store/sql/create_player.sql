-- A new player, with the sha256 of their bearer token, created at the service's time; no
-- row when the name reads as another player's (`reads_as`, from names.latin_reading: an
-- everyday Russian or Greek word posing as that Latin name), looked up by the index on
-- lower(name).
INSERT INTO players (name, token_sha256, created_at)
SELECT %(name)s, %(token)s, coalesce(%(at)s, now())
WHERE %(reads_as)s::text IS NULL
   OR NOT EXISTS (SELECT 1 FROM players WHERE lower(name) = lower(%(reads_as)s::text))
RETURNING id
