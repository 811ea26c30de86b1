-- The play review's verdict on a pending duel side (record_review.sql's for a daily result):
-- its review, evidence and tells; the duel's winner follows (duel_winner reads the reviews,
-- 0035).  A side no longer pending (an operator decided first) is left as it is, and
-- nothing answered: then its evidence is added to no one's.
UPDATE duel_sides s
SET review = %(review)s, review_reason = %(reason)s, evidence = %(logs)s, tells = %(tells)s,
    review_claimed_at = NULL
WHERE s.duel_id = %(duel)s AND s.player_id = %(player)s AND s.review = 'pending'
RETURNING true
