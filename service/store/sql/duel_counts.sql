-- How a player's duels went at the service's time: won, lost and drawn of those ended with a
-- winner decided, open those not ended (duel_status: 0018, duel_winner: 0035), and held those
-- ended whose winner waits for a review: an operator's decision on a held result (one side's
-- or both), or the play review's reading of a pending one (seconds).
SELECT count(*) FILTER (WHERE winner = side), count(*) FILTER (WHERE winner NOT IN (side, 'draw')),
       count(*) FILTER (WHERE winner = 'draw'), count(*) FILTER (WHERE status IN ('waiting', 'playing')),
       count(*) FILTER (WHERE status IN ('finished', 'expired') AND winner IS NULL
                        AND EXISTS (SELECT FROM duel_sides h WHERE h.duel_id = mine.duel_id AND h.review IN ('held', 'pending')))
FROM (SELECT duel_id, side, duel_status(duel_id, %(at)s) AS status, duel_winner(duel_id, %(at)s) AS winner
      FROM duel_sides WHERE player_id = %(player)s) mine
