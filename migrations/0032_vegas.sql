-- Issue 44, item 4: Vegas Canfield, scored in dollars ($52 the deck, $5 a card on the
-- foundations) with a balance a player and draw that carries from deal to deal
-- (docs/design/vegas.md).
--
-- A balance: the dollars of the player's Vegas deals of one draw since its last reset,
-- each deal's counted from the moment it was dealt (its deal score, -$47: the deck's $52
-- less the base card's $5) and settled once, when its game is recorded (its score then).
-- `epoch` counts the resets: a deal dealt before one is never settled after it.
CREATE TABLE vegas_balances (
    player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    draw smallint NOT NULL CHECK (draw IN (1, 3)),
    balance integer NOT NULL DEFAULT 0,
    deals integer NOT NULL DEFAULT 0 CHECK (deals >= 0),
    settled integer NOT NULL DEFAULT 0 CHECK (settled BETWEEN 0 AND deals),
    epoch integer NOT NULL DEFAULT 0 CHECK (epoch >= 0),
    reset_at timestamptz,
    PRIMARY KEY (player_id, draw)
);

-- A Vegas deal dealt to a player and not settled yet: the game's id (sealed in its state),
-- its draw, the balance's epoch it was dealt in and its deal score.  Its game's record
-- deletes it (the settlement); a reset leaves it in its old epoch, where nothing settles.
CREATE TABLE vegas_deals (
    player_id uuid NOT NULL,
    game_id uuid NOT NULL,
    draw smallint NOT NULL,
    epoch integer NOT NULL,
    dealt_score integer NOT NULL,
    dealt_at timestamptz NOT NULL,
    PRIMARY KEY (player_id, game_id),
    FOREIGN KEY (player_id, draw) REFERENCES vegas_balances (player_id, draw) ON DELETE CASCADE
);

-- The history takes a Vegas game's dollars, down to -$52 (the base card moved off its
-- foundation); every other game's score stays never negative.
ALTER TABLE games DROP CONSTRAINT games_score_check;
ALTER TABLE games ADD CONSTRAINT games_score_check
    CHECK (score >= 0 OR (rules @> '{"scoring": "vegas"}' AND score >= -52));
