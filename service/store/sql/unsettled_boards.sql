-- The published boards whose results have closed and that are not settled.
SELECT d.day, d.variant::text FROM daily_deals d
WHERE d.day <= %(last)s
  AND NOT EXISTS (SELECT FROM daily_settled_boards b WHERE b.day = d.day AND b.variant = d.variant)
ORDER BY d.day, array_position(%(variants)s::text[], d.variant::text)
