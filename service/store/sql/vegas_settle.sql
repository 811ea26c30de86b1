-- A Vegas game's record settling its deal, once (in the record's transaction, after the
-- history's write): the deal goes, and when it was dealt in the balance's current epoch
-- (no reset since), the balance takes what the game made after its deal.  A game of
-- another draw, or of no Vegas deal of the player's, settles nothing.  The balance is
-- locked before the deal, in the order a reset locks them (vegas_reset.sql): locked the
-- other way, a record and a reset at once deadlocked (one of them answered 503).
WITH balance AS (
    SELECT FROM vegas_balances WHERE player_id = %(player)s AND draw = %(vegas_draw)s FOR UPDATE
), settled AS (
    DELETE FROM vegas_deals d
    WHERE d.player_id = %(player)s AND d.game_id = %(game_id)s AND d.draw = %(vegas_draw)s
      AND EXISTS (SELECT FROM balance)
    RETURNING d.draw, d.epoch, d.dealt_score
)
UPDATE vegas_balances b SET balance = b.balance + %(score)s - s.dealt_score, settled = b.settled + 1
FROM settled s
WHERE b.player_id = %(player)s AND b.draw = s.draw AND b.epoch = s.epoch
