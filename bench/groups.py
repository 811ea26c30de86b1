"""Groups of 100 on a board of a million results: migration 0019 applied over them, and what
a group's board, a standing with its group and a calendar with it cost PostgreSQL; rewrites
its section of bench/groups.md (between the ``<!-- bench/groups.py -->`` markers).

    .venv/bin/python -m bench.groups [requests per read, default 2000]

A throwaway PostgreSQL (``service.dev.postgres``) under a temporary directory, migrated up to
0019 (not included); today's golf-easy board filled with ``BOARD_RESULTS`` results by
``bench/db.py``'s ``fill_board``; then migration 0019 applied and timed (it numbers the
million results into 10,000 groups); ``ANALYZE``.  Each read runs through the store, as the
routes call it, on a pool of one connection, one request after another: its wall time per
request (p50, p99) and the CPU its PostgreSQL backend spent per request (from /proc, immune
to other load on the machine), as bench/friends.py measures; then a group's page's plan
(``EXPLAIN (ANALYZE, BUFFERS)``): one range of ``daily_results_groups``, never a scan of
the day's results.
"""

from __future__ import annotations

import datetime as dt
import shutil
import sys
import tempfile
import time
from pathlib import Path

import psycopg

from bench.db import CODE, fill_board
from bench.friends import measure
from bench.servers import load_averages, write_section
from service.dev.postgres import DevDatabase
from service.store import DailyDeal, Store, migrate
from service.store.boards import page_parameters
from service.store.migrate import MIGRATIONS_DIR
from service.store.statements import statement

ROOT = Path(__file__).resolve().parents[1]

BOARD_RESULTS = 1_000_000
GROUPS_MIGRATION = "0019"
DAY = dt.datetime.now(dt.UTC).date()
RESULTS = ROOT / "bench" / "groups.md"


def migrated_before_groups(url: str, home: Path) -> None:
    """The schema as it was before migration 0019."""
    before = home / "migrations"
    shutil.copytree(MIGRATIONS_DIR, before)
    for later in before.glob("*.sql"):
        if later.stem >= GROUPS_MIGRATION:
            later.unlink()
    migrate(url, before)


def plan(url: str, group: int) -> str:
    query = "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) " + statement("group_leaderboard")
    parameters = page_parameters(DAY, "golf-easy", 20, None) | {"group": group}
    with psycopg.connect(url) as conn:
        return "\n".join(line for (line,) in conn.execute(query, parameters))


def main() -> None:
    requests = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    load_before = load_averages()
    with tempfile.TemporaryDirectory(prefix="bench-groups-") as directory:
        home = Path(directory)
        database = DevDatabase(home / "pg")
        try:
            url = database.start()
            migrated_before_groups(url, home)
            Store(url, min_size=1, max_size=1).deals.publish([DailyDeal(DAY, "golf-easy", CODE, 3.0)])
            middle = fill_board(url, DAY, BOARD_RESULTS)
            started = time.perf_counter()
            assert migrate(url) == ["0019_daily_groups"]
            migration_s = time.perf_counter() - started
            with psycopg.connect(url, autocommit=True) as conn:
                conn.execute("ANALYZE")
            store = Store(url, min_size=1, max_size=1)
            [(pid,)] = store.database.execute("SELECT pg_backend_pid()", (), replayable=True)
            groups = store.groups.count(DAY, "golf-easy")
            version, first = store.groups.versioned_leaderboard(DAY, "golf-easy", groups // 2, 20)
            assert len(first.items) == 20 and version > 0
            after = (first.items[-1].key, 20)
            standing = store.results.standing(DAY, "golf-easy", first.items[0].player_id)
            assert standing is not None and standing.group is not None and standing.group.size == 100
            reads = [
                ("a group's board, first page of 20 (a group half-way through the day)",
                 lambda: store.groups.versioned_leaderboard(DAY, "golf-easy", groups // 2, 20)),
                ("a group's board, second page of 20",
                 lambda: store.groups.versioned_leaderboard(DAY, "golf-easy", groups // 2, 20, after)),
                ("a group's whole board, a page of 100",
                 lambda: store.groups.versioned_leaderboard(DAY, "golf-easy", groups // 2, 100)),
                ("the board's groups so far (the 404's count)",
                 lambda: store.groups.count(DAY, "golf-easy")),
                ("own rank and group, `/leaderboard/me` (half-way down the board)",
                 lambda: store.results.versioned_own_standing(DAY, "golf-easy", middle)),
                ("the daily record of that day, with the group",
                 lambda: store.results.own_daily_record(middle, DAY, DAY)),
                ("whole board, first page of 20 (for comparison)",
                 lambda: store.boards.versioned_leaderboard(DAY, "golf-easy", 20)),
            ]  # fmt: skip
            rows = []
            for label, read in reads:
                p50, p99, cpu = measure(store, pid, requests, read)
                rows.append(f"| {label} | {p50:.2f} | {p99:.2f} | {cpu:.3f} |")
            explained = plan(url, groups // 2)
            store.close()
        finally:
            database.stop()
    text = (
        f"Measured {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC: {BOARD_RESULTS:,} results on the board "
        f"({groups:,} groups), {requests} requests a read, one after another on one connection. Migration "
        f"0019 over them: {migration_s:.1f} s. Load averages (1 / 5 / 15 min) before: {load_before}; "
        f"after: {load_averages()}.\n\n"
        "| read (through the store) | p50 ms | p99 ms | PostgreSQL CPU ms / request |\n"
        "|---|---:|---:|---:|\n" + "\n".join(rows) + "\n\n"
        f"A group's first page's plan (group {groups // 2}):\n\n```\n{explained}\n```\n"
    )
    write_section(RESULTS, "bench/groups.py", text)
    print(text)


if __name__ == "__main__":
    main()
