#!/bin/sh
# Run once by the postgres image when it creates the primary's cluster: lets the replica
# (db-replica in compose.yaml) connect for streaming replication with the password.
set -eu
echo "host replication $POSTGRES_USER all scram-sha-256" >>"$PGDATA/pg_hba.conf"
