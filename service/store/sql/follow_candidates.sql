-- What a follow is decided on, the follower's row locked (lock_follower.sql): how many
-- players the follower follows, and the players of a name (in any case) and tag (one
-- lookup of the index players_name_tag), each with since when the follower follows them
-- (NULL: not).  One row of the count and NULLs when no player has that name and tag.
SELECT (SELECT count(*) FROM friends WHERE player_id = %(player)s), p.id, p.name, f.since
FROM (SELECT) asked
LEFT JOIN players p ON lower(p.name) = lower(%(name)s) AND player_tag(p.id) = %(tag)s
LEFT JOIN friends f ON (f.player_id, f.friend_id) = (%(player)s, p.id)
ORDER BY p.id
