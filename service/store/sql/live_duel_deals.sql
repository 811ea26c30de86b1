-- The deals of the duels not ended at a time (the daily lock holds them as it holds a live
-- daily deal's): not expired, and not both results in.
SELECT d.id, d.variant::text, d.code, d.expires_at FROM duels d
WHERE d.expires_at > %(at)s
  AND (SELECT count(*) FROM duel_sides s WHERE s.duel_id = d.id AND s.submitted_at IS NOT NULL) < 2
