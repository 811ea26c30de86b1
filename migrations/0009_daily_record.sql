-- The player's daily record (contract v3): a calendar of one's daily results, a streak of
-- days played, and how a day's board is spread (its counts of cards home and of time).

-- A player's results by day: the calendar reads one range of it, the streak's recount one
-- player's days (index only: the review tells which days count).  It replaces the index on
-- the player alone, which it covers (a player's own result, the foreign key's checks).
DROP INDEX daily_results_player;
CREATE INDEX daily_results_player_day ON daily_results (player_id, day) INCLUDE (review);

-- A streak is a run of consecutive UTC days on each of which the player has a cleared daily
-- result (a held one counts once an operator clears it: a script's result played faster
-- than a person plays must not keep a streak alive meanwhile).
-- Kept per player as results arrive: the latest such day, the run of days ending on it,
-- and the longest run ever.  Whether the run is still alive (the day after `last_day` is
-- still accepting results) depends on the clock: the service decides it when it reads.
CREATE TABLE player_daily_streaks (
    player_id uuid PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    last_day date NOT NULL,
    current_run integer NOT NULL CHECK (current_run >= 1),
    best_run integer NOT NULL CHECK (best_run >= current_run)
);

-- One player's streak recounted from their results ("gaps and islands": a day minus its
-- number in order is the same for every day of a run).  The store calls it when a result
-- arrives for a day before the latest one counted (yesterday's, submitted in its grace
-- period after today's) and when an operator's review changes a result; no day left (no
-- result cleared) leaves no streak.  The player's streak row is locked first, so the days
-- are read after any submission of theirs that holds it has committed (each statement of
-- this function reads afresh).
CREATE FUNCTION recount_daily_streak(p uuid) RETURNS void LANGUAGE sql AS $$
    SELECT FROM player_daily_streaks WHERE player_id = p FOR UPDATE;
    DELETE FROM player_daily_streaks
    WHERE player_id = p AND NOT EXISTS (SELECT FROM daily_results WHERE player_id = p AND review = 'clear');
    WITH days AS (
        SELECT DISTINCT day FROM daily_results WHERE player_id = p AND review = 'clear'
    ), runs AS (
        SELECT max(day) AS last_day, count(*)::integer AS days
        FROM (SELECT day, day - (row_number() OVER (ORDER BY day))::integer AS run FROM days) numbered
        GROUP BY run
    )
    INSERT INTO player_daily_streaks AS s (player_id, last_day, current_run, best_run)
    SELECT p, last_day, days, (SELECT max(days) FROM runs) FROM runs ORDER BY last_day DESC LIMIT 1
    ON CONFLICT (player_id) DO UPDATE SET
        last_day = excluded.last_day, current_run = excluded.current_run, best_run = excluded.best_run;
$$;

SELECT recount_daily_streak(player_id) FROM (SELECT DISTINCT player_id FROM daily_results) played;

-- How a day's board is spread, over its cleared results (held and rejected ones are out,
-- as they are out of the board): how many have each number of cards home, and each minute
-- of time (seconds / 60; results stored before daily games had a clock have none), won or
-- not.  The service groups them into the fixed buckets it documents (service/daily_stats.py)
-- when it reads: a few dozen rows for the cards, at most the minutes of a day for the time,
-- however many results the board has.  Kept by statement triggers on daily_results, like
-- daily_board_counts, so an operator's review moves a result in or out of them too.
CREATE TABLE daily_cards_counts (
    day date NOT NULL,
    variant variant NOT NULL,
    won boolean NOT NULL,
    cards_home integer NOT NULL,
    results bigint NOT NULL CHECK (results >= 0),
    PRIMARY KEY (day, variant, won, cards_home) INCLUDE (results)
);

CREATE TABLE daily_time_counts (
    day date NOT NULL,
    variant variant NOT NULL,
    won boolean NOT NULL,
    minute integer NOT NULL CHECK (minute >= 0),
    results bigint NOT NULL CHECK (results >= 0),
    PRIMARY KEY (day, variant, won, minute) INCLUDE (results)
);

