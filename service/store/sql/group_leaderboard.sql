-- A page of a group's board: the group's cleared results in the board's order
-- (leaderboard_top.sql), after a key (when paged) or from the top, ranked within the
-- group from the rank parameter.  One range of the index daily_results_groups: at most
-- 100 entries, however many results the day has.
SELECT %(rank)s + row_number() OVER (
           ORDER BY r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at,
                    r.player_id) AS rank,
       r.player_id, p.name, r.score, r.won, r.cards_home, r.hints, r.moves, r.seconds, r.submitted_at,
       r.order_lost, r.order_cards_left, r.order_seconds, r.review, r.strokes, r.undos
FROM daily_results r JOIN players p ON p.id = r.player_id
WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.group_id = %(group)s AND r.review = 'clear'
  AND (NOT %(paged)s
       OR (r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id)
         > (%(lost)s, %(cards_left)s, %(hints)s, %(undos)s, %(seconds)s, %(moves)s, %(submitted_at)s, %(player_id)s))
ORDER BY r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id
LIMIT %(limit)s
