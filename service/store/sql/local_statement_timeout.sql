-- The connection's statement timeout, for the rest of this transaction only: behind a pooler
-- in transaction mode the startup options that set it are dropped, and a session SET would
-- stay on the server connection for its next client.
SELECT set_config('statement_timeout', %(statement_timeout_ms)s, true)
