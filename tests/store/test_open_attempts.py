"""The review's count of an address's abandoned attempts (issue 43, item 3; migration 0034):
the kept counter answers what the query it replaced answered (``ABANDONED_NEARBY_JOINED``,
the reference of this test and bench/open_attempts.py), over random starts, moves, results
and erasures, with six attempts of one address played and submitted at once, and for the
attempts stored before the migration."""

from __future__ import annotations

import datetime as dt
import secrets
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import psycopg
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.store_data import ABANDONED_NEARBY_JOINED, CODES, new_players, random_day
from service.store import Store, migrate
from tests.store.test_migrations import copy_migrations

RECOUNT = """
SELECT s.variant, s.address_key, count(*) FROM daily_starts s
WHERE s.day = %s AND s.address_key IS NOT NULL AND s.step > 0
  AND NOT EXISTS (SELECT FROM daily_results r
                  WHERE (r.day, r.variant, r.player_id) = (s.day, s.variant, s.player_id))
GROUP BY 1, 2
"""
VARIANTS = ("golf-easy", "golf-classic")


def publish(conn: psycopg.Connection[Any], day: dt.date) -> None:
    for variant in VARIANTS:
        conn.execute(
            "INSERT INTO daily_deals (day, variant, code, difficulty) VALUES (%s, %s, %s, 2.5)"
            " ON CONFLICT DO NOTHING",
            [day, variant, CODES[variant]],
        )


def move(conn: psycopg.Connection[Any], day: dt.date, variant: str, player: uuid.UUID) -> None:
    """One move of the attempt (the step the counter reads; advance_attempt.sql writes more)."""
    conn.execute(
        "UPDATE daily_starts SET step = step + 1 WHERE (day, variant, player_id) = (%s, %s, %s)",
        [day, variant, player],
    )


def result(conn: psycopg.Connection[Any], day: dt.date, variant: str, player: uuid.UUID) -> None:
    conn.execute(
        "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home, hints,"
        " seconds, submitted_at, review)"
        " VALUES (%s, %s, %s, 200, 40, 'dead_end', false, 20, 0, 300, %s, 'held')"
        " ON CONFLICT DO NOTHING",
        [day, variant, player, dt.datetime.combine(day, dt.time(12), dt.UTC)],
    )


def both_answers(store: Store, conn: psycopg.Connection[Any], day: dt.date) -> tuple[list[int], list[int]]:
    """For every attempt of ``day``: the query's count and the store's (the counter's)."""
    attempts = conn.execute("SELECT variant, player_id FROM daily_starts WHERE day = %s", [day]).fetchall()
    asked = [{"day": day, "variant": variant, "player": player} for variant, player in attempts]
    joined = [conn.execute(ABANDONED_NEARBY_JOINED, parameters).fetchall()[0][0] for parameters in asked]
    kept = [store.attempts.abandoned_nearby(day, variant, player) for variant, player in attempts]
    return joined, kept


def counters(conn: psycopg.Connection[Any], day: dt.date) -> set[tuple[Any, ...]]:
    rows = conn.execute(
        "SELECT variant, address_key, attempts FROM daily_open_attempts WHERE day = %s", [day]
    ).fetchall()
    return {tuple(row) for row in rows}


OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(["start", "start", "move", "move", "move", "result", "unresult", "erase"]),
        st.integers(0, 4),
        st.sampled_from(VARIANTS),
        st.integers(0, 3),  # the address: 3 is none
    ),
    min_size=10,
    max_size=80,
)


@settings(max_examples=60, deadline=None)
@given(operations=OPERATIONS)
def test_the_kept_count_is_the_joined_count_after_any_attempts(
    store: Store, database_url: str, operations: list[tuple[str, int, str, int]]
) -> None:
    """Starts (through the store: an address set on an attempt started without one too),
    moves, results stored and taken back, erasures (the attempts deleted or handed to the
    stand-in): each attempt's count is the query's, and the table holds exactly the
    addresses' open attempts (no row at 0)."""
    day, addresses = random_day(), [secrets.token_bytes(16) for _ in range(3)]
    with psycopg.connect(database_url, autocommit=True) as conn:
        publish(conn, day)
        players, erased = new_players(conn, 5), set()
        for kind, who, variant, address in operations:
            player = players[who]
            if player in erased:
                continue
            if kind == "start":
                at = dt.datetime.combine(day, dt.time(10), dt.UTC)
                key = addresses[address] if address < len(addresses) else None
                store.attempts.start(day, variant, player, at, uuid.uuid4(), address_key=key)
            elif kind == "move":
                move(conn, day, variant, player)
            elif kind == "result":
                result(conn, day, variant, player)
            elif kind == "unresult":
                conn.execute(
                    "DELETE FROM daily_results WHERE (day, variant, player_id) = (%s, %s, %s)",
                    [day, variant, player],
                )
            else:
                store.player_data.erase(player)
                erased.add(player)
        joined, kept = both_answers(store, conn, day)
        assert kept == joined
        assert counters(conn, day) == {tuple(row) for row in conn.execute(RECOUNT, [day]).fetchall()}


