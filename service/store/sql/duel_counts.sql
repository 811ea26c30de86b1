-- How a player's duels went at the service's time: won, lost and drawn of those ended with a
-- winner decided, open those not ended (duel_status, duel_winner: 0018).
SELECT count(*) FILTER (WHERE winner = side), count(*) FILTER (WHERE winner NOT IN (side, 'draw')),
       count(*) FILTER (WHERE winner = 'draw'), count(*) FILTER (WHERE status IN ('waiting', 'playing'))
FROM (SELECT side, duel_status(duel_id, %(at)s) AS status, duel_winner(duel_id, %(at)s) AS winner
      FROM duel_sides WHERE player_id = %(player)s) mine
