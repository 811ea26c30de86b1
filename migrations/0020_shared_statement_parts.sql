-- The parts several statements share, written once (issue 32): the live standing of a daily
-- result and its group's (standing.sql, standing_of_token.sql, daily_record.sql) and a game's write to the
-- history (record_game.sql, submit_result.sql) were copies kept equal by a test.  And
-- `game_submissions` goes: no statement has read or written it since 0012.

-- A result's live standing: its rank is 1 + the clear results ahead in the leaderboard
-- order: those of the buckets (won, cards, hints, undos, minute of time) ahead, summed from
-- daily_board_counts, and those ahead within the result's own bucket, one range of the
-- index daily_results_ranking.  The results it beats are those below it: the board's (the
-- sum of daily_cards_counts, with it) less the rank.  A result under review gets the rank
-- and percentile it would have if cleared (no one else's counts it).  One SELECT, STABLE
-- and not STRICT, so the planner inlines it into the statement that calls it.
CREATE FUNCTION daily_live_standing(
    day date, variant variant, player_id uuid, review text, order_lost boolean, order_cards_left integer,
    hints integer, undos integer, order_minute integer, order_seconds integer, moves integer,
    submitted_at timestamptz
) RETURNS TABLE (rank numeric, percentile double precision)
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT rank, daily_percentile(board - rank, board) AS percentile
    FROM (SELECT 1 + ahead.results + within.results AS rank,
                 spread.results + ($4 <> 'clear')::int AS board
          FROM (SELECT coalesce(sum(c.results), 0) AS results FROM daily_board_counts c
                WHERE c.day = $1 AND c.variant = $2
                  AND (c.order_lost, c.order_cards_left, c.hints, c.undos, c.order_minute)
                    < ($5, $6, $7, $8, $9)) ahead,
               (SELECT count(*) AS results FROM daily_results a
                WHERE a.day = $1 AND a.variant = $2 AND a.review = 'clear'
                  AND a.order_lost = $5 AND a.order_cards_left = $6
                  AND a.hints = $7 AND a.undos = $8 AND a.order_seconds >= $9 * 60
                  AND (a.order_seconds, a.moves, a.submitted_at, a.player_id) < ($10, $11, $12, $3)) within,
               (SELECT coalesce(sum(k.results), 0) AS results FROM daily_cards_counts k
                WHERE k.day = $1 AND k.variant = $2) spread) standing
$$;

-- A result's group (migration 0019): its rank there and the group's size, one range of the
-- index daily_results_groups (at most 100 entries).  STABLE and not STRICT, inlined as
-- daily_live_standing is; the callers show none while the result is held or rejected.
CREATE FUNCTION daily_group_standing(
    day date, variant variant, group_id integer, order_lost boolean, order_cards_left integer,
    hints integer, undos integer, order_seconds integer, moves integer, submitted_at timestamptz, player_id uuid
) RETURNS TABLE (group_rank bigint, group_size bigint)
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT 1 + count(*) FILTER (
               WHERE (g.order_lost, g.order_cards_left, g.hints, g.undos, g.order_seconds, g.moves, g.submitted_at,
                      g.player_id) < ($4, $5, $6, $7, $8, $9, $10, $11)),
           count(*)
    FROM daily_results g
    WHERE g.day = $1 AND g.variant = $2 AND g.group_id = $3 AND g.review = 'clear'
$$;

-- A game's write to the history, for a caller whose gate let it through: the game's id
-- claimed for the player (a game already recorded claims nothing, and nothing follows),
-- its row written, and counted in the player's stats when it sorts after the latest game
-- counted (the WHERE leaves an earlier one uncounted: recount_game.sql counts it then; the
-- row lock taken here orders concurrent writes of one player and variant).  Answers
-- whether the game was written.  One statement, as it was inside its callers.
CREATE FUNCTION record_history_game(
    player uuid, game_id uuid, at timestamptz, game text, game_variant variant, code text, rules jsonb,
    status text, score integer, moves integer, started_at timestamptz, actions jsonb, daily_day date,
    strokes smallint[], won boolean
) RETURNS boolean LANGUAGE sql AS $$
WITH claimed AS (
    INSERT INTO recorded_game_ids (player_id, game_id, recorded_at)
    VALUES ($1, $2, coalesce($3, now()))
    ON CONFLICT (player_id, game_id) DO NOTHING
    RETURNING recorded_at
), written AS (
    INSERT INTO games (id, player_id, recorded_at, game, variant, code, rules, status, score, moves,
                       started_at, actions, daily_day, strokes)
    SELECT $2, $1, recorded_at, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14
    FROM claimed
    RETURNING recorded_at, status IN ('won', 'finished') AND strokes IS NOT NULL AS round_over,
              round_total(strokes) AS total, holes_cleared(strokes) AS cleared
), counted AS (
    INSERT INTO player_stats AS s (player_id, variant, played, won, best_score, current_streak, best_streak,
                                   last_recorded_at, last_game_id, rounds_finished, strokes_total, best_total,
                                   holes_cleared)
    SELECT $1, $5, 1, $15::int, $9, $15::int, $15::int, recorded_at,
           $2, round_over::int, CASE WHEN round_over THEN total ELSE 0 END,
           CASE WHEN round_over THEN total END, cleared
    FROM written WHERE $5 IS NOT NULL
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
SELECT EXISTS (SELECT FROM written)
$$;

DROP TABLE game_submissions;
