-- A player's recovery code (its sha256) replaced by a new one: the one before stops working.
UPDATE players SET recovery_sha256 = %(code)s WHERE id = %(player)s
RETURNING id
