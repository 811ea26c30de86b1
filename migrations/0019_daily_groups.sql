-- Issue 33, item 3: groups of 100.  Each day and variant, cleared results fall into groups
-- of at most 100 in the order they were first cleared (on submission, or when an operator
-- clears a held result), as Microsoft Solitaire's events do; a result keeps its group for
-- good (a review that takes it off the board and puts it back finds it in the same one).
--
-- The order is a ticket from a sequence of the board's own (one per day and variant,
-- made when the deal is published): nextval takes no row lock and is never rolled back,
-- so concurrent submissions never wait on one another for it, where a counter row would
-- be the hot row migration 0016 took away.  The price: a ticket taken by a transaction
-- that rolls back (or by two submissions of one result racing) is lost, and its group
-- holds one fewer.  Groups are numbered 1, 2, ... in each board.

-- The name of the board's ticket sequence.
CREATE FUNCTION daily_group_sequence(day date, variant variant) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT format('daily_group_tickets_%s_%s', to_char(day, 'YYYYMMDD'), replace(variant, '-', '_')) $$;

-- The group of the next result cleared on a board: its ticket's hundred.
CREATE FUNCTION next_daily_group(day date, variant variant) RETURNS integer LANGUAGE sql VOLATILE
    AS $$ SELECT ((nextval(quote_ident(daily_group_sequence(day, variant))::regclass) - 1) / 100 + 1)::integer $$;

-- A published deal's board gets its sequence (the publication's own transaction: a deal
-- published makes its sequence, one rolled back makes none).
CREATE FUNCTION create_daily_group_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS bigint', daily_group_sequence(NEW.day, NEW.variant));
    RETURN NULL;
END;
$$;
CREATE TRIGGER daily_deals_group_sequence AFTER INSERT ON daily_deals
    FOR EACH ROW EXECUTE FUNCTION create_daily_group_sequence();

-- The results stored before: the cleared ones in groups by their submission (the time
-- each was cleared is not kept), every board's sequence made and set past them.  The
-- numbering changes nothing the result triggers count (counts, spread, version, streaks):
-- they are off for this one update.  The column's ACCESS EXCLUSIVE lock holds to the end:
-- the board's reads and writes wait for the migration (migrations/README.md).
ALTER TABLE daily_results ADD COLUMN group_id integer CHECK (group_id > 0);
ALTER TABLE daily_results DISABLE TRIGGER USER;
UPDATE daily_results r SET group_id = numbered.group_id
FROM (SELECT day, variant, player_id,
             ((row_number() OVER (PARTITION BY day, variant ORDER BY submitted_at, player_id) - 1) / 100 + 1)::integer
                 AS group_id
      FROM daily_results WHERE review = 'clear') numbered
WHERE (r.day, r.variant, r.player_id) = (numbered.day, numbered.variant, numbered.player_id);
ALTER TABLE daily_results ENABLE TRIGGER USER;

DO $$
DECLARE
    board record;
BEGIN
    FOR board IN
        SELECT d.day, d.variant, count(r.player_id) AS cleared
        FROM daily_deals d LEFT JOIN daily_results r ON r.day = d.day AND r.variant = d.variant AND r.review = 'clear'
        GROUP BY d.day, d.variant
    LOOP
        EXECUTE format('CREATE SEQUENCE %I AS bigint', daily_group_sequence(board.day, board.variant));
        IF board.cleared > 0 THEN
            PERFORM setval(quote_ident(daily_group_sequence(board.day, board.variant))::regclass, board.cleared);
        END IF;
    END LOOP;
END;
$$;

-- A group's board is one range of this index (at most 100 entries, in the board's order,
-- held and rejected members filtered out of it), and so are a rank and a size in it.
CREATE INDEX daily_results_groups ON daily_results
    (day, variant, group_id, order_lost, order_cards_left, hints, undos, order_seconds, moves, submitted_at,
     player_id)
    INCLUDE (review)
    WHERE group_id IS NOT NULL;
