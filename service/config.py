"""Configuration from the environment, read once when the app is created.

Every setting has a safe default for development; production (``SERVICE_ENV=production``)
refuses to start without a real ``SECRET_KEY``, because a known key lets anyone forge states.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

DEV_SECRET_KEY = "development-only-secret-key-do-not-use-in-production"
DEFAULT_MAX_CONTENT_LENGTH = 64 * 1024


class ConfigError(RuntimeError):
    """A configuration the service must not start with."""


def _split(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


def _enabled(value: str) -> bool:
    return value.strip().lower() not in ("0", "false", "no", "off")


def secret_keys(environ: Mapping[str, str]) -> list[str]:
    """The state keys, newest first: ``SECRET_KEY`` (seals and opens) then ``SECRET_KEYS``
    (comma-separated older keys that still open).  ``SECRET_KEYS`` alone also works: its
    first key seals."""
    keys = _split(environ.get("SECRET_KEY", "")) + _split(environ.get("SECRET_KEYS", ""))
    return list(dict.fromkeys(keys))


def load_config(environ: Mapping[str, str] | None = None) -> dict[str, Any]:
    """Flask configuration from ``environ`` (the process environment by default)."""
    environ = os.environ if environ is None else environ
    production = environ.get("SERVICE_ENV", "development").strip().lower() == "production"
    keys = secret_keys(environ)
    if not keys:
        if production:
            raise ConfigError("SERVICE_ENV=production needs SECRET_KEY: the key that seals game states")
        keys = [DEV_SECRET_KEY]
    return {
        "PRODUCTION": production,
        "SECRET_KEY": keys[0],
        "STATE_KEYS": keys,
        "DEFAULT_LANGUAGE": environ.get("DEFAULT_LANGUAGE", "ru").strip() or "ru",
        "CORS_ORIGINS": _split(environ.get("CORS_ORIGINS", "*")) or ["*"],
        "MAX_CONTENT_LENGTH": int(environ.get("MAX_CONTENT_LENGTH", DEFAULT_MAX_CONTENT_LENGTH)),
        "LOG_LEVEL": environ.get("LOG_LEVEL", "INFO").upper(),
        "ACCESS_LOG": _enabled(environ.get("ACCESS_LOG", "1")),
        "WEB_CLIENT": _enabled(environ.get("WEB_CLIENT", "1")),
        "RATELIMIT_STORAGE_URI": environ.get("RATELIMIT_STORAGE_URI", "memory://"),
        "SOLVER_RATE_LIMIT": environ.get("SOLVER_RATE_LIMIT", "30/minute"),
        "RESULTS_RATE_LIMIT": environ.get("RESULTS_RATE_LIMIT", "60/minute"),
        "SOLVER_MAX_BUDGET_MS": int(environ.get("SOLVER_MAX_BUDGET_MS", 10_000)),
        # Results of a day are accepted until it ends (UTC) plus this many minutes.
        "DAILY_GRACE_MINUTES": int(environ.get("DAILY_GRACE_MINUTES", 60)),
        # How often a worker reloads the daily deals the solver must refuse.
        "DAILY_LOCK_REFRESH_S": float(environ.get("DAILY_LOCK_REFRESH_S", 30)),
        # Searches at once per worker process: by default half its threads, so the other
        # half always serves play.
        "SOLVER_CONCURRENCY": max(
            1, int(environ.get("SOLVER_CONCURRENCY", int(environ.get("GUNICORN_THREADS", 4)) // 2))
        ),
    }
