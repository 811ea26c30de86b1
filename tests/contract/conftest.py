"""The contract tests run against the app in-process (WSGI), configured for tests, with
the test database behind the database routes (and the day of the spec's date example
published, so its examples reach the 200 answers too)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask

from service import create_app
from service.store import DailyDeal, Store

ROOT = Path(__file__).resolve().parents[2]
SPEC_PATH = ROOT / "openapi.yaml"
EXAMPLE_DAY = dt.date(2031, 1, 5)
"""The ``Date`` parameter's example in openapi.yaml."""
EXAMPLE_NOON = dt.datetime.combine(EXAMPLE_DAY, dt.time(12), dt.UTC)
EXAMPLE_DEALS = {
    "golf-easy": "GO1-E-AAAAAAB",
    "golf-classic": "GO1-C-AAAAAAB",
    "canfield-draw3": "CF1-D3-AAAAACL",
    "canfield-draw1": "CF1-D1-AAAAACL",
}


@pytest.fixture(scope="session")
def app(database_url: str) -> Iterator[Flask]:
    app = create_app(
        {
            "TESTING": True,
            "ACCESS_LOG": False,
            "DATABASE_URL": database_url,
            **{
                f"{limit}_RATE_LIMIT": "100000/minute"
                for limit in ("RESULTS", "SOLVER", "SIGNUP", "HISTORY", "DAILY")
            },
            "SOLVER_MAX_BUDGET_MS": 50,
            "DAILY_LOCK_REFRESH_S": 0,
            # The example day is live, so its daily games can be started.
            "CLOCK": lambda: EXAMPLE_NOON,
        }
    )
    store: Store = app.extensions["store"]
    store.publish_daily(DailyDeal(EXAMPLE_DAY, variant, code, 1.0) for variant, code in EXAMPLE_DEALS.items())
    yield app
    store.close()
