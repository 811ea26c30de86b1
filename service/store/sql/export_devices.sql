-- The export's devices, without their tokens' digests.
SELECT jsonb_build_object('id', id, 'name', name, 'created_at', created_at, 'issued_at', issued_at,
                          'last_seen_at', last_seen_at)::text
FROM devices WHERE player_id = %(player)s ORDER BY created_at, id
