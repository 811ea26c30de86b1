-- A game recorded in the history: its gate always yields a row (a daily result's is the
-- result's own insert; an Idempotency-Key is the web layer's, service/api/idempotency.py).
-- The history's write of a game, once the CTE gate yields a row (the same words from
-- claimed on in record_game.sql and submit_result.sql, tests/store/test_layout.py keeps
-- them so): the game's id claimed for the player (a game already recorded claims nothing,
-- and nothing follows), its row written, and counted in the player's stats when it sorts
-- after the latest game counted (the WHERE leaves an earlier one uncounted: recount_game.sql
-- counts it then; the row lock taken here orders concurrent writes of one player and
-- variant).  Answers whether the gate let it through, and whether the game was written.
WITH gate AS (
    SELECT
), claimed AS (
    INSERT INTO recorded_game_ids (player_id, game_id, recorded_at)
    SELECT %(player)s, %(game_id)s, coalesce(%(at)s, now()) FROM gate
    ON CONFLICT (player_id, game_id) DO NOTHING
    RETURNING recorded_at
), game AS (
    INSERT INTO games (id, player_id, recorded_at, game, variant, code, rules, status, score, moves,
                       started_at, actions, daily_day, strokes)
    SELECT %(game_id)s, %(player)s, recorded_at, %(game)s, %(game_variant)s, %(code)s, %(rules)s, %(status)s,
           %(score)s, %(moves)s, %(started_at)s::timestamptz, %(actions)s, %(daily_day)s::date,
           %(strokes)s::smallint[]
    FROM claimed
    RETURNING recorded_at, status IN ('won', 'finished') AND strokes IS NOT NULL AS round_over,
              round_total(strokes) AS total, holes_cleared(strokes) AS cleared
), counted AS (
    INSERT INTO player_stats AS s (player_id, variant, played, won, best_score, current_streak, best_streak,
                                   last_recorded_at, last_game_id, rounds_finished, strokes_total, best_total,
                                   holes_cleared)
    SELECT %(player)s, %(game_variant)s, 1, %(won)s::int, %(score)s, %(won)s::int, %(won)s::int, recorded_at,
           %(game_id)s, round_over::int, CASE WHEN round_over THEN total ELSE 0 END,
           CASE WHEN round_over THEN total END, cleared
    FROM game WHERE %(game_variant)s::text IS NOT NULL
    ON CONFLICT (player_id, variant) DO UPDATE SET
        played = s.played + 1,
        won = s.won + excluded.won,
        best_score = greatest(s.best_score, excluded.best_score),
        current_streak = CASE WHEN excluded.won = 1 THEN s.current_streak + 1 ELSE 0 END,
        best_streak = greatest(s.best_streak,
                               CASE WHEN excluded.won = 1 THEN s.current_streak + 1 ELSE 0 END),
        last_recorded_at = excluded.last_recorded_at,
        last_game_id = excluded.last_game_id,
        rounds_finished = s.rounds_finished + excluded.rounds_finished,
        strokes_total = s.strokes_total + excluded.strokes_total,
        best_total = least(s.best_total, excluded.best_total),
        holes_cleared = s.holes_cleared + excluded.holes_cleared
    WHERE (s.last_recorded_at, s.last_game_id) < (excluded.last_recorded_at, excluded.last_game_id)
)
SELECT EXISTS (SELECT FROM gate), EXISTS (SELECT FROM game)
