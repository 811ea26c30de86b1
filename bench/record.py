"""What the player's daily record costs the database (issue 22); rewrites its section of
bench/db.md (between the ``<!-- bench/record.py -->`` markers).

    .venv/bin/python -m bench.record [a git revision before the record, default 0bbc004]
                                     [submissions per run, default 3000] [rounds, default 3]

A throwaway PostgreSQL (``service.dev.postgres``, durable settings), two databases on it, each
holding a golf-easy board of a million results written by SQL:

* **before**: migrated and used by ``revision`` (exported with ``git archive``: its
  migrations, its store), the release before the record's counters;
* **after**: this tree's (migration 0009: the spread's counters kept by triggers, the
  streak kept by the submission, the settled standings).

Then, in alternating rounds, the same result submissions through each release's own
store (``store.results.submit``; ``Store.submit_result`` before issue 40), each from a new
player who started that daily game (the transaction a ``POST /v1/daily/{date}/results``
makes; the results spread as the board's are), one connection at a time and 8 threads at
once: wall time a submission, and the CPU a submission cost the PostgreSQL backends
serving the submitting connections (read from /proc before and after, the connections
opened beforehand), so the figure holds whatever else the machine runs.
And on the after database: ``daily settle`` of the million-result board; the streak's
recount (``recount_daily_streak``, what reading a streak would cost without the counter:
one query over the player's index range) for players with 1, 3 and 10 years of daily
results in every variant; and migration 0009 itself over a million results.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psycopg

from bench.db import fill_board
from bench.servers import export, load_averages, write_section
from harness.store_data import CODES
from service.dev.postgres import DevDatabase
from service.engine import VARIANTS
from service.store.statements import statement

ROOT = Path(__file__).resolve().parents[1]

SETTLE_BOARD = statement("settle_board")

DAY = dt.date(2031, 1, 6)
BOARD = 1_000_000
WORKER = """
import datetime as dt, json, sys, threading, time, uuid
from concurrent.futures import ThreadPoolExecutor
sys.path.insert(0, sys.argv[1])
from service.store import DailyDeal, GameRecord, Store
url, count, threads, day = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), dt.date.fromisoformat(sys.argv[5])
store = Store(url, min_size=threads, max_size=threads)
store.open()
store.pool.wait(timeout=60)
composed = hasattr(store, "results")  # a release after issue 40: one repository an attribute
create_player = store.players.create if composed else store.create_player
start_daily = store.attempts.start if composed else store.start_daily
submit_result = store.results.submit if composed else store.submit_result
noon = dt.datetime.combine(day, dt.time(12), dt.UTC)
players = []
for n in range(count):  # results spread as the board's are
    player, _ = create_player(f"Submitter {n}")
    submitted = noon + dt.timedelta(milliseconds=n)
    start_daily(day, "golf-easy", player, submitted - dt.timedelta(seconds=60 + n % 3000))
    players.append((n, player, submitted))
def submit(entry):
    n, player, submitted = entry
    won = n % 3 != 0
    status, score, cards = ("won", 350, 35) if won else ("dead_end", 0, 18 + n % 17)
    moves = 49 + n % 40
    record = GameRecord(uuid.uuid4(), "golf", "GO1-E-AAAAAAB", {}, status, score, moves, [], "golf-easy")
    submit_result(day, "golf-easy", player, record, cards, submitted)
print("ready", flush=True)
sys.stdin.readline()
began = time.perf_counter()
with ThreadPoolExecutor(threads) as pool:
    list(pool.map(submit, players))
print(json.dumps({"seconds": time.perf_counter() - began}), flush=True)
sys.stdin.readline()
store.close()
"""


def fill(url: str) -> None:
    """The board of a million results, as bench/db.py writes it."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("INSERT INTO daily_deals VALUES (%s, 'golf-easy', 'GO1-E-AAAAAAB', 1.0)", [DAY])
    fill_board(url, DAY, BOARD)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE")


