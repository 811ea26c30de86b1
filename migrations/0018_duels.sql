-- Duels (issue 33 item 1): two players on one sealed random deal, each with one attempt whose
-- line the server keeps as it keeps a ranked daily attempt's; the results, the code and the
-- solver's line are shown to the two once both results are in or the duel expires.

-- A duel: its sealed deal (code: 64 secret bits, as a daily deal's; never shown before the
-- duel ends), the invite a person types (8 characters of Crockford base32), when it expires
-- (7 days after it was made unless both results are in), and, once it has ended and is
-- first read, the solver's verdict and line from the deal.  It goes with its challenger.
CREATE TABLE duels (
    id uuid PRIMARY KEY,
    invite text NOT NULL UNIQUE CHECK (invite ~ '^[0-9A-HJKMNP-TV-Z]{8}$'),
    variant variant NOT NULL CHECK (variant NOT IN ('golf-round', 'golf-round-easy')),
    code text NOT NULL,
    challenger_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
    verdict text CHECK (verdict IN ('winnable', 'unwinnable', 'unknown')),
    solution jsonb CHECK (jsonb_typeof(solution) = 'array')
);

-- A side of a duel: its player, and the side's attempt, with the line columns of
-- daily_starts (0015: game_id, settings, step, state, last_move, undos, the pace the server
-- times, address_key), then its result once submitted (the columns a daily result ranks
-- on, and the pace review's verdict).  created_at repeats the duel's, so a player's duels
-- page newest first by one index range.  A side goes with its player and with its duel.
CREATE TABLE duel_sides (
    duel_id uuid NOT NULL REFERENCES duels (id) ON DELETE CASCADE,
    side text NOT NULL CHECK (side IN ('challenger', 'opponent')),
    player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    started_at timestamptz NOT NULL,
    game_id uuid NOT NULL,
    settings jsonb CHECK (jsonb_typeof(settings) = 'object'),
    step integer NOT NULL DEFAULT 0 CHECK (step >= 0),
    state text,
    last_move jsonb CHECK (jsonb_typeof(last_move) = 'object'),
    undos integer NOT NULL DEFAULT 0 CHECK (undos >= 0),
    moved_at timestamptz,
    gaps integer NOT NULL DEFAULT 0 CHECK (gaps >= 0),
    fast_gaps integer NOT NULL DEFAULT 0 CHECK (fast_gaps BETWEEN 0 AND gaps),
    log_gap_sum double precision NOT NULL DEFAULT 0,
    log_gap_square_sum double precision NOT NULL DEFAULT 0 CHECK (log_gap_square_sum >= 0),
    last_log_gap double precision,
    even_gaps integer NOT NULL DEFAULT 0 CHECK (even_gaps >= 0),
    address_key bytea CHECK (octet_length(address_key) = 16),
    submitted_at timestamptz,
    won boolean,
    cards_home integer CHECK (cards_home BETWEEN 0 AND 52),
    moves integer CHECK (moves >= 0),
    seconds integer CHECK (seconds >= 0),
    score integer CHECK (score >= 0),
    review text CHECK (review IN ('clear', 'held', 'rejected')),
    review_reason text,
    PRIMARY KEY (duel_id, side),
    UNIQUE (duel_id, player_id),
    CHECK ((submitted_at IS NULL) = (won IS NULL) AND (won IS NULL) = (review IS NULL))
) WITH (fillfactor = 80);  -- a move rewrites its side's row, never an indexed column: HOT

-- A player's duels, newest first (the keyset of GET /v1/players/{id}/duels).
CREATE INDEX duel_sides_by_player ON duel_sides (player_id, created_at DESC, duel_id DESC);

-- A timed move of a kept line (a ranked daily attempt, a duel's side): its pace columns after
-- a move at `at` whose line last moved at `since` (or started then), from the columns
-- before.  One function for both lines, so the pace review reads the same evidence from
-- each: the gap is counted, under the floor `min_move_s` or not, ln of it (gap_log, 0015)
-- summed with its square, and whether it is within 10% of the gap before.
CREATE FUNCTION timed_move(
    gaps integer, fast_gaps integer, log_gap_sum double precision, log_gap_square_sum double precision,
    even_gaps integer, last_log_gap double precision, since timestamptz, at timestamptz,
    min_move_s double precision
) RETURNS TABLE (
    gaps_after integer, fast_gaps_after integer, log_gap_sum_after double precision,
    log_gap_square_sum_after double precision, even_gaps_after integer, last_log_gap_after double precision
)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
        SELECT $1 + 1, $2 + (extract(epoch FROM $8 - $7) < $9)::int, $3 + g.log_gap, $4 + g.log_gap ^ 2,
               $5 + coalesce(abs(g.log_gap - $6) < ln(1.1), false)::int, g.log_gap
        FROM (SELECT gap_log($7, $8) AS log_gap) g
    $$;

-- Where a duel stands at `at` (the service's clock, which the tests move): `waiting` for its
-- opponent, `playing`, `finished` (both results in) or `expired` (not both by expires_at).
CREATE FUNCTION duel_status(duel uuid, at timestamptz) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    RETURN (
        SELECT CASE
            WHEN count(*) FILTER (WHERE s.submitted_at IS NOT NULL) = 2 THEN 'finished'
            WHEN max(d.expires_at) <= at THEN 'expired'
            WHEN count(*) = 1 THEN 'waiting'
            ELSE 'playing'
        END
        FROM duels d JOIN duel_sides s ON s.duel_id = d.id WHERE d.id = duel
    );

-- Who won an ended duel, by the daily ranking rule (won; more cards home; fewer undos; less
-- time; fewer moves: a duel's deal gets no hint), `draw` when all are equal: `challenger`,
-- `opponent` or `draw`; NULL while it has not ended, while a result is held for review, and
-- for a duel nobody joined (never played).  A side without a cleared result (none submitted
-- by the expiry, or rejected) loses; two such sides draw.  The one place the rule is written: the duel's read and the counts of a
-- player's duels both ask it.
CREATE FUNCTION duel_winner(duel uuid, at timestamptz) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    RETURN (
        SELECT CASE
            WHEN duel_status(duel, at) NOT IN ('finished', 'expired') OR held OR NOT joined THEN NULL
            WHEN c IS NOT DISTINCT FROM o THEN 'draw'
            WHEN o IS NULL OR c < o THEN 'challenger'
            WHEN c IS NULL OR c > o THEN 'opponent'
            ELSE 'draw'
        END
        FROM (SELECT
                (SELECT ROW(NOT won, -cards_home, undos, seconds, moves) FROM duel_sides
                 WHERE duel_id = duel AND side = 'challenger' AND review = 'clear') AS c,
                (SELECT ROW(NOT won, -cards_home, undos, seconds, moves) FROM duel_sides
                 WHERE duel_id = duel AND side = 'opponent' AND review = 'clear') AS o,
                EXISTS (SELECT FROM duel_sides WHERE duel_id = duel AND review = 'held') AS held,
                EXISTS (SELECT FROM duel_sides WHERE duel_id = duel AND side = 'opponent') AS joined) keys
    );

-- The daily lock's list of live duel deals reads the duels not expired.
CREATE INDEX duels_expires ON duels (expires_at);
