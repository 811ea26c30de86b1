-- Why a daily result would not be stored: (the day's deal, whether the player started it).
SELECT d.code, s.player_id IS NOT NULL
FROM daily_deals d
LEFT JOIN daily_starts s ON s.day = d.day AND s.variant = d.variant AND s.player_id = %(player)s
WHERE d.day = %(day)s AND d.variant = %(variant)s
