-- The player of a bearer token with their profile and every device, oldest first, found in
-- the same statement (the devices of a player: one range of devices_of_player); `current`
-- marks the token's own device, with when its token was issued (a fresh one may erase).
SELECT me.player_id, p.name, p.created_at, d.id, d.name, d.created_at, d.last_seen_at,
       d.id = me.id AS current, d.issued_at
FROM (SELECT id, player_id FROM devices WHERE token_sha256 = %(token)s) me
JOIN players p ON p.id = me.player_id
JOIN devices d ON d.player_id = me.player_id
ORDER BY d.created_at, d.id
