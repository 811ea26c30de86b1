-- A new player, with the sha256 of their bearer token, created at the service's time.
INSERT INTO players (name, token_sha256, created_at) VALUES (%(name)s, %(token)s, coalesce(%(at)s, now()))
RETURNING id
