"""Texts for people, written in their language later: the engine (pure, without catalogs)
says what it means in English gettext ids with values, and the service translates them
(``service/i18n.py``) once it knows the reader's language."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum


def N_(text: str) -> str:
    """Mark ``text`` for extraction by Babel without translating it here."""
    return text


class Text:
    """A text for a person, written once its reader's language is known: an English gettext
    id (marked ``N_``) and the values it names, put in after translation (a translator
    moves ``{day}`` where Russian wants it).  ``str()`` is the English text (logs, the CLI)."""

    def __init__(self, english: str, **values: object) -> None:
        self.english = english
        self.values = values

    def written(self, translate: Callable[[str], str]) -> str:
        """The text through ``translate`` (a gettext lookup), with its values: a value that is
        a ``Text`` is translated too, a list is its items joined by ``; ``, an enum shows its
        value, never its repr."""
        return translate(self.english).format_map(
            {name: _shown(value, translate) for name, value in self.values.items()}
        )

    def __str__(self) -> str:
        return self.written(str)

    def __repr__(self) -> str:
        return f"Text({self.english!r}, **{self.values!r})"


def _shown(value: object, translate: Callable[[str], str]) -> object:
    if isinstance(value, Text):
        return value.written(translate)
    if isinstance(value, list):
        return "; ".join(str(_shown(item, translate)) for item in value)
    if isinstance(value, Enum):
        return value.value
    return value
