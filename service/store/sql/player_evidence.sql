-- A player's evidence over the results the play review has read, locked until the review
-- of their next result is written (an operator's forgiving, forgive_evidence.sql, waits for
-- the verdict and deletes it too); read after lock_player.sql, which two reviews of one
-- player's results take in turn.
SELECT logs, results FROM player_evidence WHERE player_id = %(player)s FOR UPDATE
