-- Fair play, round five: the play is the evidence (service/daily/play_review.py).
--
-- A ranked attempt keeps every action as played, undos included (`actions`: one short
-- notation a move, service/engine/game.py move_notation, each followed by a space), so
-- the review can tell which stock cards its player had seen (a draw undone shows a card).
-- Attempts started before this migration keep an empty text: their results are not read.
ALTER TABLE daily_starts ADD COLUMN actions text NOT NULL DEFAULT '';

-- A result waits as `pending` until the review has read its play; then it is `clear` or
-- `held`.  `evidence` is the natural logarithm of its e-value for each of the review's
-- bets (service/solver/clairvoyance.py BETS), `tells` what the operator is shown (its
-- decisions' tells, the player's evidence over their results, the reading's seed),
-- `review_claimed_at` when a review worker took it (a claim older than the lease is
-- taken again: the worker died).  The wider check is added NOT VALID (no read under this
-- migration's ACCESS EXCLUSIVE lock: every stored row met the narrower one) and validated by
-- 0027 under SHARE UPDATE EXCLUSIVE, as 0021-0022 did.
ALTER TABLE daily_results DROP CONSTRAINT daily_results_review_check;
ALTER TABLE daily_results
    ADD CONSTRAINT daily_results_review_check CHECK (review IN ('clear', 'held', 'rejected', 'pending')) NOT VALID,
    ADD COLUMN evidence double precision[],
    ADD COLUMN tells jsonb,
    ADD COLUMN review_claimed_at timestamptz;

-- The review's queue: pending results, oldest first.
CREATE INDEX daily_results_pending ON daily_results (submitted_at) WHERE review = 'pending';

-- Each player's evidence over every result the review has read: per bet, the sum of the
-- results' logarithms (a product of e-values, run one after another, is an e-value: the
-- chance that it ever reaches 1/alpha for a player who cannot see is at most alpha).
CREATE TABLE player_evidence (
    player_id uuid PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    logs double precision[] NOT NULL,
    results integer NOT NULL CHECK (results >= 0),
    updated_at timestamptz NOT NULL
);
