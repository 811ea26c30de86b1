"""What goes wrong in a page under test: console errors, page errors, failed requests."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from playwright.sync_api import Page, Request


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

    def _failed(self, request: Request) -> None:
        """A request the page gave up (a reload, a navigation) is no problem of the
        service's: Chromium aborts whatever is in flight when a page goes away."""
        if request.failure != "net::ERR_ABORTED":
            self.problems.append(f"failed: {request.method} {request.url}")

    def attach(self, page: Page) -> None:
        page.on(
            "console",
            lambda message: message.type == "error" and self.problems.append(f"console: {message.text}"),
        )
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on("requestfailed", self._failed)
        page.on(
            "response",
            lambda response: (
                response.status >= 400
                and self.problems.append(f"HTTP {response.status}: {response.request.method} {response.url}")
            ),
        )
