-- The export's play-review record: how many of the player's results the review has read
-- and when it last did (its evidence stays out, as the results' does).
SELECT jsonb_build_object('results_read', results, 'updated_at', updated_at)::text
FROM player_evidence WHERE player_id = %(player)s
