"""300 daily results submitted at once: the board's counter rows under a burst (issue 31,
item 5); rewrites its section of bench/surge.md (between the ``<!-- bench/burst.py -->``
markers).

    .venv/bin/python -m bench.burst [submissions, default 300] [rounds, default 3]
                                    [a git revision to measure beside this tree]

For this tree, and for the revision when one is given (exported as bench/db.py exports
it: its own migrations and web code, this tree's engine): a fresh PostgreSQL (durable
settings), migrated by the release's own files, today's golf-easy deal published;
gunicorn with ``deploy/gunicorn.conf.py``, 2 workers and the deployed settings (rate
limits and the pace review lifted, as in bench/surge.py).  The releases take turns, a
round each, the first of a round alternating (a warm cache), so both see the same load.
Each round: ``submissions`` new players sign up and start the day's game over HTTP, their
games are played to the end here (the app in this process, over the release's database:
quicker than HTTP), then all of them submit at once (a thread and a connection each,
released together).  Reported: submissions a second (from the release to the last
answer), p50 / p99 of a submission, answers by status, and the share of the busy
PostgreSQL backends (``state = 'active'``, sampled every 20 ms from ``pg_stat_activity``)
that were waiting on a lock, and on which kind: every first submission updates the same
counter rows of the day's board
(``daily_board_counts``, ``daily_cards_counts``, ``daily_time_counts``, and the board's
version), unless they are sharded (migration 0016).
"""

from __future__ import annotations

import datetime as dt
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import psycopg
from flask import Flask

from bench.servers import export, gunicorn, load_averages, write_section
from bench.surge import DURABLE, SETTINGS, percentile
from harness.daily_flow import Client
from harness.policies import golf_policy
from harness.servers import free_port
from service import create_app
from service.dev.postgres import DevDatabase
from service.engine import move_to_json, unpack
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]

TODAYS_DEAL = "GO1-E-BURSTED"


def prepared(
    url: str, database_url: str, day: dt.date, players: int, round_number: int
) -> list[tuple[str, dict[str, str]]]:
    """(token, body of the result) of ``players`` new players who started today's game and
    played it to its end (each move of a daily game is kept in its attempt: the app plays
    over the release's database)."""
    app = create_app(
        {
            "SECRET_KEY": SETTINGS["SECRET_KEY"],
            "STATE_KEYS": [SETTINGS["SECRET_KEY"]],
            "DATABASE_URL": database_url,
            "DAILY_MIN_MOVE_S": 0,
            "ACCESS_LOG": False,
        }
    )
    client = Client(url)
    ready = []
    for number in range(players):
        status, player, _ = client.call(
            "POST", "/v1/players", "/v1/players", {"name": f"B{round_number}n{number}"}
        )
        assert status == 201, player
        token = player["token"]
        status, game, _ = client.call(
            "POST", f"/v1/daily/{day}/games", "games", {"variant": "golf-easy"}, token
        )
        assert status == 201, game
        ready.append((token, {"variant": "golf-easy", "state": played_to_its_end(app, game["state"], token)}))
    app.extensions["store"].close()
    return ready


def played_to_its_end(app: Flask, state: str, token: str) -> str:
    """The state of the game ``state`` played to its end by ``golf_policy``, move by move
    through ``app``'s ``POST /v1/moves``, each move with its player's ``token`` (a ranked
    attempt's line is its player's: 401 without it)."""
    client, choose = app.test_client(), golf_policy()
    sealer = app.extensions["state_sealer"]
    while (game := unpack(sealer.open(state)[1])).status == "playing":
        move = {"state": state, "move": move_to_json(choose(game))}
        answer = client.post("/v1/moves", json=move, headers={"Authorization": f"Bearer {token}"})
        assert answer.status_code == 200 and answer.get_json()["outcome"]["accepted"], answer.get_json()
        state = answer.get_json()["state"]
    return state


@dataclass
class Burst:
    per_s: float
    p50_s: float
    p99_s: float
    statuses: Counter[int]
    lock_share: float
    locks: Counter[str]

    def row(self, revision: str, round_number: int, load: str) -> str:
        locks = ", ".join(f"{kind} {count}" for kind, count in self.locks.most_common(3)) or "none"
        return (
            f"| {revision} | {round_number} | {load} | {self.per_s:.0f} | {self.p50_s * 1000:.0f} / "
            f"{self.p99_s * 1000:.0f} | {dict(sorted(self.statuses.items()))} | "
            f"{self.lock_share:.0%} ({locks}) |"
        )


