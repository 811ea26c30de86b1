-- A new link code of a player (its sha256), live until expires_at, replacing the player's
-- code before (one live code a player: the unique key on the player).  A code that is another
-- player's live one (one in 2^40 a pair) breaks the primary key: nothing changes, and the
-- store draws another.
INSERT INTO link_codes (code_sha256, player_id, expires_at)
VALUES (%(code)s, %(player)s, %(expires_at)s)
ON CONFLICT (player_id) DO UPDATE SET code_sha256 = excluded.code_sha256, expires_at = excluded.expires_at
RETURNING player_id
