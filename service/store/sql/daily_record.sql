-- A player's calendar: the token's player, their streak, and their results of a range of
-- days (a range of daily_results_player_day), each with its standing: on a settled board
-- the final one (daily_final_standings, by key); on the others (the days still open, and a
-- closed day not settled yet) the live standing of standing.sql.  The results are read
-- first (a materialized CTE), so that the live standing runs for the rows not settled
-- only, whatever plan the statistics suggest.  Each result's group and its rank there are
-- live on every board (standing.sql: at most 100 entries of an index a result).
WITH me AS (
    SELECT id FROM players WHERE token_sha256 = %(token)s
), results AS MATERIALIZED (
    SELECT r.*, b.day IS NOT NULL AS settled, grouped.group_rank, grouped.group_size
    FROM daily_results r LEFT JOIN daily_settled_boards b ON b.day = r.day AND b.variant = r.variant
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
    WHERE r.player_id = (SELECT id FROM me) AND r.day BETWEEN %(first)s AND %(last)s
)
SELECT me.id, s.last_day, s.current_run, s.best_run, mine.*
FROM me
LEFT JOIN player_daily_streaks s ON s.player_id = me.id
LEFT JOIN (
    SELECT r.day, r.variant::text, f.rank, f.percentile, r.won, r.cards_home, r.hints, r.seconds, r.moves,
           r.review, r.undos, CASE WHEN r.review = 'clear' THEN r.group_id END, r.group_rank, r.group_size
    FROM results r
    JOIN daily_final_standings f ON f.player_id = r.player_id AND f.day = r.day AND f.variant = r.variant
    WHERE r.settled
    UNION ALL
    SELECT r.day, r.variant::text, live.rank, live.percentile, r.won, r.cards_home, r.hints, r.seconds, r.moves,
           r.review, r.undos, CASE WHEN r.review = 'clear' THEN r.group_id END, r.group_rank, r.group_size
    FROM results r CROSS JOIN LATERAL (
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
    ) live
    WHERE NOT r.settled
) mine ON true
ORDER BY mine.day, array_position(%(variants)s::text[], mine.variant)