def burst(url: str, database_url: str, day: dt.date, ready: list[tuple[str, dict[str, str]]]) -> Burst:
    answers: list[tuple[int, float]] = []
    release = threading.Barrier(len(ready) + 1)
    clients = [Client(url, lambda _r, status, took: answers.append((status, took))) for _ in ready]
    for client in clients:  # connected beforehand: the burst is the submissions alone
        client.call("GET", "/healthz", "healthz")
    answers.clear()

    def submit(client: Client, token: str, body: dict[str, str]) -> None:
        release.wait()
        client.call("POST", f"/v1/daily/{day}/results", "results", body, token)

    threads = [
        threading.Thread(target=submit, args=(c, t, b)) for c, (t, b) in zip(clients, ready, strict=True)
    ]
    for thread in threads:
        thread.start()
    busy: list[tuple[int, Counter[str]]] = []
    with psycopg.connect(database_url, autocommit=True) as conn:
        release.wait()
        started = time.monotonic()
        while any(thread.is_alive() for thread in threads):
            rows = conn.execute(
                "SELECT wait_event_type, wait_event FROM pg_stat_activity"
                " WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'"
            ).fetchall()
            busy.append((len(rows), Counter(f"{kind}:{event}" for kind, event in rows if kind == "Lock")))
            time.sleep(0.02)
        seconds = time.monotonic() - started
    for thread in threads:
        thread.join()
    active = sum(count for count, _ in busy)
    waiting: Counter[str] = Counter()
    for _, locks in busy:
        waiting.update(locks)
    return Burst(
        len(answers) / seconds,
        percentile([took for _, took in answers], 0.5),
        percentile([took for _, took in answers], 0.99),
        Counter(status for status, _ in answers),
        sum(waiting.values()) / max(active, 1),
        waiting,
    )


def served(stack: ExitStack, home: Path, name: str, checkout: Path, today: dt.date) -> tuple[str, str]:
    """A release (``checkout``) served over a PostgreSQL of its own, migrated by its own
    files, with today's deal published: (the service's address, the database's URL)."""
    database = DevDatabase(home / f"db-{name}", settings=DURABLE)
    url = database.start()
    stack.callback(database.remove)
    migrate(url, checkout / "migrations")
    store = Store(url)
    store.deals.publish([DailyDeal(today, "golf-easy", TODAYS_DEAL, 2.0)])
    store.close()
    port = free_port()
    server = gunicorn(port, SETTINGS | {"DATABASE_URL": url}, checkout)
    stack.callback(server.wait, timeout=30)
    stack.callback(server.terminate)
    return f"http://127.0.0.1:{port}", url


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    submissions = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    revision = sys.argv[3] if len(sys.argv) > 3 else None
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    this_tree = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-burst-") as directory, ExitStack() as stack:
        home = Path(directory)
        home.chmod(0o755)
        releases = {this_tree: ROOT} | ({revision: export(revision, home)} if revision else {})
        today = dt.datetime.now(dt.UTC).date()
        services = {name: served(stack, home, name, checkout, today) for name, checkout in releases.items()}
        for round_number in range(rounds):
            turns = list(services.items())
            for name, (service, url) in turns[round_number % 2 :] + turns[: round_number % 2]:
                ready = prepared(service, url, today, submissions, round_number)
                load = f"{os.getloadavg()[0]:.1f}"
                rows.append(burst(service, url, today, ready).row(name, round_number + 1, load))
                print(rows[-1], flush=True)
    text = (
        f"Run {started_at:%Y-%m-%d %H:%M} UTC, load before {load_before}, at the end {load_averages()} "
        f"(other work shared the 2 cores); `.venv/bin/python -m bench.burst {submissions} {rounds}"
        f"{' ' + revision if revision else ''}`; each release's board grows by its rounds' results.\n\n"
        "| revision | round | load (1 min) before | submissions/s | p50 / p99, ms | answers "
        "| busy backends waiting on a lock (most seen) |\n"
        "|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n"
    )
    write_section(ROOT / "bench" / "surge.md", "bench/burst.py", text)
    print(text)


if __name__ == "__main__":
    main()
