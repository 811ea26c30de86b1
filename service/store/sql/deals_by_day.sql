-- The deals published from a day to another, inclusive, by day.
SELECT day, variant::text, code, difficulty, solution, best, salt FROM daily_deals
WHERE day BETWEEN %(first)s AND %(last)s
ORDER BY day
