-- Duels and their sides (one row a side; newest duel first, its challenger first), with where it stands and who
-- won at the service's time (duel_status, duel_winner: 0018) and each side's player's name.
SELECT d.id, d.invite, d.variant::text, d.code, d.created_at, d.expires_at, d.verdict, d.solution,
       duel_status(d.id, %(at)s), duel_winner(d.id, %(at)s),
       s.side, s.player_id, p.name, s.started_at, s.game_id, s.settings, s.step, s.state,
       s.submitted_at, s.won, s.cards_home, s.undos, s.moves, s.seconds, s.score, s.review
FROM duels d
JOIN duel_sides s ON s.duel_id = d.id
JOIN players p ON p.id = s.player_id
WHERE d.id = ANY(%(duels)s)
ORDER BY d.created_at DESC, d.id DESC, s.side
