"""Fixtures of the storage tests: fresh dates, players, game records, empty databases.

Tests share one migrated database, so each works on its own players and its own dates
(random far-future days: reruns against a kept ``TEST_DATABASE_URL`` do not collide).
"""

from __future__ import annotations

import datetime as dt
import secrets
import uuid
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

import pytest

from service.store import DailyDeal, GameRecord, Store
from service.store.models import GameStatus, Variant
from tests.databases import scratch_database

CODES: dict[Variant, str] = {
    "golf-easy": "GO1-E-AAAAAAB",
    "golf-classic": "GO1-C-AAAAAAB",
    "canfield-draw3": "CF1-D3-AAAAACL",
    "canfield-draw1": "CF1-D1-AAAAACL",
}


def random_day() -> dt.date:
    return dt.date(2200, 1, 1) + dt.timedelta(days=secrets.randbelow(2_000_000))


def game_record(
    variant: Variant = "golf-easy",
    *,
    status: GameStatus = "won",
    score: int = 350,
    moves: int = 60,
    code: str | None = None,
    rules: dict[str, Any] | None = None,
) -> GameRecord:
    return GameRecord(
        game_id=uuid.uuid4(),
        game="golf" if variant.startswith("golf") else "canfield",
        variant=variant,
        code=code or CODES[variant],
        rules={"mode": variant} if rules is None else rules,
        status=status,
        score=score,
        moves=moves,
        actions=[{"type": "draw"}],
    )


@pytest.fixture
def new_player(store: Store) -> Callable[..., uuid.UUID]:
    def create(name: str = "Player") -> uuid.UUID:
        player_id, _token = store.create_player(name)
        return player_id

    return create


@pytest.fixture
def published_day(store: Store) -> dt.date:
    """A fresh day with a published deal for every variant (the pinned codes)."""
    day = random_day()
    store.publish_daily(DailyDeal(day, variant, code, 1.0) for variant, code in CODES.items())
    return day


@pytest.fixture
def empty_database(database_url: str) -> Iterator[Callable[[], str]]:
    """Make new, empty databases on the test server; dropped at the end of the test."""
    with ExitStack() as made:
        yield lambda: made.enter_context(scratch_database(database_url))
