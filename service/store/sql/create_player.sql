-- A new player, with the sha256 of their bearer token.
INSERT INTO players (name, token_sha256) VALUES (%(name)s, %(token)s) RETURNING id
