"""The service's texts in the player's language (rule messages, the daily share text, the
problems' titles and details), from gettext catalogs read with Babel.

The catalogs (``service/translations/<lang>/LC_MESSAGES/messages.po``) are read once at
import; English is the message id itself.  Adding a language is adding a catalog.
"""

from __future__ import annotations

from importlib import resources

from babel.messages.pofile import read_po

from .engine import GAMES, Notice, Refusal, Variant
from .engine.texts import Text

DEFAULT_LANGUAGE = "ru"
"""Without ``Accept-Language``: the product's own wording (the ``DEFAULT_LANGUAGE`` setting)."""
FALLBACK_LANGUAGE = "en"
"""For an ``Accept-Language`` naming only languages without a catalog: the message ids' own."""


def _load_catalogs() -> dict[str, dict[str, str]]:
    catalogs: dict[str, dict[str, str]] = {"en": {}}
    root = resources.files(__package__).joinpath("translations")
    for language_dir in root.iterdir():
        po = language_dir.joinpath("LC_MESSAGES", "messages.po")
        if po.is_file():
            with po.open("rb") as handle:
                catalog = read_po(handle)
            catalogs[language_dir.name] = {str(m.id): str(m.string) for m in catalog if m.id and m.string}
    return catalogs


CATALOGS = _load_catalogs()
LANGUAGES = tuple(sorted(CATALOGS))


def translate(english: str, language: str) -> str:
    """A text of the service (its English gettext id) in ``language`` (English if unknown)."""
    return CATALOGS.get(language, {}).get(english, english)


def message(code: Refusal | Notice, language: str) -> str:
    """The text of a refusal or notice ``code`` (any registered game's) in ``language``
    (English if unknown)."""
    return translate(GAMES.messages[code], language)


def written(text: Text | str, language: str) -> str:
    """``text`` in ``language``: a ``Text`` translated, then its values put in; a plain
    string is a fixed text, its own gettext id (English if the catalog lacks it)."""
    catalog = CATALOGS.get(language, {})
    if isinstance(text, str):
        return catalog.get(text, text)
    return text.written(lambda english: catalog.get(english, english))


def variant_title(variant: str) -> Text:
    """A variant as a person reads it (``Golf, easy``), never its wire id, in their language."""
    return Text(Variant(variant).catalog_title)
