-- The play review's next result (service/daily/play_review.py): the oldest pending one that
-- no worker holds (a claim from before %(stale_before)s was a worker's that died), claimed
-- now; with its deal's code, its attempt's actions and its player's evidence so far.
-- SKIP LOCKED: workers of every instance claim different results without waiting.
WITH next AS (
    SELECT day, variant, player_id FROM daily_results
    WHERE review = 'pending' AND (review_claimed_at IS NULL OR review_claimed_at < %(stale_before)s)
    ORDER BY submitted_at
    LIMIT 1
    FOR UPDATE SKIP LOCKED
), claimed AS (
    UPDATE daily_results r SET review_claimed_at = %(now)s
    FROM next WHERE (r.day, r.variant, r.player_id) = (next.day, next.variant, next.player_id)
    RETURNING r.day, r.variant, r.player_id
)
SELECT c.day, c.variant::text, c.player_id, d.code, s.actions
FROM claimed c
JOIN daily_deals d ON (d.day, d.variant) = (c.day, c.variant)
JOIN daily_starts s ON (s.day, s.variant, s.player_id) = (c.day, c.variant, c.player_id)
