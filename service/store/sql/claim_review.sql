-- The play review's next result (service/daily/play_review.py): the oldest pending one, a
-- daily result or a duel side's (one queue: 0035), that no worker holds (a claim from
-- before %(stale_before)s was a worker's that died), claimed now; with its deal's code and
-- its line's actions, and its duel (NULL for a daily result; its day NULL for a duel side).
-- SKIP LOCKED: workers of every instance claim different results without waiting.  The
-- oldest of each kind is locked, the older of the two claimed; the other's lock goes with
-- this statement's transaction, a moment later.
WITH daily AS (
    SELECT day, variant, player_id, submitted_at FROM daily_results
    WHERE review = 'pending' AND (review_claimed_at IS NULL OR review_claimed_at < %(stale_before)s)
    ORDER BY submitted_at
    LIMIT 1
    FOR UPDATE SKIP LOCKED
), duel AS (
    SELECT duel_id, side, submitted_at FROM duel_sides
    WHERE review = 'pending' AND (review_claimed_at IS NULL OR review_claimed_at < %(stale_before)s)
    ORDER BY submitted_at
    LIMIT 1
    FOR UPDATE SKIP LOCKED
), next AS (
    SELECT daily.submitted_at AS daily_at, duel.submitted_at AS duel_at
    FROM (SELECT) one LEFT JOIN daily ON true LEFT JOIN duel ON true
), claimed_daily AS (
    UPDATE daily_results r SET review_claimed_at = %(now)s
    FROM daily, next
    WHERE (r.day, r.variant, r.player_id) = (daily.day, daily.variant, daily.player_id)
      AND (next.duel_at IS NULL OR next.daily_at <= next.duel_at)
    RETURNING r.day, r.variant, r.player_id
), claimed_duel AS (
    UPDATE duel_sides s SET review_claimed_at = %(now)s
    FROM duel, next
    WHERE (s.duel_id, s.side) = (duel.duel_id, duel.side)
      AND (next.daily_at IS NULL OR next.duel_at < next.daily_at)
    RETURNING s.duel_id, s.player_id, s.actions
)
SELECT c.day, c.variant::text, c.player_id, d.code, s.actions, NULL::uuid
FROM claimed_daily c
JOIN daily_deals d ON (d.day, d.variant) = (c.day, c.variant)
JOIN daily_starts s ON (s.day, s.variant, s.player_id) = (c.day, c.variant, c.player_id)
UNION ALL
SELECT NULL::date, d.variant::text, c.player_id, d.code, coalesce(c.actions, ''), c.duel_id
FROM claimed_duel c JOIN duels d ON d.id = c.duel_id
