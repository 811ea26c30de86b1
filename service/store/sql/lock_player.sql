-- A player's row, locked by the play review's verdict before it reads their evidence
-- (player_evidence.sql, the next statement: its snapshot is taken once this lock is
-- held), so that two of their results read at once (a daily result and a duel side, by two
-- workers) add up, the first two included: before the first there is no evidence row to lock.
SELECT FROM players WHERE id = %(player)s FOR NO KEY UPDATE
