-- An operator's decision on a result, answering the review it had before.  A result
-- cleared for the first time joins the group being filled (next_daily_group) when its
-- player is established (daily_established, migration 0023); one that had a group keeps it.
UPDATE daily_results r
SET review = %(review)s,
    group_id = CASE WHEN %(review)s = 'clear' AND r.group_id IS NULL AND daily_established(r.player_id, r.day)
                    THEN next_daily_group(r.day, r.variant)
                    ELSE r.group_id END
FROM daily_results before
WHERE (r.day, r.variant, r.player_id) = (%(day)s, %(variant)s, %(player)s)
  AND (before.day, before.variant, before.player_id) = (r.day, r.variant, r.player_id)
RETURNING before.review
