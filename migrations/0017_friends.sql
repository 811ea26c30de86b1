-- Friends (issue 33 item 2): the players a player follows, found by name and tag (the four
-- characters the boards show beside a name), for the friends board.  A follow goes with
-- either player (no route forgets a player yet: the cascade makes one need nothing here).
CREATE TABLE friends (
    player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    friend_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    since timestamptz NOT NULL,
    -- the friends board reads a player's follows by this key: an index-only range
    PRIMARY KEY (player_id, friend_id),
    CHECK (player_id <> friend_id)
);

-- The friends list pages by (since, friend_id); the cascade of a player's deletion finds
-- their followers.
CREATE INDEX friends_by_since ON friends (player_id, since, friend_id);
CREATE INDEX friends_followers ON friends (friend_id);

-- A player's tag as service/names.py player_tag() makes it: the first 20 bits of
-- sha256('player tag ' || the id's 16 bytes) in four base32 letters.
CREATE FUNCTION player_tag(id uuid) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN (
        SELECT substr(letters, ((bits >> 15) & 31) + 1, 1) || substr(letters, ((bits >> 10) & 31) + 1, 1)
            || substr(letters, ((bits >> 5) & 31) + 1, 1) || substr(letters, (bits & 31) + 1, 1)
        FROM (SELECT 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' AS letters,
                     (get_byte(digest, 0) << 12) | (get_byte(digest, 1) << 4) | (get_byte(digest, 2) >> 4) AS bits
              FROM (SELECT sha256(convert_to('player tag ', 'UTF8') || uuid_send(id)) AS digest) hashed) parts
    );

-- Following "Name#TAG" is one lookup by this key, however many players share the name.
CREATE INDEX players_name_tag ON players (lower(name), player_tag(id));
