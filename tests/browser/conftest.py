"""The web client in a real browser (Debian's Chromium driven by Playwright) against the
service as deployed: gunicorn with deploy/gunicorn.conf.py over the test PostgreSQL.

Every test's page is watched: a console error, an uncaught exception, a request that
fails or an answer of 400 or more fails the test at teardown, whatever the test checked.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Page,
    Playwright,
    Route,
    sync_playwright,
)

from service.store import migrate
from tests.api.test_gunicorn import free_port, gunicorn_server
from tests.databases import scratch_database

from .chromium import launch
from .pages import Play

ROOT = Path(__file__).resolve().parents[2]
PRISM = ROOT / "node_modules/.bin/prism"
DESKTOP = {"width": 1280, "height": 800}


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
def service_url(database_url: str) -> Iterator[str]:
    """The service over a database of its own: other tests publish the documented deals as
    daily deals of days to come, which the solver would refuse here (they are locked)."""
    with scratch_database(database_url, "browser") as own_database:
        migrate(own_database)
        environment = {
            "SERVICE_ENV": "production",
            "SECRET_KEY": "43ec632c3a0549e01b98066301c4a62ef46f8ee6199db7c9c363fd6578d269ac",
            "DATABASE_URL": own_database,
            "SOLVER_RATE_LIMIT": "10000/minute",
        }
        with gunicorn_server(environment, "/readyz") as url:
            yield url


@dataclass
class Watch:
    """What went wrong in a page: console errors, page errors, failed or refused requests."""

    problems: list[str] = field(default_factory=list)
    expected: list[re.Pattern[str]] = field(default_factory=list)

    def expect(self, *patterns: str) -> None:
        """Problems a test provokes on purpose (each must still happen: see ``unexpected``)."""
        self.expected.extend(re.compile(pattern) for pattern in patterns)

    def unexpected(self) -> list[str]:
        def seen(pattern: re.Pattern[str]) -> bool:
            return any(map(pattern.search, self.problems))

        def allowed(problem: str) -> bool:
            return any(pattern.search(problem) for pattern in self.expected)

        missing = [f"expected, not seen: {pattern.pattern}" for pattern in self.expected if not seen(pattern)]
        return missing + [problem for problem in self.problems if not allowed(problem)]

    def attach(self, page: Page) -> None:
        page.on(
            "console",
            lambda message: message.type == "error" and self.problems.append(f"console: {message.text}"),
        )
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on(
            "requestfailed", lambda request: self.problems.append(f"failed: {request.method} {request.url}")
        )
        page.on(
            "response",
            lambda response: (
                response.status >= 400
                and self.problems.append(f"HTTP {response.status}: {response.request.method} {response.url}")
            ),
        )


def _context(browser: Browser, **options: object) -> BrowserContext:
    return browser.new_context(viewport=DESKTOP, locale="ru-RU", **options)  # type: ignore[arg-type]


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


# --- a Prism validation proxy between the page and the service ------------------------------


@dataclass
class PrismProxy:
    url: str
    log: Path


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except urllib.error.HTTPError:
        return True
    except OSError:
        return False


@pytest.fixture(scope="session")
def prism(service_url: str) -> Iterator[PrismProxy]:
    """``prism proxy --errors openapi.yaml SERVICE``: a request or answer that breaks the
    contract comes back as a 422 or 500 instead of passing through."""
    if not os.access(PRISM, os.X_OK):
        raise RuntimeError(f"{PRISM} is missing: scripts/bootstrap installs the npm tools (npm ci)")
    port = free_port()
    with tempfile.TemporaryDirectory() as directory:
        log = Path(directory) / "prism.log"
        with log.open("wb") as output:
            # Started directly (not through npx or a shell), so the PID we stop is Prism's.
            server = subprocess.Popen(
                [
                    str(PRISM),
                    "proxy",
                    "--errors",
                    "-h",
                    "127.0.0.1",
                    "-p",
                    str(port),
                    "openapi.yaml",
                    service_url,
                ],
                cwd=ROOT,
                stdout=output,
                stderr=subprocess.STDOUT,
            )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while not _answers(f"{url}/healthz"):
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"prism did not start: {log.read_text()[-3000:]}")
                time.sleep(0.2)
            yield PrismProxy(url, log)
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


@pytest.fixture
def play_through_prism(browser: Browser, service_url: str, prism: PrismProxy, watch: Watch) -> Iterator[Play]:
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
