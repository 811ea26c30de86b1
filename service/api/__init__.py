"""The HTTP/JSON API: the app factory wires configuration, logging, errors, CORS, the
state sealer and one blueprint per area; the routes themselves live in their modules."""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from flask import Flask, Request, Response
from flask.sessions import SessionInterface, SessionMixin

from ..clock import system_clock
from ..config import load_config
from ..daily.play_review import PLAY_REVIEW, PlayReviewRules, PlayReviewWorker
from ..game_modules import load_game_modules
from ..store import Bulkhead, DatabaseUnavailable, Store
from .daily import groups as daily_groups
from .daily import leagues as daily_leagues
from .daily import routes as daily_routes
from .duels import routes as duel_routes
from .ops import docs, health, webclient
from .ops.health import READINESS_CHECKS
from .ops.metrics import install_metrics
from .play import catalog, moves, solve
from .players import badges, devices, friends, vegas
from .players import data as player_data
from .players import routes as player_routes
from .web.cors import install_cors
from .web.counters import publish_pool_stats, record_lagging_read
from .web.cursors import CURSORS, CursorSealer
from .web.daily_guard import install_daily_lock
from .web.db import STORE
from .web.deprecation import DEPRECATION_HEADERS
from .web.errors import register_error_handlers
from .web.idempotency import install_idempotency
from .web.inputs import STATE_SEALER
from .web.jsonio import OrjsonProvider
from .web.limits import install_limits
from .web.logs import REQUEST_ID_HEADER, AccessLog, configure_logging, install_request_tracking
from .web.tokens import StateSealer

OPENAPI_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"
EXPOSED_HEADERS = [
    REQUEST_ID_HEADER,
    "Content-Language",
    "Idempotent-Replayed",
    "ETag",
    "Retry-After",  # 429 and 503 ask clients to honour it
    "RateLimit",  # a limited route's budget, so a client slows down before a 429
    "RateLimit-Policy",
    *DEPRECATION_HEADERS,
]
"""The answer headers a browser lets a page on another origin read (CORS)."""


class _ServiceFlask(Flask):
    """Flask, asking once per function whether it is a coroutine: Flask's ``ensure_sync``
    inspects every view and hook on every request (~7 calls into ``inspect`` a move)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._sync_views: dict[Callable[..., Any], Callable[..., Any]] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        sync = self._sync_views.get(func)
        if sync is None:
            sync = self._sync_views[func] = super().ensure_sync(func)
        return sync


class _NoSessions(SessionInterface):
    """The API keeps no cookies or sessions.  Flask's default interface builds a signing
    serializer from ``SECRET_KEY`` on every request (bench/http.md) for nothing."""

    def open_session(self, app: Flask, request: Request) -> None:
        return None

    def save_session(self, app: Flask, session: SessionMixin, response: Response) -> None:
        return None


def create_app(overrides: Mapping[str, Any] | None = None, environ: Mapping[str, str] | None = None) -> Flask:
    """Build the app from the environment (or ``environ``), then ``overrides`` (tests)."""
    config = load_config(environ)
    config.update(overrides or {})
    load_game_modules(config["GAME_MODULES"], web=True)
    app = _ServiceFlask("service", static_folder=None)
    app.config.update(config)
    app.session_interface = _NoSessions()
    app.json = OrjsonProvider(app)
    configure_logging(app.config["LOG_LEVEL"])
    access_log = app.config["ACCESS_LOG"] and logging.getLogger("service").isEnabledFor(logging.INFO)
    install_request_tracking(app, AccessLog() if access_log else None)
    register_error_handlers(app)
    install_cors(app, app.config["CORS_ORIGINS"], EXPOSED_HEADERS)
    app.extensions[STATE_SEALER] = StateSealer(app.config["STATE_KEYS"])
    app.extensions[CURSORS] = CursorSealer(app.config["STATE_KEYS"])
    app.extensions[READINESS_CHECKS] = []
    app.extensions["openapi_yaml"] = Path(app.config.get("OPENAPI_PATH", OPENAPI_PATH)).read_bytes()
    install_metrics(app)
    solve.install_solver_slots(app)
    install_limits(app)
    install_daily_lock(app)
    install_idempotency(app)
    install_store(app)
    for blueprint in (
        moves.bp,
        solve.bp,
        catalog.bp,
        health.bp,
        docs.bp,
        player_routes.bp,
        friends.bp,
        devices.bp,
        player_data.bp,
        badges.bp,
        vegas.bp,
        duel_routes.bp,
        daily_routes.bp,
        daily_groups.bp,
        daily_leagues.bp,
    ):
        app.register_blueprint(blueprint)
    if app.config["WEB_CLIENT"]:
        app.register_blueprint(webclient.bp)
    return app


def install_store(app: Flask) -> None:
    """The store of ``DATABASE_URL``, with its pool closed: gunicorn opens it in each worker
    after the fork (``deploy/gunicorn.conf.py``), or the first database request does.
    Without ``DATABASE_URL`` there is no store: the play routes serve as ever, the database
    routes answer 503, and readiness has no database to check."""
    config = app.config
    if not config["DATABASE_URL"]:
        return
    store = Store(
        config["DATABASE_URL"],
        read_url=config["DATABASE_READ_URL"],
        max_lag_s=config["DATABASE_READ_MAX_LAG_S"],
        max_size=config["DATABASE_POOL_SIZE"],
        timeout_s=config["DATABASE_TIMEOUT_S"],
        connect_timeout_s=config["DATABASE_CONNECT_TIMEOUT_S"],
        reconnect_timeout_s=config["DATABASE_RECONNECT_TIMEOUT_S"],
        prepare=config["DATABASE_PREPARE"],
        outage_after_s=config["DATABASE_OUTAGE_AFTER_S"],
        bulkhead=Bulkhead(config["DATABASE_THREADS"], config["DATABASE_BUSY_WAIT_S"]),
    )
    store.lagging.observe = record_lagging_read
    app.extensions[STORE] = store
    readiness_wait_s = config["DATABASE_READINESS_TIMEOUT_S"]

    def database() -> tuple[str, bool]:
        try:
            store.ping(timeout_s=readiness_wait_s)
        except DatabaseUnavailable as exc:
            logging.getLogger("service.api").warning("database not ready", extra={"error": str(exc)})
            return "database", False
        finally:
            publish_pool_stats(store, at_once=True)
        return "database", True

    app.extensions[READINESS_CHECKS].append(database)
    if config["DAILY_REVIEW_PLAY"]:
        # Started by each gunicorn worker once it has loaded the app (deploy/gunicorn.conf.py).
        app.extensions[PLAY_REVIEW] = PlayReviewWorker(
            store.play_reviews,
            PlayReviewRules(
                alpha=config["DAILY_PLAY_REVIEW_ALPHA"],
                poll_s=config["DAILY_PLAY_REVIEW_POLL_S"],
                grace=dt.timedelta(minutes=config["DAILY_GRACE_MINUTES"]),
            ),
            config.get("CLOCK") or system_clock,
            tuple(config["GAME_MODULES"]),
        )
