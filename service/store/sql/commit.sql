-- The end of a transaction begin.sql began, sent in the pipeline of its last statement.
COMMIT
