-- The deals published for a day, by variant.
SELECT day, variant::text, code, difficulty, solution, best, salt FROM daily_deals
WHERE day = %(day)s
ORDER BY array_position(%(variants)s::text[], variant::text)
