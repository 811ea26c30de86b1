"""A board at the midnight surge read with and without ``If-None-Match`` (issue 30):
rewrites its section of bench/db.md (between the ``<!-- bench/conditional.py -->``
markers).

    .venv/bin/python -m bench.conditional [seconds per wrk run, default 10] [rounds, default 3]

bench/db.py's set-up and measures: a throwaway PostgreSQL (``service.dev.postgres``), migrated;
today's golf-easy board of ``BOARD_RESULTS`` results written by SQL (the triggers keep
its counts, spread and version as they do for a submission), the planner's statistics
taken; gunicorn with ``deploy/gunicorn.conf.py``, 2 workers and the deployed settings
(access line on, the daily rate limit lifted); wrk at 16 connections.  Each read, in
alternating rounds: sent plain (``200``: the board's version and the document, one round
trip), then with the ``ETag`` it answered (``304``: one lookup of the version by key, no
document read).  The board does not change during the runs, as between two refreshes of a
page.  CPU per request: gunicorn's processes and PostgreSQL's (the postmaster and its
backends), from /proc.  Needs wrk (Debian package ``wrk``).
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import signal
import sys
import tempfile
import urllib.error
import urllib.request
from functools import partial
from pathlib import Path

import psycopg

from bench.db import BOARD_RESULTS, CODE, DAY, DEEP, deep_cursor, fill_board, gunicorn, lua, measured, wrk
from bench.http_moves import median
from bench.servers import load_averages, parent_pid, write_section
from service.dev.postgres import DevDatabase
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]


def tag_of(url: str, token: str | None) -> str:
    """The ``ETag`` ``url`` answers now, after checking that it answers 304 to it."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=30) as response:
        tag = str(response.headers["ETag"])
    try:
        urllib.request.urlopen(
            urllib.request.Request(url, headers=headers | {"If-None-Match": tag}), timeout=30
        )
    except urllib.error.HTTPError as answer:
        if answer.code == 304:
            return tag
    raise RuntimeError(f"{url} did not answer its own tag with 304")


def script(directory: Path, name: str, headers: dict[str, str]) -> str:
    """A wrk script sending ``headers`` (Lua long strings: a tag holds quotes)."""
    return lua(
        "".join(f"wrk.headers[{key!r}] = [[{value}]]\n" for key, value in headers.items()), directory, name
    )


def row(label: str, how: str, runs: list[dict[str, float]]) -> str:
    loads = ", ".join(f"{run['load']:.1f}" for run in runs)
    return (
        f"| {label} | {how} | {median(runs, 'rps'):,.0f} | {median(runs, 'p50'):.2f} "
        f"| {median(runs, 'p99'):.2f} | {median(runs, 'cpu_us'):,.0f} + {median(runs, 'db_cpu_us'):,.0f} "
        f"| {loads} |"
    )


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    home = Path(tempfile.mkdtemp(prefix="bench-conditional-"))
    home.chmod(0o755)
    database = DevDatabase(home / "pg")
    try:
        url = database.start()
        migrate(url)
        store = Store(url, max_size=1)
        store.deals.publish([DailyDeal(DAY, "golf-easy", CODE, 3.0)])
        store.close()
        middle_token = fill_board(url, DAY, BOARD_RESULTS)
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("ANALYZE")
            postmaster = parent_pid(conn.info.backend_pid)
        port = 18000 + os.getpid() % 1000
        server = gunicorn(port, url, ROOT)
        try:
            base = f"http://127.0.0.1:{port}/v1/daily/{DAY}"
            board = f"{base}/leaderboard?variant=golf-easy"
            reads = {
                "GET leaderboard, page 1 of 20": (f"{board}&limit=20", None),
                f"GET leaderboard, 20 after entry {DEEP:,} (keyset)": (
                    f"{board}&limit=20{deep_cursor(board)}",
                    None,
                ),
                f"GET leaderboard/me, rank {BOARD_RESULTS // 2:,}": (
                    f"{base}/leaderboard/me?variant=golf-easy",
                    middle_token,
                ),
                "GET daily stats (the board's spread)": (f"{base}/stats?variant=golf-easy", None),
            }
            runs: dict[tuple[str, str], list[dict[str, float]]] = {}
            for _ in range(rounds):
                for number, (label, (read, token)) in enumerate(reads.items()):
                    auth = {"Authorization": f"Bearer {token}"} if token else {}
                    plain = script(home, f"plain-{number}.lua", auth)
                    conditional = script(
                        home, f"tag-{number}.lua", auth | {"If-None-Match": tag_of(read, token)}
                    )
                    for how, lua_script in (
                        ("200, no If-None-Match", plain),
                        ("304, If-None-Match", conditional),
                    ):
                        run = partial(wrk, read, seconds, lua_script)
                        runs.setdefault((label, how), []).append(measured(run, server.pid, postmaster))
        finally:
            server.terminate()
            server.wait(timeout=30)
        load_after = load_averages()
    finally:
        database.remove()
        shutil.rmtree(home, ignore_errors=True)
    rows = [row(label, how, done) for (label, how), done in runs.items()]
    text = "\n".join(
        [
            f"Measured {started_at:%Y-%m-%d %H:%M} UTC by `.venv/bin/python -m bench.conditional {seconds} "
            f"{rounds}`: wrk -t2 -c16 -d{seconds}s, {rounds} alternating rounds (medians); gunicorn -c "
            "deploy/gunicorn.conf.py, 2 workers (gthread, 4 threads, a pool of up to 4 connections each), "
            f"access line on; the PostgreSQL of service.dev.postgres; a board of "
            f"{BOARD_RESULTS:,} results. **Load "
            f"averages (1 / 5 / 15 min) before the run: {load_before}; after the wrk runs: {load_after}** on "
            f"{os.cpu_count()} cores (the figures taken during the run include the benchmark's own wrk, "
            "gunicorn and PostgreSQL).",
            "",
            "| read | answer | req/s | p50 ms | p99 ms | CPU us/request: gunicorn + PostgreSQL "
            "| load (1 min) at each run |",
            "|---|---|---|---|---|---|---|",
            *rows,
        ]
    )
    print(text)
    write_section(ROOT / "bench" / "db.md", "bench/conditional.py", text + "\n")


if __name__ == "__main__":
    main()
