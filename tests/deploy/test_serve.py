"""The README's run command on the embedded default, as a newcomer runs it: scripts/serve
with no DATABASE_URL starts its own PostgreSQL, serves at once, and publishes today's
daily deals in the background, then the next 7 days."""

from __future__ import annotations

import datetime as dt
import json
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from service.devdb import DevDatabase
from tests.servers import free_port

ROOT = Path(__file__).resolve().parents[2]


def get(url: str) -> tuple[int, object]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def eventually(url: str, status: int, within_s: float) -> tuple[int, object]:
    deadline = time.monotonic() + within_s
    while True:
        try:
            answer = get(url)
            if answer[0] == status or time.monotonic() > deadline:
                return answer
        except OSError:
            if time.monotonic() > deadline:
                raise
        time.sleep(0.5)


def listening_addresses(port: int) -> set[str]:
    """The IPv4 addresses with a socket listening on ``port`` (from /proc/net/tcp)."""
    found = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, local_port = local.split(":")
        if state == "0A" and int(local_port, 16) == port:  # 0A: LISTEN
            found.add(".".join(str(b) for b in reversed(bytes.fromhex(address))))
    return found


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """scripts/serve on a free port with its local database in a temporary directory (the
    developer's var/pgdata is left alone), stopped with everything it started."""
    port = free_port()
    database_dir = tmp_path / "pgdata"
    environment = {
        key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "HOST", "BIND")
    }
    environment |= {"PORT": str(port), "LOCAL_DATABASE_DIR": str(database_dir), "ACCESS_LOG": "0"}
    server = subprocess.Popen(
        [str(ROOT / "scripts/serve")],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=(tmp_path / "serve.log").open("wb"),
        start_new_session=True,  # the scheduler in the background goes down with it
    )
    try:
        yield f"http://127.0.0.1:{port}", database_dir
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        DevDatabase(database_dir).remove()


def test_the_run_command_serves_at_once_and_publishes_the_days_ahead(served: tuple[str, Path]) -> None:
    url, database_dir = served
    started = time.monotonic()
    status, _ = eventually(f"{url}/readyz", 200, within_s=120)
    assert status == 200, (database_dir.parent / "serve.log").read_text()
    today = dt.datetime.now(dt.UTC).date()
    status, deals = eventually(f"{url}/v1/daily/{today}", 200, within_s=60)
    assert status == 200, (database_dir / "daily-schedule.log").read_text()
    assert [deal["variant"] for deal in deals["deals"]] == [  # type: ignore[index]
        "golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1",
    ]  # fmt: skip
    assert time.monotonic() - started < 150
    assert listening_addresses(int(url.rsplit(":", 1)[1])) == {"127.0.0.1"}, "this machine only by default"
    assert get(f"{url}/v1/daily/{today + dt.timedelta(days=1)}")[0] == 404  # secret until it begins
    database_url = DevDatabase(database_dir).start()  # the running server: its URL
    deadline = time.monotonic() + 240
    while True:
        with psycopg.connect(database_url) as conn:
            published = conn.execute(
                "SELECT count(*) FROM daily_deals WHERE day BETWEEN %s AND %s",
                [today, today + dt.timedelta(days=7)],
            ).fetchone()
        if published == (32,) or time.monotonic() > deadline:
            break
        time.sleep(2)
    assert published == (32,), (database_dir / "daily-schedule.log").read_text()
