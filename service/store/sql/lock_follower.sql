-- A player's follows change one at a time (their row locked to the transaction's end), so
-- two racing follows never pass the follow limit together; a result's insert (its key
-- share lock) is not held up.
SELECT 1 FROM players WHERE id = %(player)s FOR NO KEY UPDATE
