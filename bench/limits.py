"""The solver shared fairly, and play under a flood of reads: bench/limits.md.

    .venv/bin/python -m bench.limits [seconds per run, default 60] [revision to compare, e.g. 6a65e4b]

gunicorn with ``deploy/gunicorn.conf.py`` (2 workers, 4 threads, ``SOLVER_CONCURRENCY`` 2 a
worker), one trusted proxy hop (clients told apart by ``X-Forwarded-For``), memory counts
(the default), the PostgreSQL of ``service.dev.postgres``; this tree, then the revision given
(an export of it served with this virtual environment), each measured the same way:

- **Starving the solver** (issue 28): 8 addresses, each with a throwaway account made
  just before, ask for 10 s searches of a deal the solver does not settle in 10 s
  (CF1-D1-AAAADDY), each address one every 3.3 s whether its last one answered or not
  (~145 requests a minute together); after 5 s a victim with an established account
  (signed up two days before: its ``created_at`` set back) asks for a hint (100 ms
  budget) on a Golf position every 2 s.  What the victim got (answered, refused), how
  long each hint took (the wait for a slot, then the search), and the wait itself as the
  server measured it (``solitaire_solver_wait_seconds``: bucket bounds).
- **A read flood** (issue 30): wrk sends the day's board stats from 32 addresses (32
  connections, as fast as they are answered) while a player plays Golf moves one after
  another; the moves' p50 and p99, and the same moves without the flood.
"""

from __future__ import annotations

import datetime as dt
import http.client
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

import psycopg

from bench.servers import export, gunicorn, load_averages, write_section
from service.dev.postgres import DevDatabase
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]

KEY = "bench-secret-key"
DAY = dt.datetime.now(dt.UTC).date()
ATTACKERS, ATTACK_PER_MINUTE = 8, 145
LONG_SEARCH = {"code": "CF1-D1-AAAADDY", "budget_ms": 10_000}
HINTED_CODE = "GO1-C-AAAAAAC"
FLOOD_ADDRESSES, FLOOD_CONNECTIONS = 32, 32
FLOOD_SCRIPT = """
local n = 0
request = function()
  n = n + 1
  wrk.headers["X-Forwarded-For"] = "203.0.113." .. (n % %d + 1)
  return wrk.format("GET")
end
""".replace("%d", str(FLOOD_ADDRESSES))


class Client:
    """One keep-alive connection to the server, as one address behind the trusted proxy."""

    def __init__(self, port: int, address: str, token: str | None = None) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.headers = {"Content-Type": "application/json", "X-Forwarded-For": address}
        if token:
            self.headers["Authorization"] = f"Bearer {token}"

    def post(self, path: str, body: dict[str, Any]) -> tuple[int, Any]:
        """The answer; on a connection the server closed while idle (keep-alive 5 s), again
        on a new one."""
        try:
            self.connection.request("POST", path, json.dumps(body), self.headers)
            answer = self.connection.getresponse()
        except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
            self.connection.close()
            self.connection.request("POST", path, json.dumps(body), self.headers)
            answer = self.connection.getresponse()
        return answer.status, json.loads(answer.read())


def sign_up(port: int, address: str) -> tuple[str, str]:
    status, created = Client(port, address).post("/v1/players", {"name": "Bench"})
    assert status == 201, created
    return created["id"], created["token"]


class Attack:
    """The issue's flood: throwaway accounts from addresses of their own asking long
    searches, each at most ``ATTACK_PER_MINUTE / ATTACKERS`` a minute, one at a time."""

    def __init__(self, port: int) -> None:
        self.port, self.stop = port, threading.Event()
        self.accounts = [sign_up(port, f"198.51.100.{n + 1}") for n in range(ATTACKERS)]
        self.statuses: list[int] = []
        self.threads = [threading.Thread(target=self.ask, args=(n,)) for n in range(ATTACKERS)]
        self.started = 0.0

    def ask(self, n: int) -> None:
        every_s = 60 * ATTACKERS / ATTACK_PER_MINUTE
        time.sleep(n * every_s / ATTACKERS)
        sent = []
        while not self.stop.is_set():
            one = threading.Thread(target=self.search, args=(n,))
            one.start()
            sent.append(one)
            self.stop.wait(every_s)
        for one in sent:
            one.join()

    def search(self, n: int) -> None:
        client = Client(self.port, f"198.51.100.{n + 1}", self.accounts[n][1])
        self.statuses.append(client.post("/v1/solve", LONG_SEARCH)[0])

    def __enter__(self) -> Attack:
        self.started = time.monotonic()
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join()
        self.minutes = (time.monotonic() - self.started) / 60


