-- Stats in constant time per player: a player's counters per variant, kept by the store in
-- the transaction that writes each game to the history (a history write or a daily
-- result), instead of one scan of the whole history per request (0.9 s at 300k games).
--
-- The semantics are the history's: played, won, best score; a streak is games won in a
-- row in the order they were recorded ((recorded_at, id)), and any other game (dead end,
-- abandoned) ends it.  `last_recorded_at`/`last_game_id` is the latest game counted: a game
-- recorded after it extends the counters in O(1); a game that sorts before it (two
-- transactions committing out of their start order, a daily result submitted at a time
-- the app's clock says) has the player's counters of that variant recounted from the
-- history by recount_player_stats(), so they never disagree with it.

CREATE TABLE player_stats (
    player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    variant variant NOT NULL,
    played integer NOT NULL CHECK (played > 0),
    won integer NOT NULL CHECK (won BETWEEN 0 AND played),
    best_score integer NOT NULL CHECK (best_score >= 0),
    current_streak integer NOT NULL CHECK (current_streak BETWEEN 0 AND won),
    best_streak integer NOT NULL CHECK (best_streak BETWEEN current_streak AND won),
    last_recorded_at timestamptz NOT NULL,
    last_game_id uuid NOT NULL,
    PRIMARY KEY (player_id, variant)
);

-- The counters of one player and variant recounted from the history ("gaps and islands":
-- number each game by how many non-wins came up to it; the wins sharing a number are one
-- streak, and the latest number holds the current one).
CREATE FUNCTION recount_player_stats(p uuid, v variant) RETURNS void LANGUAGE sql AS $$
    WITH ordered AS (
        SELECT status = 'won' AS won, score, recorded_at, id,
               count(*) FILTER (WHERE status <> 'won') OVER (ORDER BY recorded_at, id) AS island
        FROM games
        WHERE player_id = p AND variant = v
    ), islands AS (
        SELECT island, count(*) FILTER (WHERE won) AS wins FROM ordered GROUP BY island
    ), latest AS (
        SELECT recorded_at, id FROM ordered ORDER BY recorded_at DESC, id DESC LIMIT 1
    )
    INSERT INTO player_stats AS s (player_id, variant, played, won, best_score, current_streak, best_streak,
                                   last_recorded_at, last_game_id)
    SELECT p, v, count(*), count(*) FILTER (WHERE o.won), max(o.score),
           (SELECT wins FROM islands ORDER BY island DESC LIMIT 1),
           (SELECT max(wins) FROM islands),
           (SELECT recorded_at FROM latest), (SELECT id FROM latest)
    FROM ordered o
    HAVING count(*) > 0
    ON CONFLICT (player_id, variant) DO UPDATE SET
        played = excluded.played, won = excluded.won, best_score = excluded.best_score,
        current_streak = excluded.current_streak, best_streak = excluded.best_streak,
        last_recorded_at = excluded.last_recorded_at, last_game_id = excluded.last_game_id;
$$;

-- The counters of the history stored so far.
SELECT recount_player_stats(player_id, variant)
FROM (SELECT DISTINCT player_id, variant FROM games WHERE variant IS NOT NULL) played;
