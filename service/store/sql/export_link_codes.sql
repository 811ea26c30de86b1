-- The export's live link code, if any: when it expires (never the code's digest: 40 bits
-- are found from it by trying them all).
SELECT jsonb_build_object('expires_at', expires_at)::text FROM link_codes WHERE player_id = %(player)s
