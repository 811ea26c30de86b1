-- A game as the history holds it, read back in the transaction that wrote it.
SELECT id, recorded_at, game, variant::text, code, rules, status, score, moves, started_at, actions,
       daily_day, strokes
FROM games
WHERE player_id = %(player)s AND id = %(game_id)s
  AND recorded_at = (SELECT recorded_at FROM recorded_game_ids
                     WHERE player_id = %(player)s AND game_id = %(game_id)s)
