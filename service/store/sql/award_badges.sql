-- The badges of a player's month kept as its cleared results stand now (player_badges,
-- migration 0030), run only while the month is open: a badge its counts reach is added
-- (earned now), one they no longer reach (a result rejected) taken back.  The counts: the
-- month's dates with a cleared result of the player, and those with one for every deal
-- published for the date; each badge's least counts come from service/daily/badge_rules.py.
-- One index range of at most a month of the player's results (daily_results_player_day),
-- and the deals of each date played (daily_deals' key): about a millisecond
-- (tests/store/test_badges.py).  A separate statement after the result's write, the
-- review's and the streak's (whose row lock orders two transactions adding cleared results
-- of one player), so its snapshot sees the other's committed result.
WITH played AS (
    SELECT r.day, count(*) AS results FROM daily_results r
    WHERE r.player_id = %(player)s AND r.day BETWEEN %(month)s AND %(month_last)s AND r.review = 'clear'
    GROUP BY r.day
), progress AS (
    SELECT count(*) AS dates_played,
           count(*) FILTER (WHERE p.results >= (SELECT count(*) FROM daily_deals d WHERE d.day = p.day))
               AS dates_completed
    FROM played p
), reached AS (
    SELECT t.badge
    FROM progress,
         unnest(%(badges)s::text[], %(dates_played)s::int[], %(dates_completed)s::int[])
             AS t (badge, dates_played, dates_completed)
    WHERE progress.dates_played >= t.dates_played AND progress.dates_completed >= t.dates_completed
), taken_back AS (
    DELETE FROM player_badges b
    WHERE b.player_id = %(player)s AND b.month = %(month)s AND b.badge NOT IN (SELECT badge FROM reached)
)
INSERT INTO player_badges (player_id, month, badge, earned_at)
SELECT %(player)s, %(month)s, badge, %(at)s FROM reached
ON CONFLICT (player_id, month, badge) DO NOTHING
