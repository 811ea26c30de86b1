-- The export's league tier, if a settlement wrote one (none: tier 1).
SELECT (to_jsonb(t) - 'player_id')::text FROM league_tiers t WHERE t.player_id = %(player)s
