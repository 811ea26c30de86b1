-- What a key holds: the request it was first sent with, and the answer kept (NULL only for
-- a key this transaction has just claimed).  A statement of its own after claim_key.sql, so
-- that it sees the row a transaction the claim waited for has committed meanwhile.
SELECT request_sha256, answer FROM idempotency_keys
WHERE idempotency_key = %(key)s AND caller_sha256 = %(caller)s
