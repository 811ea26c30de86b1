-- One accepted move of a ranked attempt, made only when the state it was played from is the
-- attempt's latest: its game (an attempt started before lines were kept is claimed by the
-- first game that moves on it) at the attempt's step.  The line advances one step and keeps
-- the new state and the move that made it; an undo is counted; the move is timed (its gap
-- after the last one, or the start: under the floor or not, ln of it summed with its
-- square, and whether it is within 10% of the gap before).  Answers whether it advanced,
-- and the line as the statement began (what a retry of the same move, or a stale state, is
-- told; a move racing this one and losing finds its own step there, and reads the line
-- again: attempt_line.sql).
WITH moved AS (
    UPDATE daily_starts SET
        game_id = %(game_id)s, step = step + 1, state = %(state)s, last_move = %(move)s,
        undos = undos + %(undo)s::int, moved_at = %(at)s, gaps = gaps + 1,
        fast_gaps = fast_gaps
            + (extract(epoch FROM %(at)s - coalesce(moved_at, started_at)) < %(min_move_s)s)::int,
        log_gap_sum = log_gap_sum + gap_log(coalesce(moved_at, started_at), %(at)s),
        log_gap_square_sum = log_gap_square_sum + gap_log(coalesce(moved_at, started_at), %(at)s) ^ 2,
        even_gaps = even_gaps
            + coalesce(abs(gap_log(coalesce(moved_at, started_at), %(at)s) - last_log_gap) < ln(1.1), false)::int,
        last_log_gap = gap_log(coalesce(moved_at, started_at), %(at)s)
    WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s
      AND coalesce(game_id, %(game_id)s) = %(game_id)s AND step = %(step)s
    RETURNING true
)
SELECT EXISTS (SELECT FROM moved), game_id, step, last_move, state
FROM daily_starts WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s
