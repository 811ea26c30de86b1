-- A player's badges of a range of months (player_badges, migration 0030) and their progress
-- in each month they played, for the player of a bearer token found in the same statement:
-- a progress row per month (its dates with a cleared result, and those with one for every
-- deal of the date, as award_badges.sql counts them; no badge), then a row per badge held.
WITH me AS MATERIALIZED (
    SELECT player_id AS id FROM devices WHERE token_sha256 = %(token)s
), played AS (
    SELECT r.day, count(*) AS results FROM daily_results r
    WHERE r.player_id = (SELECT id FROM me) AND r.day BETWEEN %(first)s AND %(last)s AND r.review = 'clear'
    GROUP BY r.day
)
SELECT me.id, mine.*
FROM me
LEFT JOIN (
    SELECT date_trunc('month', p.day)::date AS month, NULL::text AS badge, NULL::timestamptz AS earned_at,
           count(*)::integer AS dates_played,
           (count(*) FILTER (WHERE p.results >= (SELECT count(*) FROM daily_deals d WHERE d.day = p.day)))::integer
    FROM played p
    GROUP BY 1
    UNION ALL
    SELECT b.month, b.badge, b.earned_at, NULL, NULL FROM player_badges b
    WHERE b.player_id = (SELECT id FROM me) AND b.month BETWEEN %(first)s AND %(last)s
) mine ON true
ORDER BY mine.month, mine.earned_at NULLS FIRST, mine.badge
