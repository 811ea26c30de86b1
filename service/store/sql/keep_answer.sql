-- The answer to a claimed key, kept in the transaction that made its effect.
UPDATE idempotency_keys SET answer = %(answer)s
WHERE idempotency_key = %(key)s AND caller_sha256 = %(caller)s
