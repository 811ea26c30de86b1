-- A key is recorded for the game the first time it comes (the game's claim is there by
-- then: just written, or from before); a key already there stays as it is.  Two first
-- tries racing with one key: the second meets the unique key and its transaction rolls back.
INSERT INTO game_submissions (player_id, idempotency_key, game_recorded_at, game_id)
SELECT player_id, %(key)s, recorded_at, game_id FROM recorded_game_ids
WHERE player_id = %(player)s AND game_id = %(game_id)s
  AND NOT EXISTS (SELECT FROM game_submissions WHERE player_id = %(player)s AND idempotency_key = %(key)s)
