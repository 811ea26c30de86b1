-- duel_line.sql for the player of a bearer token, found in the same statement: own_attempt_line.sql's
-- one row, for a side of a duel.
SELECT me.id, s.game_id, s.step, s.last_move, s.state
FROM (SELECT (SELECT player_id FROM devices WHERE token_sha256 = %(token)s) AS id) me
LEFT JOIN duel_sides s ON s.duel_id = %(duel)s AND s.player_id = %(player)s AND s.player_id = me.id
