-- One refusal of the daily lock: who asked (a player, or an address's keyed hash), where,
-- and the live deal it met.
INSERT INTO lock_refusals (refused_at, player_id, address_key, route, day, variant, duel_id)
VALUES (%(at)s, %(player)s, %(address_key)s, %(route)s, %(day)s, %(variant)s, %(duel)s)
