"""The API tests' fixtures: the app and its test client, with or without the test
database, the test clock and its live day, a Redis server (helpers: helpers.py)."""

from __future__ import annotations

import datetime as dt
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from harness.servers import free_port
from harness.store_data import CODES, random_day
from service import create_app
from tests.api.helpers import DB_SETTINGS, TEST_KEY, Clock, publish


@pytest.fixture
def app() -> Flask:
    return create_app({"TESTING": True, "ACCESS_LOG": False, "STATE_KEYS": [TEST_KEY]})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


# --- the database routes --------------------------------------------------------------------


@pytest.fixture
def clock() -> Clock:
    """Noon (UTC) of a fresh far-future day: tests share one database, each its own days."""
    return Clock(dt.datetime.combine(random_day(), dt.time(12), dt.UTC))


@pytest.fixture
def db_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock})
    yield app
    app.extensions["store"].close()


@pytest.fixture
def day(db_app: Flask, clock: Clock) -> dt.date:
    """The live day of ``db_app`` (the clock's), with the pinned deal of every variant."""
    live = clock.now.date()
    publish(db_app, live, dict(CODES))
    return live


@pytest.fixture
def db_client(db_app: Flask) -> FlaskClient:
    return db_app.test_client()


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A throwaway Redis server (Debian's redis-server, installed by scripts/bootstrap, or
    the one ``REDIS_SERVER`` names) on a free port, for the rate limits' shared storage."""

    binary = os.environ.get("REDIS_SERVER") or shutil.which("redis-server")
    assert binary, "redis-server is missing: scripts/bootstrap installs Debian's (or set REDIS_SERVER)"
    port = free_port()
    directory = tmp_path_factory.mktemp("redis")
    command = [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    with (directory / "server.log").open("wb") as log:
        server = subprocess.Popen([*command, "--dir", str(directory)], stdout=log, stderr=log)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1) as probe:
                    probe.sendall(b"PING\r\n")
                    if probe.recv(16).startswith(b"+PONG"):
                        break
            except OSError:
                pass
            assert server.poll() is None and time.monotonic() < deadline, (
                directory / "server.log"
            ).read_text()
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(timeout=10)
