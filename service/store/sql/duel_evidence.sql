-- What the review of a duel's result reads (attempt_evidence.sql's columns): the side's line
-- and pace, the account's creation, and the solver's line from the deal (found when the duel
-- was dealt; no best: a duel is never a round).  Nothing of the other side: the opponent
-- plays the same deal by design, from any address (two friends on one Wi-Fi), so their play
-- is never evidence against a side (docs/fair-play.md).
SELECT s.started_at, s.game_id, s.step, s.undos, s.gaps, s.fast_gaps, s.log_gap_sum, s.log_gap_square_sum,
       s.even_gaps, p.created_at, d.solution, NULL::integer
FROM duel_sides s JOIN players p ON p.id = s.player_id JOIN duels d ON d.id = s.duel_id
WHERE s.duel_id = %(duel)s AND s.player_id = %(player)s
