-- The games the service plays come from the engine's registry (issue 32): a game registered
-- there can be stored in a player's history without a migration of its own.  `game_kinds`
-- lists them, seeded here with the built-in games and filled by the store from the
-- registry (service/store/sql/register_games.sql: when `migrate` runs, and when a write of
-- the history finds its game unlisted).  The history's game references it instead of
-- 0002's fixed list, and a code's check is its shape, whatever the game: a prefix, one or
-- more parts of upper-case letters and digits, the deal's 7 or 14 letters (the engine
-- reads every code before it is stored: which prefixes exist is the registry's to say).
--
-- Both constraints are added NOT VALID: every row stored before satisfied 0002's game
-- check (golf or canfield, both listed here) and 0007's code check (whose every match
-- this shape matches), so no row is read while the history is locked (ALTER TABLE locks
-- it and every partition ACCESS EXCLUSIVE, for milliseconds).  New rows are checked from
-- now on; 0022 validates the rows before, under locks that let reads and writes go on.
--
-- The code check is the parent's, as before (a partition made later inherits it).  The
-- foreign key is each partition's own, named as the parent's will be: PostgreSQL before
-- 18 refuses a NOT VALID foreign key on a partitioned table.  0022 validates them and then
-- adds the parent's, which takes them over without reading a row.  A partition made
-- between the two (only if 0022 has not run) has no foreign key until 0022 adds the
-- parent's, which reads it then.

CREATE TABLE game_kinds (
    name text PRIMARY KEY
);

INSERT INTO game_kinds (name) VALUES ('golf'), ('canfield');

ALTER TABLE games
    DROP CONSTRAINT games_game_check,
    DROP CONSTRAINT games_code_check,
    ADD CONSTRAINT games_code_check CHECK (code ~ '^[A-Z0-9]+(-[A-Z0-9]+)+-([A-Z]{7}|[A-Z]{14})$') NOT VALID;

DO $$
DECLARE
    leaf regclass;
BEGIN
    FOR leaf IN SELECT relid FROM pg_partition_tree('games') WHERE isleaf LOOP
        EXECUTE format(
            'ALTER TABLE %s ADD CONSTRAINT games_game_fkey'
            ' FOREIGN KEY (game) REFERENCES game_kinds (name) NOT VALID',
            leaf);
    END LOOP;
END;
$$;
