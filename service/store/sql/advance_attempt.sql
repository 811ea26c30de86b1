-- One accepted move of a ranked attempt, made only by its own player (the bearer token's,
-- found in this statement: a ranked line is its player's) and only when the state it was
-- played from is the attempt's latest: its game (an attempt started before lines were kept
-- is claimed by the first game that moves on it) at the attempt's step.  The line advances
-- one step and keeps the new state and the move that made it, and adds the move's notation
-- to every action played (``actions``, undos included: the play review's line, 0026); an undo
-- is counted; the move is timed (timed_move, 0018: as a duel's side is).  Answers one row whatever it finds: the
-- token's player (NULL: the token is nobody's), whether the line advanced, and the line of
-- the token's own attempt as the statement began (NULLs when it has none: another
-- player's token, or no attempt); what a retry of the same move, or a stale state, is told.
-- A move racing this one and losing finds its own step there, and reads the line again
-- (attempt_line.sql).
WITH mover AS (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s),
moved AS (
    UPDATE daily_starts SET
        game_id = %(game_id)s, step = step + 1, state = %(state)s, last_move = %(move)s,
        actions = actions || %(notation)s || ' ',
        undos = undos + %(undo)s::int, moved_at = %(at)s,
        (gaps, fast_gaps, log_gap_sum, log_gap_square_sum, even_gaps, last_log_gap) = (
            SELECT * FROM timed_move(gaps, fast_gaps, log_gap_sum, log_gap_square_sum, even_gaps, last_log_gap,
                                     coalesce(moved_at, started_at), %(at)s, %(min_move_s)s))
    WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s
      AND player_id = (SELECT id FROM mover)
      AND coalesce(game_id, %(game_id)s) = %(game_id)s AND step = %(step)s
    RETURNING true
)
SELECT me.id, EXISTS (SELECT FROM moved), s.game_id, s.step, s.last_move, s.state
FROM (SELECT (SELECT id FROM mover) AS id) me
LEFT JOIN daily_starts s
    ON s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s AND s.player_id = me.id
