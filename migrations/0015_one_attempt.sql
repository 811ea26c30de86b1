-- One attempt a deal (issue 28): a player's ranked daily attempt is one line the server
-- keeps, its undos are counted and ranked, its pace lives with it, and each daily deal is
-- committed to with a salted hash from the day's start.

-- The attempt: daily_starts (the first start and its hints, 0004) now also holds the line.
-- - game_id: the game the attempt is (the id sealed in its states); NULL for an attempt
--   started before this migration, until the first start or move after it claims it.
-- - settings: what the attempt was dealt with (explain, double_tap), so that its first
--   state can be dealt again for a client that lost it.
-- - step: accepted actions so far, undos included (a state of the attempt carries its
--   step: only a state at the latest step moves on); state: the latest sealed state (NULL
--   until the first move: the first state is dealt again from the settings); last_move:
--   the move that made it (a retry of that move from the step before is answered with it).
-- - undos: accepted undos, counted by the server.
-- - the pace, timed by the server move by move (a kept state cannot restart it):
--   moved_at, the last accepted move (or the start); gaps, the moves timed; fast_gaps,
--   those under DAILY_MIN_MOVE_S; log_gap_sum and log_gap_square_sum, the sums of ln(gap)
--   and ln(gap)^2 (gap in seconds, at least 0.01 s: gap_log below), whose standard
--   deviation tells a steady machine from a person; even_gaps, the gaps within 10% of the
--   one before (last_log_gap), which a few long pauses do not hide: all in constant space
--   however long the game.
-- - address_key: a keyed hash (HMAC) of the client address that started the attempt,
--   never the address itself: another account's abandoned attempt from the same address is
--   evidence for the review.
-- Attempts started before this migration keep their start and hints; their line starts
-- when they are claimed.
ALTER TABLE daily_starts
    ADD COLUMN game_id uuid,
    ADD COLUMN settings jsonb CHECK (jsonb_typeof(settings) = 'object'),
    ADD COLUMN step integer NOT NULL DEFAULT 0 CHECK (step >= 0),
    ADD COLUMN state text,
    ADD COLUMN last_move jsonb CHECK (jsonb_typeof(last_move) = 'object'),
    ADD COLUMN undos integer NOT NULL DEFAULT 0 CHECK (undos >= 0),
    ADD COLUMN moved_at timestamptz,
    ADD COLUMN gaps integer NOT NULL DEFAULT 0 CHECK (gaps >= 0),
    ADD COLUMN fast_gaps integer NOT NULL DEFAULT 0 CHECK (fast_gaps BETWEEN 0 AND gaps),
    ADD COLUMN log_gap_sum double precision NOT NULL DEFAULT 0,
    ADD COLUMN log_gap_square_sum double precision NOT NULL DEFAULT 0 CHECK (log_gap_square_sum >= 0),
    ADD COLUMN last_log_gap double precision,
    ADD COLUMN even_gaps integer NOT NULL DEFAULT 0 CHECK (even_gaps >= 0),
    ADD COLUMN address_key bytea CHECK (octet_length(address_key) = 16);

-- ln of the seconds from one moment to a later one, at least 0.01 s: a move's gap as the pace
-- keeps it.
CREATE FUNCTION gap_log(since timestamptz, at timestamptz) RETURNS double precision
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN ln(greatest(0.01, extract(epoch FROM at - since)::double precision));

-- A move rewrites its attempt's row, never an indexed column: room on each page keeps those
-- updates HOT (no index entry written).  New pages only; old attempts are few and done.
ALTER TABLE daily_starts SET (fillfactor = 80);

-- The review's question at a submission: which other accounts started this deal from the
-- same address.
CREATE INDEX daily_starts_address ON daily_starts (day, variant, address_key) WHERE address_key IS NOT NULL;

-- A result's undos, from its attempt.  Results stored before this migration were not
-- counted: 0.
ALTER TABLE daily_results ADD COLUMN undos integer NOT NULL DEFAULT 0 CHECK (undos >= 0);

-- The board's order, revised: won, more cards home, fewer hints, FEWER UNDOS, less time,
-- fewer moves, earlier submission.
DROP INDEX daily_results_ranking;
CREATE INDEX daily_results_ranking ON daily_results
    (day, variant, order_lost, order_cards_left, hints, undos, order_seconds, moves, submitted_at, player_id)
    INCLUDE (score, won, cards_home, seconds, review, strokes)
    WHERE review = 'clear';

-- The rank's buckets follow the order: (won, cards, hints, undos, minute of time).  Every
-- result stored so far has 0 undos, so the counts stay right with undos 0; the key is
-- rebuilt with it.
ALTER TABLE daily_board_counts
    ADD COLUMN undos integer NOT NULL DEFAULT 0,
    DROP CONSTRAINT daily_board_counts_pkey,
    ADD PRIMARY KEY (day, variant, order_lost, order_cards_left, hints, undos, order_minute) INCLUDE (results);

CREATE OR REPLACE FUNCTION count_board_results() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE daily_board_counts c SET results = c.results - gone.results
        FROM (SELECT day, variant, order_lost, order_cards_left, hints, undos, order_minute, count(*) AS results
              FROM old_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5, 6, 7) gone
        WHERE (c.day, c.variant, c.order_lost, c.order_cards_left, c.hints, c.undos, c.order_minute)
            = (gone.day, gone.variant, gone.order_lost, gone.order_cards_left, gone.hints, gone.undos,
               gone.order_minute);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO daily_board_counts AS c
            (day, variant, order_lost, order_cards_left, hints, undos, order_minute, results)
        SELECT day, variant, order_lost, order_cards_left, hints, undos, order_minute, count(*)
        FROM new_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (day, variant, order_lost, order_cards_left, hints, undos, order_minute)
            DO UPDATE SET results = c.results + excluded.results;
    END IF;
    RETURN NULL;
END;
$$;

-- The commitment: each deal's salt, 32 lowercase hex characters drawn when the deal is
-- published (the scheduler and `daily set`, by this default: 244 bits of the server's strong
-- random source, gen_random_uuid, hashed down to 128); its commitment is
-- sha256(<date>|<variant>|<code>|<salt>), which the service lists from the day's start.
-- Deals published before this migration get their salt here (adding the column draws one
-- per row); their commitment is listed from now on.
ALTER TABLE daily_deals ADD COLUMN salt text NOT NULL
    DEFAULT left(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 32)
    CHECK (salt ~ '^[0-9a-f]{32}$');
