"""The friends board on a board of a million results: what it costs PostgreSQL, beside the
whole board's first page and a player's own rank; rewrites its section of bench/friends.md
(between the ``<!-- bench/friends.py -->`` markers).

    .venv/bin/python -m bench.friends [requests per read, default 2000]

A throwaway PostgreSQL (``service.dev.postgres``) under a temporary directory, migrated; today's
golf-easy board filled with ``BOARD_RESULTS`` results by ``bench/db.py``'s ``fill_board``
(as many players); a caller on it who follows ``FRIENDS`` players (the follow limit)
drawn at random from the board, and one who follows nobody; ``ANALYZE``.  Each read runs
through the store, as the routes call it, on a pool of one connection, one request after
another: its wall time per request (p50, p99) and the CPU its PostgreSQL backend spent per
request (from /proc, immune to other load on the machine); then the friends board's plan
(``EXPLAIN (ANALYZE, BUFFERS)``): an index lookup by ``(day, variant, player_id)`` per
player, never a scan of the day's results.  A follow by name and tag
(``service.social.friends.follow`` with ``store.friends.follow``, then an unfollow to keep the
count) is timed the same way.
"""

from __future__ import annotations

import datetime as dt
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import psycopg

from bench.db import CODE, fill_board
from bench.servers import load_averages, write_section
from service.dev.postgres import DevDatabase
from service.players import bearer
from service.players.names import player_tag
from service.social.friends import FOLLOW_LIMIT, follow
from service.store import DailyDeal, Store, migrate
from service.store.boards import page_parameters
from service.store.statements import statement

ROOT = Path(__file__).resolve().parents[1]

BOARD_RESULTS = 1_000_000
FRIENDS = FOLLOW_LIMIT
DAY = dt.datetime.now(dt.UTC).date()
RESULTS = ROOT / "bench" / "friends.md"


def backend_cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(store: Store, pid: int, requests: int, read: Callable[[], object]) -> tuple[float, float, float]:
    """p50 and p99 wall milliseconds and the backend's CPU milliseconds per request."""
    for _ in range(min(50, requests)):  # warm: plans cached, pages in memory
        read()
    times = []
    cpu_before = backend_cpu_s(pid)
    for _ in range(requests):
        started = time.perf_counter()
        read()
        times.append((time.perf_counter() - started) * 1000)
    cpu_ms = (backend_cpu_s(pid) - cpu_before) * 1000 / requests
    cuts = statistics.quantiles(times, n=100)
    return cuts[49], cuts[98], cpu_ms


def seed(url: str) -> tuple[str, str, str]:
    """The caller's token (following ``FRIENDS`` players on the board), a loner's token
    (following nobody), and the name and tag of a player on the board to follow."""
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT player_id FROM daily_results WHERE day = %s ORDER BY random() LIMIT %s",
            [DAY, FRIENDS + 3],
        ).fetchall()
        caller, loner, target, *friends = [player for (player,) in rows]
        conn.cursor().executemany(
            "INSERT INTO friends (player_id, friend_id, since) VALUES (%s, %s, now())",
            [(caller, friend) for friend in friends[:FRIENDS]],
        )
        [(name,)] = conn.execute("SELECT name FROM players WHERE id = %s", [target]).fetchall()
        conn.execute("ANALYZE")
    return str(caller), str(loner), f"{name}#{player_tag(target)}"


def plan(url: str, token: str) -> str:
    query = "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) " + statement("friends_board")
    parameters = page_parameters(DAY, "golf-easy", 20, None) | {"token": bearer.lookup_digest(token)}
    with psycopg.connect(url) as conn:
        return "\n".join(line for (line,) in conn.execute(query, parameters))


def main() -> None:
    requests = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    load_before = load_averages()
    with tempfile.TemporaryDirectory(prefix="bench-friends-") as home:
        database = DevDatabase(Path(home) / "pg")
        try:
            url = database.start()
            migrate(url)
            store = Store(url, min_size=1, max_size=1)
            store.deals.publish([DailyDeal(DAY, "golf-easy", CODE, 3.0)])
            started = time.perf_counter()
            fill_board(url, DAY, BOARD_RESULTS)
            caller, loner, target = seed(url)
            seeded_s = time.perf_counter() - started
            [(pid,)] = store.database.execute("SELECT pg_backend_pid()", (), replayable=True)
            caller_id = uuid.UUID(caller)

            def follow_and_unfollow() -> None:
                friend, made = follow(store.friends.follow, uuid.UUID(loner), target, dt.datetime.now(dt.UTC))
                assert made
                store.friends.unfollow(uuid.UUID(loner), friend.player_id)

            first = store.friends.own_board(caller, DAY, "golf-easy", 20)
            assert first is not None and len(first.value.items) == 20 and first.player == caller_id
            after = (first.value.items[-1].key, 20)
            reads: list[tuple[str, Callable[[], object]]] = [
                (f"friends board, first page of 20 ({FRIENDS} friends)",
                 lambda: store.friends.own_board(caller, DAY, "golf-easy", 20)),
                ("friends board, second page of 20",
                 lambda: store.friends.own_board(caller, DAY, "golf-easy", 20, after)),
                ("friends board of a player who follows nobody",
                 lambda: store.friends.own_board(loner, DAY, "golf-easy", 20)),
                ("whole board, first page of 20 (for comparison)",
                 lambda: store.boards.leaderboard(DAY, "golf-easy", 20)),
                ("own rank, `/leaderboard/me` (for comparison)",
                 lambda: store.results.versioned_own_standing(DAY, "golf-easy", caller)),
                ("the friends list, a page of 100",
                 lambda: store.friends.own_page(caller, 100)),
                ("follow by name and tag, then unfollow (2 transactions)", follow_and_unfollow),
            ]  # fmt: skip
            rows = []
            for label, read in reads:
                p50, p99, cpu = measure(store, pid, requests, read)
                rows.append(f"| {label} | {p50:.2f} | {p99:.2f} | {cpu:.3f} |")
            explained = plan(url, caller)
            store.close()
        finally:
            database.stop()
    text = (
        f"Measured {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC: {BOARD_RESULTS:,} results on the board, "
        f"{requests} requests a read, one after another on one connection (seeding took {seeded_s:.0f} s). "
        f"Load averages (1 / 5 / 15 min) before: {load_before}; after: {load_averages()}.\n\n"
        "| read (through the store) | p50 ms | p99 ms | PostgreSQL CPU ms / request |\n"
        "|---|---:|---:|---:|\n" + "\n".join(rows) + "\n\n"
        "The friends board's plan (first page, the caller following "
        f"{FRIENDS} players):\n\n```\n{explained}\n```\n"
    )
    write_section(RESULTS, "bench/friends.py", text)
    print(text)


if __name__ == "__main__":
    main()
