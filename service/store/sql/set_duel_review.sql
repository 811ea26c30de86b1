-- An operator's decision on a duel side's result, answering the review it had before (the
-- duel's winner follows by itself: duel_winner reads the reviews, 0035).  A side decided
-- while `pending` is no longer the play review's: record_duel_review.sql leaves it as it is.
UPDATE duel_sides s SET review = %(review)s
FROM duel_sides before
WHERE s.duel_id = %(duel)s AND s.player_id = %(player)s AND s.submitted_at IS NOT NULL
  AND (before.duel_id, before.side) = (s.duel_id, s.side)
RETURNING before.review
