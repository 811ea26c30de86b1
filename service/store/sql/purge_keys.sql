-- A batch of expired Idempotency-Keys deleted, oldest first (the expiry index); keys a claim
-- holds are skipped (it is renewing them).
DELETE FROM idempotency_keys
WHERE (idempotency_key, caller_sha256) IN (SELECT idempotency_key, caller_sha256 FROM idempotency_keys
                                           WHERE expires_at <= %(at)s ORDER BY expires_at
                                           LIMIT %(batch)s FOR UPDATE SKIP LOCKED)
