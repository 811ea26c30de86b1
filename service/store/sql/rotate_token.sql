-- A player's token replaced: the old one stops working with this statement.  A replay
-- finds the new digest already stored, and answers the same.
UPDATE players SET token_sha256 = %(new)s
WHERE id = %(player)s AND token_sha256 IN (%(old)s, %(new)s)
RETURNING id
