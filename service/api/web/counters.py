"""The service's Prometheus series, and what feeds them: requests (the request-tracking
hooks, ``logs.py``), moves and games (the play routes), solver time, the database pool.
Routes import this module; the ``/metrics`` route that exposes the series is ``metrics.py``.
"""

from __future__ import annotations

import time
from functools import lru_cache

from flask import Response, g
from prometheus_client import Counter, Gauge, Histogram

from ...store import Store

REQUESTS = Counter("solitaire_http_requests", "HTTP requests answered", ["route", "method", "status"])
LATENCY = Histogram(
    "solitaire_http_request_duration_seconds",
    "Time to answer a request",
    ["route"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)
MOVES = Counter("solitaire_moves", "Moves played, by game and result", ["game", "result", "code"])
GAMES_STARTED = Counter("solitaire_games_started", "Games dealt", ["game"])
GAMES_WON = Counter("solitaire_games_won", "Games that reached a win", ["game"])
SOLVER_SECONDS = Histogram(
    "solitaire_solver_duration_seconds",
    "Solver time per request",
    ["game", "result"],
    buckets=(0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30),
)
SOLVER_WAIT = Histogram(
    "solitaire_solver_wait_seconds",
    "How long a search waited for a slot: served, turned-away or timed-out (503), by caller",
    ["caller", "outcome"],
    buckets=(0.001, 0.01, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10),
)
POOL_CONNECTIONS = Gauge(
    "solitaire_db_pool_connections",
    "Database pool connections per state, summed over live workers",
    ["state"],
    multiprocess_mode="livesum",
)

LAGGING_READS = Counter(
    "solitaire_db_lagging_reads",
    "Reads that may lag (board pages, stats, the days' deals) by the database that served them"
    " (replica or primary) and why (fresh; the replica behind or down)",
    ["database", "reason"],
)


@lru_cache(maxsize=1024)
def _move_series(game: str, accepted: bool, code: str) -> Counter:
    return MOVES.labels(game, "accepted" if accepted else "refused", code)


def record_move(game: str, accepted: bool, code: str, won: bool) -> None:
    """Count one played move: ``code`` is the move type when accepted, the refusal otherwise."""
    _move_series(game, accepted, code).inc()
    if won:
        GAMES_WON.labels(game).inc()


POOL_STATS_EVERY_S = 1.0
"""How old the pool's gauges may be after a request: a scrape comes every few seconds, and
publishing them after every database request cost a ranked move a tenth of its CPU."""
_POOL_SERIES = tuple(POOL_CONNECTIONS.labels(state) for state in ("open", "idle", "waiting"))
_pool_published_at = [-POOL_STATS_EVERY_S]


def publish_pool_stats(used: Store, *, at_once: bool = False) -> None:
    """The pool's gauges: open, idle and waiting connections; at most once a
    ``POOL_STATS_EVERY_S`` unless ``at_once`` (the readiness probe's)."""
    now = time.monotonic()
    if not at_once and now - _pool_published_at[0] < POOL_STATS_EVERY_S:
        return
    _pool_published_at[0] = now
    stats = used.pool.get_stats()
    for series, key in zip(_POOL_SERIES, ("pool_size", "pool_available", "requests_waiting"), strict=True):
        series.set(stats.get(key, 0))


def record_lagging_read(database: str, reason: str) -> None:
    """Count a read that may lag, by where it ran (``DATABASE_READ_URL`` set)."""
    LAGGING_READS.labels(database, reason).inc()


def count_game_started(game: str) -> None:
    """Count a game dealt by this request once it is answered: a keyed request's block runs
    again after a rollback (``idempotency._first_run``), and its rerun deals the game again."""
    g.game_started = game


def record_after_request(response: Response) -> Response:
    """After a request: a game it dealt counted (answered with success), and the pool's gauges
    published when it used the database (``db.store()`` marks it)."""
    game: str | None = g.pop("game_started", None)
    if game is not None and response.status_code < 300:
        GAMES_STARTED.labels(game).inc()
    used: Store | None = g.pop("used_store", None)
    if used is not None:
        publish_pool_stats(used)
    return response


@lru_cache(maxsize=4096)
def _request_series(route: str, method: str, status: int) -> tuple[Histogram, Counter]:
    """The labelled children of one kind of request, looked up once (labelling takes a
    lock and builds keys: a third of the metrics' cost per request)."""
    return LATENCY.labels(route), REQUESTS.labels(route, method, str(status))


_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def observe_request(route: str, method: str, status: int, seconds: float) -> None:
    """Count and time one answered request.  ``route`` is the URL rule and any method
    outside HTTP's usual ones counts as "other", so the series stay few whatever paths and
    methods clients send; scrapes of /metrics are not counted."""
    if route == "/metrics":
        return
    latency, count = _request_series(route, method if method in _METHODS else "other", status)
    latency.observe(seconds)
    count.inc()
