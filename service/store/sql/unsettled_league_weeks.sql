-- The weeks with leagues whose last date is at most the last closed one, not settled yet,
-- oldest first (league_fills: ten rows at most a week).
SELECT DISTINCT f.week FROM league_fills f
WHERE f.week + 6 <= %(last)s
  AND NOT EXISTS (SELECT FROM league_settlements s WHERE s.week = f.week)
ORDER BY f.week
