-- 0021's constraints validated over the history stored before it: one read of every
-- partition for each (each row's game looked up in game_kinds, its code matched), under SHARE
-- UPDATE EXCLUSIVE locks, which history reads and writes do not wait for (nor this for
-- them).  A file of its own because the runner applies each file in one transaction: in
-- 0021's, the read would have held 0021's ACCESS EXCLUSIVE lock throughout.
--
-- Then the parent's foreign key (PostgreSQL before 18 cannot add it NOT VALID, 0021): each
-- partition's, validated, is taken over as its part without a read (a partition without
-- one, made after 0021, gets one and is read).  Adding it locks the history SHARE ROW
-- EXCLUSIVE (reads go on, writes wait) and game_kinds ACCESS EXCLUSIVE (the partitions'
-- own triggers on it are dropped) until this file's transaction ends: it comes last, so
-- for milliseconds.  From here a partition made by create_game_partitions() has both
-- constraints from the parent.

DO $$
DECLARE
    leaf regclass;
BEGIN
    FOR leaf IN
        SELECT conrelid FROM pg_constraint
        WHERE conname = 'games_game_fkey' AND contype = 'f' AND NOT convalidated
            AND conrelid IN (SELECT relid FROM pg_partition_tree('games') WHERE isleaf)
    LOOP
        EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT games_game_fkey', leaf);
    END LOOP;
END;
$$;

ALTER TABLE games VALIDATE CONSTRAINT games_code_check;

ALTER TABLE games ADD CONSTRAINT games_game_fkey FOREIGN KEY (game) REFERENCES game_kinds (name);
