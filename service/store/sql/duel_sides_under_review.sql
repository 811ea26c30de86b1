-- The duel sides whose result is held, rejected or pending (waiting for the play review),
-- submitted at or after %(since)s, oldest first, with their duel's variant and where it
-- stands (duel_status: 0018) and the play review's tells (0035).
SELECT s.duel_id, d.variant::text, duel_status(d.id, %(at)s) AS status, s.side, s.player_id,
       p.name AS player, s.review, s.review_reason AS reason, s.won, s.cards_home, s.undos, s.moves,
       s.seconds, s.submitted_at, s.tells
FROM duel_sides s JOIN duels d ON d.id = s.duel_id JOIN players p ON p.id = s.player_id
WHERE s.review <> 'clear' AND s.submitted_at >= %(since)s
ORDER BY s.submitted_at, s.duel_id, s.side
