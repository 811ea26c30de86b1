-- The export's duels, a side of the player's a row (the challenger has a side in each duel
-- they made) with its duel: never the deal's code, the solver's verdict or its line (a
-- live duel's deal stays sealed; an ended one's are on the duel's own page), the sealed
-- state, the address key, or the play review's evidence and tells (as the daily results'
-- export: export_daily_results.sql).
SELECT (jsonb_build_object('duel', d.id, 'invite', d.invite, 'variant', d.variant, 'challenger', d.challenger_id,
                           'created_at', d.created_at, 'expires_at', d.expires_at)
        || (to_jsonb(s) - '{player_id,duel_id,state,address_key,evidence,tells,review_claimed_at}'::text[]))::text
FROM duel_sides s JOIN duels d ON d.id = s.duel_id
WHERE s.player_id = %(player)s ORDER BY s.created_at, s.duel_id
