-- A device of a player revoked: its token stops working with this statement.  No row when
-- the player has no such device (revoked before, or never theirs).
DELETE FROM devices WHERE id = %(device)s AND player_id = %(player)s
RETURNING id
