"""The routes' access to the store: the app's ``Store``, and the pool's gauges published
after each request that used it."""

from __future__ import annotations

from flask import Response, current_app, g

from ..store import DatabaseUnavailable, Store
from .metrics import record_pool

STORE = "store"
"""``app.extensions`` key of the ``Store`` (absent when no database is configured)."""


def store() -> Store:
    """The app's store; ``DatabaseUnavailable`` (503) when the service runs without one."""
    configured: Store | None = current_app.extensions.get(STORE)
    if configured is None:
        raise DatabaseUnavailable(
            "no DATABASE_URL", reason="This instance has no database configured (DATABASE_URL)"
        )
    g.used_store = configured
    return configured


def has_store() -> bool:
    return STORE in current_app.extensions


def publish_pool_stats(used: Store) -> None:
    """The pool's gauges for ``/metrics``: open, idle and waiting connections."""
    stats = used.pool.get_stats()
    record_pool(stats.get("pool_size", 0), stats.get("pool_available", 0), stats.get("requests_waiting", 0))


def record_pool_stats(response: Response) -> Response:
    """After a request that used the database, publish the pool's gauges."""
    used: Store | None = g.pop("used_store", None)
    if used is not None:
        publish_pool_stats(used)
    return response
