-- Who the daily lock refused from a time to another, the most refused first: each asker's count,
-- first and last refusal, the routes and how many live deals they met.
SELECT r.player_id, p.name AS player, r.address_key, count(*) AS refusals,
       min(r.refused_at) AS first_at, max(r.refused_at) AS last_at,
       array_agg(DISTINCT r.route ORDER BY r.route) AS routes,
       count(DISTINCT (r.day, r.variant, r.duel_id)) AS deals
FROM lock_refusals r
LEFT JOIN players p ON p.id = r.player_id
WHERE r.refused_at >= %(since)s AND r.refused_at <= %(until)s
GROUP BY r.player_id, p.name, r.address_key
ORDER BY refusals DESC, last_at DESC
LIMIT %(limit)s
