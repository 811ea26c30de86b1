-- The play review's verdict on a pending result: its review (a cleared result joins the
-- group being filled when its player is established, as an operator's clearing does:
-- set_review.sql), its evidence and
-- tells; and its evidence added to its player's, bet by bet.  A result no longer pending
-- (an operator decided first) is left as it is and adds nothing.
WITH read AS (
    UPDATE daily_results r
    SET review = %(review)s, review_reason = %(reason)s, evidence = %(logs)s, tells = %(tells)s,
        review_claimed_at = NULL,
        group_id = CASE WHEN %(review)s = 'clear' AND r.group_id IS NULL AND daily_established(r.player_id, r.day)
                        THEN next_daily_group(r.day, r.variant)
                        ELSE r.group_id END
    WHERE (r.day, r.variant, r.player_id) = (%(day)s, %(variant)s, %(player)s) AND r.review = 'pending'
    RETURNING r.player_id
)
INSERT INTO player_evidence AS e (player_id, logs, results, updated_at)
SELECT player_id, %(logs)s, 1, %(now)s FROM read
ON CONFLICT (player_id) DO UPDATE SET
    logs = ARRAY(SELECT mine + added FROM unnest(e.logs, excluded.logs) WITH ORDINALITY AS bet(mine, added, n)
                 ORDER BY n),
    results = e.results + 1,
    updated_at = excluded.updated_at
RETURNING true
