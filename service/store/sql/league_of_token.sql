-- The bearer's week (its Monday): the player, whether they joined it, their league (NULL
-- while waiting for last week's settlement, or not joined), their tier (the league's, or
-- the one their next league takes: league_tiers, else 1) and whether a cleared result of
-- %(day)s would seat them (daily_established, migrations 0023 and 0033: a cleared result
-- of an earlier date), found with the token.
SELECT me.id, m.week IS NOT NULL AS joined, m.league_id, coalesce(l.tier, t.tier, 1),
       daily_established(me.id, %(day)s)
FROM (SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s) me
LEFT JOIN league_members m ON m.player_id = me.id AND m.week = %(week)s
LEFT JOIN leagues l ON l.id = m.league_id
LEFT JOIN league_tiers t ON t.player_id = me.id
