"""Which language rule messages are written in: ``Accept-Language`` (quality values
honoured, ``en-US`` counts as ``en``) against the catalogs we have, else the configured
default."""

from __future__ import annotations

from flask import current_app, request

from ..i18n import LANGUAGES


def negotiated_language() -> str:
    default: str = current_app.config["DEFAULT_LANGUAGE"]
    best = request.accept_languages.best_match(LANGUAGES)
    return best or default
