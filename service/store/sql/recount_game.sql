-- The rare second step of a history write, in its transaction: a game this transaction
-- wrote (its claim's xmin) that the counters did not take is counted by recounting the
-- player's variant from the history.
SELECT recount_stats(r.player_id, %(game_variant)s)
FROM recorded_game_ids r
WHERE r.player_id = %(player)s AND r.game_id = %(game_id)s AND %(game_variant)s::text IS NOT NULL
  AND r.xmin = pg_current_xact_id_if_assigned()::xid
  AND NOT EXISTS (SELECT FROM player_stats s WHERE s.player_id = r.player_id
                  AND s.variant = %(game_variant)s AND s.last_game_id = r.game_id)
