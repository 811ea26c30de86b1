"""The player's daily record in the store: where a result stands (live, and settled once its
board closes: the same numbers), a streak of days kept as results arrive in any order and
recounted when an operator's review moves a day in or out, a board's spread kept by the
triggers; properties checked against counting by hand."""

from __future__ import annotations

import dataclasses
import datetime as dt
import itertools
import json
import uuid
from collections.abc import Callable, Iterable

import psycopg
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.store_data import CODES, assisted, fill_board, game_record, random_day, round_record
from service.engine import DAILY_VARIANTS
from service.store import DailyDeal, Store
from service.store.statements import statement
from tests.store.test_daily import explain

DAILY_RECORD, SETTLE_BOARD = statement("daily_record"), statement("settle_board")

NOON = dt.time(12, tzinfo=dt.UTC)
ONE_DAY = dt.timedelta(days=1)


@dataclasses.dataclass(frozen=True)
class Played:
    """A result as a test enters it: (won, cards home, hints, seconds, moves, review, undos)."""

    won: bool
    cards_home: int
    hints: int
    seconds: int
    moves: int
    review: str
    undos: int = 0

    @property
    def key(self) -> tuple[bool, int, int, int, int, int]:
        """The board's terms, each ascending (better first)."""
        return (not self.won, -self.cards_home, self.hints, self.undos, self.seconds, self.moves)


def played() -> st.SearchStrategy[Played]:
    """Golf results from a few values each, so ties and shared buckets are common."""
    return st.builds(
        lambda won, cards, hints, seconds, moves, review, undos: Played(
            won, 35 if won else cards, hints, seconds, moves, review, undos
        ),
        st.booleans(),
        st.integers(30, 34),
        st.integers(0, 2),
        st.sampled_from([50, 59, 60, 61, 200]),
        st.integers(49, 51),
        st.sampled_from(["clear", "clear", "clear", "held", "rejected"]),
        st.integers(0, 2),
    )


def enter(store: Store, day: dt.date, results: Iterable[Played]) -> list[tuple[uuid.UUID, str, Played]]:
    """Each result from a new player, submitted one second apart in the given order."""
    entered = []
    for n, result in enumerate(results):
        player, token = store.players.create(f"P{n}")
        submitted = dt.datetime.combine(day, NOON) + dt.timedelta(seconds=1000 + n)
        assert store.attempts.start(
            day, "golf-easy", player, submitted - dt.timedelta(seconds=result.seconds)
        )
        game = assisted(store, day, "golf-easy", player, result.hints, result.undos, token)
        record = game_record(status="won" if result.won else "dead_end", score=0, moves=result.moves)
        store.results.submit(
            day,
            "golf-easy",
            player,
            dataclasses.replace(record, game_id=game),
            result.cards_home,
            submitted,
            review=result.review,
            step=result.undos,
        )
        entered.append((player, token, result))
    return entered


def by_hand(results: list[Played], index: int) -> tuple[int, float]:
    """The rank and percentile of ``results[index]`` counted one by one: the cleared
    results ahead of it and below it on the board (the earlier submission first of two
    equal results)."""
    mine = (results[index].key, index)
    cleared = [(r.key, n) for n, r in enumerate(results) if r.review == "clear"]
    beaten = sum(1 for other in cleared if other > mine)
    return 1 + sum(1 for other in cleared if other < mine), (
        1000 * beaten // (len(cleared) + (mine not in cleared))
    ) / 10


@settings(max_examples=25, deadline=None)
@given(st.lists(played(), min_size=1, max_size=9))
def test_standings_live_and_settled_are_the_counts_by_hand(store: Store, results: list[Played]) -> None:
    day = random_day()
    store.deals.publish([DailyDeal(day, "golf-easy", CODES["golf-easy"], 1.0)])
    entered = enter(store, day, results)
    live = []
    for index, (player, _, _) in enumerate(entered):
        standing = store.results.standing(day, "golf-easy", player)
        assert standing is not None
        live.append((standing.entry.rank, standing.percentile))
        assert live[-1] == by_hand(results, index), (index, results)
    assert store.boards.settle(day, "golf-easy") == sum(r.review == "clear" for r in results)
    assert store.boards.settle(day, "golf-easy") == sum(r.review == "clear" for r in results)  # idempotent
    for (_, token, _), (rank, percentile) in zip(entered, live, strict=True):
        mine = store.results.own_daily_record(token, day, day)
        assert mine is not None
        [entry] = mine.value.entries
        assert (entry.rank, entry.percentile) == (rank, percentile)


