-- Issue 44, item 1: monthly badges of the daily challenge (docs/design/daily.md, "Monthly
-- badges"): bronze, silver, gold and diamond for a calendar month's cleared results.
--
-- The badges a player holds for a month (its first date), and when each was earned.  The
-- store keeps them as results are stored and decided (award_badges.sql, with the
-- thresholds of service/daily/badge_rules.py) while the month is open, adding what the month's
-- cleared results reach and taking back what they no longer reach (a result an operator
-- rejected); once the month's last date's results close, nothing writes them again, so a
-- closed month's badges never change (a later decision, anyone else's erasure).  They go
-- with their player (ON DELETE CASCADE: erase_player deletes the player's row).  Months
-- closed before this migration hold none; an open month's are counted at the player's next
-- cleared result.
CREATE TABLE player_badges (
    player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    month date NOT NULL CHECK (extract(day FROM month) = 1),
    badge text NOT NULL CHECK (badge IN ('bronze', 'silver', 'gold', 'diamond')),
    earned_at timestamptz NOT NULL,
    PRIMARY KEY (player_id, month, badge)
);
