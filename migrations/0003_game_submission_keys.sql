-- Idempotency keys of recorded games: a client that retries POST /v1/players/{id}/games
-- with the same Idempotency-Key gets the game it recorded the first time instead of a
-- second copy in the history.  One row per player and key, written in the transaction
-- that writes the game; `state_digest` (sha256 of the packed state) tells a retry from a
-- different game sent under a key already used.  Keyed by player first, like `games`, so
-- it distributes by player id on Citus.
CREATE TABLE game_submissions (
    player_id uuid NOT NULL REFERENCES players (id),
    idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[!-~]{1,255}$'),
    state_digest bytea NOT NULL CHECK (length(state_digest) = 32),
    game_recorded_at timestamptz NOT NULL,
    game_id uuid NOT NULL,
    PRIMARY KEY (player_id, idempotency_key)
);
