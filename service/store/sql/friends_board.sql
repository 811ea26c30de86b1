-- The friends board of the player of a bearer token (found in the same statement): their
-- result and those of the players they follow, a page of the board (daily_board_page,
-- migration 0028) after a key or from the top, ranked among them from the rank parameter.
-- The players are an array made first, so the board is one lookup by the key (day,
-- variant, player_id) per player, never a scan of the day's results.
SELECT me.id, mine.*
FROM (SELECT d.player_id AS id,
             ARRAY(SELECT d.player_id UNION ALL SELECT f.friend_id FROM friends f WHERE f.player_id = d.player_id) AS players
      FROM devices d WHERE d.token_sha256 = %(token)s) me
LEFT JOIN LATERAL daily_board_page('friends', %(day)s, %(variant)s, %(lost)s, %(cards_left)s, %(hints)s,
    %(undos)s, %(seconds)s, %(moves)s, %(submitted_at)s, %(player_id)s, %(rank)s, %(limit)s,
    among => me.players) mine ON true
ORDER BY mine.rank
