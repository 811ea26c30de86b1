-- How many groups a board has so far: its latest group's number (one step of the index
-- daily_results_groups), 0 before its first cleared result.
SELECT coalesce(max(group_id), 0) FROM daily_results
WHERE day = %(day)s AND variant = %(variant)s AND group_id IS NOT NULL
