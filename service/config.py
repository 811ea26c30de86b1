"""Configuration from the environment, read once when the app is created.

Every setting has a safe default for development.  No key that seals states lives in the
source (a known key seals anyone's game): development uses a random key kept beside its
local database (``service.dev.postgres``), and production (``SERVICE_ENV=production``)
refuses to start without a strong key of its own: 32 random bytes or more, none of the
keys published in this repository (docs/design/sealed-state.md).
"""

from __future__ import annotations

import base64
import binascii
import os
import re
from collections.abc import Mapping
from typing import Any

from .i18n import DEFAULT_LANGUAGE

EXAMPLE_STATES_KEY = "5ebb357fe339b86573cab186e40e7a6a60c8856cc49cae232c386f86d1abef12"
"""The key openapi.yaml's example states and cursors are sealed with, published there and in
docs/api.md so that a service run with it (the tests set it) plays them.  Never a default:
a service uses it only when told to, and production refuses it."""
EXAMPLE_SECRET_KEYS = frozenset({"replace-with-64-random-hex-characters", EXAMPLE_STATES_KEY})
"""Keys published in this repository (``deploy/k8s/secret.example.yaml``'s placeholder, the
examples' key): never a real key."""
MIN_KEY_BYTES = 32
MIN_DISTINCT_KEY_BYTES = 8
"""32 random bytes hold 8 or more different values all but never (p < 10^-20); fewer
means a made-up key such as 64 zeros."""
GENERATE_A_KEY = 'python -c "import secrets; print(secrets.token_hex(32))"'
SERVICE_ENVS = ("development", "production")
DEFAULT_MAX_CONTENT_LENGTH = 64 * 1024


class ConfigError(RuntimeError):
    """A configuration the service must not start with."""


