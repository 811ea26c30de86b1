"""The catalogs: the template lists every text of the service (the engine's rule messages, the
daily share text, the problems' titles and details), every language has them all, with the
same ``{values}``; marshmallow's messages are all known in their shapes."""

from __future__ import annotations

from pathlib import Path
from string import Formatter

from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from marshmallow import Schema, fields, validate

from service.api.web.field_texts import MARSHMALLOW_MESSAGES, field_text
from service.daily.share import TEXTS as SHARE_TEXTS
from service.engine import GAMES, Notice, Refusal
from service.engine.texts import Text
from service.i18n import CATALOGS, LANGUAGES, message, written
from service.players.names import CHARACTER

SERVICE = Path(__file__).resolve().parents[2] / "service"
TRANSLATIONS = SERVICE / "translations"
with (TRANSLATIONS / "messages.pot").open("rb") as _handle:
    TEMPLATE = {str(m.id) for m in read_po(_handle) if m.id}


def test_the_template_lists_exactly_the_services_texts() -> None:
    extracted = {str(found[2]) for found in extract_from_dir(SERVICE, [("**.py", "python")])}
    assert extracted == TEMPLATE, "run the pybabel extract command of babel.cfg"
    assert {*GAMES.messages.values(), *SHARE_TEXTS} <= TEMPLATE


def _values(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


CHOOSES = {CHARACTER: {"name", "glyph"}}
"""Texts whose translation chooses among the values: a character by its Unicode name (an
English one) or shown itself (``names.describe``)."""


def test_every_translation_keeps_the_values_of_its_text() -> None:
    for language in LANGUAGES:
        for english, translated in CATALOGS[language].items():
            optional = CHOOSES.get(english, set())
            assert _values(translated) - optional == _values(english) - optional, (language, english)
            assert _values(translated) <= _values(english) | optional, (language, english)


def _codes(kind: type[Refusal] | type[Notice]) -> set[str]:
    """The codes of ``kind``'s subclasses: the shared ones and each game's own."""
    return {code for subclass in kind.__subclasses__() for code in {*subclass, *_codes(subclass)}}


def test_every_refusal_and_notice_has_its_message() -> None:
    """The catalogue the registry gathers from the games has a text for every code some
    game refuses or notes with, and for nothing else."""
    assert set(GAMES.messages) == _codes(Refusal) | _codes(Notice)


def test_every_language_translates_every_message() -> None:
    assert set(LANGUAGES) >= {"en", "ru"}
    for language in LANGUAGES:
        if language != "en":
            assert set(CATALOGS[language]) >= TEMPLATE, language


def test_an_unknown_language_falls_back_to_english() -> None:
    assert message("card_blocked", "xx") == "This card is blocked"


def _marshmallow_messages() -> set[str]:
    """Every message of marshmallow's fields, schemas and validators our schemas use, as
    marshmallow writes it (a ``Range`` both ways, ``AwareDateTime``'s awareness filled in)."""
    found = {*Schema._default_error_messages.values()}
    for field in (fields.String, fields.Integer, fields.Float, fields.List, fields.Nested, fields.Dict,
                  fields.Date, fields.AwareDateTime, fields.Boolean, fields.UUID):  # fmt: skip
        for kind in field.__mro__:
            found.update(getattr(kind, "default_error_messages", {}).values())
    found = {
        m.replace("{awareness} {obj_type}", "aware datetime").replace("{obj_type}", "datetime") for m in found
    }
    found.update((validate.Length.message_min, validate.Length.message_max, validate.Length.message_all))
    found.update(
        (validate.Length.message_equal, validate.Equal.default_message, validate.OneOf.default_message)
    )
    found.add(validate.Regexp.default_message)
    ops = {"min_op": validate.Range.message_gte, "max_op": validate.Range.message_lte}
    found.update(
        m.format(**ops)
        for m in (validate.Range.message_min, validate.Range.message_max, validate.Range.message_all)
    )
    return found


def test_every_message_of_marshmallow_is_known_and_translated() -> None:
    assert _marshmallow_messages() == set(MARSHMALLOW_MESSAGES)
    length = validate.Length(1, 64)
    assert field_text(length.message_all.format(min=1, max=64)).english == length.message_all  # type: ignore[union-attr]
    assert (
        written(field_text("Must be one of: golf, canfield."), "ru")
        == "Должно быть одним из: golf, canfield."
    )
    assert field_text("a message of no known shape") == "a message of no known shape"


def test_a_text_is_translated_before_its_values_go_in() -> None:
    inner = Text("Golf, easy")
    text = Text("No {variant} deal is published for {day}", variant=inner, day="2030-01-02")
    assert written(text, "ru") == "Раздача «Гольф, лёгкий» за 2030-01-02 не опубликована"
    assert written(text, "de") == str(text) == "No Golf, easy deal is published for 2030-01-02"
