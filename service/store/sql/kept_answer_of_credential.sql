-- The answer kept for a key first sent with a bearer token that finds no player now: a
-- token rotation retried with the token it replaced, which is refused saying so (a replaced
-- token never fetches its successor: service/api/web/idempotency.py).  Found by the key (the
-- primary key's first column) and that token's sha256.
SELECT request_sha256, answer FROM idempotency_keys
WHERE idempotency_key = %(key)s AND credential_sha256 = %(credential)s AND expires_at > %(at)s
  AND answer IS NOT NULL
