-- A league: its week and tier, whether its week is settled, and its members with their
-- points: a settled week's as written (settle_league_week, migration 0031), else counted
-- live from their cleared results of the week, each by its place on its board with ties
-- sharing the better place (daily_live_standing asked for the first of its ties: no
-- submission time or player before theirs), over the board's cleared results.  No row
-- when there is no such league.
SELECT l.id, l.week, l.tier, s.week IS NOT NULL AS settled,
       m.player_id, p.name, m.joined, coalesce(m.points, live.points, 0) AS points, m.place, m.movement
FROM leagues l
LEFT JOIN league_settlements s ON s.week = l.week
JOIN league_members m ON m.league_id = l.id
JOIN players p ON p.id = m.player_id
LEFT JOIN LATERAL (
    SELECT sum(league_points(standing.rank::bigint, board.results))::integer AS points
    FROM daily_results r
    CROSS JOIN LATERAL daily_live_standing(r.day, r.variant, '00000000-0000-0000-0000-000000000000', 'clear',
        r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_minute, r.order_seconds, r.moves,
        '-infinity') standing
    CROSS JOIN LATERAL (SELECT coalesce(sum(k.results), 0)::bigint AS results FROM daily_cards_counts k
                        WHERE k.day = r.day AND k.variant = r.variant) board
    WHERE s.week IS NULL AND r.player_id = m.player_id AND r.day BETWEEN l.week AND l.week + 6
      AND r.review = 'clear'
) live ON true
WHERE l.id = %(league)s
ORDER BY points DESC, m.joined