def test_six_attempts_of_one_address_started_played_and_submitted_at_once(
    store: Store, database_url: str
) -> None:
    """Six accounts behind one address start the deal at once, make their first moves at once
    (each holding the address's row a moment) and four submit at once: each counts the
    others left, as the query does."""
    day, address = random_day(), secrets.token_bytes(16)
    with psycopg.connect(database_url, autocommit=True) as conn:
        publish(conn, day)
        players = new_players(conn, 6)
    at = dt.datetime.combine(day, dt.time(10), dt.UTC)

    def at_once(act: Callable[[psycopg.Connection[Any], uuid.UUID], None], who: list[uuid.UUID]) -> None:
        def one(player: uuid.UUID) -> None:
            with psycopg.connect(database_url) as conn:
                act(conn, player)
                conn.execute("SELECT pg_sleep(0.05)")  # the transaction holds its locks a moment

        with ThreadPoolExecutor(6) as pool:
            list(pool.map(one, who))

    with ThreadPoolExecutor(6) as pool:
        started = list(
            pool.map(
                lambda p: store.attempts.start(day, "golf-easy", p, at, uuid.uuid4(), address_key=address),
                players,
            )
        )
    assert all(attempt is not None for attempt in started)
    at_once(lambda conn, player: move(conn, day, "golf-easy", player), players)
    with psycopg.connect(database_url, autocommit=True) as conn:
        assert counters(conn, day) == {("golf-easy", address, 6)}
        assert both_answers(store, conn, day)[1] == [5] * 6
    at_once(lambda conn, player: result(conn, day, "golf-easy", player), players[:4])
    with psycopg.connect(database_url, autocommit=True) as conn:
        joined, kept = both_answers(store, conn, day)
        assert kept == joined and sorted(kept) == [1, 1, 2, 2, 2, 2]
        assert counters(conn, day) == {("golf-easy", address, 2)}
    assert store.player_data.erase(players[4])  # erased: their abandoned attempt goes with them
    with psycopg.connect(database_url, autocommit=True) as conn:
        joined, kept = both_answers(store, conn, day)
        assert kept == joined and sorted(kept) == [0, 1, 1, 1, 1]


def test_0034_counts_the_attempts_stored_before_it(empty_database: Callable[[], str], tmp_path: Path) -> None:
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0034":
            later.unlink()
    migrate(url, before)
    day, addresses = random_day(), [secrets.token_bytes(16) for _ in range(2)]
    with psycopg.connect(url, autocommit=True) as conn:
        publish(conn, day)
        players = new_players(conn, 9)
        conn.execute(
            "INSERT INTO daily_starts (day, variant, player_id, started_at, address_key, step)"
            " SELECT %s, 'golf-easy', player, %s, (%s::bytea[])[1 + n %% 3], n %% 4"
            " FROM unnest(%s::uuid[]) WITH ORDINALITY AS made (player, n)",
            [day, dt.datetime.combine(day, dt.time(10), dt.UTC), [*addresses, None], players],
        )
        for player in players[:3]:
            result(conn, day, "golf-easy", player)
        recounted = {tuple(row) for row in conn.execute(RECOUNT, [day]).fetchall()}
        assert recounted
    assert migrate(url)[0] == "0034_open_attempt_counts"
    store = Store(url)
    try:
        with psycopg.connect(url, autocommit=True) as conn:
            assert counters(conn, day) == recounted
            joined, kept = both_answers(store, conn, day)
            assert kept == joined and any(kept)
    finally:
        store.close()
