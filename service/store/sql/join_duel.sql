-- The opponent's side of a duel, started now by its first join: only by a player who is not
-- the challenger, before the duel expires.  ON CONFLICT DO UPDATE (a no-op) rather than DO
-- NOTHING: joins racing the first wait for it and read the side it wrote, so each tells
-- whose it is (the caller's own: a join again; another's: the duel is taken).  Answers the
-- side as it stands, or nothing when no side could be started (the caller says why).
WITH duel AS (
    SELECT id, created_at FROM duels
    WHERE id = %(duel)s AND challenger_id <> %(player)s AND expires_at > %(at)s
)
INSERT INTO duel_sides AS s (duel_id, side, player_id, created_at, started_at, game_id, settings, address_key)
SELECT id, 'opponent', %(player)s, created_at, %(at)s, %(game_id)s, %(settings)s, %(address_key)s FROM duel
ON CONFLICT (duel_id, side) DO UPDATE SET player_id = s.player_id
RETURNING player_id, started_at, game_id, settings, step, state
