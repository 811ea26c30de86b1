"""An outage never stalls play: once the database is known down its routes answer 503 at
once (not after the pool's whole wait, which held a thread for 3 s a request); before it
is known, the requests waiting on the database never hold a worker's last thread (the
bulkhead); and a worker that dies takes its search processes with it."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

from flask.testing import FlaskClient

from harness.databases import ThrowawayDatabase
from harness.servers import fetch_json, gunicorn_process
from service import create_app
from service.search.process import PARENT_POLL_S
from tests.api.helpers import DB_SETTINGS, TEST_KEY, Clock, move

POOL_WAIT_S = 3.0
OUTAGE_AFTER_S = 1.0


def timed_status(client: FlaskClient, path: str) -> tuple[int, float, str | None]:
    started = time.monotonic()
    response = client.get(path)
    return response.status_code, time.monotonic() - started, response.headers.get("Retry-After")


def test_once_the_database_is_known_down_its_routes_answer_503_at_once_and_recover(
    server: ThrowawayDatabase, database_url: str, clock: Clock
) -> None:
    settings = {"DATABASE_TIMEOUT_S": POOL_WAIT_S, "DATABASE_OUTAGE_AFTER_S": OUTAGE_AFTER_S}
    app = create_app(DB_SETTINGS | settings | {"DATABASE_URL": database_url, "CLOCK": clock})
    client = app.test_client()
    board = f"/v1/daily/{clock.now.date()}/leaderboard?variant=golf-easy"
    try:
        assert client.get(board).status_code in (200, 404)  # connected: the pool holds a connection
        server.stop()
        try:
            first_seen = time.monotonic()
            while not app.extensions["store"].database.outage.known:
                status, _, _ = timed_status(client, board)  # the first ones wait the pool's 3 s
                assert status == 503
                assert time.monotonic() - first_seen < POOL_WAIT_S + OUTAGE_AFTER_S + 10
            answers = [timed_status(client, board) for _ in range(10)]
            assert all(
                status == 503 and retry_after and int(retry_after) > 0 for status, _, retry_after in answers
            )
            assert max(seconds for _, seconds, _ in answers) < POOL_WAIT_S / 6, answers
            game = client.post("/v1/games", json={"code": "GO1-E-AAAAAAC"})
            assert game.status_code == 201
            assert move(client, game.get_json()["state"], {"type": "draw"}).status_code == 200
        finally:
            server.restart_on_same_port()
        deadline = time.monotonic() + 20
        while (status := client.get(board).status_code) == 503:
            assert time.monotonic() < deadline, "the pool never reconnected"
            time.sleep(0.2)
        assert status in (200, 404) and not app.extensions["store"].database.outage.known
    finally:
        app.extensions["store"].close()


def _processes() -> dict[int, tuple[int, str]]:
    """Every live process (zombies, exited but not reaped, left out): its parent and its
    command line."""
    found = {}
    for process in Path("/proc").glob("[0-9]*"):
        try:
            state, parent_field = (process / "stat").read_text().rsplit(")", 1)[1].split()[:2]
            parent = int(parent_field)
            if state == "Z":
                continue
            command = (process / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
        found[int(process.name)] = (parent, command)
    return found


def test_a_worker_killed_with_sigkill_takes_its_search_processes_with_it() -> None:
    env = {"SECRET_KEY": TEST_KEY, "WEB_CONCURRENCY": "1", "SOLVER_CONCURRENCY": "2"}
    with gunicorn_process(env) as (url, master):
        status, answer = fetch_json(f"{url}/v1/solve", {"code": "GO1-E-AAAAAAB", "budget_ms": 5000})
        assert status == 200 and answer["result"] == "winnable"
        processes = _processes()
        [worker] = [pid for pid, (parent, _) in processes.items() if parent == master.pid]
        searchers = [
            pid for pid, (parent, command) in processes.items() if parent == worker and "spawn" in command
        ]
        assert searchers, "the search ran in a process of the worker's"
        os.kill(worker, signal.SIGKILL)
        deadline = time.monotonic() + PARENT_POLL_S + 10
        while left := [pid for pid in searchers if pid in _processes()]:
            assert time.monotonic() < deadline, f"search processes {left} outlived their worker"
            time.sleep(0.1)
        status, answer = fetch_json(f"{url}/v1/solve", {"code": "GO1-E-AAAAAAB", "budget_ms": 5000})
        assert status == 200, "the worker gunicorn started in its place searches"


def test_before_an_outage_is_known_database_requests_never_take_a_workers_last_thread(
    server: ThrowawayDatabase, database_url: str
) -> None:
    """One worker of two threads, one of them the database's (``DATABASE_THREADS``): while
    a sign-up waits the pool's 3 s on a stopped PostgreSQL (the outage not known yet), a
    second sign-up is answered 503 at once and a new game is served on the thread left."""
    env = {
        "SECRET_KEY": TEST_KEY,
        "WEB_CONCURRENCY": "1",
        "GUNICORN_THREADS": "2",
        "DATABASE_URL": database_url,
        "DATABASE_TIMEOUT_S": str(POOL_WAIT_S),
        "DATABASE_OUTAGE_AFTER_S": "30",
    }
    with gunicorn_process(env) as (url, _):
        assert fetch_json(f"{url}/v1/players", {"name": "Before"})[0] == 201  # a pooled connection
        server.stop()
        try:
            waiting = threading.Thread(target=fetch_json, args=(f"{url}/v1/players", {"name": "Waiting"}))
            waiting.start()
            time.sleep(0.5)  # in the pool's wait by now, holding the one database slot
            started = time.monotonic()
            status, problem = fetch_json(f"{url}/v1/players", {"name": "Turned away"})
            assert status == 503 and problem["type"].endswith("database-unavailable"), problem
            assert time.monotonic() - started < POOL_WAIT_S / 3
            started = time.monotonic()
            status, game = fetch_json(f"{url}/v1/games", {"code": "GO1-E-AAAAAAC"})
            assert status == 201 and time.monotonic() - started < POOL_WAIT_S / 3, game
            waiting.join()
        finally:
            server.restart_on_same_port()
