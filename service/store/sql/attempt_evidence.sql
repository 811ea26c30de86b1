-- What the review of a result reads: the attempt's line and pace, the account's creation,
-- the deal's solver line and best, and how many other accounts' attempts of the deal from
-- the same client address (a range of daily_starts_address) were played and left without a
-- result; and whether the attempt kept its actions (0026: the play review reads them).
SELECT s.started_at, s.game_id, s.step, s.undos, s.gaps, s.fast_gaps, s.log_gap_sum, s.log_gap_square_sum,
       s.even_gaps,
       p.created_at, d.solution, d.best,
       (SELECT count(*) FROM daily_starts o
        WHERE o.day = s.day AND o.variant = s.variant AND o.address_key = s.address_key
          AND o.player_id <> s.player_id AND o.step > 0
          AND NOT EXISTS (SELECT FROM daily_results r
                          WHERE r.day = o.day AND r.variant = o.variant AND r.player_id = o.player_id)),
       s.actions <> ''
FROM daily_starts s
JOIN players p ON p.id = s.player_id
JOIN daily_deals d ON d.day = s.day AND d.variant = s.variant
WHERE s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s
