-- The rare second step of a result's write, in its transaction: a result this transaction
-- stored (its row's xmin) for a day before the streak's last day has the player's streak
-- recounted from their results.
SELECT recount_daily_streak(s.player_id) FROM player_daily_streaks s
WHERE s.player_id = %(player)s AND s.last_day > %(day)s
  AND EXISTS (SELECT FROM daily_results r
              WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.player_id = %(player)s
                AND r.xmin = pg_current_xact_id_if_assigned()::xid)
