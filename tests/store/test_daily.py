"""Daily deals, results (idempotent, racing) and leaderboards."""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
import threading
import uuid
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest

from service.store import DailyDeal, DailyDealMismatch, DailyResult, InvalidRecord, Store, migrate
from service.store.store import _LEADERBOARD, _RESULT_WITH_RANK

from .conftest import CODES, game_record, random_day


def test_publishing_never_changes_a_published_day(store: Store) -> None:
    day = random_day()
    first = DailyDeal(day, "golf-classic", "GO1-C-AAAABCD", 1.25)
    assert store.publish_daily([first]) == [first]
    other = DailyDeal(day, "golf-classic", "GO1-C-ZZZZZZZ", 3.5)
    later = DailyDeal(day, "golf-easy", "GO1-E-AAAABCD", 0.5)
    assert store.publish_daily([other, later]) == [first, later]
    assert store.daily_deals(day) == [later, first]  # in the variants' order


def test_a_day_not_scheduled_has_no_deals(store: Store) -> None:
    assert store.daily_deals(random_day()) == []


def test_published_between_lists_the_days_taken(store: Store, published_day: dt.date) -> None:
    taken = store.published_between(published_day - dt.timedelta(days=1), published_day)
    assert taken == {(published_day, variant) for variant in CODES}


@pytest.mark.parametrize(
    ("variant", "code", "difficulty", "constraint"),
    [
        ("golf-easy", "GO1-C-AAAAAAB", 1.0, "daily_deals_check"),  # a classic code for easy
        ("canfield-draw1", "CF1-D3-AAAAAAB", 1.0, "daily_deals_check"),
        ("golf-easy", "GO1-E-AAAAAAB", -1.0, "daily_deals_difficulty_check"),
        ("golf-strict", "GO1-CKST-AAAAAAB", 1.0, "variant_check"),
    ],
)
def test_the_database_refuses_inconsistent_deals(
    store: Store, variant: str, code: str, difficulty: float, constraint: str
) -> None:
    with pytest.raises(InvalidRecord) as refused:
        store.publish_daily([DailyDeal(random_day(), variant, code, difficulty)])
    assert refused.value.constraint == constraint


