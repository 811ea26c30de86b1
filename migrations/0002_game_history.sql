-- The history of every player's games: the table that grows without bound.
--
-- Partitioned by month of recorded_at (declarative range partitioning); the partitions are
-- created ahead by `flask migrate` and `flask daily schedule` through
-- create_game_partitions(), and on demand by the store if a write ever finds none.
-- The primary key starts with player_id and includes the partition key, so the table can
-- be distributed by player id on Citus (see migrations/README.md).

CREATE TABLE games (
    player_id uuid NOT NULL REFERENCES players (id),
    recorded_at timestamptz NOT NULL DEFAULT now(),
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    game text NOT NULL CHECK (game IN ('golf', 'canfield')),
    variant variant CHECK (variant IS NULL OR starts_with(variant, game)),
    code text CHECK (code ~ '^(GO1|CF1)-[A-Z0-9]+-[A-Z]{7}$'),
    rules jsonb NOT NULL CHECK (jsonb_typeof(rules) = 'object'),
    status text NOT NULL CHECK (status IN ('playing', 'won', 'dead_end')),
    score integer NOT NULL CHECK (score >= 0),
    moves integer NOT NULL CHECK (moves >= 0),
    started_at timestamptz CHECK (started_at <= recorded_at),
    actions jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(actions) = 'array'),
    daily_day date,
    PRIMARY KEY (player_id, recorded_at, id),
    CHECK (daily_day IS NULL OR variant IS NOT NULL)
) PARTITION BY RANGE (recorded_at);

-- Create the monthly partitions covering `months` months from the month of `first_day`
-- (UTC month boundaries); returns how many were new.  Safe to run concurrently.
CREATE FUNCTION create_game_partitions(first_day date, months integer) RETURNS integer
    LANGUAGE plpgsql AS $$
DECLARE
    month_start date := date_trunc('month', first_day)::date;
    partition_name text;
    created integer := 0;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('create_game_partitions'));
    FOR i IN 0 .. months - 1 LOOP
        partition_name := format('games_%s', to_char(month_start, 'YYYY_MM'));
        IF to_regclass(quote_ident(partition_name)) IS NULL THEN
            EXECUTE format(
                'CREATE TABLE %I PARTITION OF games FOR VALUES FROM (%L) TO (%L)',
                partition_name,
                month_start::text || ' 00:00:00+00',
                (month_start + interval '1 month')::date::text || ' 00:00:00+00');
            created := created + 1;
        END IF;
        month_start := (month_start + interval '1 month')::date;
    END LOOP;
    RETURN created;
END;
$$;
