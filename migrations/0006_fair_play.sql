-- Fair play (contract v3): daily deals drawn from the codes' long form, their solutions kept
-- for the reveal after the results close, results held for review when their pace is
-- beyond a person's, and the board ranked by time before moves.

-- A daily deal's code has 7 letters (the short form) or 14 (the long form, any 64-bit deal
-- number: the scheduler draws there, out of reach of a search of the short codes).
ALTER TABLE daily_deals DROP CONSTRAINT daily_deals_code_check;
ALTER TABLE daily_deals ADD CONSTRAINT daily_deals_code_check
    CHECK (code ~ '^(GO1-[EC]|CF1-D[13])-([A-Z]{7}|[A-Z]{14})$');

-- The history takes the long form too.  (Adding the check reads the history once, to
-- validate it: every stored code already has 7 letters.)
ALTER TABLE games DROP CONSTRAINT games_code_check;
ALTER TABLE games ADD CONSTRAINT games_code_check CHECK (code ~ '^(GO1|CF1)-[A-Z0-9]+-([A-Z]{7}|[A-Z]{14})$');

-- What the reveal shows once a day's results close: the solver's winning line (API move
-- objects from the deal's start) and, for Golf, the fewest cards the solver could leave on
-- the table (0 for a deal it proved winnable).  NULL where the scheduler has not stored them
-- yet (deals published before this migration: `daily schedule` fills them in).
ALTER TABLE daily_deals
    ADD COLUMN solution jsonb CHECK (jsonb_typeof(solution) = 'array'),
    ADD COLUMN best integer CHECK (best >= 0);

-- Every result says where it stands with the operators: `clear` (on the board), `held`
-- (its pace was beyond a person's: off the board and out of everyone else's rank until an
-- operator decides) or `rejected`.  Results stored before this migration are clear.
-- `review_reason` says why a result was held, for the operator.
ALTER TABLE daily_results
    ADD COLUMN review text NOT NULL DEFAULT 'clear' CHECK (review IN ('clear', 'held', 'rejected')),
    ADD COLUMN review_reason text;

-- The board's order, revised: won, more cards home, fewer hints, LESS TIME, FEWER MOVES,
-- earlier submission (a client can replay an earlier state and play on from it, so moves
-- count only the final line; the clock counts everything).  Only clear results are on it.
-- `order_minute` groups results by the minute of their time for the rank's buckets.
ALTER TABLE daily_results
    ADD COLUMN order_minute integer GENERATED ALWAYS AS (coalesce(seconds, 2147483647) / 60) STORED;

DROP INDEX daily_results_ranking;
CREATE INDEX daily_results_ranking ON daily_results
    (day, variant, order_lost, order_cards_left, hints, order_seconds, moves, submitted_at, player_id)
    INCLUDE (score, won, cards_home, seconds, review)
    WHERE review = 'clear';

-- The rank's buckets follow the order: how many clear results of a day and variant share
-- each (won, cards, hints, minute of time).  A rank is the sum of the buckets ahead plus the
-- clear results ahead within the player's own bucket (one index range of at most a minute
-- of results).
DROP TRIGGER daily_results_counted_in ON daily_results;
DROP TRIGGER daily_results_counted_out ON daily_results;
DROP TRIGGER daily_results_counted_again ON daily_results;
DROP FUNCTION count_board_results();
DROP TABLE daily_board_counts;

CREATE TABLE daily_board_counts (
    day date NOT NULL,
    variant variant NOT NULL,
    order_lost boolean NOT NULL,
    order_cards_left integer NOT NULL,
    hints integer NOT NULL,
    order_minute integer NOT NULL,
    results bigint NOT NULL CHECK (results >= 0),
    PRIMARY KEY (day, variant, order_lost, order_cards_left, hints, order_minute) INCLUDE (results)
);

CREATE FUNCTION count_board_results() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE daily_board_counts c SET results = c.results - gone.results
        FROM (SELECT day, variant, order_lost, order_cards_left, hints, order_minute, count(*) AS results
              FROM old_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5, 6) gone
        WHERE (c.day, c.variant, c.order_lost, c.order_cards_left, c.hints, c.order_minute)
            = (gone.day, gone.variant, gone.order_lost, gone.order_cards_left, gone.hints, gone.order_minute);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO daily_board_counts AS c
            (day, variant, order_lost, order_cards_left, hints, order_minute, results)
        SELECT day, variant, order_lost, order_cards_left, hints, order_minute, count(*)
        FROM new_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (day, variant, order_lost, order_cards_left, hints, order_minute)
            DO UPDATE SET results = c.results + excluded.results;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER daily_results_counted_in AFTER INSERT ON daily_results
    REFERENCING NEW TABLE AS new_results FOR EACH STATEMENT EXECUTE FUNCTION count_board_results();
CREATE TRIGGER daily_results_counted_out AFTER DELETE ON daily_results
    REFERENCING OLD TABLE AS old_results FOR EACH STATEMENT EXECUTE FUNCTION count_board_results();
CREATE TRIGGER daily_results_counted_again AFTER UPDATE ON daily_results
    REFERENCING OLD TABLE AS old_results NEW TABLE AS new_results
    FOR EACH STATEMENT EXECUTE FUNCTION count_board_results();

INSERT INTO daily_board_counts (day, variant, order_lost, order_cards_left, hints, order_minute, results)
SELECT day, variant, order_lost, order_cards_left, hints, order_minute, count(*)
FROM daily_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5, 6;

-- The operators' list of a day's results under review.
CREATE INDEX daily_results_under_review ON daily_results (day, variant) WHERE review <> 'clear';
