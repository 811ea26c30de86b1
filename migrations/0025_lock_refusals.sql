-- The daily lock's refusals (issue 39 item 4): each 403 daily-deal-live, recorded against
-- who asked, so an operator sees who probed the lock (`flask --app service daily
-- refusals`).  Who: the player of the request's bearer token, else the keyed hash of the
-- client address the attempts keep (`address_key`: the address itself is never stored).
-- What: the route that refused (its endpoint's name) and the live deal it met, a day's
-- deal or a duel's.  A refusal goes with its player or its duel.  Nothing is read or
-- rewritten: a new table.
CREATE TABLE lock_refusals (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    refused_at timestamptz NOT NULL,
    player_id uuid REFERENCES players (id) ON DELETE CASCADE,
    address_key bytea CHECK (octet_length(address_key) = 16),
    route text NOT NULL CHECK (length(route) BETWEEN 1 AND 64),
    day date,
    variant variant,
    duel_id uuid REFERENCES duels (id) ON DELETE CASCADE,
    CHECK ((player_id IS NULL) <> (address_key IS NULL)),
    CHECK ((day IS NULL) = (variant IS NULL)),
    CHECK ((day IS NULL) <> (duel_id IS NULL))
);

-- The operator's list reads the refusals since a time; the cascades find a player's and a
-- duel's.
CREATE INDEX lock_refusals_by_time ON lock_refusals (refused_at);
CREATE INDEX lock_refusals_player ON lock_refusals (player_id) WHERE player_id IS NOT NULL;
CREATE INDEX lock_refusals_duel ON lock_refusals (duel_id) WHERE duel_id IS NOT NULL;
