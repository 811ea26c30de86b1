"""Which language rule messages are written in: ``Accept-Language`` (quality values
honoured, ``en-US`` counts as ``en``) against the catalogs we have, else the configured
default."""

from __future__ import annotations

from functools import lru_cache

from flask import current_app, request
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from ..i18n import LANGUAGES


@lru_cache(maxsize=512)
def _best_language(accept_language: str) -> str | None:
    """Clients send few distinct headers: parse each once."""
    return parse_accept_header(accept_language, LanguageAccept).best_match(LANGUAGES)


def negotiated_language() -> str:
    default: str = current_app.config["DEFAULT_LANGUAGE"]
    return _best_language(request.headers.get("Accept-Language", "")) or default