def test_a_review_unlists_a_settled_board_until_it_is_settled_again(store: Store) -> None:
    day = random_day()
    store.deals.publish([DailyDeal(day, "golf-easy", CODES["golf-easy"], 1.0)])
    results = [Played(True, 35, 0, 60, 49, "clear"), Played(True, 35, 0, 50, 49, "held")]
    (first, first_token, _), (held, _, _) = enter(store, day, results)
    assert (day, "golf-easy") in store.boards.unsettled(day)
    assert (day, "golf-easy") not in store.boards.unsettled(day - ONE_DAY)  # still open then
    store.boards.settle(day, "golf-easy")
    assert (day, "golf-easy") not in store.boards.unsettled(day)

    def first_standing() -> tuple[int, float]:
        mine = store.results.own_daily_record(first_token, day, day)
        assert mine is not None
        return mine.value.entries[0].rank, mine.value.entries[0].percentile

    assert first_standing() == (1, 0.0)
    assert store.boards.set_review(day, "golf-easy", held, "clear") == "held"
    assert (day, "golf-easy") in store.boards.unsettled(day)
    assert first_standing() == (2, 0.0)  # counted live meanwhile
    store.boards.settle(day, "golf-easy")
    assert first_standing() == (2, 0.0)
    assert store.boards.set_review(day, "golf-easy", first, "rejected") == "clear"
    store.boards.settle(day, "golf-easy")
    assert first_standing() == (2, 0.0)  # as if cleared: the held one, now clear, is ahead


def streak_by_hand(days: Iterable[dt.date]) -> tuple[dt.date, int, int] | None:
    """(last day, the run ending on it, the longest run) of a set of days."""
    ordered = sorted(set(days))
    if not ordered:
        return None
    runs = [1]
    for before, after in itertools.pairwise(ordered):
        runs.append(runs[-1] + 1 if after - before == ONE_DAY else 1)
    return ordered[-1], runs[-1], max(runs)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 9), st.sampled_from(DAILY_VARIANTS)), min_size=1, max_size=12, unique=True
    ),
    st.lists(st.tuples(st.integers(0, 11), st.sampled_from(["clear", "held", "rejected"])), max_size=4),
)
def test_the_streak_kept_as_results_arrive_in_any_order_is_the_count_by_hand(
    store: Store, days_played: list[tuple[int, str]], reviews: list[tuple[int, str]]
) -> None:
    first = random_day()
    codes = {**CODES, "golf-round": "GR1-C-9-AAAAAAB"}
    store.deals.publish(
        DailyDeal(first + n * ONE_DAY, variant, codes[variant], 1.0)
        for n in range(10)
        for variant in DAILY_VARIANTS
    )
    player, token = store.players.create("Streak")
    for offset, variant in days_played:  # in any order: a late result of a day before the last
        day = first + offset * ONE_DAY
        at = dt.datetime.combine(day, NOON)
        store.attempts.start(day, variant, player, at)
        if variant == "golf-round":
            store.results.submit(day, variant, player, round_record([0] * 9), 315, at)
            continue
        record = game_record(variant, status="won", score=0, moves=60)  # type: ignore[arg-type]
        store.results.submit(day, variant, player, record, 52 if variant.startswith("canfield") else 35, at)
    review = {(offset, variant): "clear" for offset, variant in days_played}
    for index, decision in reviews:  # an operator moves some in or out
        offset, variant = days_played[index % len(days_played)]
        store.boards.set_review(first + offset * ONE_DAY, variant, player, decision)
        review[offset, variant] = decision
    mine = store.results.own_daily_record(token, first, first + 9 * ONE_DAY)
    assert mine is not None
    cleared = sorted({first + o * ONE_DAY for (o, _), r in review.items() if r == "clear"})
    assert mine.value.played == tuple(cleared)  # the dates the record's streak is counted from
    kept = [
        json.loads(text)
        for section, text in store.player_data.export(player, first)
        if section == "daily_streak"
    ]
    streak = (
        (dt.date.fromisoformat(kept[0]["last_day"]), kept[0]["current_run"], kept[0]["best_run"])
        if kept
        else None
    )
    assert streak == streak_by_hand(cleared)


