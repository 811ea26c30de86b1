-- The export's history, oldest first (a range of the primary key): a daily game's code stays
-- out while its day's results are open (from %(sealed_from)s on), as in the history's pages.
SELECT (to_jsonb(g) - 'player_id'
        || jsonb_build_object('code', CASE WHEN g.daily_day >= %(sealed_from)s THEN NULL ELSE g.code END))::text
FROM games g WHERE g.player_id = %(player)s ORDER BY g.recorded_at, g.id
