-- One accepted move of a ranked attempt, made only when the state it was played from is the
-- attempt's latest: its game (an attempt started before lines were kept is claimed by the
-- first game that moves on it) at the attempt's step.  The line advances one step and keeps
-- the new state and the move that made it, and adds the move's notation to every action
-- played (``actions``, undos included: the play review's line, 0026); an undo is counted; the move is timed
-- (timed_move, 0018: as a duel's side is).  Answers whether it advanced,
-- and the line as the statement began (what a retry of the same move, or a stale state, is
-- told; a move racing this one and losing finds its own step there, and reads the line
-- again: attempt_line.sql).
WITH moved AS (
    UPDATE daily_starts SET
        game_id = %(game_id)s, step = step + 1, state = %(state)s, last_move = %(move)s,
        actions = actions || %(notation)s || ' ',
        undos = undos + %(undo)s::int, moved_at = %(at)s,
        (gaps, fast_gaps, log_gap_sum, log_gap_square_sum, even_gaps, last_log_gap) = (
            SELECT * FROM timed_move(gaps, fast_gaps, log_gap_sum, log_gap_square_sum, even_gaps, last_log_gap,
                                     coalesce(moved_at, started_at), %(at)s, %(min_move_s)s))
    WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s
      AND coalesce(game_id, %(game_id)s) = %(game_id)s AND step = %(step)s
    RETURNING true
)
SELECT EXISTS (SELECT FROM moved), game_id, step, last_move, state
FROM daily_starts WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s
