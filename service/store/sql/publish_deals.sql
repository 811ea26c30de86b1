-- Deals published, one per (day, variant) in the arrays; a day already published is
-- never changed.
INSERT INTO daily_deals (day, variant, code, difficulty, solution, best)
SELECT * FROM unnest(%(days)s::date[], %(variants)s::text[], %(codes)s::text[], %(difficulties)s::float8[],
                     %(solutions)s::jsonb[], %(bests)s::int[])
ON CONFLICT (day, variant) DO NOTHING
