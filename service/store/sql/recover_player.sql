-- A player restored by name, tag and recovery code (players_name_tag finds the name and
-- tag; the code's sha256 must match): every device revoked, one new device made, and the
-- code used up (one use: the player asks for another).  Answers the player and the new
-- device; no row when nothing matches.
WITH found AS (
    UPDATE players SET recovery_sha256 = NULL
    WHERE lower(name) = lower(%(name)s) AND player_tag(id) = %(tag)s AND recovery_sha256 = %(code)s
    RETURNING id
), revoked AS (
    DELETE FROM devices WHERE player_id = (SELECT id FROM found)
), made AS (
    INSERT INTO devices (player_id, name, token_sha256, created_at, issued_at, last_seen_at)
    SELECT id, %(device)s, %(token)s, %(at)s, %(at)s, %(at)s FROM found
    RETURNING id
)
SELECT found.id, made.id FROM found, made
