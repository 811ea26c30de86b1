-- Issue 41, items 1, 2 and 4: every device its own token, a second device linked by a
-- one-time code, a recovery code, and a player's data exported and erased
-- (docs/design/devices.md).
--
-- A device: one bearer token of a player (its sha256: the token itself is never stored),
-- a name the player may give it, when it was created, when its token was issued (the
-- sign-up, a link, a rotation, a recovery: a token "fresh" enough to erase the account)
-- and when it was last seen (to the hour: authenticate.sql writes it at most hourly).
-- The lookup of every request is the unique index on the digest, the player included.
CREATE TABLE devices (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    name text CHECK (char_length(name) BETWEEN 1 AND 64 AND name = btrim(name)),
    token_sha256 bytea NOT NULL CHECK (octet_length(token_sha256) = 32),
    created_at timestamptz NOT NULL DEFAULT now(),
    issued_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT devices_token UNIQUE (token_sha256) INCLUDE (player_id)
);
CREATE INDEX devices_of_player ON devices (player_id, created_at, id);

-- Each player's token becomes their first device, created and last seen when they signed
-- up (nothing older is known); the column goes: a token is a device's from now on.  The
-- release before reads players.token_sha256, so it does not run on this schema: stop it,
-- migrate, start this one (migrations/README.md).
INSERT INTO devices (player_id, token_sha256, created_at, issued_at, last_seen_at)
SELECT id, token_sha256, created_at, created_at, created_at FROM players;
ALTER TABLE players DROP COLUMN token_sha256;

-- The recovery code's sha256 (100 random bits, shown once: a sha256 of so many bits is
-- as safe as a token's), NULL until the player asks for one and after it is used.  An
-- erased player's anonymous stand-in (below) has no name and says when it was made.
ALTER TABLE players
    ADD COLUMN recovery_sha256 bytea CHECK (octet_length(recovery_sha256) = 32),
    ADD COLUMN erased_at timestamptz,
    ALTER COLUMN name DROP NOT NULL,
    ADD CONSTRAINT players_named_unless_erased CHECK ((name IS NULL) = (erased_at IS NOT NULL));

-- A one-time code linking another device (8 characters of Crockford base32: 40 bits, its
-- sha256 kept), live until expires_at, used once (the exchange deletes it).  One live code
-- a player: a new one replaces the last.
CREATE TABLE link_codes (
    code_sha256 bytea PRIMARY KEY CHECK (octet_length(code_sha256) = 32),
    player_id uuid NOT NULL UNIQUE REFERENCES players (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
);

-- The tokens of the players erased in the last day (their sha256, and nothing naming the
-- player): an erasure retried with the token it revoked answers as the first one did, where
-- any other token that is nobody's is refused.  Each erasure drops those over a day old.
CREATE TABLE erased_tokens (
    token_sha256 bytea PRIMARY KEY CHECK (octet_length(token_sha256) = 32),
    erased_at timestamptz NOT NULL
);
CREATE INDEX erased_tokens_by_age ON erased_tokens (erased_at);

-- A player erased (DELETE /v1/players/{id}): whatever names them goes, but their daily
-- results stay on their boards as an anonymous stand-in's (a players row with no name and
-- a fresh random id no one can tie to the player), so no one else's place on a board moves;
-- the results' final standings and the attempts they were played on go with them (the play
-- review reads those), without the address key.  Duels go whole (a duel is a match between
-- two, its other side's player sees it gone).  Idempotency keys the player sent go (their
-- caller is sha256('player:' || id), as service/api/web/idempotency.py makes it); the tokens'
-- digests are kept a day in erased_tokens.  Answers whether there was such a player.
CREATE FUNCTION erase_player(p uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
    stand_in uuid;
BEGIN
    PERFORM FROM players WHERE id = p AND erased_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN
        RETURN false;
    END IF;
    IF EXISTS (SELECT FROM daily_results WHERE player_id = p) THEN
        INSERT INTO players (name, name_skeleton, erased_at) VALUES (NULL, NULL, now()) RETURNING id INTO stand_in;
        UPDATE daily_starts s SET player_id = stand_in, address_key = NULL
        WHERE s.player_id = p
          AND EXISTS (SELECT FROM daily_results r WHERE (r.day, r.variant, r.player_id) = (s.day, s.variant, p));
        UPDATE daily_results SET player_id = stand_in WHERE player_id = p;
        UPDATE daily_final_standings SET player_id = stand_in WHERE player_id = p;
    END IF;
    DELETE FROM daily_starts WHERE player_id = p;
    DELETE FROM duels WHERE id IN (SELECT duel_id FROM duel_sides WHERE player_id = p) OR challenger_id = p;
    DELETE FROM games WHERE player_id = p;
    DELETE FROM recorded_game_ids WHERE player_id = p;
    DELETE FROM idempotency_keys WHERE caller_sha256 = sha256(convert_to('player:' || p::text, 'UTF8'));
    DELETE FROM erased_tokens WHERE erased_at < now() - interval '1 day';
    INSERT INTO erased_tokens (token_sha256, erased_at)
    SELECT token_sha256, now() FROM devices WHERE player_id = p
    ON CONFLICT (token_sha256) DO NOTHING;
    -- devices, link codes, stats, streaks, follows both ways, lock refusals, play-review
    -- evidence: ON DELETE CASCADE
    DELETE FROM players WHERE id = p;
    RETURN true;
END
$$;