CREATE FUNCTION count_daily_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE daily_cards_counts c SET results = c.results - gone.results
        FROM (SELECT day, variant, won, cards_home, count(*) AS results
              FROM old_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4) gone
        WHERE (c.day, c.variant, c.won, c.cards_home) = (gone.day, gone.variant, gone.won, gone.cards_home);
        UPDATE daily_time_counts c SET results = c.results - gone.results
        FROM (SELECT day, variant, won, seconds / 60 AS minute, count(*) AS results
              FROM old_results WHERE review = 'clear' AND seconds IS NOT NULL GROUP BY 1, 2, 3, 4) gone
        WHERE (c.day, c.variant, c.won, c.minute) = (gone.day, gone.variant, gone.won, gone.minute);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO daily_cards_counts AS c (day, variant, won, cards_home, results)
        SELECT day, variant, won, cards_home, count(*)
        FROM new_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, variant, won, cards_home) DO UPDATE SET results = c.results + excluded.results;
        INSERT INTO daily_time_counts AS c (day, variant, won, minute, results)
        SELECT day, variant, won, seconds / 60, count(*)
        FROM new_results WHERE review = 'clear' AND seconds IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, variant, won, minute) DO UPDATE SET results = c.results + excluded.results;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER daily_results_stats_in AFTER INSERT ON daily_results
    REFERENCING NEW TABLE AS new_results FOR EACH STATEMENT EXECUTE FUNCTION count_daily_stats();
CREATE TRIGGER daily_results_stats_out AFTER DELETE ON daily_results
    REFERENCING OLD TABLE AS old_results FOR EACH STATEMENT EXECUTE FUNCTION count_daily_stats();
CREATE TRIGGER daily_results_stats_again AFTER UPDATE ON daily_results
    REFERENCING OLD TABLE AS old_results NEW TABLE AS new_results
    FOR EACH STATEMENT EXECUTE FUNCTION count_daily_stats();

INSERT INTO daily_cards_counts (day, variant, won, cards_home, results)
SELECT day, variant, won, cards_home, count(*) FROM daily_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4;
INSERT INTO daily_time_counts (day, variant, won, minute, results)
SELECT day, variant, won, seconds / 60, count(*) FROM daily_results
WHERE review = 'clear' AND seconds IS NOT NULL GROUP BY 1, 2, 3, 4;

-- Where a result stands: the share of the board's cleared results it beats, in percent, one
-- decimal, rounded down (100.0 cannot happen: the denominator counts the result itself).
-- `beaten` are the cleared results below it on the board (its order has no ties: won, cards
-- home, hints, time, moves, then the earlier submission), that is `of` less its rank; `of`
-- is the board's cleared results with this one counted in (a held one as if it were
-- cleared).
CREATE FUNCTION daily_percentile(beaten numeric, of numeric) RETURNS double precision
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN (floor(1000.0 * beaten / greatest(of, 1)) / 10)::double precision;

-- A board's standings once its results have closed: they no longer move (but for an
-- operator's late review), so `flask --app service daily settle` writes each result's rank
-- and percentile once, and a calendar of a year reads them by player and day instead of
-- counting a rank per result (a millisecond each on a board of a million).  A board is read
-- from here only while it is listed in daily_settled_boards; an operator's review of one of
-- its results unlists it (the service computes its standings live again) until it is
-- settled anew.  Ranks and percentiles of results not cleared are those they would have if
-- cleared, as a player sees them.
CREATE TABLE daily_final_standings (
    player_id uuid NOT NULL,
    day date NOT NULL,
    variant variant NOT NULL,
    rank integer NOT NULL CHECK (rank >= 1),
    percentile double precision NOT NULL CHECK (percentile BETWEEN 0 AND 100),
    PRIMARY KEY (player_id, day, variant)
);

CREATE TABLE daily_settled_boards (
    day date NOT NULL,
    variant variant NOT NULL,
    results bigint NOT NULL CHECK (results >= 0),
    settled_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (day, variant),
    FOREIGN KEY (day, variant) REFERENCES daily_deals (day, variant)
);
