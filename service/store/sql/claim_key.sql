-- An Idempotency-Key claimed for this request: a new key, or one expired (it counts as new
-- then).  While another transaction holds the key (its first request, still running) this
-- waits, up to wait_for_key.sql's timeout.  A key kept and not expired stays as it is
-- (locked until this transaction ends, like any row ON CONFLICT DO UPDATE meets), and
-- answers no row: kept_answer.sql reads what it holds.
INSERT INTO idempotency_keys AS k (idempotency_key, caller_sha256, credential_sha256, request_sha256,
                                   created_at, expires_at)
VALUES (%(key)s, %(caller)s, %(credential)s, %(request)s, %(at)s, %(expires_at)s)
ON CONFLICT (idempotency_key, caller_sha256) DO UPDATE SET
    credential_sha256 = excluded.credential_sha256, request_sha256 = excluded.request_sha256, answer = NULL,
    created_at = excluded.created_at, expires_at = excluded.expires_at
WHERE k.expires_at <= excluded.created_at
RETURNING true
