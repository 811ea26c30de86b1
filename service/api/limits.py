"""Per-client rate limits on the expensive routes (solver, hint, result submission).

The ``limits`` library counts (moving windows); its storage is ``RATELIMIT_STORAGE_URI``
(``memory://`` by default, one count per process; ``redis://`` or ``memcached://`` to share
the count across instances).  Only the decorated routes pay for a check: Flask-Limiter,
built on the same library, checks in a hook on every request, which cost the stateless
play route ~80 us a move.  A client over its limit gets 429 problem+json with
``Retry-After``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from functools import wraps
from typing import ParamSpec, TypeVar

from flask import Flask, current_app, request
from limits import parse
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

from .errors import ApiError

P = ParamSpec("P")
R = TypeVar("R")
LIMITER = "rate_limiter"


def rate_limited(setting: str) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Limit a route per client address to the app setting ``setting`` (e.g. ``30/minute``)."""

    def decorate(view: Callable[P, R]) -> Callable[P, R]:
        @wraps(view)
        def limited(*args: P.args, **kwargs: P.kwargs) -> R:
            limiter: MovingWindowRateLimiter = current_app.extensions[LIMITER]
            limit = parse(current_app.config[setting])
            client = (request.endpoint or "", request.remote_addr or "unknown")
            if not limiter.hit(limit, *client):
                reset_at = limiter.get_window_stats(limit, *client).reset_time
                retry_after = max(1, math.ceil(reset_at - time.time()))
                raise ApiError(
                    429,
                    "rate-limited",
                    "Too Many Requests",
                    f"More than {limit} from this client; retry after {retry_after} s.",
                    headers={"Retry-After": str(retry_after)},
                )
            return view(*args, **kwargs)

        return limited

    return decorate


def install_limits(app: Flask) -> None:
    storage = storage_from_string(app.config.get("RATELIMIT_STORAGE_URI", "memory://"))
    app.extensions[LIMITER] = MovingWindowRateLimiter(storage)
