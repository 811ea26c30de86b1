-- The play review's verdict on a pending daily result: its review (a cleared result joins
-- the group being filled when its player is established, as an operator's clearing does:
-- set_review.sql), its evidence and tells.  A result no longer pending (an operator
-- decided first) is left as it is, and nothing answered: then its evidence is added to no
-- one's (add_evidence.sql runs only on an answer).
UPDATE daily_results r
SET review = %(review)s, review_reason = %(reason)s, evidence = %(logs)s, tells = %(tells)s,
    review_claimed_at = NULL,
    group_id = CASE WHEN %(review)s = 'clear' AND r.group_id IS NULL AND daily_established(r.player_id, r.day)
                    THEN next_daily_group(r.day, r.variant)
                    ELSE r.group_id END
WHERE (r.day, r.variant, r.player_id) = (%(day)s, %(variant)s, %(player)s) AND r.review = 'pending'
RETURNING true
