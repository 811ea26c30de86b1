-- A day's results that are not clear (held, rejected, pending), by variant then submission,
-- with the play review's tells.
SELECT r.day, r.variant::text, r.player_id, p.name AS player, r.review, r.review_reason AS reason, r.won,
       r.cards_home, r.hints, r.moves, r.seconds, r.submitted_at, r.undos, r.tells
FROM daily_results r JOIN players p ON p.id = r.player_id
WHERE r.day = %(day)s AND r.review <> 'clear'
ORDER BY array_position(%(variants)s::text[], r.variant::text), r.submitted_at, r.player_id
