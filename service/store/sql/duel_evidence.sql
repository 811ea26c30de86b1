-- What the review of a duel's result reads (attempt_evidence.sql's columns): the side's line
-- and pace, the account's creation, the solver's line from the deal (found when the duel was
-- dealt; no best: a duel is never a round) and whether the side kept every action (0035: the
-- play review reads them): one action a step, each followed by a space (a side started
-- before 0035 kept NULL; one moved meanwhile by a worker of the release before kept fewer,
-- and its line from the deal's start is not known: never read).  Nothing of the other side:
-- the opponent plays the same deal by design, from any address (two friends on one Wi-Fi),
-- so their play is never evidence against a side (docs/fair-play.md).
SELECT s.started_at, s.game_id, s.step, s.undos, s.gaps, s.fast_gaps, s.log_gap_sum, s.log_gap_square_sum,
       s.even_gaps, p.created_at, d.solution, NULL::integer,
       s.actions IS NOT NULL AND length(s.actions) - length(replace(s.actions, ' ', '')) = s.step
FROM duel_sides s JOIN players p ON p.id = s.player_id JOIN duels d ON d.id = s.duel_id
WHERE s.duel_id = %(duel)s AND s.player_id = %(player)s
