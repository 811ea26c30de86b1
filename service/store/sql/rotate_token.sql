-- A device's token replaced: the old one stops working with this statement, the device's
-- other facts stay (a rotation is the same device).  A replay finds the new digest already
-- stored, and answers the same.
UPDATE devices SET token_sha256 = %(new)s, issued_at = coalesce(%(at)s::timestamptz, now())
WHERE player_id = %(player)s AND token_sha256 IN (%(old)s, %(new)s)
RETURNING id
