-- A new link code of a player (its sha256), live until expires_at, replacing the player's
-- code before (one live code a player; the DELETE sees the rows before this statement, so
-- it never meets the new one).  No row when the code is another player's live code (one
-- in 2^40 a pair): nothing changes, and the store draws another.
WITH made AS (
    INSERT INTO link_codes (code_sha256, player_id, expires_at)
    VALUES (%(code)s, %(player)s, %(expires_at)s)
    ON CONFLICT (code_sha256) DO NOTHING
    RETURNING player_id
), replaced AS (
    DELETE FROM link_codes WHERE player_id = %(player)s AND EXISTS (SELECT FROM made)
)
SELECT player_id FROM made
