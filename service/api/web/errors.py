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

from ...engine.texts import Text
from ...i18n import written
from ...players.names import NameRefused
from ...store import DatabaseUnavailable
from . import jsonio
from .field_texts import field_text
from .language import negotiated_language
from .problems import (
    DATABASE_UNAVAILABLE,
    HTTP_TEXTS,
    INTERNAL_ERROR,
    INVALID_BODY,
    INVALID_NAME,
    ApiError,
    FieldErrors,
    Written,
)
from .refusals import REFUSALS

PROBLEM_MIMETYPE = "application/problem+json"
PROBLEM_TYPE_PREFIX = "urn:solitaire:problem:"

log = logging.getLogger("service.api")


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
    listed = [Text("{field}: {message}", field=e["field"], message=e["message"]) for e in errors]
    return INVALID_BODY(Text("{errors}", errors=listed), errors=errors)


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


def answer(exc: ApiError) -> Response:
    """The problem+json answer of a refusal, with its headers."""
    response = problem(exc.status, exc.kind, exc.title, exc.detail, exc.errors, exc.extra)
    response.headers.update(exc.headers)
    return response


def _validation_error(exc: ValidationError) -> Response:
    return answer(invalid_body(exc.messages))


def _name_refused(exc: NameRefused) -> Response:
    return answer(INVALID_NAME(exc.text))


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
    seconds = exc.retry_after_s
    return answer(
        DATABASE_UNAVAILABLE(reason=Text(exc.reason), seconds=seconds, headers={"Retry-After": str(seconds)})
    )


def _unexpected_error(exc: Exception) -> Response:
    log.exception("unhandled error", exc_info=exc)
    return answer(INTERNAL_ERROR())


def register_error_handlers(app: Flask) -> None:
    app.register_error_handler(ApiError, answer)
    app.register_error_handler(ValidationError, _validation_error)
    app.register_error_handler(DatabaseUnavailable, _database_unavailable)
    app.register_error_handler(NameRefused, _name_refused)
    for refusal, problem_of in REFUSALS.items():
        app.register_error_handler(refusal, lambda exc, problem_of=problem_of: answer(problem_of(exc)))
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(Exception, _unexpected_error)
