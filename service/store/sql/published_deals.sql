-- The deals stored for some (day, variant) pairs.
SELECT day, variant::text, code, difficulty, solution, best, salt FROM daily_deals
WHERE (day, variant) IN (SELECT * FROM unnest(%(days)s::date[], %(variants)s::text[]))
