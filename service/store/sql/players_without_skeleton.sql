-- A batch of players whose name has no skeleton yet (stored before migration 0024, or by
-- a release before it since): migrate fills them (name_skeletons.sql).  The index on
-- name_skeleton finds them.  An erased player (0029) has no name, and so no skeleton to fill.
SELECT id, name FROM players WHERE name_skeleton IS NULL AND name IS NOT NULL LIMIT %(batch)s
