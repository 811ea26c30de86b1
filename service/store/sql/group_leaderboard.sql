-- A page of a group's board: the group's cleared results in the board's order, after a
-- key or from the top, ranked within the group from the rank parameter (daily_board_page,
-- migration 0028).  One range of the index daily_results_groups: at most 100 entries,
-- however many results the day has.
SELECT * FROM daily_board_page('group', %(day)s, %(variant)s, %(lost)s, %(cards_left)s, %(hints)s, %(undos)s,
    %(seconds)s, %(moves)s, %(submitted_at)s, %(player_id)s, %(rank)s, %(limit)s, in_group => %(group)s)
