-- Why a daily result would not be stored: (the day's deal, whether the player started it,
-- whether the state is the attempt's latest, whether their result is in already).
SELECT d.code, s.player_id IS NOT NULL,
       coalesce(s.game_id, %(game_id)s) = %(game_id)s AND s.step = coalesce(%(step)s::int, 0),
       EXISTS (SELECT FROM daily_results r WHERE r.day = d.day AND r.variant = d.variant AND r.player_id = %(player)s)
FROM daily_deals d
LEFT JOIN daily_starts s ON s.day = d.day AND s.variant = d.variant AND s.player_id = %(player)s
WHERE d.day = %(day)s AND d.variant = %(variant)s
