-- One accepted move of a duel's side, made only from the side's latest state (its game at its
-- step): advance_attempt.sql's compare-and-set on a duel's side, the move timed by the same
-- timed_move (0018).  Answers whether it advanced, and the line as the statement began.
WITH moved AS (
    UPDATE duel_sides SET
        step = step + 1, state = %(state)s, last_move = %(move)s, undos = undos + %(undo)s::int,
        moved_at = %(at)s,
        (gaps, fast_gaps, log_gap_sum, log_gap_square_sum, even_gaps, last_log_gap) = (
            SELECT * FROM timed_move(gaps, fast_gaps, log_gap_sum, log_gap_square_sum, even_gaps, last_log_gap,
                                     coalesce(moved_at, started_at), %(at)s, %(min_move_s)s))
    WHERE duel_id = %(duel)s AND player_id = %(player)s AND game_id = %(game_id)s AND step = %(step)s
      AND submitted_at IS NULL
    RETURNING true
)
SELECT EXISTS (SELECT FROM moved), game_id, step, last_move, state
FROM duel_sides WHERE duel_id = %(duel)s AND player_id = %(player)s
