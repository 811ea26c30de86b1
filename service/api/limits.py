"""Per-client rate limits on the expensive routes (solver, hint, result submission).

Flask-Limiter does the counting; its storage is ``RATELIMIT_STORAGE_URI`` (``memory://``
by default, one count per process; ``redis://`` or ``memcached://`` to share the count
across instances).  A client over its limit gets 429 problem+json with ``Retry-After``.
"""

from __future__ import annotations

import math
import time

from flask import Flask, Response
from flask_limiter import Limiter, RateLimitExceeded
from flask_limiter.util import get_remote_address

from .errors import problem

limiter = Limiter(key_func=get_remote_address, default_limits=[], headers_enabled=True)


def solver_limit() -> str:
    from flask import current_app

    limit: str = current_app.config["SOLVER_RATE_LIMIT"]
    return limit


def results_limit() -> str:
    from flask import current_app

    limit: str = current_app.config["RESULTS_RATE_LIMIT"]
    return limit


def _too_many_requests(exc: RateLimitExceeded) -> Response:
    window = limiter.current_limit
    retry_after = max(1, math.ceil(window.reset_at - time.time())) if window is not None else 60
    response = problem(
        429,
        "rate-limited",
        "Too Many Requests",
        f"Rate limit exceeded ({exc.description}); retry after {retry_after} s.",
    )
    response.headers["Retry-After"] = str(retry_after)
    return response


def install_limits(app: Flask) -> None:
    app.config.setdefault("RATELIMIT_STORAGE_URI", "memory://")
    app.config.setdefault("SOLVER_RATE_LIMIT", "30/minute")
    app.config.setdefault("RESULTS_RATE_LIMIT", "60/minute")
    limiter.init_app(app)
    app.register_error_handler(RateLimitExceeded, _too_many_requests)
