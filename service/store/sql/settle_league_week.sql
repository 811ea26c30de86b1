-- A week's leagues settled once (settle_league_week, migration 0031): the members settled,
-- or NULL when the week was settled before.
SELECT settle_league_week(%(week)s)
