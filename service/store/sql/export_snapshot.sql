-- The export's transaction, first statement: one snapshot for every section (a game recorded
-- meanwhile is in all of them or none), and nothing written.
SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY
