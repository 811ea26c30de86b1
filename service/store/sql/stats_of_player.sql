-- A player's counters by variant, in the order of the variants' list.
SELECT variant::text, played, won, best_score, current_streak, best_streak, rounds_finished, strokes_total,
       best_total, holes_cleared
FROM player_stats
WHERE player_id = %(player)s
ORDER BY array_position(%(variants)s::text[], variant::text)
