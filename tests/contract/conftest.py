"""The contract tests run against the app in-process (WSGI), configured for tests, with
the test database behind the database routes (and the day of the spec's date example
published, so its examples reach the 200 answers too)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from service import create_app
from service.config import EXAMPLE_STATES_KEY
from service.store import DailyDeal, Store
from tests.contract.spec import EXAMPLE_DAY, EXAMPLE_DEALS, EXAMPLE_NOON


@pytest.fixture(scope="session")
def app(database_url: str) -> Iterator[Flask]:
    app = create_app(
        {
            "TESTING": True,
            "ACCESS_LOG": False,
            "STATE_KEYS": [EXAMPLE_STATES_KEY],  # openapi.yaml's example states are sealed with it
            "DATABASE_URL": database_url,
            **{
                f"{limit}_RATE_LIMIT": "100000/minute"
                for limit in (
                    "RESULTS",
                    "SOLVER",
                    "SIGNUP",
                    "HISTORY",
                    "DAILY",
                    "AUTH_FAILURE",
                    "READ",
                    "LINK",
                    "LINK_GUESS",
                    "RECOVER",
                    "RECOVER_PLAYER",
                    "DATA",
                )
            },
            "SOLVER_MAX_BUDGET_MS": 50,
            "DAILY_LOCK_REFRESH_S": 0,
            # The example day is live, so its daily games can be started.
            "CLOCK": lambda: EXAMPLE_NOON,
        }
    )
    store: Store = app.extensions["store"]
    store.deals.publish(DailyDeal(EXAMPLE_DAY, variant, code, 1.0) for variant, code in EXAMPLE_DEALS.items())
    yield app
    store.close()