def starving(port: int, database_url: str, seconds: int) -> dict[str, Any]:
    victim_id, token = sign_up(port, "192.0.2.10")
    with psycopg.connect(database_url) as conn:
        conn.execute("UPDATE players SET created_at = now() - interval '2 days' WHERE id = %s", [victim_id])
    victim = Client(port, "192.0.2.10", token)
    _, game = victim.post("/v1/games", {"code": HINTED_CODE})
    answered: list[float] = []
    refused: list[int] = []
    with Attack(port) as attack:
        time.sleep(5)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            started = time.monotonic()
            status, _ = victim.post("/v1/hint", {"state": game["state"], "budget_ms": 100})
            took = time.monotonic() - started
            (answered.append(took * 1000) if status == 200 else refused.append(status))
            time.sleep(max(0.0, 2 - took))
    return {
        "answered": answered,
        "refused": refused,
        "attack": attack.statuses,
        "minutes": attack.minutes,
        "waits": served_waits(port),
    }


def served_waits(port: int) -> list[tuple[float, float]]:
    """The established callers' waits for a slot as the server counted them: (bucket's
    upper bound in s, searches within it), cumulative; empty where there is no such metric."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as answer:
        text = answer.read().decode()
    found = []
    for line in text.splitlines():
        if line.startswith("solitaire_solver_wait_seconds_bucket{"):
            labels = dict(re.findall(r'(\w+)="([^"]*)"', line))
            if labels["caller"] == "established" and labels["outcome"] == "served":
                found.append((labels["le"], line.rsplit(" ", 1)[1]))
    return sorted((float(bound), float(count)) for bound, count in found)


def bound_of(waits: list[tuple[float, float]], share: float) -> str:
    """The smallest bucket bound holding ``share`` of the waits ("<= 1 ms")."""
    total = waits[-1][1]
    bound = next(bound for bound, count in waits if count >= share * total)
    return f"<= {bound * 1000:,.0f} ms" if bound != float("inf") else "> 10 s"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Mover:
    """A player playing Golf moves one after another (draw, undo, ...) on one connection."""

    def __init__(self, port: int) -> None:
        self.client = Client(port, "192.0.2.20")
        _, game = self.client.post("/v1/games", {"code": HINTED_CODE})
        self.state, self.took_ms = game["state"], []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.play)

    def play(self) -> None:
        moves = [{"type": "draw"}, {"type": "undo"}]
        while not self.stop.is_set():
            for move in moves:
                started = time.monotonic()
                status, document = self.client.post("/v1/moves", {"state": self.state, "move": move})
                self.took_ms.append((time.monotonic() - started) * 1000)
                assert status == 200, document
                self.state = document["state"]

    def run(self, seconds: float) -> list[float]:
        self.took_ms = []
        self.stop.clear()
        self.thread = threading.Thread(target=self.play)
        self.thread.start()
        time.sleep(seconds)
        self.stop.set()
        self.thread.join()
        return self.took_ms


def flood(port: int, seconds: int, directory: Path) -> dict[str, Any]:
    """The moves' times without the flood, then during it, and what wrk got."""
    mover = Mover(port)
    quiet = mover.run(min(seconds, 15))
    script = directory / "flood.lua"
    script.write_text(FLOOD_SCRIPT)
    url = f"http://127.0.0.1:{port}/v1/daily/{DAY}/stats?variant=golf-easy"
    command = ["wrk", "-t2", f"-c{FLOOD_CONNECTIONS}", f"-d{seconds}s", "-s", str(script), url]
    wrk = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    time.sleep(1)
    flooded = mover.run(seconds - 2)
    out, _ = wrk.communicate()
    requests = int(re.search(r"(\d+) requests in", out).group(1))  # type: ignore[union-attr]
    refused = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {
        "quiet": quiet,
        "flooded": flooded,
        "flood_requests": requests,
        "flood_refused": int(refused.group(1)) if refused else 0,
        "flood_seconds": seconds,
    }


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    revision = sys.argv[2] if len(sys.argv) > 2 else None
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    home = Path(tempfile.mkdtemp(prefix="bench-limits-"))
    home.chmod(0o755)
    checkouts = {"this tree": ROOT} | ({revision: export(revision, home)} if revision else {})
    database = DevDatabase(home / "pg")
    results: dict[str, dict[str, Any]] = {}
    try:
        url = database.start()
        migrate(url)
        store = Store(url, max_size=2)
        store.deals.publish([DailyDeal(DAY, "golf-easy", "GO1-E-AAAAAAB", 2.0)])
        store.close()
        for index, (name, checkout) in enumerate(checkouts.items()):
            port = 18500 + (os.getpid() + 10 * index) % 1000
            settings = {"SECRET_KEY": KEY, "DATABASE_URL": url, "TRUSTED_PROXY_HOPS": "1", "ACCESS_LOG": "0"}
            server = gunicorn(port, settings, checkout)
            try:
                load = os.getloadavg()[0]
                results[name] = starving(port, url, seconds) | flood(port, seconds, home) | {"load": load}
            finally:
                server.terminate()
                server.wait(timeout=60)
    finally:
        database.remove()
        shutil.rmtree(home, ignore_errors=True)
    write_section(
        ROOT / "bench/limits.md", "limits.py", report(results, seconds, revision, started_at, load_before)
    )


