-- The player a bearer token's sha256 belongs to (its device's: the unique index on the
-- digest includes the player), how long ago they signed up, and the device with when it
-- was last seen (the store marks it seen again at most hourly: mark_seen.sql).
SELECT p.id, now() - p.created_at, d.id, d.last_seen_at
FROM devices d JOIN players p ON p.id = d.player_id
WHERE d.token_sha256 = %(token)s
