"""The solver lock: no winning line or hint for a daily deal while its results are open.

A deal is recognised by its fingerprint (``engine.deals.deal_fingerprint``: its cards in
dealing order), so asking by a code in any letter case, by another code of the same cards
(``GO1-C-X`` for ``GO1-E-X``), by a state of such a game or by a custom layout writing out
the same cards all meet the lock.

The deals that can be locked (every published day whose results have not closed) are few:
each worker keeps them in memory and reloads them every ``DAILY_LOCK_REFRESH_S`` seconds,
so the solver routes touch the database about once a refresh, not once a request.  While
the database is away the last list stays in force (published deals never change); an
instance that never loaded one answers 503 rather than guess.  Without a database
(``DATABASE_URL`` unset) there is no daily challenge, and nothing to lock.
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections.abc import Callable

from flask import Flask, current_app

from .. import challenge
from ..clock import now
from ..engine import code_fingerprint, parse_code
from ..store import DailyDeal, DatabaseUnavailable
from .db import has_store, store
from .errors import ApiError
from .inputs import OpenedState

DAILY_LOCK = "daily_lock"
"""``app.extensions`` key of the worker's ``DailyLock``."""
RETRY_AFTER_FAILURE_S = 5.0
LOAD_TIMEOUT_S = 1.0


class DailyLock:
    """The lockable deals by fingerprint, reloaded when older than ``refresh_s``."""

    def __init__(self, refresh_s: float) -> None:
        self.refresh_s = refresh_s
        self._deals: dict[bytes, list[DailyDeal]] | None = None
        self._fresh_until = 0.0
        self._loading = threading.Lock()

    def holders(
        self,
        fingerprint: bytes,
        at: dt.datetime,
        grace: dt.timedelta,
        load: Callable[[dt.date], list[DailyDeal]],
    ) -> list[DailyDeal]:
        """The published deals with this fingerprint that are locked at ``at``."""
        deals = self._current(at, grace, load)
        return [deal for deal in deals.get(fingerprint, ()) if challenge.is_locked(deal.day, at, grace)]

    def _current(
        self, at: dt.datetime, grace: dt.timedelta, load: Callable[[dt.date], list[DailyDeal]]
    ) -> dict[bytes, list[DailyDeal]]:
        if self._deals is not None and time.monotonic() < self._fresh_until:
            return self._deals
        with self._loading:
            if self._deals is not None and time.monotonic() < self._fresh_until:
                return self._deals
            try:
                published = load(challenge.first_locked_day(at, grace))
            except DatabaseUnavailable:
                if self._deals is None:
                    raise
                self._fresh_until = time.monotonic() + RETRY_AFTER_FAILURE_S
                return self._deals
            deals: dict[bytes, list[DailyDeal]] = {}
            for deal in published:
                deals.setdefault(code_fingerprint(parse_code(deal.code)), []).append(deal)
            self._deals, self._fresh_until = deals, time.monotonic() + self.refresh_s
            return deals


def install_daily_lock(app: Flask) -> None:
    app.extensions[DAILY_LOCK] = DailyLock(float(app.config["DAILY_LOCK_REFRESH_S"]))


def grace() -> dt.timedelta:
    return dt.timedelta(minutes=current_app.config["DAILY_GRACE_MINUTES"])


def locked_holders(fingerprint: bytes) -> list[DailyDeal]:
    """The daily deals (day and variant) with this fingerprint whose results are open now."""
    if not has_store():
        return []
    lock: DailyLock = current_app.extensions[DAILY_LOCK]
    return lock.holders(
        fingerprint, now(), grace(), lambda first: store().lockable_deals(first, LOAD_TIMEOUT_S)
    )


def state_fingerprint(opened: OpenedState) -> bytes:
    """The fingerprint of the deal a state's game was dealt from (a round's: its current
    hole's, the deal the solver plays)."""
    if opened.envelope.fingerprint is not None:
        return opened.envelope.fingerprint
    if opened.game.deal_code is not None:
        return code_fingerprint(opened.game.deal_code)
    raise ApiError(
        422,
        "state-too-old",
        "The state is too old for the solver",
        "this custom deal was sealed by an earlier release, which did not record which deal it "
        "is; start it again from its layout (POST /v1/games) to ask the solver",
        [{"field": "state", "message": "a custom deal sealed before deal fingerprints"}],
    )


def daily_deal_live() -> ApiError:
    return ApiError(
        403,
        "daily-deal-live",
        "A daily deal in play",
        "This deal is a daily-challenge deal whose results are not closed (or of a day to come): "
        "the solver plays it for nobody until then. A player's own daily game can ask "
        "POST /v1/hint with their bearer token; each hint counts on the leaderboard.",
    )
