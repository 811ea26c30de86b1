-- A board's version (0 until its results first change after migration 0012): what the
-- ETag of its pages, its spread and a standing on it says, read by key (the view sums the
-- board's shards, at most 16 rows of one index range: migration 0016).
SELECT coalesce((SELECT version FROM daily_board_versions WHERE day = %(day)s AND variant = %(variant)s), 0)