def _split(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


def _enabled(value: str) -> bool:
    return value.strip().lower() not in ("0", "false", "no", "off")


def service_env(environ: Mapping[str, str]) -> str:
    """``SERVICE_ENV``, one of ``SERVICE_ENVS`` (unset: development).  Anything else is an
    error, so a typo (``prod``) never falls back to development's weak defaults."""
    value = environ.get("SERVICE_ENV", "").strip().lower() or "development"
    if value not in SERVICE_ENVS:
        raise ConfigError(
            f"SERVICE_ENV={environ['SERVICE_ENV']!r} is not a known environment: "
            f"set it to {' or '.join(SERVICE_ENVS)}"
        )
    return value


def secret_keys(environ: Mapping[str, str]) -> list[str]:
    """The state keys: ``SECRET_KEY`` (one key: it seals, and opens) then ``SECRET_KEYS``
    (comma-separated keys that only open).  ``SECRET_KEYS`` alone also works: its first
    key seals.  A comma in ``SECRET_KEY`` is an error rather than a silent second key."""
    sealing = environ.get("SECRET_KEY", "").strip()
    if "," in sealing:
        raise ConfigError(
            "SECRET_KEY holds one key and has a comma in it: put the keys that only open states "
            "in SECRET_KEYS (comma-separated), and a key without commas in SECRET_KEY"
        )
    keys = ([sealing] if sealing else []) + _split(environ.get("SECRET_KEYS", ""))
    return list(dict.fromkeys(keys))


_HEX = re.compile(r"(?:[0-9a-fA-F]{2})+")


def key_material(key: str) -> bytes | None:
    """The bytes a key writes out in hex or base64 (standard or URL-safe, padding
    optional); None for text that is neither."""
    if _HEX.fullmatch(key):
        return bytes.fromhex(key)
    padded = key + "=" * (-len(key) % 4)
    for altchars in (b"+/", b"-_"):
        try:
            return base64.b64decode(padded, altchars=altchars, validate=True)
        except (binascii.Error, ValueError):
            continue
    return None


def weak_key_reason(key: str) -> str | None:
    """Why ``key`` must not seal states in production, or None for a strong one."""
    if key in EXAMPLE_SECRET_KEYS:
        return "is a key published in this repository (an example's), which anyone can read"
    material = key_material(key)
    if material is None:
        return "is neither hex nor base64 text"
    if len(material) < MIN_KEY_BYTES:
        return f"holds {len(material)} bytes, fewer than {MIN_KEY_BYTES}"
    if len(set(material)) < MIN_DISTINCT_KEY_BYTES:
        return "repeats a few byte values: it is not random"
    return None


def check_production_keys(environ: Mapping[str, str], keys: list[str]) -> None:
    """Refuse to start production with no key or any weak one (SECRET_KEY and SECRET_KEYS
    alike: any key that opens states can be used to forge them).  The message names the
    setting, never the key."""
    if not keys:
        raise ConfigError(
            f"SERVICE_ENV=production needs SECRET_KEY, the key that seals game states: "
            f"generate one with {GENERATE_A_KEY}"
        )
    for key in keys:
        reason = weak_key_reason(key)
        if reason is not None:
            name = "SECRET_KEY" if key == environ.get("SECRET_KEY", "").strip() else "a key of SECRET_KEYS"
            raise ConfigError(
                f"{name} {reason}; production needs at least {MIN_KEY_BYTES} random bytes in hex or "
                f"base64 for every key: generate one with {GENERATE_A_KEY}"
            )


def development_key(environ: Mapping[str, str]) -> str:
    """The key development seals with when no ``SECRET_KEY`` is set: the one kept beside the
    local database, made at random the first time."""
    from .dev.postgres import local_root, local_secret_key  # development tooling: imported only here

    root = local_root(environ)
    try:
        return local_secret_key(root)
    except OSError as exc:
        raise ConfigError(
            f"without SECRET_KEY, development keeps a random key in {root}, which cannot be used "
            f"({exc.strerror or exc}): set SECRET_KEY (generate one with {GENERATE_A_KEY}), or "
            "LOCAL_DATABASE_DIR to a directory of yours"
        ) from None


def _optional_seconds(value: str) -> float | None:
    """A duration in seconds, or None when unset or 0 (off)."""
    seconds = float(value) if value.strip() else 0.0
    if seconds < 0:
        raise ConfigError(f"a duration of {value} seconds is negative")
    return seconds or None


def _fraction(value: str) -> float:
    """A probability strictly between 0 and 1."""
    fraction = float(value)
    if not 0 < fraction < 1:
        raise ConfigError(f"{value} is not a probability between 0 and 1 (exclusive)")
    return fraction


def _at_least(value: int, least: int, name: str) -> int:
    if value < least:
        raise ConfigError(f"{name}={value} is below {least}")
    return value


def load_config(environ: Mapping[str, str] | None = None) -> dict[str, Any]:
    """Flask configuration from ``environ`` (the process environment by default)."""
    environ = os.environ if environ is None else environ
    production = service_env(environ) == "production"
    keys = secret_keys(environ)
    if production:
        check_production_keys(environ, keys)
    elif not keys:
        keys = [development_key(environ)]
    return {
        "PRODUCTION": production,
        # No DATABASE_URL: no store (the database routes answer 503); the flask commands
        # then use development's own PostgreSQL, and refuse to run in production.
        "DATABASE_URL": environ.get("DATABASE_URL", "").strip() or None,
        "DATABASE_POOL_SIZE": int(environ.get("DATABASE_POOL_SIZE") or 4),
        # Waiting for a pooled connection, opening one, and retrying a lost database.
        "DATABASE_TIMEOUT_S": float(environ.get("DATABASE_TIMEOUT_S") or 3),
        "DATABASE_CONNECT_TIMEOUT_S": int(environ.get("DATABASE_CONNECT_TIMEOUT_S") or 3),
        "DATABASE_RECONNECT_TIMEOUT_S": float(environ.get("DATABASE_RECONNECT_TIMEOUT_S") or 10),
        # How long /readyz waits for the database.
        "DATABASE_READINESS_TIMEOUT_S": float(environ.get("DATABASE_READINESS_TIMEOUT_S") or 1),
        # Once connecting has failed this long, the database is known down: its routes
        # answer 503 at once (service/store/database.py, Outage).
        "DATABASE_OUTAGE_AFTER_S": float(environ.get("DATABASE_OUTAGE_AFTER_S") or 2),
        # Threads of a worker that may be at the database at once (waiting for a connection
        # or using one): by default all but one, which the routes without a database keep
        # (service/store/database.py, Bulkhead).  One more is answered 503 with Retry-After: 1
        # at once while one inside waits for a connection, else after DATABASE_BUSY_WAIT_S.
        "DATABASE_THREADS": max(
            1, int(environ.get("DATABASE_THREADS") or int(environ.get("GUNICORN_THREADS") or 4) - 1)
        ),
        "DATABASE_BUSY_WAIT_S": float(environ.get("DATABASE_BUSY_WAIT_S") or 0.25),
        # Prepare statements (protocol-level, named): off behind a pooler in transaction mode
        # that does not keep them (PgBouncer before 1.21, or without max_prepared_statements).
        "DATABASE_PREPARE": _enabled(environ.get("DATABASE_PREPARE", "1")),
        # A streaming replica for the reads that may lag (service/store/replica.py), within
        # this many seconds of the primary; None: every read on the primary.
        "DATABASE_READ_URL": environ.get("DATABASE_READ_URL", "").strip() or None,
        "DATABASE_READ_MAX_LAG_S": float(environ.get("DATABASE_READ_MAX_LAG_S") or 2),
        "SECRET_KEY": keys[0],
        "STATE_KEYS": keys,
        # States sealed longer ago than this are refused (None: any age opens).
        "STATE_MAX_AGE": _optional_seconds(environ.get("STATE_MAX_AGE", "")),
        "DEFAULT_LANGUAGE": environ.get("DEFAULT_LANGUAGE", "").strip() or DEFAULT_LANGUAGE,
        "CORS_ORIGINS": _split(environ.get("CORS_ORIGINS", "*")) or ["*"],
        "MAX_CONTENT_LENGTH": int(environ.get("MAX_CONTENT_LENGTH", DEFAULT_MAX_CONTENT_LENGTH)),
        "LOG_LEVEL": environ.get("LOG_LEVEL", "INFO").upper(),
        "ACCESS_LOG": _enabled(environ.get("ACCESS_LOG", "1")),
        "WEB_CLIENT": _enabled(environ.get("WEB_CLIENT", "1")),
        # Games beyond the built-in ones: modules whose register() adds them (game_modules.py).
        "GAME_MODULES": _split(environ.get("GAME_MODULES", "")),
        # The port that alone serves /metrics (gunicorn listens there too); None: the main one.
        "METRICS_PORT": int(environ["METRICS_PORT"]) if environ.get("METRICS_PORT", "").strip() else None,
        "RATELIMIT_STORAGE_URI": environ.get("RATELIMIT_STORAGE_URI", "memory://"),
        # Proxies in front of the service that append to X-Forwarded-For (0: the header is
        # ignored and the client is the connection's peer).
        "TRUSTED_PROXY_HOPS": int(environ.get("TRUSTED_PROXY_HOPS", 0)),
        "SOLVER_RATE_LIMIT": environ.get("SOLVER_RATE_LIMIT", "30/minute"),
        "RESULTS_RATE_LIMIT": environ.get("RESULTS_RATE_LIMIT", "60/minute"),
        "HISTORY_RATE_LIMIT": environ.get("HISTORY_RATE_LIMIT", "60/minute"),
        "DAILY_RATE_LIMIT": environ.get("DAILY_RATE_LIMIT", "120/minute"),
        # Per client address, sized for a carrier NAT (hundreds of subscribers behind one
        # address): a throwaway account buys no more of the solver (SOLVER_ESTABLISHED_AGE_S).
        "SIGNUP_RATE_LIMIT": environ.get("SIGNUP_RATE_LIMIT", "120/hour"),
        # Failed bearer checks (a malformed or unknown token) per client address.
        "AUTH_FAILURE_RATE_LIMIT": environ.get("AUTH_FAILURE_RATE_LIMIT", "20/minute"),
        # A device link code's tries per client address (RFC 8628's interval, 5 s, keeps a
        # person within it) and of every address together: the second bounds the guesses
        # against 2^40 codes (docs/design/devices.md).
        "LINK_RATE_LIMIT": environ.get("LINK_RATE_LIMIT", "12/minute;60/hour"),
        "LINK_GUESS_RATE_LIMIT": environ.get("LINK_GUESS_RATE_LIMIT", "1000/minute"),
        # A recovery's tries per client address, and against one player's name and tag.
        "RECOVER_RATE_LIMIT": environ.get("RECOVER_RATE_LIMIT", "5/minute;30/hour"),
        "RECOVER_PLAYER_RATE_LIMIT": environ.get("RECOVER_PLAYER_RATE_LIMIT", "10/hour;30/day"),
        # A player's exports and erasures.
        "DATA_RATE_LIMIT": environ.get("DATA_RATE_LIMIT", "10/hour"),
        # The public reads (the day, boards, a board's stats, variants, codes) per client address.
        "READ_RATE_LIMIT": environ.get("READ_RATE_LIMIT", "600/minute"),
        "SOLVER_MAX_BUDGET_MS": int(environ.get("SOLVER_MAX_BUDGET_MS", 10_000)),
        # The cap without a bearer token: the budget a request gets when it asks for none
        # (1 s decides every public Golf deal and 9 in 10 Canfield ones, bench/solver-*.md),
        # so a tokenless script holds a search slot a tenth as long as a player can.
        "SOLVER_ANON_BUDGET_MS": int(environ.get("SOLVER_ANON_BUDGET_MS", 1_000)),
        # Search states per search at most: what bounds a search's memory, ~130 bytes a
        # state (bench/solver-memory.md): a search process peaks at ~150 MB at this cap.
        # deploy/k8s and deploy/compose.yaml size their memory limits from it.
        "SOLVER_MAX_STATES": int(environ.get("SOLVER_MAX_STATES", 1_000_000)),
        # The fair queue in front of a worker's search slots (service/api/web/solver_queue.py):
        # how long a search waits for a slot, how many wait at once (each holds a thread:
        # at most GUNICORN_THREADS - SOLVER_CONCURRENCY - 1), the share of the slots callers
        # without an established account hold at once, how old an account is before it is
        # established, and the budget a search gets when its slot is contended.
        "SOLVER_QUEUE_WAIT_S": float(environ.get("SOLVER_QUEUE_WAIT_S", 5)),
        "SOLVER_QUEUE_SEATS": int(environ.get("SOLVER_QUEUE_SEATS", 1)),
        "SOLVER_UNESTABLISHED_SHARE": float(environ.get("SOLVER_UNESTABLISHED_SHARE", 0.5)),
        "SOLVER_ESTABLISHED_AGE_S": float(environ.get("SOLVER_ESTABLISHED_AGE_S", 86_400)),
        "SOLVER_CONTENDED_BUDGET_MS": int(environ.get("SOLVER_CONTENDED_BUDGET_MS", 2_000)),
        # Results of a day are accepted until it ends (UTC) plus this many minutes.
        "DAILY_GRACE_MINUTES": int(environ.get("DAILY_GRACE_MINUTES", 60)),
        # A daily result is held for review when more than half of its moves came under
        # DAILY_MIN_MOVE_S after the one before, or the whole game (first start to
        # submission) took under DAILY_MIN_GAME_S_PER_MOVE a move (service/daily/pace.py;
        # the floors from published human data: docs/fair-play.md, "Human pace").
        "DAILY_MIN_MOVE_S": float(environ.get("DAILY_MIN_MOVE_S", 0.25)),
        "DAILY_MIN_GAME_S_PER_MOVE": float(environ.get("DAILY_MIN_GAME_S_PER_MOVE", 0.6)),
        # ... or its gaps between moves spread less than this (the standard deviation of
        # their logarithm, over DAILY_PACE_MIN_GAPS gaps or more; 0: not reviewed), or its
        # line is the solver's; beside such a sign, never alone, the review names another
        # account's attempt of the deal from the same address and an account newer than
        # DAILY_NEW_ACCOUNT_MINUTES at the start (service/daily/pace.py; 0 and off: not named).
        "DAILY_PACE_MIN_SPREAD": float(environ.get("DAILY_PACE_MIN_SPREAD", 0.35)),
        "DAILY_PACE_MIN_GAPS": int(environ.get("DAILY_PACE_MIN_GAPS", 20)),
        "DAILY_REVIEW_SOLVER_LINE": _enabled(environ.get("DAILY_REVIEW_SOLVER_LINE", "1")),
        "DAILY_REVIEW_SHARED_ADDRESS": _enabled(environ.get("DAILY_REVIEW_SHARED_ADDRESS", "1")),
        "DAILY_NEW_ACCOUNT_MINUTES": float(environ.get("DAILY_NEW_ACCOUNT_MINUTES", 30)),
        # The play review (service/daily/play_review.py): a result the signs above leave clear
        # waits `pending` until a worker of the service has read its line; it is held when the
        # player's evidence over their results reaches 1 / DAILY_PLAY_REVIEW_ALPHA (the most
        # often a player who cannot see the cards is ever held).  DAILY_REVIEW_PLAY=0: results
        # are clear at once and no worker runs.
        "DAILY_REVIEW_PLAY": _enabled(environ.get("DAILY_REVIEW_PLAY", "1")),
        "DAILY_PLAY_REVIEW_ALPHA": _fraction(environ.get("DAILY_PLAY_REVIEW_ALPHA", "0.001")),
        "DAILY_PLAY_REVIEW_POLL_S": float(environ.get("DAILY_PLAY_REVIEW_POLL_S", 2)),
        # An Idempotency-Key's first answer is kept this long (the draft's 24 hours at
        # least), and a retry waits this long for a first request still running (then 409).
        "IDEMPOTENCY_KEY_HOURS": _at_least(
            int(environ.get("IDEMPOTENCY_KEY_HOURS") or 24), 24, "IDEMPOTENCY_KEY_HOURS"
        ),
        "IDEMPOTENCY_WAIT_MS": int(environ.get("IDEMPOTENCY_WAIT_MS") or 1000),
        # How often a worker reloads the daily deals the solver must refuse.
        "DAILY_LOCK_REFRESH_S": float(environ.get("DAILY_LOCK_REFRESH_S", 30)),
        # A layout within this many card positions of a locked daily deal, in canonical
        # form, is locked too (0: only the same game; bench/lock.md: random deals lie 30+ apart).
        "DAILY_LOCK_NEAR": int(environ.get("DAILY_LOCK_NEAR", 4)),
        # Searches at once per worker process: by default half its threads, so the other
        # half always serves play.
        "SOLVER_CONCURRENCY": max(
            1, int(environ.get("SOLVER_CONCURRENCY", int(environ.get("GUNICORN_THREADS", 4)) // 2))
        ),
    }
