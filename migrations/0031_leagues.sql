-- Issue 44, item 3: weekly leagues (docs/design/leagues.md).  Each week (Monday to Sunday
-- of the daily's dates) a player joins with their first cleared daily result of it, and
-- takes a seat in a league of at most 30 of their tier (1 to 10), leagues filled in the
-- order their players joined.  Points are counted from the results themselves (a result's
-- place on its deal's board, league_points), live until the week is settled; settling
-- writes each member's points, place and movement once, moves the tiers and seats the next
-- week's players who were waiting for it, in one transaction (settle_league_week).

-- A league: its week's Monday, its tier, and how many seats are taken (an erasure keeps the
-- seat: the stand-in holds it).
CREATE TABLE leagues (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    week date NOT NULL CHECK (extract(isodow FROM week) = 1),
    tier smallint NOT NULL CHECK (tier BETWEEN 1 AND 10),
    seats smallint NOT NULL DEFAULT 0 CHECK (seats BETWEEN 0 AND 30)
);
CREATE INDEX leagues_of_week ON leagues (week, tier, id);

-- The league of each week and tier that is filling (the latest made): the row a joiner
-- locks, so that concurrent joins of one week and tier take their seats one at a time.
CREATE TABLE league_fills (
    week date NOT NULL,
    tier smallint NOT NULL,
    league_id bigint REFERENCES leagues (id),
    PRIMARY KEY (week, tier)
);

-- A player's week: when they joined (their first cleared result of it), their league (NULL
-- while they wait for last week's settlement, which decides their tier), and once the week
-- is settled their points, place and movement.  Goes with its player; an erasure hands it
-- to the player's anonymous stand-in, as it does their results (erase_player, below).  Room
-- is left on each page for the settlement's update of a row (points, place and movement,
-- none indexed) to stay on its page (HOT): no index entry is written again.
CREATE TABLE league_members (
    week date NOT NULL,
    player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    joined bigint GENERATED ALWAYS AS IDENTITY,
    joined_at timestamptz NOT NULL DEFAULT now(),
    league_id bigint REFERENCES leagues (id),
    points integer CHECK (points >= 0),
    place integer CHECK (place >= 1),
    movement text CHECK (movement IN ('up', 'stay', 'down')),
    PRIMARY KEY (week, player_id)
) WITH (fillfactor = 70);
CREATE INDEX league_members_of_league ON league_members (league_id, player_id);
CREATE INDEX league_members_of_player ON league_members (player_id, week);
CREATE INDEX league_members_waiting ON league_members (week, joined) WHERE league_id IS NULL;

-- Each player's tier for the weeks to come: written by each settlement; none is tier 1.
CREATE TABLE league_tiers (
    player_id uuid PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    tier smallint NOT NULL CHECK (tier BETWEEN 1 AND 10)
);

-- The weeks settled: a row written first in the settlement's transaction, so a second run
-- (or one racing it) finds the week settled and changes nothing.
CREATE TABLE league_settlements (
    week date PRIMARY KEY,
    settled_at timestamptz NOT NULL DEFAULT now(),
    members integer NOT NULL DEFAULT 0
);

-- The points of a place on a board of `board` cleared results (ties share the better
-- place): 50 for first, 40 in the top 1%, 30 in the top 10%, 22 in the top 25%, 15 in the
-- top 50%, 10 for any other cleared result.  "Top p%" is place <= ceil(board * p / 100),
-- in integers.  service/daily/league_rules.py holds the same table (a test holds them equal).
-- Not STRICT, so the planner inlines it: a STRICT CASE is a function call a row, which took
-- 5 of the settlement's 15 seconds at 100,000 players (bench/leagues.md).
CREATE FUNCTION league_points(place bigint, board bigint) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN $1 = 1 THEN 50
                WHEN 100 * ($1 - 1) < $2 THEN 40
                WHEN 10 * ($1 - 1) < $2 THEN 30
                WHEN 4 * ($1 - 1) < $2 THEN 22
                WHEN 2 * ($1 - 1) < $2 THEN 15
                ELSE 10 END
$$;

-- Where a place in a league of `members` at `tier` moves its player: the top 7 up (not
-- above 10), the bottom 5 down (not below 1), promotion first where they overlap.
CREATE FUNCTION league_movement(place bigint, members bigint, tier smallint) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN $1 <= 7 AND $3 < 10 THEN 'up'
                WHEN $1 > 7 AND $1 > $2 - 5 AND $3 > 1 THEN 'down'
                ELSE 'stay' END
$$;

-- The advisory lock of a week: joins take it shared, its settlement exclusive.
CREATE FUNCTION league_week_lock(week date) RETURNS bigint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (31 * 4294967296::bigint) + ($1 - date '1970-01-05') $$;

