-- Issue 40, item 5: the board's order and its keyset written once.  The day's board, a
-- group's and the friends board each wrote the order (twice: the ranks' window and the
-- page's ORDER BY) and the comparison with the key of the page before in a statement of
-- their own (leaderboard_top.sql, leaderboard_after.sql, group_leaderboard.sql,
-- friends_board.sql); they now call daily_board_page.
--
-- The board's order: won first, then more cards home, fewer hints, fewer undos, less time
-- (unknown after known), fewer moves, earlier submission; the player's id makes it total.
-- Its ascending keys are the columns order_lost, order_cards_left, hints, undos,
-- order_seconds, moves, submitted_at and player_id of daily_results, in the order of the
-- indexes daily_results_ranking (a day's board) and daily_results_groups (a group's), so
-- that a page is one range of one of them.  A standing counts the results ahead by the
-- same order (daily_live_standing, daily_group_standing: 0020) and settle_board.sql sorts
-- by it: a change of the order changes them and both indexes with it.
--
-- A page: the cleared results of a board after the key of the last entry of the page
-- before ($4-$11), or from the top when that key is NULL (every entry's key is above
-- (false, -2147483648): cards left are never below -315, so the comparison is decided
-- there and the NULLs after it are never compared), at most $13 of them, ranked on from
-- $12.  The board, $1: 'day' (the day's), 'group' (group $14's members) or 'friends' (the
-- players $15).  A statement names its board as a constant: inlined (one SELECT, STABLE,
-- not STRICT), the other boards' conditions are folded away when the statement is
-- planned, generic plans included, so a page stays one range of an index (the day's
-- board, a group's) or one lookup by key per player (the friends board).  It only
-- creates: the release before runs on it unchanged.
CREATE FUNCTION daily_board_page(
    board text, day date, variant variant, after_lost boolean, after_cards_left integer, after_hints integer,
    after_undos integer, after_seconds integer, after_moves integer, after_submitted_at timestamptz,
    after_player uuid, ranked_from bigint, size bigint, in_group integer DEFAULT NULL, among uuid[] DEFAULT NULL
) RETURNS TABLE (
    rank bigint, player_id uuid, name text, score integer, won boolean, cards_home integer, hints integer,
    moves integer, seconds integer, submitted_at timestamptz, order_lost boolean, order_cards_left integer,
    order_seconds integer, review text, strokes smallint[], undos integer
) LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT $12 + row_number() OVER board_order,
           r.player_id, p.name, r.score, r.won, r.cards_home, r.hints, r.moves, r.seconds, r.submitted_at,
           r.order_lost, r.order_cards_left, r.order_seconds, r.review, r.strokes, r.undos
    FROM daily_results r JOIN players p ON p.id = r.player_id
    WHERE r.day = $2 AND r.variant = $3 AND r.review = 'clear'
      AND ($1 <> 'group' OR r.group_id = $14)
      AND ($1 <> 'friends' OR r.player_id = ANY ($15))
      AND (r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at, r.player_id)
        > (coalesce($4, false), coalesce($5, -2147483648), $6, $7, $8, $9, $10, $11)
    WINDOW board_order AS (
        ORDER BY r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at,
                 r.player_id)
    ORDER BY r.order_lost, r.order_cards_left, r.hints, r.undos, r.order_seconds, r.moves, r.submitted_at,
             r.player_id
    LIMIT $13
$$;
