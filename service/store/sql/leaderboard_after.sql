-- The page of a board after a key: the next entries of the index daily_results_ranking,
-- the same cost on every page.
SELECT %(rank)s + row_number() OVER (
           ORDER BY r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at,
                    r.player_id) AS rank,
       r.player_id, p.name, r.score, r.won, r.cards_home, r.hints, r.moves, r.seconds, r.submitted_at,
       r.order_lost, r.order_cards_left, r.order_seconds, r.review, r.strokes, r.undos
FROM daily_results r JOIN players p ON p.id = r.player_id
WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.review = 'clear'
  AND (r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id)
    > (%(lost)s, %(cards_left)s, %(hints)s, %(undos)s, %(seconds)s, %(moves)s, %(submitted_at)s, %(player_id)s)
ORDER BY r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id
LIMIT %(limit)s
