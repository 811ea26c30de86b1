-- The export's monthly badges, by month then as earned.
SELECT (to_jsonb(b) - 'player_id')::text FROM player_badges b WHERE b.player_id = %(player)s
ORDER BY b.month, b.earned_at, b.badge
