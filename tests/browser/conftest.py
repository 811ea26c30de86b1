"""The web client in a real browser (Debian's Chromium driven by Playwright) against the
service as deployed: gunicorn with deploy/gunicorn.conf.py over the test PostgreSQL.

Every test's page is watched: a console error, an uncaught exception, a request that
fails or an answer of 400 or more fails the test at teardown, whatever the test checked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Playwright,
    Route,
    sync_playwright,
)

from harness.chromium import launch
from harness.daily_flow import NO_PACE_REVIEW
from harness.databases import scratch_database
from harness.pages import Play
from harness.servers import gunicorn_server
from service.store import DailyDeal, migrate
from tests.browser.watch import Watch
from tests.prism import PrismServer, prism_server

from .daily import (
    DAILY_VARIANT,
    closed_day,
    crowd_the_board,
    deals_of,
    publish_days,
    todays_deals,
)

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
"""A phone's screen and touch (``(hover: none) and (pointer: coarse)``), for ``open_play``."""
SECRET_KEY = "43ec632c3a0549e01b98066301c4a62ef46f8ee6199db7c9c363fd6578d269ac"


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    chromium = launch(playwright)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def browser_database(database_url: str) -> Iterator[str]:
    """A database of the browser tests' own (other tests publish the documented deals as
    daily deals of days to come, which the service would refuse here: they are locked),
    with today's daily deals published by the scheduler."""
    with scratch_database(database_url, "browser") as own_database:
        migrate(own_database)
        publish_days(own_database)
        yield own_database


@pytest.fixture(scope="session")
def daily_deals(browser_database: str) -> dict[str, DailyDeal]:
    """Today's deals by variant, their codes and winning lines (which the service seals)."""
    return todays_deals(browser_database)


@pytest.fixture(scope="session")
def closed_deals(browser_database: str) -> dict[str, DailyDeal]:
    """A closed day's deals by variant (``closed_day``): the service shows their codes and lines."""
    return deals_of(browser_database, closed_day())


ONE_ADDRESS = {
    "SOLVER_RATE_LIMIT": "10000/minute",
    "RESULTS_RATE_LIMIT": "10000/minute",
    "SIGNUP_RATE_LIMIT": "10000/hour",
}
"""Limits for every test's players, who all come from 127.0.0.1."""


def _served(browser_database: str, settings: dict[str, str]) -> Iterator[str]:
    """The service in production over ``browser_database``, with ``settings``: its URL."""
    environment = {"SERVICE_ENV": "production", "SECRET_KEY": SECRET_KEY, "DATABASE_URL": browser_database}
    with gunicorn_server({**environment, **settings}, "/readyz") as url:
        yield url


@pytest.fixture(scope="session")
def service_url(browser_database: str) -> Iterator[str]:
    """The service over ``browser_database``, on the real clock.  The tests play faster
    than a person: the pace review is off (tests/api/test_pace.py checks it), so their
    results are on the board, not held."""
    yield from _served(browser_database, {**ONE_ADDRESS, **NO_PACE_REVIEW})


@pytest.fixture(scope="session")
def strict_service_url(browser_database: str) -> Iterator[str]:
    """The same service and database with the pace review set far beyond any player's (a
    move a minute at least): every result submitted through it is held for review."""
    yield from _served(
        browser_database,
        {
            "DAILY_MIN_MOVE_S": "60",
            "DAILY_MIN_GAME_S_PER_MOVE": "60",
            "DAILY_REVIEW_PLAY": "0",  # its workers read none of reviewing_service_url's results
        },
    )


@pytest.fixture(scope="session")
def reviewing_service_url(browser_database: str) -> Iterator[str]:
    """The same service and database with the play review on, as deployed: a Golf result
    waits ``pending`` until its line is read.  Its workers read once as they start and then
    sleep an hour: a test reads by hand (``flask daily review read``), so the seconds a
    player sees "being checked" are the test's to choose, not a race."""
    yield from _served(
        browser_database,
        {**ONE_ADDRESS, **NO_PACE_REVIEW, "DAILY_REVIEW_PLAY": "1", "DAILY_PLAY_REVIEW_POLL_S": "3600"},
    )


