-- Whether a bearer token's sha256 was an erased player's, in the last day (erased_tokens,
-- migration 0029): a retried erasure answers as the first one did.
SELECT EXISTS (SELECT FROM erased_tokens WHERE token_sha256 = %(token)s)