def backends_cpu(url: str) -> tuple[set[int], float]:
    """The PostgreSQL backends of the store's connections to ``url`` (its application
    name) and the CPU seconds they have used."""
    with psycopg.connect(url, autocommit=True) as conn:
        pids = {
            pid
            for (pid,) in conn.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                " AND application_name = 'solitaire-service'"
            )
        }
    ticks = 0
    for pid in pids:
        fields = (Path(f"/proc/{pid}") / "stat").read_text().rsplit(")", 1)[1].split()
        ticks += int(fields[11]) + int(fields[12])
    return pids, ticks / os.sysconf("SC_CLK_TCK")


def submissions(tree: Path, url: str, count: int, threads: int) -> dict[str, float]:
    """``count`` first submissions through ``tree``'s store, ``threads`` at once: wall
    microseconds and PostgreSQL CPU microseconds a submission (the players are made and
    their games started, and the connections opened, before the clock starts)."""
    worker = subprocess.Popen(
        [
            str(ROOT / ".venv/bin/python"),
            "-c",
            WORKER,
            str(tree),
            url,
            str(count),
            str(threads),
            DAY.isoformat(),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert worker.stdin is not None and worker.stdout is not None
    assert worker.stdout.readline().strip() == "ready"
    backends, cpu_before = backends_cpu(url)
    assert len(backends) == threads, backends
    worker.stdin.write("go\n")
    worker.stdin.flush()
    took = json.loads(worker.stdout.readline())["seconds"]
    after, cpu_after = backends_cpu(url)
    assert after == backends, (backends, after)
    cpu = cpu_after - cpu_before
    worker.stdin.write("done\n")
    worker.stdin.flush()
    worker.wait(timeout=60)
    return {"wall_us": took / count * 1e6, "db_cpu_us": cpu / count * 1e6}


def migrate_with(tree: Path, url: str, stop_before: str | None = None) -> float:
    """``tree``'s migrations applied to ``url`` (those sorting before ``stop_before`` only,
    when given), in a process of their own; the seconds it took."""
    directory = tree / "migrations"
    if stop_before is not None:
        directory = Path(tempfile.mkdtemp(prefix="migrations-"))
        for path in (tree / "migrations").glob("*.sql"):
            if path.stem < stop_before:
                shutil.copy(path, directory)
    code = (
        "import sys, time; from pathlib import Path; sys.path.insert(0, sys.argv[1]);"
        "from service.store import migrate; t = time.perf_counter(); migrate(sys.argv[2], Path(sys.argv[3]));"
        "print(time.perf_counter() - t)"
    )
    done = subprocess.run(
        [str(ROOT / ".venv/bin/python"), "-c", code, str(tree), url, str(directory)],
        check=True,
        capture_output=True,
        text=True,
    )
    return float(done.stdout.strip().splitlines()[-1])


def timed(conn: psycopg.Connection[Any], query: str, parameters: Any, repeat: int = 5) -> float:
    """The median milliseconds of ``query`` run ``repeat`` times (after one warm run)."""
    conn.execute(query, parameters).fetchall()
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        conn.execute(query, parameters).fetchall()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


def streaks(conn: psycopg.Connection[Any]) -> list[str]:
    """The recount (a player's days: one index range, gaps and islands) against reading the
    counter, for players with 1, 3 and 10 years of results in every variant."""
    rows = []
    for years in (1, 3, 10):
        [(player,)] = conn.execute(
            "WITH made AS (INSERT INTO players (name) VALUES ('Years') RETURNING id),"
            " device AS (INSERT INTO devices (player_id, token_sha256)"
            " SELECT id, sha256(gen_random_uuid()::text::bytea) FROM made)"
            " SELECT id FROM made"
        ).fetchall()
        days = 365 * years
        first = DAY + dt.timedelta(days=1)
        for variant in VARIANTS:
            conn.execute(
                "INSERT INTO daily_deals SELECT %s::date + d, %s, %s, 1.0 FROM generate_series(0, %s - 1) d"
                " ON CONFLICT DO NOTHING",
                [first, variant, CODES[variant], days],
            )
        conn.execute(
            "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
            " hints, seconds, submitted_at)"
            " SELECT d.day, d.variant, %s, 0, 60, 'won', true,"
            " CASE WHEN d.variant LIKE 'golf%%' THEN 35 ELSE 52 END, 0, 100, now()"
            " FROM daily_deals d WHERE d.day BETWEEN %s AND %s::date + %s - 1",
            [player, first, first, days],
        )
        conn.execute("VACUUM ANALYZE daily_results")
        results = conn.execute("SELECT count(*) FROM daily_results WHERE player_id = %s", [player]).fetchone()
        recount = timed(conn, "SELECT recount_daily_streak(%s)", [player])
        counter = timed(conn, "SELECT * FROM player_daily_streaks WHERE player_id = %s", [player])
        assert results is not None
        rows.append(f"| {years} ({results[0]:,} results) | {recount:.2f} | {counter:.3f} |")
    return rows


def main() -> None:
    # A plain kill (SIGTERM) would skip the ``finally`` that removes the database.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    revision = sys.argv[1] if len(sys.argv) > 1 else "0bbc004"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    home = Path(tempfile.mkdtemp(prefix="bench-record-"))
    home.chmod(0o755)
    database = DevDatabase(home / "pg")
    trees = {"before": export(revision, home), "after": ROOT}
    try:
        url = database.start()
        with psycopg.connect(url, autocommit=True) as conn:
            for name in trees:
                conn.execute(f"CREATE DATABASE {name}")
            conn.execute("CREATE DATABASE migration")
        urls = {name: psycopg.conninfo.make_conninfo(url, dbname=name) for name in trees}
        for name, tree in trees.items():
            migrate_with(tree, urls[name])
            fill(urls[name])
        runs: dict[tuple[str, int], list[dict[str, float]]] = {}
        for _ in range(rounds):
            for threads in (1, 8):
                for name, tree in trees.items():
                    runs.setdefault((name, threads), []).append(submissions(tree, urls[name], count, threads))
        with psycopg.connect(urls["after"], autocommit=True) as conn:
            conn.execute("SET statement_timeout = 0")
            began = time.perf_counter()
            conn.execute("SELECT FROM daily_deals WHERE day = %s FOR NO KEY UPDATE", [DAY])
            [(settled,)] = conn.execute(SETTLE_BOARD, {"day": DAY, "variant": "golf-easy"}).fetchall()
            settle_s = time.perf_counter() - began
            size = conn.execute(
                "SELECT pg_size_pretty(pg_total_relation_size('daily_final_standings'))"
            ).fetchone()
            streak_rows = streaks(conn)
        migration_url = psycopg.conninfo.make_conninfo(url, dbname="migration")
        migrate_with(ROOT, migration_url, stop_before="0009")
        fill(migration_url)
        migration_s = migrate_with(ROOT, migration_url)
    finally:
        database.remove()
        shutil.rmtree(home, ignore_errors=True)
    lines = [
        f"Measured {started_at:%Y-%m-%d %H:%M} UTC by `.venv/bin/python -m bench.record {revision} {count} "
        f"{rounds}`: a board of {BOARD:,} results in each database; {count:,} first submissions a run "
        f"through each release's store, {rounds} alternating rounds (medians). **Load averages "
        f"(1 / 5 / 15 min) before: {load_before}; after: {load_averages()}** on {os.cpu_count()} cores.",
        "",
        "| first submissions | release | wall us a submission | PostgreSQL CPU us a submission |",
        "|---|---|---|---|",
    ]
    for (name, threads), done in runs.items():
        release = f"{revision} (before the counters)" if name == "before" else "this tree"
        wall = statistics.median(run["wall_us"] for run in done)
        cpu = statistics.median(run["db_cpu_us"] for run in done)
        lines.append(f"| {threads} at once | {release} | {wall:,.0f} | {cpu:,.0f} |")
    assert size is not None
    lines += [
        "",
        f"`daily settle` of the board ({settled:,} cleared results): {settle_s:.1f} s; "
        f"`daily_final_standings` then holds {size[0]}. Migration 0009 over a database of {BOARD:,} results: "
        f"{migration_s:.1f} s.",
        "",
        "| a player's years of daily results, every variant | the streak recounted from them, ms "
        "| the streak's counter read, ms |",
        "|---|---|---|",
        *streak_rows,
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    write_section(ROOT / "bench" / "db.md", "bench/record.py", text)


if __name__ == "__main__":
    main()