@pytest.fixture(scope="session")
def crowded_board(service_url: str, daily_deals: dict[str, DailyDeal]) -> str:
    """Today's Golf board with a dozen results on it (more than the client's first page)."""
    crowd_the_board(service_url, daily_deals[DAILY_VARIANT], [f"Rival {number}" for number in range(1, 13)])
    return service_url


def _context(browser: Browser, **options: Any) -> BrowserContext:
    """A page in Russian at 1280x800; cards do not glide (motion reduced, as a player may
    ask): nothing waits for an animation.  test_motion.py watches them move."""
    settings: dict[str, Any] = {"viewport": DESKTOP, "locale": "ru-RU", "reduced_motion": "reduce", **options}
    return browser.new_context(**settings)


@pytest.fixture
def watch() -> Watch:
    return Watch()


@pytest.fixture
def play(browser: Browser, service_url: str, watch: Watch) -> Iterator[Play]:
    """A fresh page (its own localStorage) in Russian, the product's language, at 1280x800."""
    context = _context(browser)
    page = context.new_page()
    watch.attach(page)
    yield Play(page, service_url)
    context.close()
    assert not watch.unexpected(), watch.problems


def _pages(browser: Browser, url: str, watch: Watch) -> Iterator[Callable[..., Play]]:
    """Fresh pages of the service at ``url``, each in its own context with these browser
    settings, watched; the contexts closed after the test."""
    contexts: list[BrowserContext] = []

    def open_one(**options: Any) -> Play:
        context = _context(browser, **options)
        contexts.append(context)
        page = context.new_page()
        watch.attach(page)
        return Play(page, url)

    yield open_one
    for context in contexts:
        context.close()
    assert not watch.unexpected(), watch.problems


@pytest.fixture
def open_play(browser: Browser, service_url: str, watch: Watch) -> Iterator[Callable[..., Play]]:
    """Fresh pages with other browser settings than ``play``'s (``PHONE``, a locale, motion
    not reduced...), each in its own context, watched like ``play``."""
    yield from _pages(browser, service_url, watch)


@pytest.fixture
def open_reviewing_play(
    browser: Browser, reviewing_service_url: str, watch: Watch
) -> Iterator[Callable[..., Play]]:
    """``open_play``'s pages on the service whose play review leaves results pending."""
    yield from _pages(browser, reviewing_service_url, watch)


@pytest.fixture
def open_strict_play(
    browser: Browser, strict_service_url: str, watch: Watch
) -> Iterator[Callable[..., Play]]:
    """``open_play``'s pages on the service whose pace review holds every result."""
    yield from _pages(browser, strict_service_url, watch)


# --- a Prism validation proxy between the page and the service ------------------------------


@pytest.fixture(scope="session")
def prism(service_url: str) -> Iterator[PrismServer]:
    """``prism proxy --errors openapi.yaml SERVICE``: a request or answer that breaks the
    contract comes back as a 422 or 500 instead of passing through."""
    with prism_server("proxy", "--errors", "openapi.yaml", service_url) as proxy:
        yield proxy


@pytest.fixture
def play_through_prism(
    browser: Browser, service_url: str, prism: PrismServer, watch: Watch
) -> Iterator[Play]:
    """The page as ever, but every API request it makes goes through the Prism proxy (the
    page itself is not part of the contract, so it still comes from the service)."""
    context = _context(browser)

    def through_prism(route: Route) -> None:
        answer = route.fetch(url=route.request.url.replace(service_url, prism.url, 1))
        route.fulfill(response=answer)

    context.route(re.compile(r"/v1/"), through_prism)
    page = context.new_page()
    watch.attach(page)
    yield Play(page, service_url)
    context.close()
    assert not watch.unexpected(), watch.problems