def test_a_result_is_stored_once_with_its_game_in_the_history(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player()
    first = store.submit_result(published_day, "golf-easy", player, game_record(score=350, moves=61))
    assert (first.score, first.moves, first.status, first.rank, first.created) == (350, 61, "won", 1, True)
    again = store.submit_result(published_day, "golf-easy", player, game_record(status="dead_end", score=90))
    assert again == dataclasses.replace(first, created=False)
    assert store.result(published_day, "golf-easy", player) == again
    history = store.list_games(player).items
    assert [(game.daily_day, game.variant, game.score) for game in history] == [
        (published_day, "golf-easy", 350)
    ]


def test_results_for_unpublished_days_or_other_deals_are_refused(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player()
    with pytest.raises(DailyDealMismatch, match="no golf-easy deal is published"):
        store.submit_result(random_day(), "golf-easy", player, game_record())
    with pytest.raises(DailyDealMismatch, match="is not the golf-easy deal"):
        store.submit_result(published_day, "golf-easy", player, game_record(code="GO1-E-AAAAAAC"))
    assert store.result(published_day, "golf-easy", player) is None
    assert store.list_games(player).items == []


@pytest.mark.parametrize(
    ("variant", "status", "score", "moves", "constraint"),
    [
        ("golf-easy", "playing", 100, 30, "daily_results_status_check"),
        ("golf-easy", "won", 360, 80, "daily_results_check1"),
        ("golf-classic", "won", 350, 20, "daily_results_check"),  # 10 points a move at most
        ("canfield-draw3", "won", 260, 51, "daily_results_check"),  # 5 points a move at most
        ("canfield-draw1", "dead_end", 100, 80, "daily_results_check2"),  # Canfield never dead-ends
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
    constraint: str,
) -> None:
    player = new_player()
    record = dataclasses.replace(game_record(variant), status=status, score=score, moves=moves)  # type: ignore[arg-type]
    with pytest.raises(InvalidRecord) as refused:
        store.submit_result(published_day, variant, player, record)
    assert refused.value.constraint == constraint
    assert store.result(published_day, variant, player) is None


def test_a_write_cut_off_half_way_leaves_nothing(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    """The result row goes in first, then the history row fails: neither stays."""
    player = new_player()
    broken = dataclasses.replace(game_record(), rules=[])  # type: ignore[arg-type]  # refused by games only
    with pytest.raises(InvalidRecord, match="games"):
        store.submit_result(published_day, "golf-easy", player, broken)
    assert store.result(published_day, "golf-easy", player) is None
    assert store.list_games(player).items == []


def test_racing_submissions_store_one_result_and_answer_the_same(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player()
    racers = 6
    start = threading.Barrier(racers)

    def submit(score: int) -> DailyResult:
        start.wait()
        return store.submit_result(
            published_day, "golf-classic", player, game_record("golf-classic", score=score)
        )

    with ThreadPoolExecutor(racers) as pool:
        answers = list(pool.map(submit, range(100, 100 + 10 * racers, 10)))
    assert sum(answer.created for answer in answers) == 1
    assert len({dataclasses.replace(answer, created=False) for answer in answers}) == 1
    assert len(store.list_games(player).items) == 1


def test_the_leaderboard_ranks_by_score_then_moves_then_submission(
    store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    entries = [  # (name, score, moves) in submission order
        ("slow", 350, 90), ("fast", 350, 40), ("dead", 250, 60), ("fast-too", 350, 40),
        ("best-dead", 250, 50), ("low", 0, 52),
    ]  # fmt: skip
    ids = {}
    for name, score, moves in entries:
        ids[name] = new_player(name)
        store.submit_result(published_day, "golf-easy", ids[name], game_record(score=score, moves=moves))
    expected = ["fast", "fast-too", "slow", "best-dead", "dead", "low"]
    pages = [store.leaderboard(published_day, "golf-easy", page=page, size=4) for page in (1, 2, 3)]
    assert [page.has_more for page in pages] == [True, False, False]
    board = pages[0].items + pages[1].items
    assert pages[2].items == []
    assert [(entry.rank, entry.player) for entry in board] == list(enumerate(expected, 1))
    assert [entry.player_id for entry in board] == [ids[name] for name in expected]
    for entry in board:
        result = store.result(published_day, "golf-easy", entry.player_id)
        assert result is not None
        assert (result.rank, result.score, result.moves) == (entry.rank, entry.score, entry.moves)
    assert store.leaderboard(published_day, "golf-classic").items == []


EXPLAIN_ROWS = int(os.environ.get("LEADERBOARD_EXPLAIN_ROWS", "200000"))


def test_the_leaderboard_reads_are_index_only_scans(empty_database: Callable[[], str]) -> None:
    """Many results on one day and variant (LEADERBOARD_EXPLAIN_ROWS; the million-row
    plans are in migrations/README.md): a page and a rank are index-only scans of
    daily_results_board, and the names come from players_id_name."""
    url = empty_database()
    migrate(url)
    day = random_day()
    with psycopg.connect(url, autocommit=True) as conn:
        # Only commits flushed to disk let VACUUM mark pages all-visible, and the test
        # server turns synchronous commit off.
        conn.execute("SET synchronous_commit = on")
        conn.execute("INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0)", [day])
        conn.execute(
            "CREATE TEMP TABLE crowd AS SELECT gen_random_uuid() AS id, n FROM generate_series(1, %s) n",
            [EXPLAIN_ROWS],
        )
        conn.execute(
            "INSERT INTO players (id, name, token_sha256)"
            " SELECT id, 'p' || n, sha256(id::text::bytea) FROM crowd"
        )
        conn.execute(
            "INSERT INTO daily_results (day, variant, player_id, score, moves, status, submitted_at)"
            " SELECT %s, 'golf-easy', id, 10 * (n %% 36), 35 + n %% 40, 'dead_end',"
            " timestamptz '2030-01-01' + n * interval '1 ms' FROM crowd",
            [day],
        )
        conn.execute("VACUUM ANALYZE daily_results, players")
        middle = conn.execute("SELECT id FROM crowd WHERE n = %s", [EXPLAIN_ROWS // 2]).fetchone()
        assert middle is not None
        page = explain(conn, _LEADERBOARD, [day, "golf-easy", 51, EXPLAIN_ROWS // 2])
        rank = explain(conn, _RESULT_WITH_RANK, {"day": day, "variant": "golf-easy", "player": middle[0]})
    print(
        f"\nEXPLAIN a leaderboard page half-way down {EXPLAIN_ROWS} results:\n"
        + page
        + "\n\nEXPLAIN rank:\n"
        + rank
    )
    for plan in (page, rank):
        assert "Index Only Scan using daily_results_board" in plan
        assert "Seq Scan" not in plan and "Bitmap" not in plan
        assert "Index Scan" not in plan.replace("Index Only Scan", "")
        assert set(_heap_fetches(plan)) == {"0"}
    assert "Index Only Scan using players_id_name" in page


def explain(conn: psycopg.Connection[Any], query: str, parameters: Sequence[Any] | Mapping[str, Any]) -> str:
    rows = conn.execute(f"EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) {query}".encode(), parameters)
    return "\n".join(row[0] for row in rows)


def _heap_fetches(plan: str) -> list[str]:
    return [line.split("Heap Fetches:")[1].strip() for line in plan.splitlines() if "Heap Fetches:" in line]
