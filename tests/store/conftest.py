"""Fixtures of the storage tests: fresh dates, players, game records, empty databases.

Tests share one migrated database, so each works on its own players and its own dates
(random far-future days: reruns against a kept ``TEST_DATABASE_URL`` do not collide).
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable, Iterator
from contextlib import ExitStack

import pytest

from harness.databases import scratch_database
from harness.store_data import CODES, random_day
from service.store import DailyDeal, Store


@pytest.fixture
def new_player(store: Store) -> Callable[..., uuid.UUID]:
    def create(name: str = "Player") -> uuid.UUID:
        player_id, _token = store.players.create(name)
        return player_id

    return create


@pytest.fixture
def published_day(store: Store) -> dt.date:
    """A fresh day with a published deal for every variant (the pinned codes)."""
    day = random_day()
    store.deals.publish(DailyDeal(day, variant, code, 1.0) for variant, code in CODES.items())
    return day


@pytest.fixture
def empty_database(database_url: str) -> Iterator[Callable[[], str]]:
    """Make new, empty databases on the test server; dropped at the end of the test."""
    with ExitStack() as made:
        yield lambda: made.enter_context(scratch_database(database_url))
