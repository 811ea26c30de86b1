"""Rate limits, counted per client: per player on the routes on a player's behalf (after
authentication, so nobody spends another player's allowance), per client address on the
others (sign-up, the solver without a token), the address read through
``TRUSTED_PROXY_HOPS`` trusted proxies.  Counts live in ``RATELIMIT_STORAGE_URI`` (one per
worker with ``memory://``, shared with ``redis://``); unreachable storage serves unlimited:
the limits protect the service, they must not take it down.  429 with ``Retry-After``, and
every counted answer says its ``RateLimit`` standing.  docs/design/limits.md."""

from __future__ import annotations

import hashlib
import hmac
import logging
import math
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from functools import lru_cache

from flask import Flask, Response, current_app, g, request
from limits import RateLimitItem, parse_many
from limits.errors import StorageError
from limits.storage import MemoryStorage, Storage, storage_from_string
from limits.strategies import MovingWindowRateLimiter

from .problems import ALREADY_RUNNING, RATE_LIMITED

LIMITER = "rate_limiter"
"""``app.extensions`` key of the app's ``Limiter``."""
SHARED_STORAGE_TIMEOUT_S = 0.5
log = logging.getLogger("service.api")


@dataclass(frozen=True, slots=True)
class Limiter:
    storage: Storage
    windows: MovingWindowRateLimiter
    trusted_proxy_hops: int


EXPIRY_INTERVAL_S = 1.0


class MemoryCounts(MemoryStorage):
    """The ``limits`` memory storage, dropping spent counts once a second instead of 10 ms
    after any count.  Its expiry pass walks every client counted in the last window, on a
    thread started for each pass, which with thousands of players counted kept a worker
    busy (bench/http.md, "Figures moved out of the code").  A count is checked against its window when it
    is read, so dropping it later costs memory, never a wrong answer."""

    def _MemoryStorage__schedule_expiry(self) -> None:  # replaces limits' own (name-mangled)
        if not self.timer.is_alive():
            self.timer = threading.Timer(EXPIRY_INTERVAL_S, self._MemoryStorage__expire_events)  # type: ignore[attr-defined]
            self.timer.start()


PUBLIC_READS = frozenset(
    {
        "daily.daily_deals",
        "daily.leaderboard",
        "daily.board_stats",
        "catalog.variants",
        "catalog.describe_code",
        "leagues.league_standings",
    }
)
"""The endpoints anyone may read without a token, counted per client address
(``READ_RATE_LIMIT``): 32 addresses once sent 41,309 board stats requests in 40 s, and
one read a live league 674 times a second (a cheaters' review)."""


def install_limits(app: Flask) -> None:
    uri: str = app.config.get("RATELIMIT_STORAGE_URI", "memory://")
    options = (
        {"socket_timeout": SHARED_STORAGE_TIMEOUT_S, "socket_connect_timeout": SHARED_STORAGE_TIMEOUT_S}
        if uri.startswith(("redis://", "rediss://", "valkey://"))
        else {}
    )
    storage = (
        MemoryCounts() if uri == "memory://" else storage_from_string(uri, wrap_exceptions=True, **options)
    )
    assert isinstance(storage, Storage), "a synchronous storage"
    app.extensions[LIMITER] = Limiter(
        storage, MovingWindowRateLimiter(storage), int(app.config.get("TRUSTED_PROXY_HOPS", 0))
    )

    @app.before_request
    def spend_read_budget() -> None:
        if request.endpoint in PUBLIC_READS and request.method != "OPTIONS":  # a CORS preflight reads nothing
            spend_rate_limit("READ_RATE_LIMIT", "read", client_key(None))

    @app.after_request
    def announce_rate_limits(response: Response) -> Response:
        counted: dict[str, Counted] | None = g.get("rate_limits")
        if counted:
            response.headers["RateLimit-Policy"] = ", ".join(c.policy() for c in counted.values())
            response.headers["RateLimit"] = ", ".join(c.standing() for c in counted.values())
        return response


def _limiter() -> Limiter:
    limiter: Limiter = current_app.extensions[LIMITER]
    return limiter


