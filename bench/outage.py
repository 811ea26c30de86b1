"""Play while PostgreSQL is down, against an earlier release (the outage breaker of issue 31,
the bulkhead of issue 43); rewrites
its section of bench/surge.md (between the ``<!-- bench/outage.py -->`` markers).

    .venv/bin/python -m bench.outage [seconds per phase, default 10] [git revision, default 6a65e4b]
                                     [rounds, default 3]

For each release (this tree, and ``revision`` exported as bench/db.py does: its web and
storage code with this tree's engine): a fresh PostgreSQL (durable settings), migrated,
today's golf-easy deal published; gunicorn with ``deploy/gunicorn.conf.py``, 2 workers
of 4 threads and the deployed database settings (a 3 s pool wait).  Then, from this
process, 8 clients playing moves as fast as they are answered (the same Golf draw, over a
keep-alive connection each: no database involved) beside 8 clients reading the day's
board (a database route), for ``seconds`` with PostgreSQL up, then for ``seconds`` with
it stopped: its first 3 s (before the service can know of the outage, when the threads
that wait on the pool are bounded by the bulkhead alone), then ``seconds`` more.  Reported:
moves a second and their p50 / p99 / max (a mover stalled behind the board's readers adds
one slow move among thousands: the max shows it where the p99 cannot), and the board's
answers by status with their p99, in
each round (the releases alternate): how the kernel spreads the 16 connections over the 2
workers decides how many threads a stalled release has left for moves, so one round says
little.
"""

from __future__ import annotations

import datetime as dt
import signal
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

from bench.servers import export, gunicorn, load_averages, write_section
from bench.surge import DURABLE, SETTINGS, percentile
from harness.daily_flow import Client
from harness.servers import free_port
from service.dev.postgres import DevDatabase
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]

MOVERS = READERS = 8
KNOWN_AFTER_S = 3.0


def phase(url: str, seconds: float) -> tuple[list[float], list[tuple[int, float]]]:
    """(each move's seconds, each board read's (status, seconds)) over ``seconds``."""
    moves: list[float] = []
    reads: list[tuple[int, float]] = []
    today = dt.datetime.now(dt.UTC).date()
    status, game, _ = Client(url).call("POST", "/v1/games", "/v1/games", {"code": "GO1-E-AAAAAAB"})
    assert status == 201, game
    body = {"state": game["state"], "move": {"type": "draw"}}
    deadline = time.monotonic() + seconds

    def mover() -> None:
        client = Client(url, lambda _route, status, took: moves.append(took) if status == 200 else None)
        while time.monotonic() < deadline:
            client.call("POST", "/v1/moves", "/v1/moves", body)

    def reader() -> None:
        client = Client(url, lambda _route, status, took: reads.append((status, took)))
        while time.monotonic() < deadline:
            client.call("GET", f"/v1/daily/{today}/leaderboard?variant=golf-easy", "board")

    threads = [threading.Thread(target=mover) for _ in range(MOVERS)]
    threads += [threading.Thread(target=reader) for _ in range(READERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return moves, reads


def row(
    release: str,
    round_number: int,
    state: str,
    seconds: float,
    moves: list[float],
    reads: list[tuple[int, float]],
) -> str:
    statuses = Counter(status for status, _ in reads)
    answered = ", ".join(f"{status or 'no answer'}: {count}" for status, count in sorted(statuses.items()))
    read_p99 = percentile([took for _, took in reads], 0.99) * 1000
    return (
        f"| {release} | {round_number} | {state} | {len(moves) / seconds:,.0f} | "
        f"{percentile(moves, 0.5) * 1000:.0f} / {percentile(moves, 0.99) * 1000:.0f} / "
        f"{max(moves, default=0) * 1000:,.0f} | "
        f"{len(reads) / seconds:,.0f} ({answered}) | {read_p99:,.0f} |"
    )


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    revision = sys.argv[2] if len(sys.argv) > 2 else "6a65e4b"
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-outage-") as home:
        Path(home).chmod(0o755)
        releases = (("this tree", ROOT), (revision, export(revision, Path(home))))
        for round_number, (release, checkout) in ((n + 1, r) for n in range(rounds) for r in releases):
            database = DevDatabase(
                Path(home) / f"db-{round_number}-{release.replace(' ', '-')}", settings=DURABLE
            )
            url = database.start()
            try:
                migrate(url)
                store = Store(url)
                today = dt.datetime.now(dt.UTC).date()
                store.deals.publish([DailyDeal(today, "golf-easy", "GO1-E-OUTAGES", 2.0)])
                store.close()
                port = free_port()
                server = gunicorn(port, SETTINGS | {"DATABASE_URL": url}, checkout)
                try:
                    service = f"http://127.0.0.1:{port}"
                    rows.append(row(release, round_number, "up", seconds, *phase(service, seconds)))
                    database.stop()
                    first = phase(service, KNOWN_AFTER_S)
                    rows.append(
                        row(release, round_number, f"first {KNOWN_AFTER_S:.0f} s down", KNOWN_AFTER_S, *first)
                    )
                    rows.append(row(release, round_number, "stopped", seconds, *phase(service, seconds)))
                finally:
                    server.terminate()
                    server.wait(timeout=30)
            finally:
                database.remove()
            print(*rows[-3:], sep="\n", flush=True)
    text = (
        f"Run {started_at:%Y-%m-%d %H:%M} UTC, load before {load_before}, at the end {load_averages()} "
        f"(other work shared the 2 cores); "
        f"`.venv/bin/python -m bench.outage {seconds:.0f} {revision} {rounds}`.\n\n"
        "| release | round | PostgreSQL | moves/s | move p50 / p99 / max, ms | board reads/s (by status) "
        "| board p99, ms |\n"
        "|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n"
    )
    write_section(ROOT / "bench" / "surge.md", "bench/outage.py", text)
    print(text)


if __name__ == "__main__":
    main()
