-- Players, the daily-challenge deals and their results.
--
-- Player ids are random UUIDs (not a sequence): nothing to guess from them, no shared
-- counter between Citus nodes.  Tokens are never stored: only sha256 of the token.

CREATE DOMAIN variant AS text
    CHECK (VALUE IN ('golf-easy', 'golf-classic', 'canfield-draw3', 'canfield-draw1'));

-- The code prefix each variant's deals must have (used by checks below).
CREATE FUNCTION variant_code_prefix(v variant) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CASE v
        WHEN 'golf-easy' THEN 'GO1-E-'
        WHEN 'golf-classic' THEN 'GO1-C-'
        WHEN 'canfield-draw3' THEN 'CF1-D3-'
        WHEN 'canfield-draw1' THEN 'CF1-D1-'
    END;

-- The best score a finished game of a variant can have (Golf: 35 cards x 10).  Canfield
-- has no ceiling: a foundation card moved back to a column keeps its points and earns them
-- again when it returns, so only "5 points per move at most" bounds it (see daily_results).
CREATE FUNCTION variant_points_per_move(v variant) RETURNS integer
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CASE WHEN v LIKE 'golf-%' THEN 10 ELSE 5 END;

CREATE TABLE players (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64 AND name = btrim(name)),
    token_sha256 bytea NOT NULL UNIQUE CHECK (octet_length(token_sha256) = 32),
    created_at timestamptz NOT NULL DEFAULT now()
);

-- Leaderboard pages join results to names: with the name in the index the join is an
-- index-only scan too.
CREATE UNIQUE INDEX players_id_name ON players (id) INCLUDE (name);

CREATE TABLE daily_deals (
    day date NOT NULL,
    variant variant NOT NULL,
    code text NOT NULL CHECK (code ~ '^(GO1-[EC]|CF1-D[13])-[A-Z]{7}$'),
    difficulty double precision NOT NULL CHECK (difficulty >= 0),
    published_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (day, variant),
    CHECK (starts_with(code, variant_code_prefix(variant)))
);

CREATE TABLE daily_results (
    day date NOT NULL,
    variant variant NOT NULL,
    player_id uuid NOT NULL REFERENCES players (id),
    score integer NOT NULL CHECK (score >= 0),
    moves integer NOT NULL CHECK (moves >= 0),
    status text NOT NULL CHECK (status IN ('won', 'dead_end')),
    submitted_at timestamptz NOT NULL DEFAULT now(),
    -- covering: a player's own result (and its rank's starting point) is index-only too
    PRIMARY KEY (day, variant, player_id) INCLUDE (score, moves, status, submitted_at),
    FOREIGN KEY (day, variant) REFERENCES daily_deals (day, variant),
    -- every point comes from one move: Golf 10 a card, Canfield 5 a foundation card
    CHECK (score <= moves * variant_points_per_move(variant)),
    CHECK (variant NOT LIKE 'golf-%' OR score <= 350),
    -- Canfield never dead-ends: only a won game finishes it
    CHECK (status = 'won' OR variant LIKE 'golf-%')
);

-- The leaderboard order (best score, then fewer moves, then earlier submission; the
-- player id makes it total), with nothing else needed: pages and ranks are index-only
-- scans over one (day, variant) range.
CREATE INDEX daily_results_board
    ON daily_results (day, variant, score DESC, moves, submitted_at, player_id);

-- A player's own results, and the foreign-key checks when a player is deleted.
CREATE INDEX daily_results_player ON daily_results (player_id);
