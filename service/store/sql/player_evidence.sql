-- A player's evidence over the results the play review has read, locked until the
-- review of their next result is written (two of their results read at once add up).
SELECT logs, results FROM player_evidence WHERE player_id = %(player)s FOR UPDATE
