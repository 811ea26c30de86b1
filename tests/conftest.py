"""Shared fixtures: a real, throwaway PostgreSQL for every test that needs a database.

The server starts only when a test asks for it: a fresh cluster of the PostgreSQL wheel
(``service.dev.postgres``; as root, run by an unprivileged user in a directory of its own, so
the private temporary directory stays private) on a free port, migrated, and removed at
the end of the session.  With ``TEST_DATABASE_URL`` set, that database is migrated and
used instead (the tests that stop the server are then skipped).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from harness.clusters import Standby
from harness.databases import ThrowawayDatabase
from service.config import EXAMPLE_STATES_KEY
from service.dev.postgres import DEFAULT_ROOT, SECRET_KEY_FILE
from service.store import Store, migrate

os.environ["SECRET_KEY"] = EXAMPLE_STATES_KEY
"""Every app and server the tests make seals with the key openapi.yaml's examples are sealed
with (tests that need another pass it), and no test makes a development key in the project."""
os.environ.pop("SECRET_KEYS", None)

settings.register_profile("suite", deadline=None, print_blob=True)
settings.load_profile("suite")
"""No property test has a deadline: speed is measured by bench/, not by timing unit tests (on
a loaded 2-core CI machine an example that takes 15 ms took 350 ms once, and hypothesis
called that a flaky failure)."""


@pytest.fixture(autouse=True)
def no_development_key_in_the_project() -> Iterator[None]:
    """No test makes development's key in the project: an app a test makes gets a key
    (the environment's, above, or its own)."""
    development_key = DEFAULT_ROOT / SECRET_KEY_FILE
    existed = development_key.exists()
    yield
    assert existed or not development_key.exists(), f"this test made {development_key}: give its app a key"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[ThrowawayDatabase | None]:
    """The throwaway server, or None when the tests use ``TEST_DATABASE_URL``."""
    if os.environ.get("TEST_DATABASE_URL"):
        yield None
        return
    server = ThrowawayDatabase(Path(tempfile.mkdtemp(prefix="solitaire-pg-")))
    try:
        server.start()
        yield server
    finally:
        server.remove()


@pytest.fixture
def server(postgres_server: ThrowawayDatabase | None, database_url: str) -> ThrowawayDatabase:
    """The throwaway server, for the tests that stop and restart it."""
    if postgres_server is None:
        pytest.skip("stopping the server needs the throwaway one, not TEST_DATABASE_URL")
    return postgres_server


@pytest.fixture(scope="session")
def database_url(postgres_server: ThrowawayDatabase | None) -> str:
    url = os.environ.get("TEST_DATABASE_URL") or (postgres_server and postgres_server.start())
    assert url
    migrate(url)
    return url


@pytest.fixture(scope="session")
def store(database_url: str) -> Iterator[Store]:
    shared = Store(database_url, max_size=10)
    shared.open()
    yield shared
    shared.close()


@pytest.fixture(scope="session")
def standby(postgres_server: ThrowawayDatabase | None, database_url: str) -> Iterator[Standby]:
    """A streaming replica of the throwaway server (made when a test first asks for it)."""
    if postgres_server is None:
        pytest.skip("the replica is a base backup of the throwaway server, not of TEST_DATABASE_URL")
    replica = Standby(Path(tempfile.mkdtemp(prefix="solitaire-standby-")), postgres_server)
    try:
        replica.start()
        yield replica
    finally:
        replica.remove()
