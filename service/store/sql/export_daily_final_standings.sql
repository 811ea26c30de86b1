-- The export's final ranks and percentiles of closed days.
SELECT (to_jsonb(f) - 'player_id')::text
FROM daily_final_standings f WHERE f.player_id = %(player)s ORDER BY f.day, f.variant
