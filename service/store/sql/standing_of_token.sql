-- standing.sql for the player of a bearer token, found in the same statement.
SELECT me.id, mine.*
FROM (SELECT id FROM players WHERE token_sha256 = %(token)s) me
LEFT JOIN (
SELECT s.rank, s.percentile, r.player_id, p.name, r.score, r.won, r.cards_home, r.hints, r.moves, r.seconds,
       r.submitted_at, r.order_lost, r.order_cards_left, r.order_seconds, r.review, r.strokes, r.undos,
       CASE WHEN r.review = 'clear' THEN r.group_id END AS group_id, grouped.group_rank, grouped.group_size
FROM daily_results r JOIN players p ON p.id = r.player_id CROSS JOIN LATERAL (
    SELECT rank, daily_percentile(board - rank, board) AS percentile
    FROM (SELECT 1 + ahead.results + within.results AS rank,
                 spread.results + (r.review <> 'clear')::int AS board
          FROM (SELECT coalesce(sum(c.results), 0) AS results FROM daily_board_counts c
                WHERE c.day = r.day AND c.variant = r.variant
                  AND (c.order_lost, c.order_cards_left, c.hints, c.undos, c.order_minute)
                    < (r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_minute)) ahead,
               (SELECT count(*) AS results FROM daily_results a
                WHERE a.day = r.day AND a.variant = r.variant AND a.review = 'clear'
                  AND a.order_lost = r.order_lost AND a.order_cards_left = r.order_cards_left
                  AND a.hints = r.hints AND a.undos = r.undos AND a.order_seconds >= r.order_minute * 60
                  AND (a.order_seconds, a.moves, a.submitted_at, a.player_id)
                    < (r.order_seconds, r.moves, r.submitted_at, r.player_id)) within,
               (SELECT coalesce(sum(k.results), 0) AS results FROM daily_cards_counts k
                WHERE k.day = r.day AND k.variant = r.variant) spread) standing
) s
CROSS JOIN LATERAL (
    SELECT 1 + count(*) FILTER (
               WHERE (g.order_lost, g.order_cards_left, g.hints, g.undos, g.order_seconds, g.moves, g.submitted_at,
                      g.player_id)
                 < (r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at,
                    r.player_id)) AS group_rank,
           count(*) AS group_size
    FROM daily_results g
    WHERE g.day = r.day AND g.variant = r.variant AND g.group_id = r.group_id AND g.review = 'clear'
) grouped
WHERE r.day = %(day)s AND r.variant = %(variant)s
  AND r.player_id = (SELECT id FROM players WHERE token_sha256 = %(token)s)
) mine ON true
