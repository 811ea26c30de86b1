DELETE FROM friends WHERE player_id = %(player)s AND friend_id = %(friend)s RETURNING friend_id
