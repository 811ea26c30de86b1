"""Deprecated behaviour, announced in the answers that use it (docs/contract-versions.md):
a route that still serves something the contract is removing calls ``announce``, and that
answer carries ``Deprecation`` (RFC 9745), ``Sunset`` (RFC 8594)
and a ``Link`` ``rel="deprecation"``, so a client learns it from its own traffic, not only
from CHANGELOG.md.  A deprecation keeps working ``MINIMUM_NOTICE`` at least: a sooner
sunset is refused when it is declared (at import), never discovered by a client."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from flask import Response, after_this_request, g
from werkzeug.http import http_date

DEPRECATION_HEADERS = ("Deprecation", "Sunset", "Link")
MINIMUM_NOTICE = dt.timedelta(days=90)
"""How long a deprecated field or behaviour keeps working after the release that announced
it: a mobile client's release and its users' updates take weeks."""


@dataclass(frozen=True)
class Deprecation:
    """One deprecated field or behaviour: ``what`` (for the log and the tests), ``since``
    (the release that deprecated it), ``sunset`` (when it may go), ``link`` (where a client
    developer reads what to do instead: the changelog's entry or the contract's docs)."""

    what: str
    since: dt.datetime
    sunset: dt.datetime
    link: str

    def __post_init__(self) -> None:
        if self.since.tzinfo is None or self.sunset.tzinfo is None:
            raise ValueError(f"{self.what}: since and sunset are moments in UTC, with their zone")
        if self.sunset - self.since < MINIMUM_NOTICE:
            raise ValueError(f"{self.what}: the sunset comes less than {MINIMUM_NOTICE.days} days after it")


_ANNOUNCED = "deprecations"


def announce(deprecation: Deprecation) -> None:
    """The answer to the current request used ``deprecation``: it will say so (error
    answers too).  Nothing is added to a request that announces nothing."""
    announced: list[Deprecation] | None = g.get(_ANNOUNCED)
    if announced is None:
        announced = _announcing()
    if deprecation not in announced:
        announced.append(deprecation)


def _announcing() -> list[Deprecation]:
    """The request's list of deprecations, and the hook that writes them into its answer."""
    announced: list[Deprecation] = []
    setattr(g, _ANNOUNCED, announced)

    @after_this_request
    def add_deprecation_headers(response: Response) -> Response:
        response.headers.update(deprecation_headers(announced))
        return response

    return announced


def deprecation_headers(announced: list[Deprecation]) -> dict[str, str]:
    """The headers of an answer that used ``announced`` (one or more): the earliest
    deprecation and sunset, and a link to each explanation."""
    return {
        "Deprecation": f"@{int(min(d.since for d in announced).timestamp())}",
        "Sunset": http_date(min(d.sunset for d in announced)),
        "Link": ", ".join(f'<{d.link}>; rel="deprecation"' for d in announced),
    }
