-- A batch of players whose name has no skeleton yet (stored before migration 0024, or by
-- a release before it since): migrate fills them (name_skeletons.sql).  The index on
-- name_skeleton finds them.
SELECT id, name FROM players WHERE name_skeleton IS NULL LIMIT %(batch)s
