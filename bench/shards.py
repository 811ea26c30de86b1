"""What the board's counter shards (migration 0016) cost the reads that sum them, on a board
of a million results, and what the migration costs to apply; rewrites its section of
bench/surge.md (between the ``<!-- bench/shards.py -->`` markers).

    .venv/bin/python -m bench.shards [results, default 1000000] [repeats, default 200]

A throwaway PostgreSQL (``service.dev.postgres``) migrated up to 0014; a golf-easy board of
``results`` results written by SQL (``fill_board`` of harness/store_data.py: wins and
dead ends, hints, minutes of time spread; the triggers count them); ``VACUUM ANALYZE``.
Timed in the server (EXPLAIN ANALYZE's execution time, the median of ``repeats``), with
the shared buffers read: a standing half-way down the board and the last one
(standing.sql: the sum of the bucket counts ahead, the percentile's sum of the board's
cards counts), the board's spread (board_spread.sql) and its version (board_version.sql).
Then 0016 is applied (timed: it recounts the counters from the results), ``VACUUM
ANALYZE``, and the same reads again.
"""

from __future__ import annotations

import datetime as dt
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psycopg

from bench.servers import load_averages, write_section
from harness.store_data import fill_board
from service.daily.stats import MINUTE_LOWS, card_lows
from service.dev.postgres import DevDatabase
from service.engine import Variant
from service.store import migrate
from service.store.migrate import MIGRATIONS_DIR
from service.store.statements import statement

ROOT = Path(__file__).resolve().parents[1]

DAY = dt.date(2031, 3, 1)
SHARDS = "0016_board_counter_shards"
ORDER = "order_lost, order_cards_left, hints, undos, order_seconds, moves, submitted_at, player_id"


def timed(conn: psycopg.Connection[Any], name: str, parameters: dict[str, Any], repeats: int) -> str:
    """'median ms (shared buffers)' of ``sql/<name>.sql`` run ``repeats`` times."""
    query = f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {statement(name)}".encode()
    runs = []
    for _ in range(repeats):
        [(plan,)] = conn.execute(query, parameters).fetchall()
        runs.append((plan[0]["Execution Time"], plan[0]["Plan"]["Shared Hit Blocks"]))
    return f"{statistics.median(ms for ms, _ in runs):.3f} ({max(blocks for _, blocks in runs)})"


def reads(conn: psycopg.Connection[Any], results: int, repeats: int) -> list[str]:
    conn.execute("VACUUM ANALYZE")
    board = {"day": DAY, "variant": "golf-easy"}
    nth = f"SELECT player_id FROM daily_results ORDER BY {ORDER} OFFSET %s LIMIT 1"
    middle, last = (conn.execute(nth, [at]).fetchone() for at in (results // 2, results - 1))
    assert middle and last
    spread = board | {"card_lows": list(card_lows(Variant("golf-easy"))), "minute_lows": list(MINUTE_LOWS)}
    return [
        timed(conn, "standing", board | {"player": middle[0]}, repeats),
        timed(conn, "standing", board | {"player": last[0]}, repeats),
        timed(conn, "board_spread", spread, repeats),
        timed(conn, "board_version", board, repeats),
    ]


def main() -> None:
    results = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    with tempfile.TemporaryDirectory(prefix="bench-shards-") as directory:
        home = Path(directory)
        home.chmod(0o755)
        before = home / "migrations"
        shutil.copytree(MIGRATIONS_DIR, before)
        for later in before.glob("*.sql"):
            if later.stem >= SHARDS:
                later.unlink()
        database = DevDatabase(home / "db")
        url = database.start()
        try:
            migrate(url, before)
            with psycopg.connect(url, autocommit=True) as conn:
                conn.execute("SET synchronous_commit = on")  # VACUUM marks pages of flushed commits
                conn.execute("INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0)", [DAY])
                fill_board(conn, DAY, results)
                unsharded = reads(conn, results, repeats)
            applying = time.perf_counter()
            assert migrate(url) == [SHARDS]
            applied_s = time.perf_counter() - applying
            with psycopg.connect(url, autocommit=True) as conn:
                sharded = reads(conn, results, repeats)
                [(entries,)] = conn.execute("SELECT count(*) FROM daily_board_counts").fetchall()
        finally:
            database.remove()
    names = ["a standing half-way down", "the last standing", "the spread", "the version"]
    rows = [f"| {name} | {a} | {b} |" for name, a, b in zip(names, unsharded, sharded, strict=True)]
    text = (
        f"Run {started_at:%Y-%m-%d %H:%M} UTC, load before {load_before}, at the end {load_averages()} "
        f"(other work shared the 2 cores); `.venv/bin/python -m bench.shards {results} {repeats}`: a board "
        f"of {results:,} results; PostgreSQL's execution time, median of {repeats} (shared buffers read).\n\n"
        "| read | before 0016, ms (buffers) | after 0016, ms (buffers) |\n|---|---|---|\n"
        + "\n".join(rows)
        + f"\n\nMigration 0016 over the {results:,} results: {applied_s:.1f} s "
        f"({entries:,} bucket counts after it).\n"
    )
    write_section(ROOT / "bench" / "surge.md", "bench/shards.py", text)
    print(text)


if __name__ == "__main__":
    main()
