-- The export's weeks in leagues: each week joined, the league and its tier, and once settled
-- the points, place and movement.
SELECT jsonb_build_object('week', m.week, 'joined_at', m.joined_at, 'league_id', m.league_id, 'tier', l.tier,
                          'points', m.points, 'place', m.place, 'movement', m.movement)::text
FROM league_members m LEFT JOIN leagues l ON l.id = m.league_id
WHERE m.player_id = %(player)s
ORDER BY m.week
