-- How far the primary's write-ahead log reaches now, in bytes: every transaction committed
-- so far lies below it (the insert position: with synchronous_commit off a commit is
-- answered before its record is written, so the write position may lag behind it).
SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::bigint
