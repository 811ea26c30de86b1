-- What the review of a duel's result reads (attempt_evidence.sql's columns): the side's line
-- and pace, the account's creation, no solver line (a duel's deal is searched only once it
-- ends), and whether the other side was started from the same client address.
SELECT s.started_at, s.game_id, s.step, s.undos, s.gaps, s.fast_gaps, s.log_gap_sum, s.log_gap_square_sum,
       s.even_gaps, p.created_at, NULL::jsonb, NULL::integer,
       (SELECT count(*) FROM duel_sides o
        WHERE o.duel_id = s.duel_id AND o.player_id <> s.player_id AND o.address_key = s.address_key)
FROM duel_sides s JOIN players p ON p.id = s.player_id
WHERE s.duel_id = %(duel)s AND s.player_id = %(player)s
