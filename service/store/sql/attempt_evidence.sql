-- What the review of a result reads: the attempt's line and pace, the account's creation,
-- the deal's solver line and best, and whether the attempt kept its actions (0026: the play
-- review reads them).  One row by primary key, whatever the day's attempts: the other
-- accounts of the address are read apart (abandoned_nearby.sql, a kept count), only when asked.
SELECT s.started_at, s.game_id, s.step, s.undos, s.gaps, s.fast_gaps, s.log_gap_sum, s.log_gap_square_sum,
       s.even_gaps,
       p.created_at, d.solution, d.best, s.actions <> ''
FROM daily_starts s
JOIN players p ON p.id = s.player_id
JOIN daily_deals d ON d.day = s.day AND d.variant = s.variant
WHERE s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s
