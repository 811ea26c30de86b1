"""Which language rule messages and problems are written in: ``Accept-Language`` (quality values
honoured, ``en-US`` counts as ``en``) against the catalogs we have; a header naming only
languages we have no catalog for (German, French) gets English, the language every client
developer reads; no header at all gets the configured default (Russian, the product's
own).  Only the header's first ``MAX_ACCEPT_LANGUAGE_CHARS`` characters are read (cut
after the last whole entry): a real browser's header is well under 100, and an 8 KB one
cost six moves' time to parse."""

from __future__ import annotations

from functools import lru_cache

from flask import current_app, request
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from ...i18n import FALLBACK_LANGUAGE, LANGUAGES

MAX_ACCEPT_LANGUAGE_CHARS = 256


@lru_cache(maxsize=512)
def _best_language(accept_language: str) -> str | None:
    """Clients send few distinct headers: parse each once.  None when the header asks for
    no language at all (empty, or only refusals such as ``de;q=0``)."""
    accepted = parse_accept_header(accept_language, LanguageAccept)
    best: str | None = accepted.best_match(LANGUAGES)
    if best is None and any(quality > 0 for _, quality in accepted):
        return FALLBACK_LANGUAGE
    return best


def negotiated_language() -> str:
    default: str = current_app.config["DEFAULT_LANGUAGE"]
    header: str = request.environ.get("HTTP_ACCEPT_LANGUAGE", "")  # headers.get costs 4x more
    if len(header) > MAX_ACCEPT_LANGUAGE_CHARS:
        header = header[:MAX_ACCEPT_LANGUAGE_CHARS].rpartition(",")[0]
    return _best_language(header) or default
