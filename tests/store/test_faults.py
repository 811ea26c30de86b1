"""The database going away and coming back: a clear error while it is away, and recovery
without restarting anything.  These stop the throwaway server, so they do not run
against a TEST_DATABASE_URL."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import TypeVar

import pytest

from service.devdb import DevDatabase
from service.store import DatabaseUnavailable, Store


@pytest.fixture
def quick_store(database_url: str) -> Iterator[Store]:
    """A store that gives up on an absent database within about a second."""
    quick = Store(database_url, timeout_s=1.0, connect_timeout_s=1, reconnect_timeout_s=2.0)
    quick.open()
    yield quick
    quick.close()


T = TypeVar("T")


def eventually(action: Callable[[], T], within_s: float = 15.0) -> T:
    deadline = time.monotonic() + within_s
    while True:
        try:
            return action()
        except DatabaseUnavailable:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def test_an_absent_database_raises_database_unavailable_then_recovers(
    server: DevDatabase, quick_store: Store, store: Store
) -> None:
    player, token = quick_store.create_player("Before")
    server.stop()
    try:
        started = time.monotonic()
        with pytest.raises(DatabaseUnavailable):
            quick_store.ping(timeout_s=0.5)
        assert time.monotonic() - started < 3
        with pytest.raises(DatabaseUnavailable):
            quick_store.authenticate(token)
        with pytest.raises(DatabaseUnavailable) as unavailable:
            quick_store.create_player("During")
        assert time.monotonic() - started < 10
        assert unavailable.value.retry_after_s > 0
    finally:
        server.restart_on_same_port()
    # the same stores, never reopened: their pools drop the dead connections and reconnect
    eventually(quick_store.ping)
    assert quick_store.authenticate(token) == player
    assert eventually(lambda: store.authenticate(token)) == player
    assert quick_store.create_player("After")[0] != player


def test_the_first_request_after_an_outage_succeeds_with_a_full_pool(
    server: DevDatabase, database_url: str
) -> None:
    """Every pooled connection is dead after a restart: the first request must not wait
    through them one by one (3 s is the pool's default wait)."""
    full = Store(database_url, min_size=4, max_size=4, timeout_s=3.0)
    try:
        full.open()
        full.pool.wait(timeout=10)
        player, token = full.create_player("Full")
        server.stop()
        server.restart_on_same_port()
        assert full.authenticate(token) == player
    finally:
        server.restart_on_same_port()
        full.close()


def test_a_store_opened_while_the_database_is_down_works_once_it_is_up(
    server: DevDatabase, database_url: str
) -> None:
    server.stop()
    late = Store(database_url, timeout_s=1.0, connect_timeout_s=1, reconnect_timeout_s=2.0)
    try:
        late.open()  # a worker starting during the outage: no error, play routes serve
        with pytest.raises(DatabaseUnavailable):
            late.ping()
        server.restart_on_same_port()
        eventually(late.ping)
    finally:
        server.restart_on_same_port()
        late.close()
