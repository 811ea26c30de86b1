-- A player's calendar: the token's player and their results of a range of
-- days (a range of daily_results_player_day), each with its standing: on a settled board
-- the final one (daily_final_standings, by key); on the others (the days still open, and a
-- closed day not settled yet) the live standing (daily_live_standing, migration 0020).  The results are read
-- first (a materialized CTE), so that the live standing runs for the rows not settled
-- only, whatever plan the statistics suggest.  Each result's group and its rank there are
-- live on every board (daily_group_standing, migration 0020: at most 100 entries of an index).
WITH me AS (
    SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s
), results AS MATERIALIZED (
    SELECT r.*, b.day IS NOT NULL AS settled, grouped.group_rank, grouped.group_size
    FROM daily_results r LEFT JOIN daily_settled_boards b ON b.day = r.day AND b.variant = r.variant
    CROSS JOIN LATERAL daily_group_standing(r.day, r.variant, r.group_id, r.order_lost, r.order_cards_left,
        r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id) grouped
    WHERE r.player_id = (SELECT id FROM me) AND r.day BETWEEN %(first)s AND %(last)s
)
SELECT me.id, mine.*
FROM me
LEFT JOIN (
    SELECT r.day, r.variant::text, f.rank, f.percentile, r.won, r.cards_home, r.hints, r.seconds, r.moves,
           r.review, r.undos, CASE WHEN r.review = 'clear' THEN r.group_id END, r.group_rank, r.group_size
    FROM results r
    JOIN daily_final_standings f ON f.player_id = r.player_id AND f.day = r.day AND f.variant = r.variant
    WHERE r.settled
    UNION ALL
    SELECT r.day, r.variant::text, live.rank, live.percentile, r.won, r.cards_home, r.hints, r.seconds, r.moves,
           r.review, r.undos, CASE WHEN r.review = 'clear' THEN r.group_id END, r.group_rank, r.group_size
    FROM results r
    CROSS JOIN LATERAL daily_live_standing(r.day, r.variant, r.player_id, r.review, r.order_lost,
        r.order_cards_left, r.hints, r.undos, r.order_minute, r.order_seconds, r.moves, r.submitted_at) live
    WHERE NOT r.settled
) mine ON true
ORDER BY mine.day, array_position(%(variants)s::text[], mine.variant)
