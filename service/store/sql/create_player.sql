-- A new player, with their name's UTS #39 skeleton (migration 0024), created at the
-- service's time, and their first device with the sha256 of its bearer token (0029); no row when the name poses as another
-- player's: when it has a reading (`reads_as`, from names.latin_reading: an everyday
-- Russian or Greek word posing as Latin), another player whose name is that reading
-- (any case: the index on lower(name)) or, written otherwise, has its skeleton (the index
-- on name_skeleton).  Answers the new id, or the name it poses as (a reading's first).
WITH look_alike AS (
    SELECT name FROM players
    WHERE %(reads_as)s::text IS NOT NULL
      AND (lower(name) = lower(%(reads_as)s::text) OR (name_skeleton = %(skeleton)s AND name <> %(name)s))
    ORDER BY lower(name) = lower(%(reads_as)s::text) DESC
    LIMIT 1
), created AS (
    INSERT INTO players (name, name_skeleton, created_at)
    SELECT %(name)s, %(skeleton)s, coalesce(%(at)s, now())
    WHERE NOT EXISTS (SELECT FROM look_alike)
    RETURNING id, created_at
), device AS (
    INSERT INTO devices (player_id, token_sha256, created_at, issued_at, last_seen_at)
    SELECT id, %(token)s, created_at, created_at, created_at FROM created
)
SELECT (SELECT id FROM created), (SELECT name FROM look_alike)
