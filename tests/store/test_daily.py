"""Daily deals, results (idempotent, racing) and leaderboards."""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
import os
import re
import threading
import uuid
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import psycopg
import pytest

from harness.store_data import (
    CODES,
    assisted,
    fill_board,
    game_record,
    new_token_of,
    random_day,
    round_record,
)
from service.store import (
    Advance,
    AttemptLine,
    AttemptMove,
    DailyDeal,
    DailyDealMismatch,
    DailyStanding,
    DailyStart,
    InvalidRecord,
    Owned,
    Store,
    migrate,
)
from service.store.statements import statement

LEADERBOARD = statement("leaderboard")
STANDING = statement("standing")
STANDING_OF_TOKEN = statement("standing_of_token")
BOARD_VERSION = statement("board_version")


def test_publishing_never_changes_a_published_day(store: Store) -> None:
    """Its code and its salt (drawn by the database when the deal is published: 32 hex
    characters, each deal its own) stay as they were."""
    day = random_day()
    first = DailyDeal(day, "golf-classic", "GO1-C-AAAABCD", 1.25)
    [stored] = store.deals.publish([first])
    assert replace(stored, salt=None) == first and re.fullmatch(r"[0-9a-f]{32}", stored.salt or "")
    other = DailyDeal(day, "golf-classic", "GO1-C-ZZZZZZZ", 3.5)
    later = DailyDeal(day, "golf-easy", "GO1-E-AAAABCD", 0.5)
    kept, added = store.deals.publish([other, later])
    assert (kept, replace(added, salt=None)) == (stored, later) and added.salt != stored.salt
    assert store.deals.of_day(day) == [added, stored]  # in the variants' order


def test_a_day_not_scheduled_has_no_deals(store: Store) -> None:
    assert store.deals.of_day(random_day()) == []


def test_scheduled_lists_the_days_taken(store: Store, published_day: dt.date) -> None:
    taken = store.deals.scheduled(published_day - dt.timedelta(days=1), published_day)
    assert {(deal.day, deal.variant) for deal in taken} == {(published_day, variant) for variant in CODES}


def test_a_solution_is_kept_once_for_a_deal_published_without_one(
    store: Store, published_day: dt.date
) -> None:
    [deal, *_] = store.deals.of_day(published_day)
    assert (deal.solution, deal.best) == (None, None)
    line = [{"type": "draw"}]
    assert store.deals.keep_solutions([replace(deal, solution=line, best=0)]) == 1
    assert (
        store.deals.keep_solutions([replace(deal, solution=[{"type": "undo"}], best=3)]) == 0
    )  # kept as it is
    assert (
        store.deals.keep_solutions([replace(deal, code="GO1-E-AAAAAAC", solution=line)]) == 0
    )  # another deal
    [again, *_] = store.deals.of_day(published_day)
    assert (again.solution, again.best) == (line, 0)


@pytest.mark.parametrize(
    ("variant", "code", "difficulty", "constraint"),
    [
        ("golf-easy", "GO1-C-AAAAAAB", 1.0, "daily_deals_check"),  # a classic code for easy
        ("canfield-draw1", "CF1-D3-AAAAAAB", 1.0, "daily_deals_check"),
        ("golf-easy", "GO1-E-AAAAAAB", -1.0, "daily_deals_difficulty_check"),
        ("golf-strict", "GO1-CKST-AAAAAAB", 1.0, "variant_check"),
        ("golf-easy", "GO1-E-AAAAAAAB", 1.0, "daily_deals_code_check"),  # 8 letters: 7 or 14
    ],
)
def test_the_database_refuses_inconsistent_deals(
    store: Store, variant: str, code: str, difficulty: float, constraint: str
) -> None:
    with pytest.raises(InvalidRecord) as refused:
        store.deals.publish([DailyDeal(random_day(), variant, code, difficulty)])
    assert refused.value.constraint == constraint


NOON = dt.time(12, tzinfo=dt.UTC)


def at(day: dt.date, seconds: float = 0) -> dt.datetime:
    """``seconds`` after noon (UTC) of ``day``."""
    return dt.datetime.combine(day, NOON) + dt.timedelta(seconds=seconds)


