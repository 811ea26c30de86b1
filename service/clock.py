"""The service's clock: UTC now, from the app's ``CLOCK`` setting when one is given (tests
move time through a day's calendar with it) and the system clock otherwise."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from flask import current_app

Clock = Callable[[], dt.datetime]


def system_clock() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def now() -> dt.datetime:
    clock: Clock = current_app.config.get("CLOCK") or system_clock
    return clock()
