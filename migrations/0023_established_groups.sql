-- Issue 39, item 8 (the fifth review's lows): a group of 100 is joined only by an
-- established player.  99 accounts made on the day, over 50 addresses, filled group 1
-- around their owner (89 cleared results in 81 s): a group was anyone's to fill.
--
-- Established: the player has a cleared daily result of an earlier day (any variant).
-- Chosen over an account's age or a game in its history, which cost a puppet nothing but
-- waiting or one request made the day before: this takes a real daily result on an earlier
-- day's board, in the open, reviewed as any result (a held one counts once cleared), and
-- it is one index-only lookup (daily_results_player_day: player, day INCLUDE review).  A
-- player's first day of the daily puts them on the day's board, ranked as everyone, in no
-- group; from their next day on, their results join groups.  A result keeps its group for
-- good as before: one stored before this migration keeps the group it has.
CREATE FUNCTION daily_established(player uuid, day date) RETURNS boolean
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT EXISTS (SELECT FROM daily_results e WHERE e.player_id = $1 AND e.day < $2 AND e.review = 'clear')
$$;
