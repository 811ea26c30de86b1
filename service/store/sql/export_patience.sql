-- How long the export's transaction may wait on its reader between batches, for this
-- transaction only (the pool's sessions allow twice their statement timeout).
SELECT set_config('idle_in_transaction_session_timeout', %(idle_ms)s, true)
