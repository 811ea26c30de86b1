"""Play while every solver slot is busy, and a worker's memory per search: bench/http.md.

    .venv/bin/python -m bench.solver_load [seconds per wrk run, default 10] [rounds, default 3] [checkout]

``checkout`` is the source tree to serve (default: this one), e.g. an export of an older
commit (``git archive COMMIT | tar -x -C DIR``), served with this virtual environment.

gunicorn with ``deploy/gunicorn.conf.py`` (2 workers, 4 threads, ``SOLVER_CONCURRENCY`` 2
a worker: 4 slots) and no database.  Each round measures ``POST /v1/moves`` (the Canfield
first move of CF1-D3-AAAAACL, wrk 2 threads at 16 connections) twice: idle, then while
six clients (told apart by ``X-Forwarded-For``, ``TRUSTED_PROXY_HOPS=1``; one search at a
time each) keep asking for 10 s searches of a deal the solver does not settle in 10 s
(CF1-D1-AAAADDY), so every slot stays busy (a client answered 503 or 429 asks again at
once).  Meanwhile the resident memory of gunicorn's process tree (master, workers, their
search processes) is sampled from /proc every 0.2 s.
``SOLVER_MAX_STATES`` and other settings come from the environment as in production.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from bench.servers import gunicorn
from bench.wrk_output import parse_wrk

ROOT = Path(__file__).resolve().parents[1]

SEARCH = {"code": "CF1-D1-AAAADDY", "budget_ms": 10_000}
SEARCHERS = 6


def children_of(parents: set[int]) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) in parents:
            found.append(int(stat.parent.name))
    return found


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass  # gone meanwhile
    return 0.0


class Memory:
    """Peak resident memory while sampling: of one worker, of one search process, and of
    the whole tree (gunicorn's master, its workers and their search processes: a pod)."""

    def __init__(self, master: int) -> None:
        self.master, self.worker, self.search, self.total = master, 0.0, 0.0, 0.0
        self.done = threading.Event()
        self.thread = threading.Thread(target=self.sample)

    def sample(self) -> None:
        while not self.done.is_set():
            workers = children_of({self.master})
            searches = children_of(set(workers))
            worker_rss = [rss_mb(pid) for pid in workers]
            search_rss = [rss_mb(pid) for pid in searches]
            self.worker = max(self.worker, *worker_rss)
            self.search = max(self.search, 0.0, *search_rss)
            self.total = max(self.total, rss_mb(self.master) + sum(worker_rss) + sum(search_rss))
            time.sleep(0.2)

    def __enter__(self) -> Memory:
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.done.set()
        self.thread.join()


def post(url: str, body: dict[str, object], client: str) -> int:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json", "X-Forwarded-For": client}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            answer.read()
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return error.code


class Searchers:
    """``SEARCHERS`` clients asking for long searches until stopped."""

    def __init__(self, base: str) -> None:
        self.base, self.stop, self.answered = base, threading.Event(), 0
        self.threads = [
            threading.Thread(target=self.loop, args=(f"198.51.100.{n}",)) for n in range(SEARCHERS)
        ]

    def loop(self, client: str) -> None:
        while not self.stop.is_set():
            if post(f"{self.base}/v1/solve", SEARCH, client) == 200:
                self.answered += 1
            else:
                time.sleep(0.05)

    def __enter__(self) -> Searchers:
        for thread in self.threads:
            thread.start()
        time.sleep(2)  # every slot taken
        return self

    def __exit__(self, *_: object) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join()


def wrk_moves(base: str, seconds: int, script: Path) -> dict[str, float]:
    command = ["wrk", "-t2", "-c16", f"-d{seconds}s", "--latency", "-s", str(script), f"{base}/v1/moves"]
    return parse_wrk(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


def main() -> None:
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    checkout = Path(sys.argv[3]).resolve() if len(sys.argv) > 3 else ROOT
    port = 8900 + os.getpid() % 100
    # Anonymous searchers may hold every slot here (by default they hold half: solver_queue.py).
    settings = {
        "TRUSTED_PROXY_HOPS": "1",
        "SOLVER_RATE_LIMIT": "1000000/minute",
        "DATABASE_URL": "",
        "SOLVER_UNESTABLISHED_SHARE": "1",
    }
    server = gunicorn(port, settings, checkout, ready="/healthz")
    base = f"http://127.0.0.1:{port}"
    try:
        game = json.load(
            urllib.request.urlopen(
                urllib.request.Request(
                    f"{base}/v1/games", b'{"code": "CF1-D3-AAAAACL"}', {"Content-Type": "application/json"}
                )
            )
        )
        body = {"state": game["state"], "move": {"type": "move", "card": "QC", "to": "c2"}}
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
            script.write('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n')
            script.write(f"wrk.body = {json.dumps(json.dumps(body))}\n")
        idle_rss = max(rss_mb(pid) for pid in children_of({server.pid}))
        idle, busy, searches = [], [], 0
        with Memory(server.pid) as memory:
            for _ in range(rounds):
                load = os.getloadavg()[0]
                idle.append(wrk_moves(base, seconds, Path(script.name)) | {"load": load})
                with Searchers(base) as searchers:
                    busy.append(wrk_moves(base, seconds, Path(script.name)) | {"load": os.getloadavg()[0]})
                searches += searchers.answered
    finally:
        server.terminate()
        server.wait(timeout=60)

    def row(name: str, runs: list[dict[str, float]]) -> str:
        median = {key: statistics.median(run[key] for run in runs) for key in ("rps", "p50", "p99")}
        each = ", ".join(f"{run['p99']:.1f}" for run in runs)
        loads = ", ".join(f"{run['load']:.1f}" for run in runs)
        figures = f"{median['rps']:,.0f} | {median['p50']:.2f} | {median['p99']:.2f}"
        return f"| {name} | {figures} | {each} | {loads} |"

    print("| POST /v1/moves, Canfield move 1 | req/s | p50 ms | p99 ms (median) | p99 of each round | load |")
    print("|---|---|---|---|---|---|")
    print(row("idle", idle))
    print(row("every solver slot busy", busy))
    ratio = statistics.median(b["p99"] for b in busy) / statistics.median(i["p99"] for i in idle)
    print(f"\np99 busy / idle: {ratio:.2f}; searches answered: {searches}")
    print(
        f"peak RSS: a worker {idle_rss:.0f} MB idle, {memory.worker:.0f} MB; a search process"
        f" {memory.search:.0f} MB; master + workers + search processes {memory.total:.0f} MB"
    )


if __name__ == "__main__":
    main()
