-- A new duel and its challenger's side (their attempt, started now), in one statement, with
-- the solver's verdict and line from its deal (searched when it is dealt, shown once it has
-- ended).  The invite is unique: on a clash (one in 2^40 a pair) nothing is stored and
-- nothing answered, and the store draws another.
WITH duel AS (
    INSERT INTO duels (id, invite, variant, code, challenger_id, created_at, expires_at, verdict, solution)
    VALUES (%(duel)s, %(invite)s, %(variant)s, %(code)s, %(player)s, %(at)s, %(expires_at)s, %(verdict)s,
            %(solution)s)
    ON CONFLICT (invite) DO NOTHING
    RETURNING id
)
INSERT INTO duel_sides (duel_id, side, player_id, created_at, started_at, game_id, settings, address_key)
SELECT id, 'challenger', %(player)s, %(at)s, %(at)s, %(game_id)s, %(settings)s, %(address_key)s FROM duel
RETURNING duel_id
