-- The solver's line (and best) of published deals that have none yet; a deal's code
-- never changes.
UPDATE daily_deals d SET solution = k.solution, best = k.best
FROM unnest(%(days)s::date[], %(variants)s::text[], %(codes)s::text[], %(solutions)s::jsonb[], %(bests)s::int[])
     AS k (day, variant, code, solution, best)
WHERE (d.day, d.variant, d.code) = (k.day, k.variant, k.code) AND d.solution IS NULL
RETURNING 1
