-- The export's daily streak, if any.
SELECT (to_jsonb(s) - 'player_id')::text FROM player_daily_streaks s WHERE s.player_id = %(player)s