def client_address() -> str:
    """The client's address, read through the trusted proxies (see the module's doc)."""
    hops = _limiter().trusted_proxy_hops
    if hops:
        forwarded = [
            value.strip()
            for header in request.headers.getlist("X-Forwarded-For")
            for value in header.split(",")
            if value.strip()
        ]
        if len(forwarded) >= hops:
            return forwarded[-hops]
    return request.remote_addr or "unknown"


_ADDRESS_KEY_LABEL = b"solitaire-service client address key v1"


def address_key() -> bytes:
    """A keyed hash of the client's address (HMAC-SHA256 under a key derived from the
    sealing key, 16 bytes): what the store keeps of an address (an attempt's, a lock
    refusal's), telling one address from others without the address itself."""
    key = hashlib.sha256(_ADDRESS_KEY_LABEL + current_app.config["SECRET_KEY"].encode()).digest()
    return hmac.new(key, client_address().encode(), hashlib.sha256).digest()[:16]


def client_key(player: uuid.UUID | None) -> str:
    """Who a count belongs to: the player when the request is authenticated, else the
    client address."""
    return f"player:{player}" if player is not None else f"address:{client_address()}"


@lru_cache(maxsize=64)
def _parsed(notation: str) -> list[RateLimitItem]:
    return parse_many(notation)


@dataclass(frozen=True, slots=True)
class Counted:
    """A limit a request was counted against, and where its client stands after it."""

    name: str
    quota: int
    window_s: int
    remaining: int
    reset_s: int

    def policy(self) -> str:
        return f'"{self.name}";q={self.quota};w={self.window_s}'

    def standing(self) -> str:
        return f'"{self.name}";r={self.remaining};t={self.reset_s}'


def spend_rate_limit(setting: str, scope: str, client: str) -> None:
    """Count one request of ``client`` against the limits of app setting ``setting`` for
    ``scope`` (routes sharing a scope share one allowance), noted for the answer's
    ``RateLimit`` headers; 429 when one is exhausted.  Once a request: a keyed write's
    block run again (``idempotency._first_run``) spends nothing more."""
    spent: set[tuple[str, str, str]] = g.setdefault("rate_limits_spent", set())
    if (setting, scope, client) in spent:
        return
    spent.add((setting, scope, client))
    limiter = _limiter()
    try:
        for index, limit in enumerate(_parsed(current_app.config[setting])):
            allowed = limiter.windows.hit(limit, scope, client)
            stats = limiter.windows.get_window_stats(limit, scope, client)
            reset_s = max(0, math.ceil(stats.reset_time - time.time()))
            name = f"{scope}-{index + 1}" if index else scope
            counted = Counted(name, limit.amount, limit.get_expiry(), max(0, stats.remaining), reset_s)
            g.setdefault("rate_limits", {})[name] = counted
            if not allowed:
                retry_after = max(1, reset_s)
                raise RATE_LIMITED(
                    amount=limit.amount,
                    window=limit.get_expiry(),
                    seconds=retry_after,
                    headers={"Retry-After": str(retry_after)},
                )
    except StorageError as exc:
        log.warning("rate-limit storage unreachable: serving unlimited", extra={"error": str(exc)})


@contextmanager
def one_at_a_time(scope: str, client: str, longest_s: float) -> Iterator[None]:
    """Run the block only if ``client`` has nothing of ``scope`` running (in this worker
    with memory storage, anywhere with shared storage); 429 ``already-running`` otherwise.
    The marker expires after ``longest_s`` whatever happens to the worker running it."""
    storage, key = _limiter().storage, f"running/{scope}/{client}"
    try:
        running = storage.incr(key, math.ceil(longest_s))
    except StorageError as exc:
        log.warning("rate-limit storage unreachable: not counting running work", extra={"error": str(exc)})
        running = 1
    if running > 1:  # the one running clears the marker, this increment with it
        raise ALREADY_RUNNING(headers={"Retry-After": "1"})
    try:
        yield
    finally:
        with suppress(StorageError):  # else it expires by itself
            storage.clear(key)
