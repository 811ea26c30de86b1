-- The monthly partitions of the history from a day on, for some months ahead.
SELECT create_game_partitions(%(first_day)s, %(months)s)
