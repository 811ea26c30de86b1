-- The player a bearer token's sha256 belongs to, and how long ago they signed up.
SELECT id, now() - created_at FROM players WHERE token_sha256 = %(token)s
