-- A balance reset (POST /v1/players/{id}/vegas/reset): $0 and no deals, in a new epoch, so
-- that no deal dealt before it is settled after it; those deals go (one dealt in the very
-- moment of the reset stays in its old epoch, settled by nothing).  Answers the balance.
WITH reset AS (
    INSERT INTO vegas_balances AS b (player_id, draw, reset_at) VALUES (%(player)s, %(draw)s, %(at)s)
    ON CONFLICT (player_id, draw) DO UPDATE
        SET balance = 0, deals = 0, settled = 0, epoch = b.epoch + 1, reset_at = excluded.reset_at
    RETURNING b.draw, b.balance, b.deals, b.settled, b.reset_at, b.epoch
), forfeited AS (
    DELETE FROM vegas_deals d
    WHERE d.player_id = %(player)s AND d.draw = %(draw)s AND d.epoch < (SELECT epoch FROM reset)
)
SELECT draw, balance, deals, settled, reset_at FROM reset
