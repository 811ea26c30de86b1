-- board_version.sql for the player of a bearer token, found in the same statement (the ETag
-- of /leaderboard/me is the player's standing on the board as it is).
SELECT me.id, coalesce(v.version, 0)
FROM (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s) me
LEFT JOIN daily_board_versions v ON v.day = %(day)s AND v.variant = %(variant)s
