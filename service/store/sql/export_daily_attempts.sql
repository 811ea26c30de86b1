-- The export's ranked daily attempts: their lines as the server kept them, without the
-- sealed state (the client holds it) and the address key (a keyed hash of an address,
-- which tells the player nothing).
SELECT (to_jsonb(s) - '{player_id,state,address_key}'::text[])::text
FROM daily_starts s WHERE s.player_id = %(player)s ORDER BY s.day, s.variant
