-- The player a bearer token's sha256 belongs to.
SELECT id FROM players WHERE token_sha256 = %(token)s
