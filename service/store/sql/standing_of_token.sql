-- standing.sql for the player of a bearer token, found in the same statement.
SELECT me.id, mine.*
FROM (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s) me
LEFT JOIN (
SELECT s.rank, s.percentile, r.player_id, p.name, r.score, r.won, r.cards_home, r.hints, r.moves, r.seconds,
       r.submitted_at, r.order_lost, r.order_cards_left, r.order_seconds, r.review, r.strokes, r.undos,
       CASE WHEN r.review = 'clear' THEN r.group_id END AS group_id, grouped.group_rank, grouped.group_size
FROM daily_results r JOIN players p ON p.id = r.player_id
CROSS JOIN LATERAL daily_live_standing(r.day, r.variant, r.player_id, r.review, r.order_lost,
    r.order_cards_left, r.hints, r.undos, r.order_minute, r.order_seconds, r.moves, r.submitted_at) s
CROSS JOIN LATERAL daily_group_standing(r.day, r.variant, r.group_id, r.order_lost, r.order_cards_left,
    r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id) grouped
WHERE r.day = %(day)s AND r.variant = %(variant)s
  AND r.player_id = (SELECT player_id FROM devices WHERE token_sha256 = %(token)s)
) mine ON true
