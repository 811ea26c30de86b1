-- The friends board of the player of a bearer token (found in the same statement): their
-- result and those of the players they follow, in the board's order (leaderboard_top.sql),
-- after a key (when paged) or from the top; the ranks count on from the rank parameter.
-- The players are an array made first, so the board is one lookup by the key (day,
-- variant, player_id) per player, never a scan of the day's results.
SELECT me.id, mine.*
FROM (SELECT id FROM players WHERE token_sha256 = %(token)s) me
LEFT JOIN (
SELECT %(rank)s + row_number() OVER (
           ORDER BY r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at,
                    r.player_id) AS rank,
       r.player_id, p.name, r.score, r.won, r.cards_home, r.hints, r.moves, r.seconds, r.submitted_at,
       r.order_lost, r.order_cards_left, r.order_seconds, r.review, r.strokes, r.undos
FROM daily_results r JOIN players p ON p.id = r.player_id
WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.review = 'clear'
  AND r.player_id = ANY (ARRAY(
        SELECT id FROM players WHERE token_sha256 = %(token)s
        UNION ALL
        SELECT friend_id FROM friends WHERE player_id = (SELECT id FROM players WHERE token_sha256 = %(token)s)))
  AND (NOT %(paged)s
       OR (r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id)
         > (%(lost)s, %(cards_left)s, %(hints)s, %(undos)s, %(seconds)s, %(moves)s, %(submitted_at)s, %(player_id)s))
ORDER BY r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id
LIMIT %(limit)s
) mine ON true
ORDER BY mine.rank
