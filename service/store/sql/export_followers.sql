-- The export's followers: the players who follow this one (friends_followers), by name and tag.
SELECT jsonb_build_object('id', f.player_id, 'player', p.name, 'tag', player_tag(f.player_id), 'since', f.since)::text
FROM friends f JOIN players p ON p.id = f.player_id
WHERE f.friend_id = %(player)s ORDER BY f.since, f.player_id
