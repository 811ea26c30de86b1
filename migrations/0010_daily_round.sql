-- The daily round (issue 21): `golf-round`, nine classic holes against par 45, joins the
-- daily challenge.  Its deal is a round code (GR1-C-9-<14 letters>); `best` is the solver's
-- par of the course (the fewest strokes it reaches on each hole, summed) and `solution` the
-- round's line along each hole's best line, `next-hole` between them.  A round's result is
-- `won` (every hole cleared) or `finished`, never a single deal's `dead_end`; its cards
-- home are those taken off its nine tables (at most 9 x 35 = 315), and it keeps its
-- strokes per hole (the text a player shares says them).

CREATE OR REPLACE FUNCTION variant_code_prefix(v variant) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CASE v
        WHEN 'golf-easy' THEN 'GO1-E-'
        WHEN 'golf-classic' THEN 'GO1-C-'
        WHEN 'canfield-draw3' THEN 'CF1-D3-'
        WHEN 'canfield-draw1' THEN 'CF1-D1-'
        WHEN 'golf-round' THEN 'GR1-C-9-'
        WHEN 'golf-round-easy' THEN 'GR1-E-9-'
    END;

ALTER TABLE daily_deals DROP CONSTRAINT daily_deals_code_check;
ALTER TABLE daily_deals ADD CONSTRAINT daily_deals_code_check
    CHECK (code ~ '^(GO1-[EC]|CF1-D[13]|GR1-C-9)-([A-Z]{7}|[A-Z]{14})$');

-- The most cards a result of a variant brings home: a Canfield deck, a Golf table, or the
-- nine tables of a round.
CREATE FUNCTION variant_most_cards_home(v variant) RETURNS integer
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CASE WHEN v LIKE 'canfield-%' THEN 52 WHEN v LIKE 'golf-round%' THEN 315 ELSE 35 END;

-- Replaced: the status (0001), Golf's 350 points (0001: a round's nine holes score up to
-- 9 x 350; at most 10 points a move still holds), the cards home (0004).
ALTER TABLE daily_results
    DROP CONSTRAINT daily_results_status_check,
    ADD CONSTRAINT daily_results_status_check CHECK (status IN ('won', 'dead_end', 'finished')),
    DROP CONSTRAINT daily_results_check1,
    ADD CONSTRAINT daily_results_golf_score_check
        CHECK (variant NOT LIKE 'golf-%' OR score <= 350 * variant_most_cards_home(variant) / 35),
    DROP CONSTRAINT daily_results_cards_home_check,
    DROP CONSTRAINT daily_results_check4,
    ADD CONSTRAINT daily_results_cards_home_check
        CHECK (cards_home BETWEEN 0 AND variant_most_cards_home(variant)),
    ADD CONSTRAINT daily_results_round_status_check
        CHECK (CASE WHEN variant LIKE 'golf-round%' THEN status IN ('won', 'finished') ELSE status <> 'finished' END),
    ADD COLUMN strokes smallint[],
    ADD CONSTRAINT daily_results_strokes_check CHECK (
        (strokes IS NOT NULL) = (variant LIKE 'golf-round%')
        AND (strokes IS NULL OR (cardinality(strokes) = 9 AND 0 <= ALL (strokes) AND 35 >= ALL (strokes)
                                 AND cards_home = 315 - round_total(strokes)))
    );

-- A board's page and a player's entry show a round's strokes per hole: in the ranking
-- index too, so both stay index-only scans (NULL, and so nothing, for the other variants).
DROP INDEX daily_results_ranking;
CREATE INDEX daily_results_ranking ON daily_results
    (day, variant, order_lost, order_cards_left, hints, order_seconds, moves, submitted_at, player_id)
    INCLUDE (score, won, cards_home, seconds, review, strokes)
    WHERE review = 'clear';
