-- An operator who clears a player's result trusts the player: their play review's evidence
-- starts again from nothing (else their next result would be held by the same evidence).
DELETE FROM player_evidence WHERE player_id = %(player)s AND %(review)s = 'clear'
