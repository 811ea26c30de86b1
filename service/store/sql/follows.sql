-- How many players a player follows, and since when they follow one of them (NULL: not).
SELECT count(*), max(since) FILTER (WHERE friend_id = %(friend)s) FROM friends WHERE player_id = %(player)s
