-- One accepted move of a duel's side, made only by the side's own player (the bearer
-- token's, found in this statement) and only from the side's latest state (its game at its
-- step): advance_attempt.sql's compare-and-set on a duel's side, the move timed by the same
-- timed_move (0018) and its notation added to every action played (`actions`, undos
-- included: the play review's line, 0035; a side started before 0035 keeps NULL, as
-- NULL || text is NULL, and its line is never read).  Answers advance_attempt.sql's one
-- row: the token's player, whether the line advanced, and the token's own side's line as
-- the statement began.
WITH mover AS (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s),
moved AS (
    UPDATE duel_sides SET
        step = step + 1, state = %(state)s, last_move = %(move)s, undos = undos + %(undo)s::int,
        actions = actions || %(notation)s || ' ',
        moved_at = %(at)s,
        (gaps, fast_gaps, log_gap_sum, log_gap_square_sum, even_gaps, last_log_gap) = (
            SELECT * FROM timed_move(gaps, fast_gaps, log_gap_sum, log_gap_square_sum, even_gaps, last_log_gap,
                                     coalesce(moved_at, started_at), %(at)s, %(min_move_s)s))
    WHERE duel_id = %(duel)s AND player_id = %(player)s AND player_id = (SELECT id FROM mover)
      AND game_id = %(game_id)s AND step = %(step)s AND submitted_at IS NULL
    RETURNING true
)
SELECT me.id, EXISTS (SELECT FROM moved), s.game_id, s.step, s.last_move, s.state
FROM (SELECT (SELECT id FROM mover) AS id) me
LEFT JOIN duel_sides s ON s.duel_id = %(duel)s AND s.player_id = %(player)s AND s.player_id = me.id
