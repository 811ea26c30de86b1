-- The export's refusals of the daily lock (403 daily-deal-live) asked with the player's token.
SELECT (to_jsonb(l) - '{player_id,address_key}'::text[])::text
FROM lock_refusals l WHERE l.player_id = %(player)s ORDER BY l.id
