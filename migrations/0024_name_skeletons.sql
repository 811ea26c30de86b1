-- Issue 39, item 8 (the fifth review's lows): `Асе` (all Cyrillic) and `ΑΒΕ` (all Greek)
-- signed up beside an `Ace` and an `АВЕ`: sign-up compared a look-alike's Latin reading
-- with other names case-insensitively (0014), which misses a look-alike of a name written
-- in another non-Latin script, and one UTS #39 reads otherwise (Greek Ι and Latin I both
-- read as l).  Each player's name now has its UTS #39 skeleton (service/names.py,
-- name_skeleton: two names of one skeleton look alike), written by the store with the
-- player; sign-up looks a look-alike's skeleton up here (create_player.sql).
--
-- The column comes without a default, so adding it rewrites nothing; the skeletons of the
-- players stored before are computed by Python (the confusables table is the service's),
-- so `migrate` fills them after the files, in batches (service/store/migrate.py), as it
-- fills those of players a release before this one makes meanwhile.  The index holds
-- the NULLs too: those batches find them through it.
ALTER TABLE players ADD COLUMN name_skeleton text;
CREATE INDEX players_name_skeleton ON players (name_skeleton);
