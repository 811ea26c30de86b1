"""Structured logs: one JSON object a line, each carrying the request id, plus an access
line per request, so a log pipeline can join everything one request did."""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import time

from flask import Flask, Response, g, has_request_context, request

REQUEST_ID_HEADER = "X-Request-ID"
_CLIENT_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:@/+=-]{1,128}$")
_STANDARD_ATTRS = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}
_TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"

access_log = logging.getLogger("service.access")


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time (UTC), level, logger, message, request id, extras."""

    _second = -1
    _second_text = ""

    def _time(self, created: float) -> str:
        second = int(created)
        if second != self._second:  # formatting a time costs more than the rest of a line
            self._second, self._second_text = second, time.strftime(_TIME_FORMAT, time.gmtime(second))
        return self._second_text

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": self._time(record.created),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        if has_request_context() and "request_id" in g:
            entry["request_id"] = g.request_id
        entry.update({k: v for k, v in record.__dict__.items() if k not in _STANDARD_ATTRS})
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


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


def _start_request() -> None:
    supplied = request.headers.get(REQUEST_ID_HEADER, "")
    g.request_id = supplied if _CLIENT_REQUEST_ID.match(supplied) else os.urandom(16).hex()
    g.started = time.perf_counter()


def _finish_request(response: Response) -> Response:
    response.headers[REQUEST_ID_HEADER] = g.get("request_id", "")
    if "started" in g and access_log.isEnabledFor(logging.INFO):
        fields = {
            "method": request.method,
            "path": request.path,
            "status": response.status_code,
            "duration_ms": round((time.perf_counter() - g.started) * 1000, 3),
            "remote": request.remote_addr,
        }
        # makeRecord + handle skip Logger.info's caller lookup (a stack walk per request).
        access_log.handle(
            access_log.makeRecord(access_log.name, logging.INFO, "", 0, "request", (), None, extra=fields)
        )
    return response


def install_request_logging(app: Flask, access_enabled: bool) -> None:
    """Give every request an id (the client's ``X-Request-ID`` if sane), echo it, log it."""
    app.before_request(_start_request)
    app.after_request(_finish_request)
    access_log.disabled = not access_enabled
