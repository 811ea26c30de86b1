-- An operator's decision on a result, answering the review it had before.
UPDATE daily_results r SET review = %(review)s FROM daily_results before
WHERE (r.day, r.variant, r.player_id) = (%(day)s, %(variant)s, %(player)s)
  AND (before.day, before.variant, before.player_id) = (r.day, r.variant, r.player_id)
RETURNING before.review
