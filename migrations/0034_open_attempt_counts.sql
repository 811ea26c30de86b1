-- Issue 43, item 3: the review's count of the other accounts behind a player's address that
-- played the deal and left it without a result (abandoned_nearby.sql) joined every attempt
-- of the address that day: 226 ms at 840 attempts behind a big shared address.  Now a
-- counter per day, variant and address, kept in the transactions that change what it
-- counts, read by key.
--
-- What it counts, exactly the query's meaning: the attempts (daily_starts) of the deal with
-- that address_key, played (step > 0) and with no result of their player.  The review's
-- answer is the counter less the player's own attempt when it is one of them.
--
-- Kept by row triggers on both tables rather than in the statements that start, move and
-- submit, so that every way a row changes holds it: a start that sets an address on an
-- older attempt (start_daily.sql), the first move (advance_attempt.sql), a result
-- (submit_result.sql), an erasure (erase_player: the attempts deleted, or handed to the
-- stand-in without an address), a test's or an operator's SQL.  Each trigger's WHEN lets
-- through only a change of what is counted (a move after the first calls nothing).  No
-- statement writes an attempt and its result at once (the triggers, run at the statement's
-- end, read the other table as the statement left it).  Two transactions could miss each
-- other only if an attempt's first move raced its own result, stored at step 0: a result
-- is stored only at the attempt's latest step, so that would be a game over as dealt,
-- after which no move is legal.
--
-- A row lives while it counts something: the decrement that reaches 0 deletes it, so the
-- table holds only the addresses with open attempts and nothing is left to purge (attempts
-- are never purged; an erasure's deletes decrement).  Concurrent first moves from one
-- address wait on its row in turn (one short update each); ON CONFLICT DO UPDATE, and a
-- delete that re-checks the count, keep the total right when they race.
CREATE TABLE daily_open_attempts (
    day date NOT NULL,
    variant variant NOT NULL,
    address_key bytea NOT NULL,
    attempts integer NOT NULL CHECK (attempts > 0),
    PRIMARY KEY (day, variant, address_key)
);

-- Add `delta` (1 or -1) to the count of the deal's open attempts from `address`.
CREATE FUNCTION count_open_attempt(d date, v variant, address bytea, delta integer) RETURNS void
    LANGUAGE plpgsql AS $$
BEGIN
    IF delta > 0 THEN
        INSERT INTO daily_open_attempts AS c (day, variant, address_key, attempts) VALUES (d, v, address, delta)
        ON CONFLICT (day, variant, address_key) DO UPDATE SET attempts = c.attempts + excluded.attempts;
        RETURN;
    END IF;
    DELETE FROM daily_open_attempts c
    WHERE (c.day, c.variant, c.address_key) = (d, v, address) AND c.attempts = -delta;
    IF NOT FOUND THEN
        UPDATE daily_open_attempts c SET attempts = c.attempts + delta
        WHERE (c.day, c.variant, c.address_key) = (d, v, address);
    END IF;
END
$$;

-- Whether an attempt is counted: from an address, played, and its player has no result.
CREATE FUNCTION daily_attempt_open(d date, v variant, player uuid, address bytea, step integer) RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT $4 IS NOT NULL AND $5 > 0
       AND NOT EXISTS (SELECT FROM daily_results r WHERE (r.day, r.variant, r.player_id) = ($1, $2, $3))
$$;

-- An attempt started, changed (its first move, an address set, handed to a stand-in) or
-- deleted: out of its old count, into its new one.
CREATE FUNCTION daily_starts_open_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND daily_attempt_open(OLD.day, OLD.variant, OLD.player_id, OLD.address_key, OLD.step) THEN
        PERFORM count_open_attempt(OLD.day, OLD.variant, OLD.address_key, -1);
    END IF;
    IF TG_OP <> 'DELETE' AND daily_attempt_open(NEW.day, NEW.variant, NEW.player_id, NEW.address_key, NEW.step) THEN
        PERFORM count_open_attempt(NEW.day, NEW.variant, NEW.address_key, 1);
    END IF;
    RETURN NULL;
END
$$;

-- A result stored (its attempt, if counted, leaves the count), deleted or handed to another
-- player (the attempt it leaves, if played from an address, is counted again).
CREATE FUNCTION daily_results_open_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM count_open_attempt(s.day, s.variant, s.address_key, 1) FROM daily_starts s
        WHERE (s.day, s.variant, s.player_id) = (OLD.day, OLD.variant, OLD.player_id)
          AND s.address_key IS NOT NULL AND s.step > 0;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM count_open_attempt(s.day, s.variant, s.address_key, -1) FROM daily_starts s
        WHERE (s.day, s.variant, s.player_id) = (NEW.day, NEW.variant, NEW.player_id)
          AND s.address_key IS NOT NULL AND s.step > 0;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER daily_starts_open_in AFTER INSERT ON daily_starts
    FOR EACH ROW WHEN (NEW.address_key IS NOT NULL AND NEW.step > 0) EXECUTE FUNCTION daily_starts_open_count();
CREATE TRIGGER daily_starts_open_changed AFTER UPDATE OF day, variant, player_id, address_key, step ON daily_starts
    FOR EACH ROW WHEN ((OLD.step > 0) IS DISTINCT FROM (NEW.step > 0)
                       OR OLD.address_key IS DISTINCT FROM NEW.address_key
                       OR (OLD.day, OLD.variant, OLD.player_id) IS DISTINCT FROM (NEW.day, NEW.variant, NEW.player_id))
    EXECUTE FUNCTION daily_starts_open_count();
CREATE TRIGGER daily_starts_open_out AFTER DELETE ON daily_starts
    FOR EACH ROW WHEN (OLD.address_key IS NOT NULL AND OLD.step > 0) EXECUTE FUNCTION daily_starts_open_count();
CREATE TRIGGER daily_results_open_in AFTER INSERT ON daily_results
    FOR EACH ROW EXECUTE FUNCTION daily_results_open_count();
CREATE TRIGGER daily_results_open_changed AFTER UPDATE OF day, variant, player_id ON daily_results
    FOR EACH ROW WHEN ((OLD.day, OLD.variant, OLD.player_id) IS DISTINCT FROM (NEW.day, NEW.variant, NEW.player_id))
    EXECUTE FUNCTION daily_results_open_count();
CREATE TRIGGER daily_results_open_out AFTER DELETE ON daily_results
    FOR EACH ROW EXECUTE FUNCTION daily_results_open_count();

-- The attempts already open, counted once the triggers hold both tables (CREATE TRIGGER's
-- lock waits out the writes in flight and holds off new ones until this commits).
INSERT INTO daily_open_attempts (day, variant, address_key, attempts)
SELECT s.day, s.variant, s.address_key, count(*)
FROM daily_starts s
WHERE daily_attempt_open(s.day, s.variant, s.player_id, s.address_key, s.step)
GROUP BY s.day, s.variant, s.address_key;
