-- A link code exchanged for a new device of its player: the code is deleted whatever
-- happens (one use; an expired one goes as it is refused), and the device made only while
-- the code was live.  Answers the player and the new device; no row for an unknown code,
-- the player and no device for an expired one.
WITH used AS (
    DELETE FROM link_codes WHERE code_sha256 = %(code)s
    RETURNING player_id, expires_at
), made AS (
    INSERT INTO devices (player_id, name, token_sha256, created_at, issued_at, last_seen_at)
    SELECT player_id, %(name)s, %(token)s, %(at)s, %(at)s, %(at)s FROM used WHERE expires_at > %(at)s
    RETURNING id
)
SELECT used.player_id, (SELECT id FROM made) FROM used
