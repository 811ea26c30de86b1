-- The Vegas balances of a bearer token's player, found in the same statement, one row a
-- draw they played (none: the player has no balance yet).
SELECT me.id, mine.*
FROM (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s) me
LEFT JOIN (
    SELECT draw, balance, deals, settled, reset_at
    FROM vegas_balances
    WHERE player_id = (SELECT player_id FROM devices WHERE token_sha256 = %(token)s)
) mine ON true
ORDER BY mine.draw DESC
