-- How many other accounts' attempts of the deal from the player's client address were
-- played and left without a result: the address's count (daily_open_attempts, migration
-- 0034: kept as attempts are played and results stored) less the player's own attempt when
-- it is one of them.  Two rows by key, whatever the address's attempts of the day; 0 for an
-- attempt without an address, or no attempt.
SELECT coalesce((
    SELECT c.attempts - daily_attempt_open(s.day, s.variant, s.player_id, s.address_key, s.step)::int
    FROM daily_starts s
    JOIN daily_open_attempts c ON (c.day, c.variant, c.address_key) = (s.day, s.variant, s.address_key)
    WHERE s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s
), 0)
