-- A player's start of a day's deal: their ranked attempt, made by the first start (the
-- clock of their result runs from it) and found by any later one.  ON CONFLICT DO UPDATE
-- rather than DO NOTHING: a start racing the first waits for it and reads the row it wrote
-- (DO NOTHING's loser read nothing, and answered 500).  The update claims an attempt
-- started before lines were kept (game_id NULL) for this start's game, and changes nothing
-- else.  Answers the deal, the attempt, and whether the player's result is in.
WITH deal AS (
    SELECT code FROM daily_deals WHERE day = %(day)s AND variant = %(variant)s
), attempt AS (
    INSERT INTO daily_starts AS s (day, variant, player_id, started_at, game_id, settings, address_key)
    SELECT %(day)s, %(variant)s, %(player)s, %(at)s, %(game_id)s, %(settings)s, %(address_key)s FROM deal
    ON CONFLICT (day, variant, player_id) DO UPDATE SET
        game_id = coalesce(s.game_id, excluded.game_id),
        settings = coalesce(s.settings, excluded.settings),
        address_key = coalesce(s.address_key, excluded.address_key)
    RETURNING started_at, game_id, settings, step, state
)
SELECT deal.code, a.started_at, a.game_id, a.settings, a.step, a.state,
       EXISTS (SELECT FROM daily_results r
               WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.player_id = %(player)s)
FROM deal CROSS JOIN attempt a
