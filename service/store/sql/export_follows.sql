-- The export's follows: the players followed, by name and tag, since when.
SELECT jsonb_build_object('id', f.friend_id, 'player', p.name, 'tag', player_tag(f.friend_id), 'since', f.since)::text
FROM friends f JOIN players p ON p.id = f.friend_id
WHERE f.player_id = %(player)s ORDER BY f.since, f.friend_id
