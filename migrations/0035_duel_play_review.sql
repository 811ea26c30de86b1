-- Fair play, round five, for duels (issue 39: "for each ranked result (daily, round, duel
-- side)"): a duel side's play is read by the same play review as a daily result's
-- (service/daily/play_review.py), its evidence added to the same player's (player_evidence,
-- 0026: the e-value argument holds over all of a player's results, whatever their kind).
--
-- A side keeps every action as played, undos included, as a daily attempt does since 0026
-- (`actions`, advance_duel_side.sql).  A side started before this migration keeps NULL (the
-- column is added without a default, then given one for the sides started after it): its
-- line from the deal's start is not known, so its result is never read.
ALTER TABLE duel_sides ADD COLUMN actions text;
ALTER TABLE duel_sides ALTER COLUMN actions SET DEFAULT '';

-- A side's result waits as `pending` until the review has read its play, then is `clear`
-- or `held`, with its `evidence` (per bet, the natural logarithm of its e-value), `tells`
-- (what the operator is shown) and `review_claimed_at` (a worker's claim; one older than
-- the lease is taken again), as 0026 gave a daily result.  The wider check is added NOT
-- VALID and validated by 0036 under SHARE UPDATE EXCLUSIVE, as 0026-0027 did.
ALTER TABLE duel_sides DROP CONSTRAINT duel_sides_review_check;
ALTER TABLE duel_sides
    ADD CONSTRAINT duel_sides_review_check CHECK (review IN ('clear', 'held', 'rejected', 'pending')) NOT VALID,
    ADD COLUMN evidence double precision[],
    ADD COLUMN tells jsonb,
    ADD COLUMN review_claimed_at timestamptz;

-- The review's queue of duel sides, oldest first (claim_review.sql reads it beside
-- daily_results_pending: one queue).
CREATE INDEX duel_sides_pending ON duel_sides (submitted_at) WHERE review = 'pending';

-- Who won an ended duel (0018's rule, unchanged but for one word): NULL also while a side
-- is `pending`.  A pending side is not yet counted either way: the duel is under review
-- until its play is read (seconds), then decided as before, or held.
CREATE OR REPLACE FUNCTION duel_winner(duel uuid, at timestamptz) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    RETURN (
        SELECT CASE
            WHEN duel_status(duel, at) NOT IN ('finished', 'expired') OR under_review OR NOT joined THEN NULL
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
                EXISTS (SELECT FROM duel_sides WHERE duel_id = duel AND review IN ('held', 'pending')) AS under_review,
                EXISTS (SELECT FROM duel_sides WHERE duel_id = duel AND side = 'opponent') AS joined) keys
    );
