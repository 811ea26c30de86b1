"""Migration 0020 (issue 32): the live standing and a game's write to the history are SQL
functions the statements call instead of copies of the same words, and ``game_submissions``
is gone, which no statement has read or written since 0012."""

from __future__ import annotations

import datetime as dt
import re
import uuid
from collections.abc import Callable
from pathlib import Path

import psycopg
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.store import GameRecord, Store, migrate
from service.store.statements import statement
from tests.imports import SERVICE
from tests.store.test_migrations import copy_migrations

DAY, VARIANT = dt.date(2026, 12, 1), "golf-easy"
KEY = bytes(32)


def test_0020_keeps_the_history_and_drops_only_game_submissions(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0020":
            later.unlink()
    migrate(url, before)
    player = uuid.uuid4()
    with psycopg.connect(url) as conn:
        conn.execute(
            "INSERT INTO players (id, name, token_sha256) VALUES (%s, 'Old', %s)", [player, bytes(32)]
        )
        conn.execute(
            "INSERT INTO game_submissions VALUES (%s, 'key', %s, now(), gen_random_uuid())",
            [player, bytes(32)],
        )
    assert migrate(url)[0] == "0020_shared_statement_parts"
    store = Store(url)
    try:
        game = uuid.uuid4()
        record = GameRecord(game, "golf", "GO1-E-AAAAAAB", {}, "won", 350, 52, [], variant=VARIANT)
        (_, first), (_, again) = (
            store.history.record_game(player, record),
            store.history.record_game(player, record),
        )
        assert (first, again) == (True, False)
        assert [(stats.variant, stats.played) for stats in store.history.stats(player)] == [(VARIANT, 1)]
    finally:
        store.close()
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT to_regclass('game_submissions')").fetchone() == (None,)


def test_no_statement_or_module_names_game_submissions() -> None:
    """What let 0020 drop it: nothing of the service reads or writes it."""
    files = [*SERVICE.rglob("*.py"), *SERVICE.rglob("*.sql")]
    assert [path.name for path in files if "game_submissions" in path.read_text()] == []


def test_the_statements_call_the_shared_functions_instead_of_copying_them() -> None:
    for name in ("standing", "standing_of_token", "daily_record"):
        assert "daily_live_standing(" in statement(name) and "daily_board_counts" not in statement(name), name
    for name in ("record_game", "submit_result"):
        assert "record_history_game(" in statement(name) and "player_stats" not in statement(name), name


def test_the_planner_inlines_the_live_standing(database_url: str) -> None:
    """Inlined, its counts stay index lookups planned with the caller's parameters (a
    function the planner cannot inline shows as a Function Scan)."""
    parameters = {"day": DAY, "variant": VARIANT, "player": uuid.uuid4()}
    with psycopg.connect(database_url) as conn:
        plan = "\n".join(row[0] for row in conn.execute("EXPLAIN " + statement("standing"), parameters))
    assert "Function Scan" not in plan and re.search(r"daily_board_counts", plan), plan


RESULTS = st.lists(
    st.tuples(st.booleans(), st.integers(0, 2), st.integers(0, 1), st.integers(0, 200), st.booleans()),
    min_size=1,
    max_size=8,
)
"""Results of one board: won, hints, undos, seconds, and whether held for review."""


def board_of_its_own(conn: psycopg.Connection[tuple[object, ...]]) -> dt.date:
    """A day of ``VARIANT`` no other example or test has dealt: a random day drawn again
    while taken (one drawn blind collided with
    another in CI at 05e50db)."""
    while True:
        day = dt.date(2030, 1, 1) + dt.timedelta(days=uuid.uuid4().int % 20_000)
        dealt = conn.execute(
            "INSERT INTO daily_deals (day, variant, code, difficulty) VALUES (%s, %s, 'GO1-E-AAAAAAB', 1.0)"
            " ON CONFLICT DO NOTHING RETURNING day",
            [day, VARIANT],
        ).fetchone()
        if dealt is not None:
            return day


@given(RESULTS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_the_live_standing_is_what_settling_the_board_writes(
    database_url: str, results: list[tuple[bool, int, int, int, bool]]
) -> None:
    """Two ways of counting a rank and a percentile, one per result and one a sort of the
    whole board (settle_board.sql), agree on every result, held ones included."""
    with psycopg.connect(database_url, autocommit=True) as conn:
        day = board_of_its_own(conn)
        for n, (won, hints, undos, seconds, held) in enumerate(results):
            player = conn.execute("INSERT INTO players (name) VALUES (%s) RETURNING id", [f"p{n}"]).fetchone()
            assert player is not None
            conn.execute(
                "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
                " hints, undos, seconds, submitted_at, review)"
                " VALUES (%s, %s, %s, 0, 40, %s, %s, %s, %s, %s, %s, %s, %s)",
                [day, VARIANT, player[0], "won" if won else "dead_end", won, 35 if won else 20, hints, undos,
                 seconds, dt.datetime(2030, 1, 1, 12, tzinfo=dt.UTC), "held" if held else "clear"],
            )  # fmt: skip
        live = conn.execute(
            "SELECT r.player_id, s.rank::int, s.percentile FROM daily_results r CROSS JOIN LATERAL"
            " daily_live_standing(r.day, r.variant, r.player_id, r.review, r.order_lost, r.order_cards_left,"
            " r.hints, r.undos, r.order_minute, r.order_seconds, r.moves, r.submitted_at) s"
            " WHERE r.day = %s AND r.variant = %s ORDER BY r.player_id",
            [day, VARIANT],
        ).fetchall()
        conn.execute(statement("settle_board"), {"day": day, "variant": VARIANT})
        settled = conn.execute(
            "SELECT player_id, rank, percentile FROM daily_final_standings"
            " WHERE day = %s AND variant = %s ORDER BY player_id",
            [day, VARIANT],
        ).fetchall()
    assert live == settled
