"""Every error the service answers is RFC 9457 problem+json, and nothing a client sends
can turn into a 500: HTTP errors, bad bodies and refused states all become problems here;
only a real bug reaches the catch-all, which logs it and answers a bare 500 problem.

Titles and details are ``Text`` (an English gettext id and its values) or fixed texts,
written in the request's negotiated language when the problem is answered, with
``Content-Language`` saying which (English for a language without a catalog)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from ...engine.texts import N_, Text
from ...i18n import written
from ...names import NameRefused
from ...store import DatabaseUnavailable
from . import jsonio
from .field_texts import field_text
from .language import negotiated_language

PROBLEM_MIMETYPE = "application/problem+json"
PROBLEM_TYPE_PREFIX = "urn:solitaire:problem:"

log = logging.getLogger("service.api")

Written = Text | str
"""A text the reader gets in their language: a ``Text``, or a fixed text (its gettext id)."""
FieldErrors = list[dict[str, Written]]
"""A problem's ``errors``: ``[{"field": "move.column", "message": ...}]``, the field a plain
name, the message to be written."""


class ApiError(Exception):
    """A request the service refuses; ``kind`` names the problem type (see openapi.yaml)."""

    def __init__(
        self,
        status: int,
        kind: str,
        title: Written,
        detail: Written,
        errors: FieldErrors | None = None,
        extra: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(str(detail))
        self.status, self.kind, self.title, self.detail = status, kind, title, detail
        self.errors = errors
        self.extra = dict(extra or {})
        self.headers = dict(headers or {})


def field_errors(messages: Any, prefix: str = "") -> FieldErrors:
    """Flatten marshmallow's nested messages into ``[{"field": "move.column", "message"}]``."""
    if isinstance(messages, Mapping):
        found: FieldErrors = []
        for key, value in messages.items():
            name = f"{prefix}[{key}]" if isinstance(key, int) else f"{prefix}.{key}" if prefix else str(key)
            found.extend(field_errors(value, "" if key == "_schema" and not prefix else name))
        return found
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        return [{"field": prefix or "body", "message": field_text(m)} for m in messages]
    if isinstance(messages, list):
        return [e for item in messages for e in field_errors(item, prefix)]
    return [{"field": prefix or "body", "message": field_text(str(messages))}]


def invalid_body(messages: Any) -> ApiError:
    return invalid_fields(field_errors(messages))


def invalid_fields(errors: FieldErrors) -> ApiError:
    """400 ``invalid-body``: the body's fields that are not what the API reads."""
    return ApiError(
        400,
        "invalid-body",
        N_("The request body does not match the API schema"),
        Text(
            "{errors}",
            errors=[Text("{field}: {message}", field=e["field"], message=e["message"]) for e in errors],
        ),
        errors,
    )


def problem(
    status: int,
    kind: str,
    title: Written,
    detail: Written,
    errors: FieldErrors | None = None,
    extra: Mapping[str, Any] | None = None,
) -> Response:
    """The problem+json answer, its texts in the negotiated language (``Content-Language``)."""
    language = negotiated_language()
    body: dict[str, Any] = {
        "type": PROBLEM_TYPE_PREFIX + kind if kind != "about:blank" else kind,
        "title": written(title, language),
        "status": status,
        "detail": written(detail, language),
    }
    if errors:
        body["errors"] = [
            {"field": str(e["field"]), "message": written(e["message"], language)} for e in errors
        ]
    if extra:
        body.update(extra)
    response = Response(jsonio.serialize(body), status=status, mimetype=PROBLEM_MIMETYPE)
    response.headers["Content-Language"] = language
    return response


def _api_error(exc: ApiError) -> Response:
    response = problem(exc.status, exc.kind, exc.title, exc.detail, exc.errors, exc.extra)
    response.headers.update(exc.headers)
    return response


def _validation_error(exc: ValidationError) -> Response:
    return _api_error(invalid_body(exc.messages))


def _name_refused(exc: NameRefused) -> Response:
    why = exc.text
    return problem(
        422, "invalid-name", N_("The name cannot be used"), why, [{"field": "name", "message": why}]
    )


HTTP_TEXTS: dict[int, tuple[str, str]] = {
    400: (N_("Bad Request"), N_("The request cannot be read.")),
    404: (N_("Not Found"), N_("Nothing is at this address: the routes are listed in /openapi.yaml.")),
    405: (
        N_("Method Not Allowed"),
        N_("This route does not take this method: the Allow header lists those it takes."),
    ),
    406: (
        N_("Not Acceptable"),
        N_("The service cannot answer in any of the media types the Accept header asks for."),
    ),
    413: (N_("Request Entity Too Large"), N_("The body is larger than the service reads.")),
    415: (N_("Unsupported Media Type"), N_('Send the body as JSON, with "Content-Type: application/json".')),
}
"""The title and detail of each plain HTTP error (``about:blank``) the app answers itself,
written in the reader's language (werkzeug's own texts are English only)."""


def _http_error(exc: HTTPException) -> Response:
    status = exc.code or 500
    title, detail = HTTP_TEXTS.get(status, (exc.name, exc.description or exc.name))
    response = problem(status, "about:blank", title, detail)
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
        N_("Service Unavailable"),
        Text(
            N_("{reason}; retry after {seconds} s. Playing (POST /v1/games, /v1/moves) works meanwhile."),
            reason=Text(exc.reason),
            seconds=exc.retry_after_s,
        ),
    )
    response.headers["Retry-After"] = str(exc.retry_after_s)
    return response


def _unexpected_error(exc: Exception) -> Response:
    log.exception("unhandled error", exc_info=exc)
    return problem(
        500, "internal-error", N_("Internal Server Error"), N_("The service failed; the error is logged.")
    )


def register_error_handlers(app: Flask) -> None:
    app.register_error_handler(ApiError, _api_error)
    app.register_error_handler(ValidationError, _validation_error)
    app.register_error_handler(DatabaseUnavailable, _database_unavailable)
    app.register_error_handler(NameRefused, _name_refused)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(Exception, _unexpected_error)
