"""Conditional reads: an ``ETag`` on every read of the database or of a fixed document,
``304 Not Modified`` (no body) when the request's ``If-None-Match`` names it, and a
``Cache-Control`` that says how long a copy stays good, by kind of document.

A board's pages are tagged with its version (weak), so a ``304`` costs one small lookup and
never the page; every other read with its body's sha256 (strong), saving the bytes.  Each
tag starts with the contract's revision, so no copy of another contract is ever ``304``
(docs/design/caching.md)."""

from __future__ import annotations

import datetime as dt
import hashlib
import uuid

from flask import Response, current_app, request
from flask.typing import ResponseReturnValue

from ...daily import challenge
from .daily_guard import daily_grace

CONTRACT_REVISION = "contract_revision"
"""``app.extensions`` key of the contract's revision, the first part of every tag."""
FIXED = "public, max-age=86400"
"""The catalog and the contract: they change only with a release of the service."""
REVALIDATED = "public, no-cache"
"""A code's deal: it never changes, but a copy is checked on every use, so that a code an
operator makes a live daily deal (``daily set``) is refused (403) from that moment, as it is
to a client that never asked for it before."""
CLOSED = "public, max-age=86400, immutable"
"""A day whose results have closed, and its boards: nothing changes them any more but an
operator's late review of a held result, which every copy learns within a day."""
LIVE_BOARD_MAX_AGE_S = 5
LIVE_BOARD = f"public, max-age={LIVE_BOARD_MAX_AGE_S}"
"""A live board, its spread: at the midnight surge a board changes many times a second,
and each page read by many: a shared cache (a CDN, a proxy) answers the same page for a
few seconds instead of the service, and a player's own rank, which must never lag, is not
cached (``OWN``)."""
OWN = "private, no-cache"
"""A player's own data: kept by their own client only, and checked on every use, so that
what they just did shows at once."""
BY_PLAYER = ("Authorization",)
BY_PLAYER_AND_LANGUAGE = ("Authorization", "Accept-Language")
LIVE_DAY_MAX_AGE_S = 3600


def revalidated(
    answer: ResponseReturnValue,
    cache_control: str,
    *,
    tag: str | None = None,
    vary: tuple[str, ...] = (),
) -> Response:
    """``answer`` with its ``ETag`` (``tag``, a weak one the route made from a version, or
    else its body's sha256, strong) and ``Cache-Control``: a ``304`` without a body when
    ``If-None-Match`` names the tag."""
    response = current_app.make_response(answer)
    if tag is None:
        response.set_etag(hashlib.sha256(response.get_data()).hexdigest()[:32])
    else:
        response.set_etag(tag, weak=True)
    _cached(response, cache_control, vary).make_conditional(request)
    return response


def not_modified(tag: str, cache_control: str, *, vary: tuple[str, ...] = ()) -> Response | None:
    """A ``304`` when the request's ``If-None-Match`` names the weak ``tag``, else None
    (the route reads its document then)."""
    if not request.if_none_match.contains_weak(tag):
        return None
    response = Response(status=304)
    response.set_etag(tag, weak=True)
    return _cached(response, cache_control, vary)


def asks_if_changed() -> bool:
    """Whether the request names tags it holds (``If-None-Match``): then a version is read
    first, so that an unchanged document costs no more."""
    return bool(request.if_none_match)


def board_tag(version: int, results_open: bool) -> str:
    """The tag of a board's page or spread (which says whether results are still open)."""
    return f"{_contract_revision()}.board.{version}.{'open' if results_open else 'closed'}"


def standing_tag(player: uuid.UUID, version: int, language: str) -> str:
    """The tag of a player's standing on a board: the board's version, whose it is (a
    device's copy is never another account's) and the language of its share text."""
    return f"{_contract_revision()}.standing.{version}.{player.hex[:16]}.{language}"


def day_cache(day: dt.date, at: dt.datetime) -> str:
    """A day's deals: unchanged until its results close (then the codes and lines show),
    never after."""
    closes = challenge.results_close_at(day, daily_grace())
    if at >= closes:
        return CLOSED
    return f"public, max-age={min(LIVE_DAY_MAX_AGE_S, int((closes - at).total_seconds()))}"


def board_cache(results_open: bool) -> str:
    return LIVE_BOARD if results_open else CLOSED


def _cached(response: Response, cache_control: str, vary: tuple[str, ...]) -> Response:
    response.headers["Cache-Control"] = cache_control
    for header in vary:
        response.vary.add(header)
    return response


def _contract_revision() -> str:
    revision: str | None = current_app.extensions.get(CONTRACT_REVISION)
    if revision is None:
        spec: bytes = current_app.extensions["openapi_yaml"]
        revision = current_app.extensions[CONTRACT_REVISION] = hashlib.sha256(spec).hexdigest()[:12]
    return revision
