"""Every error the service answers is RFC 9457 problem+json, and nothing a client sends
can turn into a 500: HTTP errors, bad bodies and refused states all become problems here;
only a real bug reaches the catch-all, which logs it and answers a bare 500 problem."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from ..names import NameRefused
from ..store import DatabaseUnavailable
from . import jsonio

PROBLEM_MIMETYPE = "application/problem+json"
PROBLEM_TYPE_PREFIX = "urn:solitaire:problem:"

log = logging.getLogger("service.api")


class ApiError(Exception):
    """A request the service refuses; ``kind`` names the problem type (see openapi.yaml)."""

    def __init__(
        self,
        status: int,
        kind: str,
        title: str,
        detail: str,
        errors: list[dict[str, str]] | None = None,
        extra: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status, self.kind, self.title, self.detail = status, kind, title, detail
        self.errors = errors
        self.extra = dict(extra or {})
        self.headers = dict(headers or {})


def field_errors(messages: Any, prefix: str = "") -> list[dict[str, str]]:
    """Flatten marshmallow's nested messages into ``[{"field": "move.column", "message"}]``."""
    if isinstance(messages, Mapping):
        found: list[dict[str, str]] = []
        for key, value in messages.items():
            name = f"{prefix}[{key}]" if isinstance(key, int) else f"{prefix}.{key}" if prefix else str(key)
            found.extend(field_errors(value, "" if key == "_schema" and not prefix else name))
        return found
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        return [{"field": prefix or "body", "message": m} for m in messages]
    if isinstance(messages, list):
        return [e for item in messages for e in field_errors(item, prefix)]
    return [{"field": prefix or "body", "message": str(messages)}]


def invalid_body(messages: Any) -> ApiError:
    errors = field_errors(messages)
    return ApiError(
        400,
        "invalid-body",
        "The request body does not match the API schema",
        "; ".join(f"{e['field']}: {e['message']}" for e in errors),
        errors,
    )


def problem(
    status: int,
    kind: str,
    title: str,
    detail: str,
    errors: list[dict[str, str]] | None = None,
    extra: Mapping[str, Any] | None = None,
) -> Response:
    body: dict[str, Any] = {
        "type": PROBLEM_TYPE_PREFIX + kind if kind != "about:blank" else kind,
        "title": title,
        "status": status,
        "detail": detail,
    }
    if errors:
        body["errors"] = errors
    if extra:
        body.update(extra)
    return Response(jsonio.serialize(body), status=status, mimetype=PROBLEM_MIMETYPE)


def _api_error(exc: ApiError) -> Response:
    response = problem(exc.status, exc.kind, exc.title, exc.detail, exc.errors, exc.extra)
    response.headers.update(exc.headers)
    return response


def _validation_error(exc: ValidationError) -> Response:
    return _api_error(invalid_body(exc.messages))


def _name_refused(exc: NameRefused) -> Response:
    why = str(exc)
    return problem(422, "invalid-name", "The name cannot be used", why, [{"field": "name", "message": why}])


def _http_error(exc: HTTPException) -> Response:
    status = exc.code or 500
    response = problem(status, "about:blank", exc.name, exc.description or exc.name)
    if isinstance(exc, MethodNotAllowed) and exc.valid_methods:
        response.headers["Allow"] = ", ".join(exc.valid_methods)
    return response


def _database_unavailable(exc: DatabaseUnavailable) -> Response:
    """503 with ``Retry-After``: the play routes still work, the database routes will again
    shortly."""
    log.warning("database unavailable", extra={"error": str(exc)})
    response = problem(
        503,
        "database-unavailable",
        "Service Unavailable",
        f"{exc.reason}; retry after {exc.retry_after_s} s. "
        "Playing (POST /v1/games, /v1/moves) works meanwhile.",
    )
    response.headers["Retry-After"] = str(exc.retry_after_s)
    return response


def _unexpected_error(exc: Exception) -> Response:
    log.exception("unhandled error", exc_info=exc)
    return problem(500, "internal-error", "Internal Server Error", "The service failed; the error is logged.")


def register_error_handlers(app: Flask) -> None:
    app.register_error_handler(ApiError, _api_error)
    app.register_error_handler(ValidationError, _validation_error)
    app.register_error_handler(DatabaseUnavailable, _database_unavailable)
    app.register_error_handler(NameRefused, _name_refused)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(Exception, _unexpected_error)
