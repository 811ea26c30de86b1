-- A game recorded in the history: its gate always yields a row (a daily result's is the
-- result's own insert; an Idempotency-Key is the web layer's, service/api/web/idempotency.py).
-- Once the gate yields a row, the game's write to the history (record_history_game,
-- migration 0020).  Answers whether the gate let it through, and whether the game was written.
WITH gate AS (
    SELECT
), game AS (
    SELECT record_history_game(%(player)s, %(game_id)s, %(at)s, %(game)s, %(game_variant)s, %(code)s, %(rules)s,
                               %(status)s, %(score)s, %(moves)s, %(started_at)s::timestamptz, %(actions)s,
                               %(daily_day)s::date, %(strokes)s::smallint[], %(won)s) AS written
    FROM gate
)
SELECT EXISTS (SELECT FROM gate), coalesce((SELECT written FROM game), false)
