-- 0021's constraints validated over the history stored before it: one read of every
-- partition (each row's code matched, its game looked up in game_kinds), under SHARE
-- UPDATE EXCLUSIVE locks, which history reads and writes do not wait for (nor this for
-- them).  A file of its own because the runner applies each file in one transaction: in
-- 0021's, the read would have held 0021's ACCESS EXCLUSIVE lock throughout.

ALTER TABLE games
    VALIDATE CONSTRAINT games_game_fkey,
    VALIDATE CONSTRAINT games_code_check;
