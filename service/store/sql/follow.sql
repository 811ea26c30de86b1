INSERT INTO friends (player_id, friend_id, since) VALUES (%(player)s, %(friend)s, %(at)s)
