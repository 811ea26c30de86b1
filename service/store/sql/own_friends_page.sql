-- The players the player of a bearer token follows, in the order they were followed, after
-- a (since, friend_id) key or from the first (after NULL), found in the same statement.
SELECT me.id, mine.*
FROM (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s) me
LEFT JOIN (
    SELECT f.friend_id, p.name, f.since
    FROM friends f JOIN players p ON p.id = f.friend_id
    WHERE f.player_id = (SELECT player_id FROM devices WHERE token_sha256 = %(token)s)
      AND (%(since)s::timestamptz IS NULL OR (f.since, f.friend_id) > (%(since)s, %(friend)s))
    ORDER BY f.since, f.friend_id
    LIMIT %(limit)s
) mine ON true
ORDER BY mine.since, mine.friend_id
