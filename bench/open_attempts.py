"""The review's count of an address's abandoned attempts (issue 43, item 3): the joined query
it was before migration 0034 and the kept counter's read (``Attempts.abandoned_nearby``),
behind one big shared address, and what the counter costs a result's insert; rewrites its
section of bench/surge.md (between the ``<!-- bench/open_attempts.py -->`` markers).

    .venv/bin/python -m bench.open_attempts [attempts behind the address ..., default 1000 10000]

A throwaway PostgreSQL (``service.dev.postgres``) under a temporary directory, migrated,
with a table of the seeded players (``crowd``), for each number of attempts asked.  One
day's golf-easy deal: the address's attempts (three in four played, one in three of
those with a result: the rest left; each row with a state and actions as long as a game's)
and 20,000 attempts of other addresses, written by SQL
with the triggers on (the counter kept as they are written), then ``ANALYZE``.  Each read
is timed 200 times for one player of the address; then 1,000 results of other addresses
are stored one statement each with the counter's triggers on, and 1,000 with them off.
"""

from __future__ import annotations

import datetime as dt
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

import psycopg

from bench.friends import measure
from bench.servers import load_averages, write_section
from harness.store_data import ABANDONED_NEARBY_JOINED, CODES
from service.dev.postgres import DevDatabase
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "surge.md"
DAY = dt.date(2031, 1, 8)
ADDRESS = bytes(16)
OTHERS = 20_000
INSERTS = 1_000


def seed(url: str, attempts: int) -> int:
    """The address's attempts and the others'; answers the address's open ones."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "CREATE TABLE crowd AS SELECT gen_random_uuid() AS id, n,"
            " CASE WHEN n <= %s THEN %s::bytea ELSE int8send(n) || int8send(n) END AS address"
            " FROM generate_series(1, %s) n",
            [attempts, ADDRESS, attempts + OTHERS + 2 * INSERTS],
        )
        conn.execute("INSERT INTO players (id, name) SELECT id, 'Seeded ' || n FROM crowd")
        conn.execute(
            "INSERT INTO daily_starts"
            " (day, variant, player_id, started_at, address_key, step, state, actions)"
            " SELECT %s, 'golf-easy', id, %s, address, CASE WHEN n %% 4 = 0 THEN 0 ELSE 30 + n %% 20 END,"
            " repeat('s', 300), repeat('D ', 200) FROM crowd",
            [DAY, dt.datetime.combine(DAY, dt.time(9), dt.UTC)],
        )
        conn.execute(
            "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
            " hints, seconds, submitted_at) SELECT %s, 'golf-easy', id, 0, 40, 'dead_end', false, 20, 0,"
            " 300 + n %% 600, %s FROM crowd WHERE n %% 4 <> 0 AND n %% 3 = 0 AND n <= %s + %s",
            [DAY, dt.datetime.combine(DAY, dt.time(10), dt.UTC), attempts, OTHERS],
        )
        conn.execute("ANALYZE")
        [(open_attempts,)] = conn.execute(
            "SELECT attempts FROM daily_open_attempts WHERE day = %s AND address_key = %s", [DAY, ADDRESS]
        ).fetchall()
    return int(open_attempts)


def insert_results(url: str, first: int, triggers_on: bool) -> float:
    """p50 milliseconds of a result's insert (one statement each, committed) of ``INSERTS``
    players of other addresses from the ``first``th on, the counter's triggers on or off."""
    times = []
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "ALTER TABLE daily_results ENABLE TRIGGER daily_results_open_in"
            if triggers_on
            else "ALTER TABLE daily_results DISABLE TRIGGER daily_results_open_in"
        )
        players = conn.execute(
            "SELECT id FROM crowd WHERE n > %s ORDER BY n LIMIT %s", [first, INSERTS]
        ).fetchall()
        for (player,) in players:
            started = time.perf_counter()
            conn.execute(
                "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
                " hints, seconds, submitted_at) VALUES (%s, 'golf-easy', %s, 0, 40, 'dead_end', false, 20, 0,"
                " 400, now())",
                [DAY, player],
            )
            times.append((time.perf_counter() - started) * 1000)
    return sorted(times)[len(times) // 2]


def measure_size(attempts: int) -> tuple[int, int, tuple[float, ...], tuple[float, ...], float, float]:
    """One throwaway database seeded with ``attempts`` behind the address: its open ones,
    the count of one of them, both reads' (p50, p99, CPU) and a result insert's p50 with the
    counter's trigger and without."""
    with tempfile.TemporaryDirectory(prefix="bench-open-attempts-") as directory:
        database = DevDatabase(Path(directory) / "pg")
        try:
            url = database.start()
            migrate(url)
            store = Store(url, min_size=1, max_size=1)
            store.deals.publish([DailyDeal(DAY, "golf-easy", CODES["golf-easy"], 3.0)])
            open_attempts = seed(url, attempts)
            [(pid,)] = store.database.execute("SELECT pg_backend_pid()", (), replayable=True)
            [(player,)] = store.database.execute(
                "SELECT player_id FROM daily_starts WHERE day = %s AND address_key = %s AND step > 0 LIMIT 1",
                [DAY, ADDRESS],
                replayable=True,
            )
            parameters = {"day": DAY, "variant": "golf-easy", "player": player}
            [(count,)] = store.database.execute(ABANDONED_NEARBY_JOINED, parameters, replayable=True)
            kept = store.attempts.abandoned_nearby(DAY, "golf-easy", player)
            assert kept == count, (kept, count)
            joined = partial(store.database.execute, ABANDONED_NEARBY_JOINED, parameters, replayable=True)
            before = measure(store, pid, 200, joined)
            after = measure(
                store, pid, 200, partial(store.attempts.abandoned_nearby, DAY, "golf-easy", player)
            )
            store.close()
            with_counter = insert_results(url, attempts + OTHERS, True)
            without = insert_results(url, attempts + OTHERS + INSERTS, False)
        finally:
            database.stop()
    return open_attempts, kept, before, after, with_counter, without


def main() -> None:
    sizes = [int(size) for size in sys.argv[1:]] or [1000, 10_000]
    load_before = load_averages()
    rows, inserts = [], []
    for attempts in sizes:
        open_attempts, kept, before, after, with_counter, without = measure_size(attempts)
        rows.append(
            f"| {attempts:,} ({open_attempts:,} left; the count answers {kept:,}) | "
            f"{before[0]:.2f} / {before[1]:.2f} ms, {before[2]:.2f} ms | "
            f"{after[0]:.3f} / {after[1]:.3f} ms, {after[2]:.3f} ms |\n"
        )
        inserts.append(f"{with_counter:.2f} ms with the counter's trigger, {without:.2f} ms without it")
    text = (
        f"Measured {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, {OTHERS:,} attempts of other addresses "
        f"beside those of the one address. Load averages (1 / 5 / 15 min) before: {load_before}; after: "
        f"{load_averages()}.\n\n"
        "| attempts of the deal behind one address | before: every attempt of the address joined "
        "(p50 / p99, PostgreSQL CPU a read) | after: the kept counter, by key (0034) |\n"
        "|---|---:|---:|\n"
        + "".join(rows)
        + f"\nA result's insert (one statement, committed), p50 of {INSERTS:,}: "
        + "; ".join(inserts)
        + ".\n"
    )
    write_section(RESULTS, "bench/open_attempts.py", text)
    print(text)


if __name__ == "__main__":
    main()
