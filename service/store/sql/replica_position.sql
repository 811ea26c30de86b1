-- How far the replica has replayed the primary's write-ahead log, in bytes; a replica that
-- was promoted (a failover) holds everything it writes itself.
SELECT pg_wal_lsn_diff(
    CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_lsn() END,
    '0/0'
)::bigint
