-- Golf rounds (issue 21): nine (or eighteen) deals played as one game, each card left on a
-- table one stroke, par 5 a hole.  A round is recorded in the history like any game, with
-- the strokes of each hole played, and counted in its variant's stats.

-- The nine-hole rounds of the app's two modes are named variants (their stats are kept);
-- rounds of eighteen holes or of other rule options are recorded without a variant, like
-- Golf games under rule options outside the presets.
ALTER DOMAIN variant DROP CONSTRAINT variant_check;
ALTER DOMAIN variant ADD CONSTRAINT variant_check
    CHECK (VALUE IN ('golf-easy', 'golf-classic', 'canfield-draw3', 'canfield-draw1',
                     'golf-round', 'golf-round-easy'));

-- A round's code has four parts (GR1-<Golf mode>-<holes>-<number>); any code's deal part is
-- 7 or 14 letters (the long form of contract v3; IF EXISTS: an earlier migration may have
-- replaced this check for the long form already).  A round over with a hole not cleared is
-- `finished`.  `strokes`: a round's strokes per hole over (at most 18 holes of at most 35
-- cards), NULL for a game of one deal.
ALTER TABLE games
    DROP CONSTRAINT IF EXISTS games_code_check,
    ADD CONSTRAINT games_code_check
        CHECK (code ~ '^((GO1|CF1)-[A-Z0-9]+|GR1-[A-Z0-9]+-(9|18))-([A-Z]{7}|[A-Z]{14})$'),
    DROP CONSTRAINT games_status_check,
    ADD CONSTRAINT games_status_check CHECK (status IN ('playing', 'won', 'dead_end', 'finished')),
    ADD COLUMN strokes smallint[]
        CHECK (cardinality(strokes) <= 18 AND 0 <= ALL (strokes) AND 35 >= ALL (strokes)),
    ADD CONSTRAINT games_strokes_of_rounds
        CHECK ((strokes IS NOT NULL) = coalesce(starts_with(code, 'GR1-'), false)),
    ADD CONSTRAINT games_finished_rounds CHECK (status <> 'finished' OR strokes IS NOT NULL);

-- What a round's strokes add up to, and how many of its holes were cleared (no stroke).
CREATE FUNCTION round_total(strokes smallint[]) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN coalesce((SELECT sum(s)::integer FROM unnest(strokes) s), 0);
CREATE FUNCTION holes_cleared(strokes smallint[]) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN coalesce(cardinality(array_positions(strokes, 0::smallint)), 0);

-- Round stats, beside the counters every variant has (zero for a variant of one deal):
-- rounds played to their end (won or finished), their strokes in all (so the average total
-- is strokes_total / rounds_finished), the best (lowest) total of a round played to its
-- end, and the holes cleared in every round recorded (an abandoned round's too).
ALTER TABLE player_stats
    ADD COLUMN rounds_finished integer NOT NULL DEFAULT 0 CHECK (rounds_finished BETWEEN 0 AND played),
    ADD COLUMN strokes_total integer NOT NULL DEFAULT 0 CHECK (strokes_total >= 0),
    ADD COLUMN best_total integer CHECK (best_total >= 0),
    ADD COLUMN holes_cleared integer NOT NULL DEFAULT 0 CHECK (holes_cleared >= 0),
    ADD CHECK ((best_total IS NULL) = (rounds_finished = 0));

-- Every counter of one player and variant recounted from the history: the counters of
-- recount_player_stats(), then the round counters.  The store calls this one, so a change
-- to either part keeps the other.
CREATE FUNCTION recount_stats(p uuid, v variant) RETURNS void LANGUAGE sql AS $$
    SELECT recount_player_stats(p, v);
    UPDATE player_stats s SET
        rounds_finished = r.finished, strokes_total = r.strokes, best_total = r.best, holes_cleared = r.cleared
    FROM (
        SELECT count(*) FILTER (WHERE status IN ('won', 'finished'))::integer AS finished,
               coalesce(sum(round_total(strokes)) FILTER (WHERE status IN ('won', 'finished')), 0)::integer
                   AS strokes,
               min(round_total(strokes)) FILTER (WHERE status IN ('won', 'finished')) AS best,
               coalesce(sum(holes_cleared(strokes)), 0)::integer AS cleared
        FROM games
        WHERE player_id = p AND variant = v AND strokes IS NOT NULL
    ) r
    WHERE s.player_id = p AND s.variant = v;
$$;
