-- A page of a day's board, best first: after the key of the page before, or from the top
-- (a NULL key), ranked on from the rank parameter (daily_board_page, migration 0028: one
-- range of the index daily_results_ranking, the same cost on every page).
SELECT * FROM daily_board_page('day', %(day)s, %(variant)s, %(lost)s, %(cards_left)s, %(hints)s, %(undos)s,
    %(seconds)s, %(moves)s, %(submitted_at)s, %(player_id)s, %(rank)s, %(limit)s)
