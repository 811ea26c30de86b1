-- Issue 39 (fair play: puppets): a league seats only an established player, as a group of
-- 100 does (daily_established, migration 0023: a cleared daily result of an earlier date).
-- A review found 30 accounts made on one day behind one address, playing the same plain
-- line with human gaps: 26 were cleared and filled a league around their owner.  The same
-- rule as the groups', asked through the same function: one definition of established.
--
-- A cleared result of a date on which its player is not established joins nothing: no
-- member row, so a later cleared result of the week (of a date after the first one) finds
-- the player established and seats them, in join order from then.  A player's first day
-- of the daily is on the boards, not in a league; their points, once seated, are all their
-- cleared results of the week (the settlement sums them by player, as before).
CREATE OR REPLACE FUNCTION league_join() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    w date := NEW.day - (extract(isodow FROM NEW.day)::integer - 1);
BEGIN
    PERFORM pg_advisory_xact_lock_shared(league_week_lock(w - 7));
    PERFORM pg_advisory_xact_lock_shared(league_week_lock(w));
    IF EXISTS (SELECT FROM league_settlements WHERE week = w)
       OR EXISTS (SELECT FROM players WHERE id = NEW.player_id AND erased_at IS NOT NULL)
       OR NOT daily_established(NEW.player_id, NEW.day) THEN
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
