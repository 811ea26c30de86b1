-- A side's result, stored once: only from the side's game at its latest step, before the
-- duel expires.  Answers whether it was stored (nothing: the caller reads the duel to say
-- why).
UPDATE duel_sides s SET
    submitted_at = %(at)s, won = %(won)s, cards_home = %(cards_home)s, moves = %(moves)s,
    seconds = %(seconds)s, score = %(score)s, review = %(review)s, review_reason = %(review_reason)s
FROM duels d
WHERE d.id = s.duel_id AND s.duel_id = %(duel)s AND s.player_id = %(player)s AND s.submitted_at IS NULL
  AND s.game_id = %(game_id)s AND s.step = %(step)s AND d.expires_at > %(at)s
RETURNING true
