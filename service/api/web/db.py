"""The routes' access to the store: the app's ``Store``, or 503 without one."""

from __future__ import annotations

from flask import current_app, g

from ...engine.texts import N_
from ...store import DatabaseUnavailable, Store

STORE = "store"
"""``app.extensions`` key of the ``Store`` (absent when no database is configured)."""


def store() -> Store:
    """The app's store; ``DatabaseUnavailable`` (503) when the service runs without one."""
    configured: Store | None = current_app.extensions.get(STORE)
    if configured is None:
        raise DatabaseUnavailable(
            "no DATABASE_URL", reason=N_("This instance has no database configured (DATABASE_URL)")
        )
    g.used_store = configured  # the pool's gauges are published after the request (metrics.py)
    return configured


def has_store() -> bool:
    return STORE in current_app.extensions
