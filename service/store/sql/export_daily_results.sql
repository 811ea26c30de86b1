-- The export's daily results, without the play review's evidence and tells (what an
-- operator reads to judge a result: shown to the player, they would teach a cheater what
-- the review looks at; docs/design/devices.md).
SELECT (to_jsonb(r) - '{player_id,evidence,tells,review_claimed_at}'::text[])::text
FROM daily_results r WHERE r.player_id = %(player)s ORDER BY r.day, r.variant
