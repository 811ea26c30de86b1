-- A Vegas deal dealt to a player (POST /v1/games, a random deal): its deal score counted in
-- the balance of its draw at once, and the deal kept, in the balance's epoch, until its
-- game's record settles it (vegas_settle.sql).  Answers the balance.
WITH balance AS (
    INSERT INTO vegas_balances AS b (player_id, draw, balance, deals)
    VALUES (%(player)s, %(draw)s, %(score)s, 1)
    ON CONFLICT (player_id, draw) DO UPDATE SET balance = b.balance + excluded.balance, deals = b.deals + 1
    RETURNING b.balance, b.epoch
), dealt AS (
    INSERT INTO vegas_deals (player_id, game_id, draw, epoch, dealt_score, dealt_at)
    SELECT %(player)s, %(game_id)s, %(draw)s, epoch, %(score)s, %(at)s FROM balance
)
SELECT balance FROM balance
