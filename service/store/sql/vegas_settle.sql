-- A Vegas game's record settling its deal, once (in the record's transaction, after the
-- history's write): the deal goes, and when it was dealt in the balance's current epoch
-- (no reset since), the balance takes what the game made after its deal.  A game of
-- another draw, or of no Vegas deal of the player's, settles nothing.
WITH settled AS (
    DELETE FROM vegas_deals d
    WHERE d.player_id = %(player)s AND d.game_id = %(game_id)s AND d.draw = %(vegas_draw)s
    RETURNING d.draw, d.epoch, d.dealt_score
)
UPDATE vegas_balances b SET balance = b.balance + %(score)s - s.dealt_score, settled = b.settled + 1
FROM settled s
WHERE b.player_id = %(player)s AND b.draw = s.draw AND b.epoch = s.epoch
