-- The first start is recorded once (ON CONFLICT DO NOTHING) and then read: the outer
-- SELECT cannot see a row this statement inserts, hence the RETURNING branch.
WITH deal AS (
    SELECT code FROM daily_deals WHERE day = %(day)s AND variant = %(variant)s
), first AS (
    INSERT INTO daily_starts (day, variant, player_id, started_at)
    SELECT %(day)s, %(variant)s, %(player)s, %(at)s FROM deal
    ON CONFLICT (day, variant, player_id) DO NOTHING
    RETURNING started_at
)
SELECT deal.code,
       coalesce((SELECT started_at FROM first),
                (SELECT started_at FROM daily_starts
                 WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s))
FROM deal
