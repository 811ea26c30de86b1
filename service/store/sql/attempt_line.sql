-- How far a player's ranked attempt has gone.
SELECT game_id, step, last_move, state FROM daily_starts
WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s
