-- How far the primary has written its write-ahead log, in bytes: every transaction
-- committed so far lies below it (with synchronous_commit off, up to wal_writer_delay
-- later).  Not the insert position: at a page boundary that one points past the next
-- page's header, which a replica that replayed everything never reaches while the primary
-- is idle.
SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint
