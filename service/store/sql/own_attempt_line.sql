-- attempt_line.sql for the player of a bearer token, found in the same statement (a refused
-- move of a ranked attempt is answered to its own player only): one row whatever it finds,
-- the token's player (NULL: nobody's) and the line of their own attempt (NULLs without one,
-- or when the attempt is another player's).
SELECT me.id, s.game_id, s.step, s.last_move, s.state
FROM (SELECT (SELECT player_id FROM devices WHERE token_sha256 = %(token)s) AS id) me
LEFT JOIN daily_starts s
    ON s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s AND s.player_id = me.id
