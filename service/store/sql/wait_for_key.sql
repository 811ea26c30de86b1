-- How long the claim that follows waits for another transaction holding the same key (its
-- first request, still running) before it gives up with lock_not_available: this
-- transaction's setting only, until stop_waiting.sql.
SELECT set_config('lock_timeout', %(wait)s, true)
