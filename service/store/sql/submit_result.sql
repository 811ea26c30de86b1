-- A daily result, stored once when the game is the day's deal and the player's attempt of
-- it, at the attempt's latest step (an attempt started before lines were kept: its state
-- from before them); the game goes to the history with it, and its day to the player's
-- streak.  Seconds run from the player's first start of the daily game to the submission;
-- the hints and undos are those the server counted on it; the review is what its pace and
-- the rest of its evidence earned (service/daily/pace.py).  A cleared
-- result's day after the streak's last extends its run or starts a new one (a held one
-- waits for the operator's review, which recounts); a day before it (yesterday's result in
-- its grace period, after today's) is left to recount_streak.sql.  A cleared result takes
-- its group's ticket (next_daily_group, migration 0019: a sequence, no row lock) when its
-- player is established (daily_established, migration 0023: a cleared result of an earlier
-- day), else none; a resubmission takes none (only two racing ones can lose a ticket).
-- Once the gate yields a row, the game's write to the history (record_history_game,
-- migration 0020).  Answers whether the gate let it through, and whether the game was written.
WITH gate AS (
    INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home, hints, seconds,
                               game_id, submitted_at, review, review_reason, strokes, undos, group_id)
    SELECT s.day, s.variant, s.player_id, %(score)s, %(moves)s, %(status)s, %(status)s = 'won',
           %(cards_home)s, s.hints, greatest(0, floor(extract(epoch FROM %(at)s - s.started_at)))::int,
           %(game_id)s, %(at)s, %(review)s, %(review_reason)s, %(strokes)s::smallint[], s.undos,
           CASE WHEN %(review)s = 'clear' AND NOT EXISTS (
                    SELECT FROM daily_results e WHERE (e.day, e.variant, e.player_id) = (s.day, s.variant, s.player_id))
                    AND daily_established(s.player_id, s.day)
                THEN next_daily_group(s.day, s.variant) END
    FROM daily_starts s JOIN daily_deals d ON d.day = s.day AND d.variant = s.variant AND d.code = %(code)s
    WHERE s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s
      AND coalesce(s.game_id, %(game_id)s) = %(game_id)s AND s.step = coalesce(%(step)s::int, 0)
    ON CONFLICT (day, variant, player_id) DO NOTHING
    RETURNING true
), streak AS (
    INSERT INTO player_daily_streaks AS s (player_id, last_day, current_run, best_run)
    SELECT %(player)s, %(day)s, 1, 1 FROM gate WHERE %(review)s = 'clear'
    ON CONFLICT (player_id) DO UPDATE SET
        current_run = CASE excluded.last_day - s.last_day WHEN 0 THEN s.current_run
                                                          WHEN 1 THEN s.current_run + 1 ELSE 1 END,
        best_run = greatest(s.best_run,
                            CASE WHEN excluded.last_day = s.last_day + 1 THEN s.current_run + 1 END),
        last_day = excluded.last_day
    WHERE excluded.last_day >= s.last_day
), game AS (
    SELECT record_history_game(%(player)s, %(game_id)s, %(at)s, %(game)s, %(game_variant)s, %(code)s, %(rules)s,
                               %(status)s, %(score)s, %(moves)s, %(started_at)s::timestamptz, %(actions)s,
                               %(daily_day)s::date, %(strokes)s::smallint[], %(won)s) AS written
    FROM gate
)
SELECT EXISTS (SELECT FROM gate), coalesce((SELECT written FROM game), false)
