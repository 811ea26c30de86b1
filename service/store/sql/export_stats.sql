-- The export's stats counters, a variant a row.
SELECT (to_jsonb(s) - 'player_id')::text FROM player_stats s WHERE s.player_id = %(player)s ORDER BY s.variant
