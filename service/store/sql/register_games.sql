-- The registry's games listed for the history's foreign key (migration 0021): a game
-- listed already stays as it is, so running it again, or at once from two processes,
-- changes nothing.
INSERT INTO game_kinds (name)
SELECT unnest(%(games)s::text[])
ON CONFLICT (name) DO NOTHING