-- A seat for a player in the filling league of a week and tier (a new league when it is
-- full): the fill's row lock orders concurrent joiners, so no league takes a 31st.
CREATE FUNCTION league_seat(w date, p uuid, t smallint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    league bigint;
BEGIN
    INSERT INTO league_fills (week, tier) VALUES (w, t) ON CONFLICT DO NOTHING;
    SELECT f.league_id INTO league FROM league_fills f WHERE f.week = w AND f.tier = t FOR UPDATE;
    IF league IS NULL OR (SELECT seats FROM leagues WHERE id = league) >= 30 THEN
        INSERT INTO leagues (week, tier) VALUES (w, t) RETURNING id INTO league;
        UPDATE league_fills SET league_id = league WHERE week = w AND tier = t;
    END IF;
    UPDATE leagues SET seats = seats + 1 WHERE id = league;
    UPDATE league_members SET league_id = league WHERE week = w AND player_id = p;
    RETURN league;
END
$$;

-- A cleared result joins its player to its week (once): seated at once at their tier,
-- unless they played last week and it is not settled yet (the settlement seats them at the
-- tier it gives).  A settled week takes no one (a result cleared after it earns nothing
-- there); an erased player's stand-in joins nothing.
CREATE FUNCTION league_join() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    w date := NEW.day - (extract(isodow FROM NEW.day)::integer - 1);
BEGIN
    PERFORM pg_advisory_xact_lock_shared(league_week_lock(w - 7));
    PERFORM pg_advisory_xact_lock_shared(league_week_lock(w));
    IF EXISTS (SELECT FROM league_settlements WHERE week = w)
       OR EXISTS (SELECT FROM players WHERE id = NEW.player_id AND erased_at IS NOT NULL) THEN
        RETURN NULL;
    END IF;
    INSERT INTO league_members (week, player_id) VALUES (w, NEW.player_id) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    IF EXISTS (SELECT FROM league_members WHERE week = w - 7 AND player_id = NEW.player_id)
       AND NOT EXISTS (SELECT FROM league_settlements WHERE week = w - 7) THEN
        RETURN NULL;
    END IF;
    PERFORM league_seat(w, NEW.player_id,
                        coalesce((SELECT tier FROM league_tiers WHERE player_id = NEW.player_id), 1)::smallint);
    RETURN NULL;
END
$$;
CREATE TRIGGER daily_results_league_in AFTER INSERT ON daily_results
    FOR EACH ROW WHEN (NEW.review = 'clear') EXECUTE FUNCTION league_join();
CREATE TRIGGER daily_results_league_cleared AFTER UPDATE OF review ON daily_results
    FOR EACH ROW WHEN (NEW.review = 'clear' AND OLD.review <> 'clear') EXECUTE FUNCTION league_join();

-- A week settled, once: each member's points (their cleared results of the week, each by
-- its place on its board, ties sharing the better place), place in their league (most
-- points first; equal points, who joined the week first: the lines move exactly 7 up and
-- 5 down) and movement; the tiers of the players still here moved; the next
-- week's waiting players seated, tier by tier in join order.  NULL when the week was
-- settled before.  The exclusive lock waits out the joins in flight.
CREATE FUNCTION settle_league_week(w date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    settled integer;
    t smallint;
    open_league bigint;
    free integer;
    waiting integer;
    new_leagues bigint[];
BEGIN
    PERFORM pg_advisory_xact_lock(league_week_lock(w));
    -- the week's boards are sorted in memory, not on disk (for this transaction only)
    PERFORM set_config('work_mem', '256MB', true);
    INSERT INTO league_settlements (week) VALUES (w) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    IF EXISTS (SELECT FROM league_members WHERE week = w AND league_id IS NULL) THEN
        RAISE EXCEPTION 'the week of % has players waiting for the week before it: settle that first', w;
    END IF;
    WITH placed AS (
        SELECT r.player_id,
               league_points(rank() OVER (PARTITION BY r.day, r.variant COLLATE "C" ORDER BY r.order_lost,
                                            r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves),
                             count(*) OVER (PARTITION BY r.day, r.variant COLLATE "C")) AS points
        FROM daily_results r
        WHERE r.day BETWEEN w AND w + 6 AND r.review = 'clear'
    ), earned AS (
        SELECT player_id, sum(points)::integer AS points FROM placed GROUP BY player_id
    ), standing AS (
        SELECT m.player_id, l.tier, coalesce(e.points, 0) AS points,
               row_number() OVER (PARTITION BY m.league_id ORDER BY coalesce(e.points, 0) DESC, m.joined) AS place,
               count(*) OVER (PARTITION BY m.league_id) AS members
        FROM league_members m JOIN leagues l ON l.id = m.league_id
        LEFT JOIN earned e ON e.player_id = m.player_id
        WHERE m.week = w
    )
    UPDATE league_members m
    SET points = s.points, place = s.place, movement = league_movement(s.place, s.members, s.tier)
    FROM standing s
    WHERE m.week = w AND m.player_id = s.player_id;
    GET DIAGNOSTICS settled = ROW_COUNT;

    INSERT INTO league_tiers AS t (player_id, tier)
    SELECT m.player_id, l.tier + CASE m.movement WHEN 'up' THEN 1 WHEN 'down' THEN -1 ELSE 0 END
    FROM league_members m JOIN leagues l ON l.id = m.league_id
    JOIN players p ON p.id = m.player_id AND p.erased_at IS NULL
    WHERE m.week = w
    ON CONFLICT (player_id) DO UPDATE SET tier = excluded.tier;
    UPDATE league_settlements SET members = settled WHERE week = w;

    -- the next week's waiting players, seated at their new tiers, tier by tier in join order
    PERFORM pg_advisory_xact_lock(league_week_lock(w + 7));
    CREATE TEMP TABLE league_waiting ON COMMIT DROP AS
    SELECT m.player_id, coalesce(lt.tier, 1) AS tier,
           row_number() OVER (PARTITION BY coalesce(lt.tier, 1) ORDER BY m.joined) AS n
    FROM league_members m LEFT JOIN league_tiers lt ON lt.player_id = m.player_id
    WHERE m.week = w + 7 AND m.league_id IS NULL;
    FOR t, waiting IN SELECT tier, count(*) FROM league_waiting GROUP BY tier ORDER BY tier LOOP
        INSERT INTO league_fills (week, tier) VALUES (w + 7, t) ON CONFLICT DO NOTHING;
        SELECT f.league_id, 30 - coalesce(l.seats, 30) INTO open_league, free
        FROM league_fills f LEFT JOIN leagues l ON l.id = f.league_id
        WHERE f.week = w + 7 AND f.tier = t FOR UPDATE OF f;
        WITH made AS (
            INSERT INTO leagues (week, tier)
            SELECT w + 7, t FROM generate_series(1, ceil(greatest(waiting - free, 0) / 30.0)::integer)
            RETURNING id
        )
        SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO new_leagues FROM made;
        WITH seated AS (
            UPDATE league_members m
            SET league_id = CASE WHEN s.n <= free THEN open_league ELSE new_leagues[(s.n - free - 1) / 30 + 1] END
            FROM league_waiting s
            WHERE s.tier = t AND m.week = w + 7 AND m.player_id = s.player_id
            RETURNING m.league_id
        )
        UPDATE leagues l SET seats = l.seats + taken.seats
        FROM (SELECT league_id, count(*) AS seats FROM seated GROUP BY league_id) taken
        WHERE l.id = taken.league_id;
        IF cardinality(new_leagues) > 0 THEN
            UPDATE league_fills SET league_id = new_leagues[cardinality(new_leagues)] WHERE week = w + 7 AND tier = t;
        END IF;
    END LOOP;
    DROP TABLE league_waiting;
    RETURN settled;
END
$$;

-- erase_player (migration 0029) again, with the player's weeks: their seats and settled
-- standings go to the anonymous stand-in with their results, so no one else's place in a
-- league moves (the stand-in moves no tier: it has none); a seat not yet taken (waiting
-- for last week's settlement) and their tier go with them.
CREATE OR REPLACE FUNCTION erase_player(p uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
    stand_in uuid;
BEGIN
    PERFORM FROM players WHERE id = p AND erased_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN
        RETURN false;
    END IF;
    IF EXISTS (SELECT FROM daily_results WHERE player_id = p) THEN
        INSERT INTO players (name, name_skeleton, erased_at) VALUES (NULL, NULL, now()) RETURNING id INTO stand_in;
        UPDATE daily_starts s SET player_id = stand_in, address_key = NULL
        WHERE s.player_id = p
          AND EXISTS (SELECT FROM daily_results r WHERE (r.day, r.variant, r.player_id) = (s.day, s.variant, p));
        UPDATE daily_results SET player_id = stand_in WHERE player_id = p;
        UPDATE daily_final_standings SET player_id = stand_in WHERE player_id = p;
        DELETE FROM league_members WHERE player_id = p AND league_id IS NULL;
        UPDATE league_members SET player_id = stand_in WHERE player_id = p;
    END IF;
    DELETE FROM daily_starts WHERE player_id = p;
    DELETE FROM duels WHERE id IN (SELECT duel_id FROM duel_sides WHERE player_id = p) OR challenger_id = p;
    DELETE FROM games WHERE player_id = p;
    DELETE FROM recorded_game_ids WHERE player_id = p;
    DELETE FROM idempotency_keys WHERE caller_sha256 = sha256(convert_to('player:' || p::text, 'UTF8'));
    DELETE FROM erased_tokens WHERE erased_at < now() - interval '1 day';
    INSERT INTO erased_tokens (token_sha256, erased_at)
    SELECT token_sha256, now() FROM devices WHERE player_id = p
    ON CONFLICT (token_sha256) DO NOTHING;
    -- devices, link codes, stats, streaks, follows both ways, lock refusals, play-review
    -- evidence, league tier: ON DELETE CASCADE
    DELETE FROM players WHERE id = p;
    RETURN true;
END
$$;
