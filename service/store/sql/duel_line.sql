-- How far a player's side of a duel has gone.
SELECT game_id, step, last_move, state FROM duel_sides WHERE duel_id = %(duel)s AND player_id = %(player)s
