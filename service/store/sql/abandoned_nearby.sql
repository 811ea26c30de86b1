-- How many other accounts' attempts of the deal from the player's client address (a range
-- of daily_starts_address) were played and left without a result.  Its cost grows with the
-- address's attempts of the day (issue 43: 226 ms at 840), so the review asks for it only
-- beside a sign of play (service/daily/pace.py, the circumstances).
SELECT count(*)
FROM daily_starts s
JOIN daily_starts o ON o.day = s.day AND o.variant = s.variant AND o.address_key = s.address_key
WHERE s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s
  AND o.player_id <> s.player_id AND o.step > 0
  AND NOT EXISTS (SELECT FROM daily_results r
                  WHERE r.day = o.day AND r.variant = o.variant AND r.player_id = o.player_id)