def report(
    results: dict[str, dict[str, Any]],
    seconds: int,
    revision: str | None,
    started_at: dt.datetime,
    load_before: str,
) -> str:
    lines = [
        f"Measured {started_at:%Y-%m-%d %H:%M} UTC by `.venv/bin/python -m bench.limits {seconds}"
        f"{' ' + revision if revision else ''}`. **Load averages (1 / 5 / 15 min) before: {load_before}; "
        f"after: {load_averages()}** on {os.cpu_count()} cores (other developers' work included).",
        "",
        f"**Starving the solver**: {ATTACKERS} throwaway accounts from {ATTACKERS} addresses asking 10 s "
        f"searches (~{ATTACK_PER_MINUTE} a minute, each address one every 3.3 s, answered or not), a victim "
        f"with an established account asking a hint (100 ms budget) every 2 s for {seconds} s.",
        "",
        "| release | victim's hints answered | refused (status) | hint time p50 / p99 / max ms "
        "| wait for a slot p50 / p99 (server) | attack: requests a minute, answered 200 / 503 / 429 "
        "| load (1 min) |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, got in results.items():
        answered, attack = got["answered"], got["attack"]
        times = (
            f"{percentile(answered, 0.5):,.0f} / {percentile(answered, 0.99):,.0f} / {max(answered):,.0f}"
            if answered
            else "-"
        )
        refused = ", ".join(
            f"{status}: {got['refused'].count(status)}" for status in sorted(set(got["refused"]))
        )
        counts = " / ".join(str(attack.count(status)) for status in (200, 503, 429))
        waits = got["waits"]
        waited = f"{bound_of(waits, 0.5)} / {bound_of(waits, 0.99)}" if waits and waits[-1][1] else "-"
        asked = len(answered) + len(got["refused"])
        lines.append(
            f"| {name} | {len(answered)} of {asked} | {refused or '-'} | {times} | {waited} "
            f"| {len(attack) / got['minutes']:.0f}, {counts} | {got['load']:.1f} |"
        )
    lines += [
        "",
        f"**A read flood**: wrk sends `GET /v1/daily/{{date}}/stats` from {FLOOD_ADDRESSES} addresses on "
        f"{FLOOD_CONNECTIONS} connections for {seconds} s while a player plays Golf moves one after another "
        "(draw, undo); the same moves alone before it.",
        "",
        "| release | move p50 / p99 ms alone | move p50 / p99 ms in the flood | moves in the flood "
        "| flood req/s | flood refused (429) |",
        "|---|---|---|---|---|---|",
    ]
    for name, got in results.items():
        quiet, flooded = got["quiet"], got["flooded"]
        lines.append(
            f"| {name} | {statistics.median(quiet):.1f} / {percentile(quiet, 0.99):.1f} "
            f"| {statistics.median(flooded):.1f} / {percentile(flooded, 0.99):.1f} | {len(flooded):,} "
            f"| {got['flood_requests'] / got['flood_seconds']:,.0f} "
            f"| {got['flood_refused'] / max(1, got['flood_requests']):.0%} |"
        )
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
