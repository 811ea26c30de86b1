-- stats_of_player.sql for the player of a bearer token, found in the same statement.
SELECT me.id, mine.*
FROM (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s) me
LEFT JOIN (
    SELECT variant::text, played, won, best_score, current_streak, best_streak, rounds_finished,
           strokes_total, best_total, holes_cleared
    FROM player_stats
    WHERE player_id = (SELECT player_id FROM devices WHERE token_sha256 = %(token)s)
) mine ON true
ORDER BY array_position(%(variants)s::text[], mine.variant)
