"""What migrations 0021-0022 (the history's game from the registry) cost on a large history,
and what the foreign key costs a history write; rewrites its section of bench/db.md
(between the ``<!-- bench/registered_games.py -->`` markers).

    .venv/bin/python -m bench.registered_games [games, default 2000000] [seconds of writes, default 10]

A throwaway PostgreSQL (``service.dev.postgres``, durable settings) migrated up to 0020; a history
of ``games`` games written by SQL over 24 monthly partitions (20,000 players, two thirds
Golf, a third Canfield, each with an action log of 49 moves), ``VACUUM ANALYZE``.  Then:

* history writes (``store.history.record_game``, each a new game of one of 200 players, 8 threads
  for ``seconds``): games written a second, before 0021 and after 0022 (each write now
  also looks its game up in ``game_kinds``, the row every write of that game locks FOR KEY
  SHARE);
* 0021 applied, timed (it takes ACCESS EXCLUSIVE locks on ``games`` and every partition);
* 0022 applied, timed, while a thread records games meanwhile (its writes counted, and the
  longest one: the validations' SHARE UPDATE EXCLUSIVE lets them go on, the parent's foreign
  key at the end makes them wait), and the sequential scans of each partition it made
  (``pg_stat_user_tables``: one a validation; a read by the parent's foreign key would be a
  third).

``PG_BIN_DIR=/usr/lib/postgresql/15/bin`` runs it on that PostgreSQL instead of the wheel's.
"""

from __future__ import annotations

import datetime as dt
import shutil
import sys
import tempfile
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psycopg

from bench.servers import load_averages, write_section
from harness.store_data import game_record
from service.dev.postgres import DevDatabase
from service.store import Store, migrate
from service.store.migrate import MIGRATIONS_DIR

ROOT = Path(__file__).resolve().parents[1]

FIRST, VALIDATED = "0021_registered_games", "0022_registered_games_validated"
ACTIONS = (
    "(SELECT jsonb_agg(jsonb_build_object('type', 'remove', 'column', m %% 7)) FROM generate_series(1, 49) m)"
)
"""An action log of 49 moves, as SQL (inside a statement with parameters: ``%%`` is ``%``)."""
WRITERS = 8


