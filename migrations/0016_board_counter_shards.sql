-- Issue 31, item 5: the board's counters without a hot row.  Every result stored updated
-- the same rows of its board (its bucket in daily_board_counts, its cards and minute in
-- daily_cards_counts and daily_time_counts, its version in daily_board_versions) and held
-- their locks until it committed, so a burst of submissions queued on them one by one.
-- Each counter row is now one of 16 shards (4 for the rank's buckets), picked by the
-- result's player (board_shard(player_id)): concurrent submissions of different players mostly lock
-- different rows, and the reads sum the shards.  Picked by the player, not at random, so
-- that an operator's review takes a result out of the shard that counted it: every
-- shard's count stays >= 0.

-- A result's shard: the last byte of its player's id (random in a v4 uuid) modulo 16.
-- Changing it would move where results are taken out from: a new migration, recounting.
CREATE FUNCTION board_shard(player uuid) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (get_byte(uuid_send(player), 15) % 16)::smallint $$;

-- The rank's buckets (daily_board_counts) have 4 shards, board_shard modulo 4: a rank sums
-- every bucket ahead, so each shard of them multiplies what a standing reads (16 made the
-- last standing of a million results 20 times dearer: bench/surge.md), while a bucket is
-- already one of thousands (its minute of time among them), hot only at the surge's start.
CREATE FUNCTION bucket_shard(player uuid) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (get_byte(uuid_send(player), 15) % 4)::smallint $$;

-- Writes to the results wait until the counts are rebuilt and their triggers replaced.
LOCK TABLE daily_results IN SHARE MODE;

TRUNCATE daily_board_counts, daily_cards_counts, daily_time_counts;
ALTER TABLE daily_board_counts ADD COLUMN shard smallint NOT NULL, DROP CONSTRAINT daily_board_counts_pkey;
ALTER TABLE daily_cards_counts ADD COLUMN shard smallint NOT NULL, DROP CONSTRAINT daily_cards_counts_pkey;
ALTER TABLE daily_time_counts ADD COLUMN shard smallint NOT NULL, DROP CONSTRAINT daily_time_counts_pkey;

-- The counts, by shard, from the results: one pass over daily_results to the finest grain
-- the three counters need, each counter rolled up from it, in one statement.
WITH counted AS MATERIALIZED (
    SELECT day, variant, order_lost, order_cards_left, hints, undos, order_minute, won, cards_home,
           seconds / 60 AS minute, board_shard(player_id) AS shard, count(*) AS results
    FROM daily_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
), buckets AS (
    INSERT INTO daily_board_counts
        (day, variant, order_lost, order_cards_left, hints, undos, order_minute, shard, results)
    SELECT day, variant, order_lost, order_cards_left, hints, undos, order_minute, shard % 4, sum(results)
    FROM counted GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
), cards AS (
    INSERT INTO daily_cards_counts (day, variant, won, cards_home, shard, results)
    SELECT day, variant, won, cards_home, shard, sum(results) FROM counted GROUP BY 1, 2, 3, 4, 5
)
INSERT INTO daily_time_counts (day, variant, won, minute, shard, results)
SELECT day, variant, won, minute, shard, sum(results) FROM counted WHERE minute IS NOT NULL GROUP BY 1, 2, 3, 4, 5;

ALTER TABLE daily_board_counts
    ADD PRIMARY KEY (day, variant, order_lost, order_cards_left, hints, undos, order_minute, shard) INCLUDE (results);
ALTER TABLE daily_cards_counts ADD PRIMARY KEY (day, variant, won, cards_home, shard) INCLUDE (results);
ALTER TABLE daily_time_counts ADD PRIMARY KEY (day, variant, won, minute, shard) INCLUDE (results);

CREATE OR REPLACE FUNCTION count_board_results() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE daily_board_counts c SET results = c.results - gone.results
        FROM (SELECT day, variant, order_lost, order_cards_left, hints, undos, order_minute,
                     bucket_shard(player_id) AS shard, count(*) AS results
              FROM old_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) gone
        WHERE (c.day, c.variant, c.order_lost, c.order_cards_left, c.hints, c.undos, c.order_minute, c.shard)
            = (gone.day, gone.variant, gone.order_lost, gone.order_cards_left, gone.hints, gone.undos,
               gone.order_minute, gone.shard);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO daily_board_counts AS c
            (day, variant, order_lost, order_cards_left, hints, undos, order_minute, shard, results)
        SELECT day, variant, order_lost, order_cards_left, hints, undos, order_minute, bucket_shard(player_id),
               count(*)
        FROM new_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        ON CONFLICT (day, variant, order_lost, order_cards_left, hints, undos, order_minute, shard)
            DO UPDATE SET results = c.results + excluded.results;
    END IF;
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION count_daily_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE daily_cards_counts c SET results = c.results - gone.results
        FROM (SELECT day, variant, won, cards_home, board_shard(player_id) AS shard, count(*) AS results
              FROM old_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5) gone
        WHERE (c.day, c.variant, c.won, c.cards_home, c.shard)
            = (gone.day, gone.variant, gone.won, gone.cards_home, gone.shard);
        UPDATE daily_time_counts c SET results = c.results - gone.results
        FROM (SELECT day, variant, won, seconds / 60 AS minute, board_shard(player_id) AS shard, count(*) AS results
              FROM old_results WHERE review = 'clear' AND seconds IS NOT NULL GROUP BY 1, 2, 3, 4, 5) gone
        WHERE (c.day, c.variant, c.won, c.minute, c.shard) = (gone.day, gone.variant, gone.won, gone.minute, gone.shard);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO daily_cards_counts AS c (day, variant, won, cards_home, shard, results)
        SELECT day, variant, won, cards_home, board_shard(player_id), count(*)
        FROM new_results WHERE review = 'clear' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (day, variant, won, cards_home, shard) DO UPDATE SET results = c.results + excluded.results;
        INSERT INTO daily_time_counts AS c (day, variant, won, minute, shard, results)
        SELECT day, variant, won, seconds / 60, board_shard(player_id), count(*)
        FROM new_results WHERE review = 'clear' AND seconds IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (day, variant, won, minute, shard) DO UPDATE SET results = c.results + excluded.results;
    END IF;
    RETURN NULL;
END;
$$;

-- A board's version is the sum of its shards' versions: each counted up once by every
-- statement that changes a result of that shard, so the sum grows at every change and
-- never goes back.  Read through the view daily_board_versions, by the name and in the
-- shape the version was read before (an index range of at most 16 rows); its version
-- until now is its shard 0's.
CREATE TABLE daily_board_version_shards (
    day date NOT NULL,
    variant variant NOT NULL,
    shard smallint NOT NULL,
    version bigint NOT NULL CHECK (version > 0),
    PRIMARY KEY (day, variant, shard) INCLUDE (version)
);
INSERT INTO daily_board_version_shards (day, variant, shard, version)
SELECT day, variant, 0, version FROM daily_board_versions;
DROP TABLE daily_board_versions;
CREATE VIEW daily_board_versions AS
SELECT day, variant, sum(version)::bigint AS version FROM daily_board_version_shards GROUP BY day, variant;

CREATE OR REPLACE FUNCTION count_board_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        INSERT INTO daily_board_version_shards AS b (day, variant, shard, version)
        SELECT day, variant, shard, 1
        FROM (SELECT day, variant, board_shard(player_id) AS shard FROM old_results
              UNION SELECT day, variant, board_shard(player_id) FROM new_results) changed
        ORDER BY 1, 2, 3
        ON CONFLICT (day, variant, shard) DO UPDATE SET version = b.version + 1;
    ELSIF TG_OP = 'INSERT' THEN
        INSERT INTO daily_board_version_shards AS b (day, variant, shard, version)
        SELECT DISTINCT day, variant, board_shard(player_id), 1 FROM new_results ORDER BY 1, 2, 3
        ON CONFLICT (day, variant, shard) DO UPDATE SET version = b.version + 1;
    ELSE
        INSERT INTO daily_board_version_shards AS b (day, variant, shard, version)
        SELECT DISTINCT day, variant, board_shard(player_id), 1 FROM old_results ORDER BY 1, 2, 3
        ON CONFLICT (day, variant, shard) DO UPDATE SET version = b.version + 1;
    END IF;
    RETURN NULL;
END;
$$;
