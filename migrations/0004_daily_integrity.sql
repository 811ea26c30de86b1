-- Daily challenge integrity (contract v2 of the daily routes): the clock and the hints of
-- each daily game, the leaderboard order that the score no longer decides, and one history
-- record per game.

-- When each player first started each day's game of a variant (the clock of their result
-- never restarts) and how many hints the server answered them on it.
CREATE TABLE daily_starts (
    day date NOT NULL,
    variant variant NOT NULL,
    player_id uuid NOT NULL REFERENCES players (id),
    started_at timestamptz NOT NULL,
    hints integer NOT NULL DEFAULT 0 CHECK (hints >= 0),
    PRIMARY KEY (day, variant, player_id),
    FOREIGN KEY (day, variant) REFERENCES daily_deals (day, variant)
);
CREATE INDEX daily_starts_player ON daily_starts (player_id);

-- What a result is ranked by: won, cards home (Canfield: on the foundations; Golf: off the
-- table), hints, moves, seconds from the first start to the submission, then the
-- submission time.  The score stays, shown but never ranked on.
ALTER TABLE daily_results
    ADD COLUMN won boolean,
    ADD COLUMN cards_home integer CHECK (cards_home BETWEEN 0 AND 52),
    ADD COLUMN hints integer CHECK (hints >= 0),
    ADD COLUMN seconds integer CHECK (seconds >= 0),
    ADD COLUMN game_id uuid;

-- Results stored before this migration: what can be known is filled in; what cannot is said.
-- - won: from the status.
-- - cards_home: a Canfield result was always won (52 cards home); a won Golf game took all
--   35 cards off the table; a Golf dead end after r removals scored max(0, 20r - 350)
--   (RULES.md), so r = (score + 350) / 20 when it scored; a dead end that scored 0 removed
--   at most 17 cards and is recorded as 17 (the most it can have been), which keeps the
--   order those results had among themselves.
-- - hints: 0, although the number is not known: hints were answered to anyone then and
--   counted nowhere.
-- - seconds: NULL (unknown: there was no clock). Such results rank after every timed one
--   with the same won, cards, hints and moves.
-- - game_id: NULL (states carried no game id).
UPDATE daily_results SET
    won = status = 'won',
    cards_home = CASE
        WHEN variant LIKE 'canfield-%' THEN 52
        WHEN status = 'won' THEN 35
        WHEN score > 0 THEN (score + 350) / 20
        ELSE 17
    END,
    hints = 0;

ALTER TABLE daily_results
    ALTER COLUMN won SET NOT NULL,
    ALTER COLUMN cards_home SET NOT NULL,
    ALTER COLUMN hints SET NOT NULL,
    ADD CHECK (won = (status = 'won')),
    ADD CHECK (variant LIKE 'canfield-%' OR cards_home <= 35);

-- The leaderboard order as ascending keys, so one row comparison pages it by keyset and
-- counts a rank: lost after won, fewer cards home after more, an unknown time after every
-- known one.
ALTER TABLE daily_results
    ADD COLUMN order_lost boolean GENERATED ALWAYS AS (NOT won) STORED,
    ADD COLUMN order_cards_left integer GENERATED ALWAYS AS (-cards_home) STORED,
    ADD COLUMN order_seconds integer GENERATED ALWAYS AS (coalesce(seconds, 2147483647)) STORED;

DROP INDEX daily_results_board;
CREATE INDEX daily_results_ranking ON daily_results
    (day, variant, order_lost, order_cards_left, hints, moves, order_seconds, submitted_at, player_id)
    INCLUDE (score, won, cards_home, seconds);

-- How many results of a day and variant share each (won, cards, hints, moves): a rank is
-- the sum of the buckets ahead plus the results ahead within the player's own bucket, so
-- a rank lookup reads a few thousand small rows and one bucket, not every result ahead
-- (half a million, half-way down a million-result board).  Kept by statement triggers on
-- daily_results, so no write can forget it and a bulk insert updates each bucket once.
CREATE TABLE daily_board_counts (
    day date NOT NULL,
    variant variant NOT NULL,
    order_lost boolean NOT NULL,
    order_cards_left integer NOT NULL,
    hints integer NOT NULL,
    moves integer NOT NULL,
    results bigint NOT NULL CHECK (results >= 0),
    PRIMARY KEY (day, variant, order_lost, order_cards_left, hints, moves) INCLUDE (results)
);

CREATE FUNCTION count_board_results() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE daily_board_counts c SET results = c.results - gone.results
        FROM (SELECT day, variant, order_lost, order_cards_left, hints, moves, count(*) AS results
              FROM old_results GROUP BY 1, 2, 3, 4, 5, 6) gone
        WHERE (c.day, c.variant, c.order_lost, c.order_cards_left, c.hints, c.moves)
            = (gone.day, gone.variant, gone.order_lost, gone.order_cards_left, gone.hints, gone.moves);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO daily_board_counts AS c (day, variant, order_lost, order_cards_left, hints, moves, results)
        SELECT day, variant, order_lost, order_cards_left, hints, moves, count(*)
        FROM new_results GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (day, variant, order_lost, order_cards_left, hints, moves)
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

INSERT INTO daily_board_counts (day, variant, order_lost, order_cards_left, hints, moves, results)
SELECT day, variant, order_lost, order_cards_left, hints, moves, count(*)
FROM daily_results GROUP BY 1, 2, 3, 4, 5, 6;

-- One record per game: the id sealed in a game's state from its start is recorded once per
-- player, whatever Idempotency-Key comes with it (`games` is partitioned by month, so it
-- cannot hold this unique key itself).  New history rows take the game's id as their id;
-- the rows already stored keep theirs and are listed here under it.
CREATE TABLE recorded_game_ids (
    player_id uuid NOT NULL REFERENCES players (id),
    game_id uuid NOT NULL,
    recorded_at timestamptz NOT NULL,
    PRIMARY KEY (player_id, game_id)
);
INSERT INTO recorded_game_ids (player_id, game_id, recorded_at)
SELECT player_id, id, recorded_at FROM games;

-- An idempotency key now names the game it recorded by the game's id; the state's digest,
-- which told a retry from another game before games had ids, is no longer written.
ALTER TABLE game_submissions ALTER COLUMN state_digest DROP NOT NULL;
