-- The export's profile (GET /v1/players/{id}/export): each export_*.sql answers one JSON
-- text a row, read through a server-side cursor so the service's memory never holds more
-- than a batch.  No secret leaves: no token's, recovery code's or link code's digest.
SELECT jsonb_build_object('id', id, 'name', name, 'tag', player_tag(id), 'created_at', created_at,
                          'recovery_code', recovery_sha256 IS NOT NULL)::text
FROM players WHERE id = %(player)s AND erased_at IS NULL