def started(store: Store, day: dt.date, variant: str, player: uuid.UUID, seconds: float = 0) -> None:
    assert store.attempts.start(day, variant, player, at(day, seconds)) is not None


def test_a_first_start_is_recorded_once_and_a_later_start_answers_it(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    player, game, settings = new_player(), uuid.uuid4(), {"explain": False, "double_tap": True}
    first = store.attempts.start(
        published_day, "golf-easy", player, at(published_day), game, settings, bytes(16)
    )
    assert first == DailyStart("GO1-E-AAAAAAB", at(published_day), game, settings, 0, None, False)
    later = store.attempts.start(published_day, "golf-easy", player, at(published_day, 600), uuid.uuid4(), {})
    assert later == first  # the first start's game, clock and settings
    other = store.attempts.start(published_day, "canfield-draw3", player, at(published_day, 60))
    assert other == DailyStart("CF1-D3-AAAAACL", at(published_day, 60))  # no game yet: unclaimed
    claimed = store.attempts.start(
        published_day, "canfield-draw3", player, at(published_day, 90), game, settings
    )
    assert claimed == DailyStart("CF1-D3-AAAAACL", at(published_day, 60), game, settings)
    assert store.attempts.start(random_day(), "golf-easy", player, at(published_day)) is None


def test_a_daily_deal_of_the_long_form_is_played_and_recorded(
    store: Store, new_player: Callable[..., uuid.UUID]
) -> None:
    """Daily deals are drawn from the long codes (14 letters): the deal, the result and the
    game in the history all hold one."""
    day, player, code = random_day(), new_player(), "GO1-E-BAAAAAAAAAAAAA"
    store.deals.publish([DailyDeal(day, "golf-easy", code, 2.0)])
    started(store, day, "golf-easy", player)
    record = game_record(code=code)
    assert store.results.submit(day, "golf-easy", player, record, 35, at(day, 60)).created
    assert [game.code for game in store.history.list_games(player).items] == [code]


def test_an_attempt_moves_on_only_from_its_latest_step(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    """A compare-and-set: the move of the latest step advances the line (an undo counted,
    the gap timed); the same move again finds it one step on, with that move and its state
    (a retry); any other move from a step behind finds the line where it is."""
    player, game = new_player(), uuid.uuid4()
    token = new_token_of(store, player)

    def advance(move: AttemptMove) -> Advance:
        moved = store.attempts.advance(move, token)
        assert moved is not None and moved.player == player
        return moved.value

    def moved(step: int, move: dict[str, Any], seconds: float) -> AttemptMove:
        undo = move["type"] == "undo"
        return AttemptMove(
            published_day,
            "golf-easy",
            player,
            game,
            step,
            move,
            f"state after {step}",
            undo,
            at(published_day, seconds),
            0.25,
        )

    assert advance(moved(0, {"type": "draw"}, 1)) == Advance(False, None)  # never started
    started(store, published_day, "golf-easy", player)
    assert advance(moved(0, {"type": "draw"}, 2)).advanced  # claims the unclaimed attempt
    again = advance(moved(0, {"type": "draw"}, 3))
    assert again == Advance(False, AttemptLine(game, 1, {"type": "draw"}, "state after 0"))
    assert advance(moved(0, {"type": "undo"}, 3)).line == again.line  # stale
    assert advance(moved(1, {"type": "undo"}, 2.1)).advanced  # 0.1 s after: fast
    other_game = dataclasses.replace(moved(2, {"type": "draw"}, 4), game_id=uuid.uuid4())
    assert not advance(other_game).advanced
    line = store.attempts.line(published_day, "golf-easy", player)
    assert line == AttemptLine(game, 2, {"type": "undo"}, "state after 1")
    evidence = store.attempts.evidence(published_day, "golf-easy", player)
    assert evidence is not None
    assert (evidence.step, evidence.undos, evidence.gaps, evidence.fast_gaps) == (2, 1, 2, 1)
    assert evidence.log_gap_sum == pytest.approx(math.log(2) + math.log(0.1))


def test_a_line_moves_only_with_its_own_players_token(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    """The token is checked in the statement that moves the line: another player's token
    finds its player and no line (nothing moved, nothing of the owner's line told), a token
    that is nobody's finds nothing; the owner's line stays at its step, for the owner's own
    read too."""
    owner, other = new_player("Owner"), new_player("Other")
    started(store, published_day, "golf-easy", owner)
    others_token = new_token_of(store, other)
    move = AttemptMove(
        published_day, "golf-easy", owner, uuid.uuid4(), 0, {"type": "draw"}, "drawn", False,
        at(published_day, 1), 0.25,
    )  # fmt: skip
    assert store.attempts.advance(move, others_token) == Owned(other, Advance(False, None))
    assert store.attempts.advance(move, "nobody's token") is None
    assert store.attempts.advance(move, "x" * 200) is None  # longer than any token: never looked up
    assert store.attempts.own_line(published_day, "golf-easy", owner, others_token) == Owned(other, None)
    line = AttemptLine(None, 0, None, None)
    assert store.attempts.line(published_day, "golf-easy", owner) == line
    owners_token = new_token_of(store, owner)
    assert store.attempts.own_line(published_day, "golf-easy", owner, owners_token) == Owned(owner, line)


def test_a_result_is_stored_once_with_its_clock_hints_and_game_in_the_history(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player("Ann")
    started(store, published_day, "golf-easy", player)
    game = assisted(store, published_day, "golf-easy", player, hints=1, undos=2)
    record = replace(game_record(score=350, moves=61), game_id=game)
    first = store.results.submit(
        published_day, "golf-easy", player, record, 35, at(published_day, 754.9), step=2
    )
    entry = first.entry
    assert first.created and entry.rank == 1
    shown = (entry.player, entry.score, entry.won, entry.cards_home, entry.hints, entry.undos, entry.moves)
    assert shown == ("Ann", 350, True, 35, 1, 2, 61) and entry.seconds == 754
    assert entry.submitted_at == at(published_day, 754.9)
    worse = game_record(status="dead_end", score=90)
    again = store.results.submit(
        published_day, "golf-easy", player, worse, 22, at(published_day, 900), step=1
    )
    assert again == dataclasses.replace(first, created=False)
    assert store.results.standing(published_day, "golf-easy", player) == again
    history = store.history.list_games(player).items
    assert [(game.id, game.daily_day, game.variant, game.score) for game in history] == [
        (record.game_id, published_day, "golf-easy", 350)
    ]


def test_results_for_unpublished_days_other_deals_or_games_never_started_are_refused(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player()
    when = at(published_day)
    with pytest.raises(DailyDealMismatch, match="never started"):
        store.results.submit(published_day, "golf-easy", player, game_record(), 35, when)
    started(store, published_day, "golf-easy", player)
    with pytest.raises(DailyDealMismatch, match="no golf-easy deal is published"):
        store.results.submit(random_day(), "golf-easy", player, game_record(), 35, when)
    with pytest.raises(DailyDealMismatch, match="is not the golf-easy deal"):
        store.results.submit(published_day, "golf-easy", player, game_record(code="GO1-E-AAAAAAC"), 35, when)
    assert store.results.standing(published_day, "golf-easy", player) is None
    assert store.history.list_games(player).items == []


@pytest.mark.parametrize(
    ("variant", "status", "score", "moves", "cards_home", "constraint"),
    [
        ("golf-easy", "playing", 100, 30, 10, "daily_results_status_check"),
        ("golf-easy", "won", 360, 80, 35, "daily_results_golf_score_check"),
        ("golf-classic", "won", 350, 20, 35, "daily_results_check"),  # 10 points a move at most
        ("canfield-draw3", "won", 260, 51, 52, "daily_results_check"),  # 5 points a move at most
        ("canfield-draw1", "dead_end", 100, 80, 30, "daily_results_check2"),  # Canfield never dead-ends
        ("golf-easy", "dead_end", 100, 80, 36, "daily_results_cards_home_check"),  # 35 cards on a Golf table
        ("golf-easy", "finished", 100, 80, 30, "daily_results_round_status_check"),  # a round's status only
        ("canfield-draw3", "won", 260, 80, 53, "daily_results_cards_home_check"),
    ],
)
def test_the_database_refuses_impossible_results(
    store: Store,
    published_day: dt.date,
    new_player: Callable[..., uuid.UUID],
    variant: str,
    status: str,
    score: int,
    moves: int,
    cards_home: int,
    constraint: str,
) -> None:
    player = new_player()
    started(store, published_day, variant, player)
    record = dataclasses.replace(game_record(variant), status=status, score=score, moves=moves)  # type: ignore[arg-type]
    with pytest.raises(InvalidRecord) as refused:
        store.results.submit(published_day, variant, player, record, cards_home, at(published_day))
    assert refused.value.constraint == constraint
    assert store.results.standing(published_day, variant, player) is None


@pytest.mark.parametrize(
    ("status", "strokes", "cards_home", "constraint"),
    [
        ("dead_end", [1] * 9, 306, "daily_results_round_status_check"),  # a round is won or finished
        ("finished", [1] * 8, 307, "daily_results_strokes_check"),  # nine holes
        ("finished", [1] * 9, 305, "daily_results_strokes_check"),  # 315 less the strokes
        ("finished", [36] + [0] * 8, 279, "daily_results_strokes_check"),  # 35 cards on a table
        ("won", [0] * 9, 316, "daily_results_cards_home_check"),
    ],
)
def test_the_database_refuses_impossible_daily_rounds(
    store: Store,
    new_player: Callable[..., uuid.UUID],
    status: str,
    strokes: list[int],
    cards_home: int,
    constraint: str,
) -> None:
    day = random_day()
    store.deals.publish([DailyDeal(day, "golf-round", "GR1-C-9-AAAAAAB", 6.0)])
    player = new_player()
    started(store, day, "golf-round", player)
    record = dataclasses.replace(round_record(strokes), status=status)  # type: ignore[arg-type]
    with pytest.raises(InvalidRecord) as refused:
        store.results.submit(day, "golf-round", player, record, cards_home, at(day))
    assert refused.value.constraint == constraint
    assert store.results.standing(day, "golf-round", player) is None
    accepted = store.results.submit(day, "golf-round", player, round_record([1] * 9), 306, at(day))
    assert (accepted.entry.strokes, accepted.entry.cards_home, accepted.entry.won) == ([1] * 9, 306, False)


def test_a_write_cut_off_half_way_leaves_nothing(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    """The result row goes in first, then the history row fails: neither stays."""
    player = new_player()
    started(store, published_day, "golf-easy", player)
    broken = dataclasses.replace(game_record(), rules=[])  # type: ignore[arg-type]  # refused by games only
    with pytest.raises(InvalidRecord, match="games"):
        store.results.submit(published_day, "golf-easy", player, broken, 35, at(published_day))
    assert store.results.standing(published_day, "golf-easy", player) is None
    assert store.history.list_games(player).items == []


def test_racing_submissions_store_one_result_and_answer_the_same(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player()
    started(store, published_day, "golf-classic", player)
    racers = 6
    start = threading.Barrier(racers)

    def submit(score: int) -> DailyStanding:
        start.wait()
        record = game_record("golf-classic", score=score, moves=40)
        return store.results.submit(published_day, "golf-classic", player, record, 30, at(published_day, 60))

    with ThreadPoolExecutor(racers) as pool:
        answers = list(pool.map(submit, range(100, 100 + 10 * racers, 10)))
    assert sum(answer.created for answer in answers) == 1
    assert len({dataclasses.replace(answer, created=False) for answer in answers}) == 1
    assert len(store.history.list_games(player).items) == 1


Result = tuple[str, bool, int, int, int, int, int, int]
"""(name, won, cards home, hints, undos, moves, seconds, score)"""

RANKED: list[Result] = [  # best first, by the rules of the board; the score never counts
    ("won-fastest", True, 35, 0, 0, 41, 100, 350),  # time before moves (contract v3)
    ("won-slower", True, 35, 0, 0, 36, 110, 350),  # the same minute of time: its seconds decide
    ("won-slower-later", True, 35, 0, 0, 36, 110, 350),
    ("won-slower-more-moves", True, 35, 0, 0, 40, 110, 350),
    ("won-with-an-undo", True, 35, 0, 1, 37, 60, 350),  # undos before time (issue 28)
    ("won-with-a-hint", True, 35, 1, 0, 35, 50, 350),  # hints before undos
    ("lost-more-cards", False, 30, 0, 0, 60, 900, 250),
    ("lost-fewer-cards", False, 29, 0, 0, 40, 100, 330),
]


def submit_all(
    store: Store, day: dt.date, new_player: Callable[..., uuid.UUID], results: Sequence[Result]
) -> dict[str, uuid.UUID]:
    """Submit ``results`` in order, one second apart, each started ``seconds`` before."""
    ids: dict[str, uuid.UUID] = {}
    for n, (name, won, cards, hints, undos, moves, seconds, score) in enumerate(results):
        ids[name] = player = new_player(name)
        submitted = 3600 + n
        started(store, day, "golf-easy", player, submitted - seconds)
        game = assisted(store, day, "golf-easy", player, hints, undos)
        record = game_record(status="won" if won else "dead_end", score=score, moves=moves)
        record = replace(record, game_id=game) if undos else record
        store.results.submit(day, "golf-easy", player, record, cards, at(day, submitted), step=undos or None)
    return ids


def test_the_leaderboard_ranks_won_cards_hints_undos_time_moves_then_submission_never_the_score(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    ids = submit_all(store, published_day, new_player, [RANKED[i] for i in (7, 4, 1, 0, 6, 5, 3, 2)])
    pages = [store.boards.leaderboard(published_day, "golf-easy", limit=3)]
    while pages[-1].has_more:
        last = pages[-1].items[-1]
        pages.append(
            store.boards.leaderboard(published_day, "golf-easy", limit=3, after=(last.key, last.rank))
        )
    board = [entry for page in pages for entry in page.items]
    assert [len(page.items) for page in pages] == [3, 3, 2]
    assert [(entry.rank, entry.player) for entry in board] == [(n, r[0]) for n, r in enumerate(RANKED, 1)]
    assert [(e.won, e.cards_home, e.hints, e.undos, e.moves, e.seconds, e.score) for e in board] == [
        r[1:] for r in RANKED
    ]
    for entry in board:
        standing = store.results.standing(published_day, "golf-easy", ids[entry.player])
        assert standing is not None and standing.entry == entry
    assert store.boards.leaderboard(published_day, "golf-classic").items == []


def test_paging_never_repeats_or_skips_an_entry_while_results_arrive(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    submit_all(store, published_day, new_player, RANKED[1:6])
    first = store.boards.leaderboard(published_day, "golf-easy", limit=2)
    submit_all(store, published_day, new_player, [RANKED[0], RANKED[7]])  # one ahead, one behind
    last = first.items[-1]
    rest = store.boards.leaderboard(published_day, "golf-easy", limit=10, after=(last.key, last.rank))
    seen = [entry.player for entry in first.items + rest.items]
    assert seen == [name for name, *_ in RANKED[1:6]] + ["lost-fewer-cards"]
    assert [entry.rank for entry in rest.items] == [3, 4, 5, 6]  # counted on from the page before


def test_the_daily_lock_reads_the_deals_of_its_days(store: Store) -> None:
    day = random_day()
    deals = [
        DailyDeal(day + dt.timedelta(days=n), "golf-easy", f"GO1-E-LOCKAA{letter}", 1.0)
        for n, letter in enumerate("ABCD")
    ]
    store.deals.publish(deals)
    found = store.deals.lockable(day + dt.timedelta(days=1), day + dt.timedelta(days=2))
    assert [replace(deal, salt=None) for deal in found] == deals[1:3]
    scheduled = store.deals.scheduled(day, day + dt.timedelta(days=1))
    assert [replace(deal, salt=None) for deal in scheduled] == deals[:2]


EXPLAIN_ROWS = int(os.environ.get("LEADERBOARD_EXPLAIN_ROWS", "200000"))


def test_a_page_and_a_rank_are_one_index_range_each(empty_database: Callable[[], str]) -> None:
    """Many results on one day and variant (LEADERBOARD_EXPLAIN_ROWS; the million-row plans
    are in migrations/README.md): a page deep down the board is one index-only range of
    daily_results_ranking that reads ``limit`` entries however deep it is, with the names
    from players_id_name; a rank sums the buckets ahead (daily_board_counts) and counts
    within its own bucket, never every result ahead."""
    url = empty_database()
    migrate(url)
    day = random_day()
    with psycopg.connect(url, autocommit=True) as conn:
        # Only commits flushed to disk let VACUUM mark pages all-visible, and the test
        # server turns synchronous commit off.
        conn.execute("SET synchronous_commit = on")
        conn.execute("INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0)", [day])
        fill_board(conn, day, EXPLAIN_ROWS)
        # A year of other boards' spread and versions (their counters are what a percentile
        # and an ETag read): the planner reads one board's rows by index, as in production,
        # not the one page a single board would fill.
        others = "generate_series(1, 365) d, unnest(%s::text[]) v, generate_series(0, 15) s"
        variants = ["golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1"]
        conn.execute(
            "INSERT INTO daily_cards_counts (day, variant, won, cards_home, shard, results)"
            f" SELECT %s - d, v, c = 35, c, s, 1 FROM {others}, generate_series(0, 35) c",
            [day, variants],
        )
        conn.execute(
            f"INSERT INTO daily_board_version_shards SELECT %s - d, v, s, 1 FROM {others}", [day, variants]
        )
        conn.execute(
            "VACUUM ANALYZE daily_results, players, daily_board_counts, daily_cards_counts,"
            " daily_board_version_shards"
        )
        middle = conn.execute(
            "SELECT order_lost, order_cards_left, hints, undos, order_seconds, moves, submitted_at, player_id"
            " FROM daily_results ORDER BY order_lost, order_cards_left, hints, undos, order_seconds, moves,"
            " submitted_at, player_id OFFSET %s LIMIT 1",  # half-way down the board
            [EXPLAIN_ROWS // 2],
        ).fetchone()
        assert middle is not None
        names = ("lost", "cards_left", "hints", "undos", "seconds", "moves", "submitted_at", "player_id")
        after = dict(zip(names, middle, strict=True))
        board = {"day": day, "variant": "golf-easy", "limit": 21, "rank": 0}
        top = explain(conn, LEADERBOARD, board | dict.fromkeys(names))
        page = explain(conn, LEADERBOARD, board | after)
        rank = explain(conn, STANDING, {"day": day, "variant": "golf-easy", "player": middle[-1]})
        mine = "SELECT token_sha256 FROM devices WHERE player_id = %s"
        [(token,)] = conn.execute(mine, [middle[-1]]).fetchall()
        own_rank = explain(conn, STANDING_OF_TOKEN, {"day": day, "variant": "golf-easy", "token": token})
        version = explain(conn, BOARD_VERSION, {"day": day, "variant": "golf-easy"})
    print(f"\nEXPLAIN a leaderboard page deep in {EXPLAIN_ROWS} results:\n{page}\n\nEXPLAIN a rank:\n{rank}")
    print(f"\nEXPLAIN the rank of a bearer token's player:\n{own_rank}\n\nEXPLAIN the version:\n{version}")
    for plan in (top, page, rank, own_rank):
        assert "Index Only Scan using daily_results_ranking" in plan
        assert "Seq Scan" not in plan and "Bitmap" not in plan and "Sort" not in plan
        assert set(_heap_fetches(plan)) <= {"0", "1"}  # the one result a rank is asked for
    assert "Index Only Scan using players_id_name" in page and "Function Scan" not in page + top
    for plan in (rank, own_rank):
        assert "Index Only Scan using daily_board_counts_pkey" in plan
        assert _rows_read(plan, "daily_results_ranking") < EXPLAIN_ROWS // 100
    assert _rows_read(page, "daily_results_ranking") <= 22  # the page (21 rows) and one more
    assert _rows_read(top, "daily_results_ranking") <= 22
    assert "Index Only Scan using daily_board_version_shards_pkey" in version  # its shards: 16 at most
    assert _rows_read(version, "daily_board_version_shards_pkey") <= 16 and "Seq Scan" not in version


def explain(conn: psycopg.Connection[Any], query: str, parameters: Sequence[Any] | Mapping[str, Any]) -> str:
    rows = conn.execute(
        f"EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY ON) {query}".encode(), parameters
    )
    return "\n".join(row[0] for row in rows)


def _rows_read(plan: str, index: str) -> int:
    scan = plan.split(f"Index Only Scan using {index}")[1].split("\n")[0]
    return int(float(scan.split("rows=")[1].split()[0]))  # PostgreSQL 18 writes 22.00


def _heap_fetches(plan: str) -> list[str]:
    return [line.split("Heap Fetches:")[1].strip() for line in plan.splitlines() if "Heap Fetches:" in line]