def seed(url: str, games: int) -> None:
    """``games`` games of 20,000 players over 24 months, by SQL (the store writes one a
    transaction)."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SELECT create_game_partitions('2025-01-01', 24)")
        conn.execute(
            "CREATE TEMP TABLE crowd AS SELECT gen_random_uuid() AS id, n FROM generate_series(0, 19999) n"
        )
        conn.execute("INSERT INTO players (id, name) SELECT id, 'Seeded ' || n FROM crowd")
        conn.execute(
            "INSERT INTO devices (player_id, token_sha256) SELECT id, sha256(id::text::bytea) FROM crowd"
        )
        conn.execute(
            "INSERT INTO games (player_id, recorded_at, game, variant, code, rules, status, score, moves,"
            " actions) SELECT c.id,"
            " timestamptz '2025-01-01' + (g * 7 %% 730) * interval '1 day' + g * interval '1 ms',"
            " CASE WHEN g %% 3 = 0 THEN 'canfield' ELSE 'golf' END,"
            " CASE WHEN g %% 3 = 0 THEN 'canfield-draw3' ELSE 'golf-easy' END,"
            " CASE WHEN g %% 3 = 0 THEN 'CF1-D3-AAAAACL' ELSE 'GO1-E-AAAAAAB' END,"
            " '{\"mode\": \"easy\"}', 'won', 245, 49, " + ACTIONS + ""
            " FROM generate_series(1, %s) g JOIN crowd c ON c.n = g %% 20000",
            [games],
        )
        conn.execute("VACUUM ANALYZE games")


def writes_a_second(store: Store, players: list[uuid.UUID], seconds: float) -> float:
    """History writes a second from ``WRITERS`` threads for ``seconds``."""
    deadline = time.perf_counter() + seconds

    def write(index: int) -> int:
        written = 0
        while time.perf_counter() < deadline:
            store.history.record_game(
                players[(index * 25 + written) % len(players)], game_record("golf-easy")
            )
            written += 1
        return written

    started = time.perf_counter()
    with ThreadPoolExecutor(WRITERS) as pool:
        total = sum(pool.map(write, range(WRITERS)))
    return total / (time.perf_counter() - started)


def partition_scans(url: str) -> dict[str, int]:
    """Each partition's sequential scans so far (after a second: a backend reports its
    counts when it ends or idles)."""
    time.sleep(1.5)
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT relname, seq_scan FROM pg_stat_user_tables"
            " WHERE relid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'games'::regclass)"
        ).fetchall()
    return dict(rows)


def applied_while_writing(url: str, store: Store, player: uuid.UUID) -> tuple[float, int, float]:
    """Apply the pending migrations while a thread records games: (seconds, games written
    meanwhile, the longest write in seconds)."""
    stop, longest, written = threading.Event(), [0.0], [0]

    def writer() -> None:
        while not stop.is_set():
            began = time.perf_counter()
            store.history.record_game(player, game_record("golf-easy"))
            longest[0] = max(longest[0], time.perf_counter() - began)
            written[0] += 1

    thread = threading.Thread(target=writer)
    thread.start()
    time.sleep(0.5)
    started = time.perf_counter()
    try:
        assert migrate(url) == [VALIDATED]
        applied_s = time.perf_counter() - started
    finally:
        stop.set()
        thread.join()
    return applied_s, written[0], longest[0]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000_000
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    with tempfile.TemporaryDirectory(prefix="bench-registered-") as directory:
        home = Path(directory)
        home.chmod(0o755)
        before, first = home / "before", home / "first"
        for folder, last in ((before, "0020"), (first, "0021")):
            shutil.copytree(MIGRATIONS_DIR, folder)
            for later in folder.glob("*.sql"):
                if later.stem[:4] > last:
                    later.unlink()
        database = DevDatabase(home / "db")
        url = database.start()
        try:
            migrate(url, before)
            seed(url, games)
            store = Store(url, max_size=WRITERS)
            try:
                players = [store.players.create(f"Writer {n}")[0] for n in range(200)]
                rate_before = writes_a_second(store, players, seconds)
                applying = time.perf_counter()
                assert migrate(url, first) == [FIRST]
                first_s = time.perf_counter() - applying
                scans_before = partition_scans(url)
                validated_s, meanwhile, longest_s = applied_while_writing(url, store, players[0])
                scans_after = partition_scans(url)
                scans = {name: count - scans_before.get(name, 0) for name, count in scans_after.items()}
                rate_after = writes_a_second(store, players, seconds)
            finally:
                store.close()
            with psycopg.connect(url) as conn:
                [(version,)] = conn.execute("SHOW server_version").fetchall()
                [(size,)] = conn.execute(
                    "SELECT pg_size_pretty(sum(pg_total_relation_size(inhrelid)))"
                    " FROM pg_inherits WHERE inhparent = 'games'::regclass"
                ).fetchall()
        finally:
            database.remove()
    text = (
        f"Run {started_at:%Y-%m-%d %H:%M} UTC, load before {load_before}, at the end {load_averages()} "
        f"(other work shared the 2 cores); `.venv/bin/python -m bench.registered_games {games} {seconds:g}`: "
        f"PostgreSQL {version}, a history of {games:,} games over 24 monthly partitions ({size} with their "
        "indexes and TOAST).\n\n"
        "| what | measured |\n|---|---|\n"
        "| 0021 (ACCESS EXCLUSIVE on `games` and its partitions: reads and writes wait) | "
        f"{first_s * 1000:.0f} ms |\n"
        "| 0022 (each partition's foreign key, then the code check, validated under SHARE UPDATE EXCLUSIVE: "
        "reads and writes go on; then the parent's foreign key: SHARE ROW EXCLUSIVE on `games` and its "
        "partitions, ACCESS EXCLUSIVE on `game_kinds`: writes wait) | "
        f"{validated_s:.1f} s; {meanwhile} games recorded meanwhile by one thread, the longest write "
        f"{longest_s * 1000:.0f} ms |\n"
        "| sequential scans of each partition by 0022 (one a validation) | "
        f"{' / '.join(str(count) for count in sorted(set(scans.values())))} |\n"
        f"| history writes a second, {WRITERS} threads, before 0021 / after 0022 | {rate_before:.0f} / "
        f"{rate_after:.0f} |\n"
    )
    write_section(ROOT / "bench" / "db.md", "bench/registered_games.py", text)
    print(text)


if __name__ == "__main__":
    main()