def test_the_spread_counts_cleared_results_by_cards_and_minute(store: Store) -> None:
    day = random_day()
    store.deals.publish([DailyDeal(day, "golf-easy", CODES["golf-easy"], 1.0)])
    results = [
        Played(True, 35, 0, 59, 49, "clear"),
        Played(True, 35, 1, 60, 49, "clear"),
        Played(False, 31, 0, 61, 40, "clear"),
        Played(False, 30, 0, 3000, 40, "clear"),
        Played(True, 35, 0, 10, 49, "held"),  # not counted
    ]
    enter(store, day, results)
    spread = store.boards.spread(day, "golf-easy", range(36), [0, 1, 2, 10])
    assert spread is not None
    assert (spread.results, spread.won) == (4, 2)
    assert {n: counts for n, counts in enumerate(spread.cards) if counts != (0, 0)} == {
        30: (1, 0), 31: (1, 0), 35: (2, 2),
    }  # fmt: skip
    assert spread.time == [(1, 1), (2, 1), (0, 0), (1, 0)]  # minute 0, 1, 2-9, 10 and over
    assert store.boards.spread(day, "golf-classic", range(36), [0]) is None  # not published


def test_the_calendar_is_one_index_range_and_reads_a_settled_board_by_key(
    empty_database: Callable[[], str],
) -> None:
    """A player's month of results, half of them on settled boards: one range of
    daily_results_player_day, the final standings by key, and the live standing counted
    only for the boards not settled (the live standing's own plan at scale is the one of
    tests/store/test_daily.py, a rank's)."""
    from service.store import migrate

    url = empty_database()
    migrate(url)
    first = dt.date(2031, 1, 1)
    store = Store(url)
    try:
        store.deals.publish(
            DailyDeal(first + n * ONE_DAY, "golf-easy", CODES["golf-easy"], 1.0) for n in range(30)
        )
        player, _ = store.players.create("Calendar")
        for n in range(30):
            day = first + n * ONE_DAY
            enter(store, day, [Played(True, 35, 0, 60, 49, "clear")] * 3)
            store.attempts.start(day, "golf-easy", player, dt.datetime.combine(day, NOON))
            store.results.submit(day, "golf-easy", player, game_record(), 35, dt.datetime.combine(day, NOON))
            if n < 15:
                store.boards.settle(day, "golf-easy")
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(
                "INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0)", [first - ONE_DAY]
            )
            fill_board(conn, first - ONE_DAY, 20_000)  # other players: the planner reads indexes
            conn.execute("VACUUM ANALYZE")
            mine = "SELECT token_sha256 FROM devices WHERE player_id = %s"
            digest = conn.execute(mine, [player]).fetchone()
            assert digest is not None
            plan = explain(
                conn,
                DAILY_RECORD,
                {"token": digest[0], "first": first, "last": first + 29 * ONE_DAY, "variants": ["golf-easy"]},
            )
            settle = explain(conn, SETTLE_BOARD, {"day": first + 20 * ONE_DAY, "variant": "golf-easy"})
    finally:
        store.close()
    print(
        f"\nEXPLAIN a calendar of 30 days, 15 of them settled:\n{plan}\n\nEXPLAIN settling a board:\n{settle}"
    )
    assert "Index Scan using daily_results_player_day on daily_results r" in plan  # one range
    counted = sorted(part.split(")")[0] for part in plan.split("Aggregate (actual rows=1.00 loops=")[1:])
    assert counted == ["15", "15", "15", "30"]  # live standings: the 15 not settled; groups: all 30
    assert "daily_results_groups" in plan  # a group's rank: one range of its index
