-- A board's standings written once its results have closed (one sort of the board): each
-- result's rank (1 + the cleared results ahead of it) and percentile (the cleared results
-- below it), as the live standing (daily_live_standing) counts them; then the board is listed as
-- settled.  The deal's row is locked first (lock_board.sql).
WITH board AS (
    SELECT player_id, day, variant, review,
           1 + count(*) FILTER (WHERE review = 'clear') OVER (
               ORDER BY order_lost, order_cards_left, hints, undos, order_seconds, moves, submitted_at, player_id
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS rank,
           count(*) FILTER (WHERE review = 'clear') OVER () AS results
    FROM daily_results WHERE day = %(day)s AND variant = %(variant)s
), settled AS (
    INSERT INTO daily_final_standings AS f (player_id, day, variant, rank, percentile)
    SELECT player_id, day, variant, rank,
           daily_percentile(results + (review <> 'clear')::int - rank, results + (review <> 'clear')::int)
    FROM board
    ON CONFLICT (player_id, day, variant) DO UPDATE SET rank = excluded.rank, percentile = excluded.percentile
    WHERE (f.rank, f.percentile) IS DISTINCT FROM (excluded.rank, excluded.percentile)
)
INSERT INTO daily_settled_boards AS b (day, variant, results)
SELECT %(day)s, %(variant)s, coalesce((SELECT max(results) FROM board), 0)
ON CONFLICT (day, variant) DO UPDATE SET results = excluded.results, settled_at = now()
RETURNING results
