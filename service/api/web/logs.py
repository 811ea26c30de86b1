"""Structured logs: one JSON object a line, each carrying the request id, plus an access
line per request, so a log pipeline can join everything one request did.  The hooks that
give each request its id also time it for the metrics."""

from __future__ import annotations

import logging
import os
import re
import sys
import time

from flask import Flask, Response, g, has_request_context, request
from flask.globals import app_ctx, request_ctx

from . import jsonio
from .counters import observe_request
from .limits import client_address

REQUEST_ID_HEADER = "X-Request-ID"
REQUEST_ID_ENVIRON = "HTTP_" + REQUEST_ID_HEADER.upper().replace("-", "_")
"""Where WSGI puts the header: read there, a request skips Werkzeug's header lookup."""
_CLIENT_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:@/+=-]{1,128}$")
_STANDARD_ATTRS = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}
_TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
_STDERR = 2


class _SecondClock:
    """UTC times to the second, formatted once a second: formatting a time costs more than
    the rest of a log line."""

    def __init__(self) -> None:
        self._second, self._text = -1, ""

    def text(self, moment: float) -> str:
        second = int(moment)
        if second != self._second:
            self._second, self._text = second, time.strftime(_TIME_FORMAT, time.gmtime(second))
        return self._text


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time (UTC), level, logger, message, request id, extras."""

    def __init__(self) -> None:
        super().__init__()
        self._clock = _SecondClock()

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": self._clock.text(record.created),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        if has_request_context() and "request_id" in g:
            entry["request_id"] = g.request_id
        entry.update({k: v for k, v in record.__dict__.items() if k not in _STANDARD_ATTRS})
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return jsonio.serialize(entry).decode()


def configure_logging(level: str) -> None:
    """JSON lines on stderr for the service's loggers (left alone if already set up)."""
    logger = logging.getLogger("service")
    if any(isinstance(h.formatter, JsonFormatter) for h in logger.handlers):
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    logger.addHandler(handler)
    logger.setLevel(level)
    logger.propagate = False


class AccessLog:
    """One JSON line per request, written to a file descriptor (standard error) at once.

    Not through ``logging``: its record, handler lock and formatter cost more than the
    line (bench/http.md), and the lock made a worker's threads queue behind each other.  A line under
    4 KiB written by one ``os.write`` reaches a pipe whole even with several threads
    writing.  The line has the same fields as every other log line (time, level, logger,
    message, request_id) plus the request's.  A log that cannot be written (a closed or
    full pipe) loses the line, never the request."""

    def __init__(self, fd: int = _STDERR) -> None:
        self._fd = fd
        self._clock = _SecondClock()

    def write(self, request_id: str, fields: dict[str, object]) -> None:
        entry: dict[str, object] = {
            "time": self._clock.text(time.time()),
            "level": "info",
            "logger": "service.access",
            "message": "request",
            "request_id": request_id,
            **fields,
        }
        line = jsonio.serialize(entry) + b"\n"
        try:
            while line:
                line = line[os.write(self._fd, line) :]
        except OSError:
            return


def install_request_tracking(app: Flask, access_log: AccessLog | None) -> None:
    """Give every request an id (the client's ``X-Request-ID`` if sane), echo it, time the
    request for the metrics and write its access line: one hook before the view and one
    after, since each Flask hook is a call through ``ensure_sync`` and context proxies."""

    @app.before_request
    def start_request() -> None:
        supplied: str = request.environ.get(REQUEST_ID_ENVIRON, "")
        g.request_id = supplied if _CLIENT_REQUEST_ID.match(supplied) else os.urandom(16).hex()
        g.started = time.perf_counter()

    @app.after_request
    def finish_request(response: Response) -> Response:
        state, served = app_ctx.g, request_ctx.request  # one context lookup each
        request_id: str = state.get("request_id", "")
        response.headers[REQUEST_ID_HEADER] = request_id
        started: float | None = state.get("started")
        if started is None:  # the request failed before the first hook ran
            return response
        seconds = time.perf_counter() - started
        status = response.status_code
        route = served.url_rule.rule if served.url_rule is not None else "unmatched"
        observe_request(route, served.method, status, seconds)
        if access_log is not None:
            access_log.write(
                request_id,
                {
                    "method": served.method,
                    "path": served.path,
                    "status": status,
                    "duration_ms": round(seconds * 1000, 3),
                    "remote": client_address(),
                },
            )
        return response
