-- A transaction begun by hand at the head of a pipeline (keys.py: an Idempotency-Key's
-- claim), so that it costs no round trip of its own; commit.sql ends it the same way.
BEGIN
