"""The board's order and keyset are written once (migration 0028, ``daily_board_page``):
the day's board, a group's and the friends board call it, none writes the order, and each
page stays one range of its index (the friends board one lookup by key a player) under
the generic plan a prepared statement is given after its fifth run, as under a custom one."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Mapping
from typing import Any

import psycopg
import pytest
from psycopg import sql

from harness.store_data import random_day
from service.store import migrate
from service.store.boards import page_parameters
from service.store.models import BoardKey
from service.store.statements import FOLDER, statement

ORDERED = re.compile(r"ORDER BY\s+(\w+\.)?order_lost\b")
COMPARED = re.compile(r"\(\s*(\w+\.)?order_lost,[^()]*\)\s*[<>]")
"""The board's order written out: an ORDER BY its keys, or a comparison of their row."""
RESULTS = 3000
"""Results on the board: in 30 groups of 100, a player following 200 of them."""


def test_only_the_settling_of_a_board_writes_the_order_in_a_statement() -> None:
    """The pages call ``daily_board_page``; settling sorts the whole board once, held
    results included, which no page does.  (A standing counts the results ahead with 0020's
    ``daily_live_standing`` and ``daily_group_standing``, which its statements call with the
    result's keys.)"""
    written = {path.stem for path in FOLDER.glob("*.sql") if ORDERED.search(path.read_text())}
    compared = {path.stem for path in FOLDER.glob("*.sql") if COMPARED.search(path.read_text())}
    assert (written, compared) == ({"settle_board"}, set())
    for name in ("leaderboard", "group_leaderboard", "friends_board"):
        assert "daily_board_page(" in statement(name), name


def filled_board(url: str) -> tuple[dt.date, bytes, BoardKey]:
    """A day's golf-easy board of ``RESULTS`` results in groups of 100, the token digest of
    a player who follows 200 of its players, and a key half-way down the board."""
    day = random_day()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0)", [day])
        conn.execute(
            "CREATE TEMP TABLE crowd AS SELECT gen_random_uuid() AS id, n FROM generate_series(1, %s) n",
            [RESULTS],
        )
        conn.execute("INSERT INTO players (id, name) SELECT id, 'p' || n FROM crowd")
        conn.execute(
            "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
            " hints, seconds, submitted_at, group_id)"
            " SELECT %s, 'golf-easy', id, 0, 35 + n %% 40,"
            " CASE WHEN n %% 3 = 0 THEN 'won' ELSE 'dead_end' END, n %% 3 = 0,"
            " CASE WHEN n %% 3 = 0 THEN 35 ELSE 18 + n %% 17 END, n %% 4, 60 + n %% 3000,"
            " timestamptz '2030-01-01' + n * interval '1 ms', (n - 1) / 100 + 1 FROM crowd",
            [day],
        )
        conn.execute(
            "INSERT INTO friends (player_id, friend_id, since)"
            " SELECT (SELECT id FROM crowd WHERE n = 1), id, now() FROM crowd WHERE n BETWEEN 2 AND 201"
        )
        conn.execute("VACUUM ANALYZE daily_results, players, friends")
        [(token,)] = conn.execute("SELECT sha256(id::text::bytea) FROM crowd WHERE n = 1").fetchall()
        [middle] = conn.execute(
            "SELECT order_lost, order_cards_left, hints, undos, order_seconds, moves, submitted_at, player_id"
            " FROM daily_results WHERE day = %s ORDER BY order_lost, order_cards_left, hints, undos,"
            " order_seconds, moves, submitted_at, player_id OFFSET %s LIMIT 1",
            [day, RESULTS // 2],
        ).fetchall()
    return day, token, BoardKey(*middle)


def generic_plan(conn: psycopg.Connection[Any], query: str, parameters: Mapping[str, Any]) -> str:
    """The plan of ``query`` prepared, and run as a generic plan (its parameters unknown
    when it was planned)."""
    names: list[str] = []

    def positional(match: re.Match[str]) -> str:
        if match[1] not in names:
            names.append(match[1])
        return f"${names.index(match[1]) + 1}"

    conn.execute("DEALLOCATE ALL")
    conn.execute("PREPARE page AS " + re.sub(r"%\((\w+)\)s", positional, query))
    conn.execute("SET plan_cache_mode = force_generic_plan")
    arguments = sql.SQL(", ").join(sql.Literal(parameters[name]) for name in names)
    explained = sql.SQL("EXPLAIN (COSTS OFF) EXECUTE page ({})").format(arguments)
    return "\n".join(row[0] for row in conn.execute(explained))


BOARDS: dict[str, tuple[str, dict[str, Any], list[str]]] = {
    "the day's board": (
        "leaderboard",
        {},
        [r"Index Only Scan using daily_results_ranking", r"Index Cond: .*ROW\(order_lost"],
    ),
    "a group's board": (
        "group_leaderboard",
        {"group": 7},
        [r"Index Scan using daily_results_groups", r"Index Cond: .*group_id = \$\d+\) AND \(ROW\(order_lost"],
    ),
    "the friends board": (  # (by key a player, on a board of thousands more: the planner
        "friends_board",  # takes the primary key or the player's index, plain or bitmap)
        {},
        [
            r"(Index (Only )?Scan using daily_results_\w+ on daily_results r"
            r"|Bitmap Index Scan on daily_results_\w+)",
            r"Index Cond: .*player_id = ANY",
        ],
    ),
}


@pytest.mark.parametrize("board", list(BOARDS))
def test_a_page_of_each_board_is_one_range_of_its_index_under_a_generic_plan(
    empty_database: Callable[[], str], board: str
) -> None:
    name, extra, shapes = BOARDS[board]
    url = empty_database()
    migrate(url)
    day, token, middle = filled_board(url)
    with psycopg.connect(url, autocommit=True, prepare_threshold=None) as conn:
        for after in (None, (middle, RESULTS // 2)):
            parameters = page_parameters(day, "golf-easy", 20, after) | extra | {"token": token}
            plan = generic_plan(conn, statement(name), parameters)
            assert "$1" in plan and "Function Scan" not in plan, plan
            assert "Seq Scan on daily_results" not in plan, plan
            for shape in shapes:
                assert re.search(shape, plan), (shape, plan)
            if board != "the friends board":  # (its few hundred entries are sorted)
                assert "Sort" not in plan, plan
