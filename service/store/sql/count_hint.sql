-- One more hint counted on a player's daily game; the count so far.
UPDATE daily_starts SET hints = hints + 1
WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s
RETURNING hints
