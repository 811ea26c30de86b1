-- The history's partition of the month a game is recorded in (the moment given, or now).
SELECT create_game_partitions((coalesce(%(at)s, now()) AT TIME ZONE 'UTC')::date, 1)
