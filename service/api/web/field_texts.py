"""The messages marshmallow writes in an ``invalid-body`` problem's ``errors``, in the
reader's language.  Marshmallow formats its messages in English before we see them (the
field's ``{min}``, the value sent as ``{input}``); each message it can write here is listed
as a gettext id, recognised by its shape, and written again from the translated template
with the values it carried.  A message of no listed shape stays as it is."""

from __future__ import annotations

import re
from functools import lru_cache
from string import Formatter

from ...engine.texts import N_, Text

MARSHMALLOW_MESSAGES = (
    # marshmallow's own (fields, the schema, the validators the schemas use)
    N_("Missing data for required field."),
    N_("Field may not be null."),
    N_("Invalid value."),
    N_("Not a valid string."),
    N_("Not a valid utf-8 string."),
    N_("Not a valid integer."),
    N_("Number too large."),
    N_("Not a valid number."),
    N_("Special numeric values (nan or infinity) are not permitted."),
    N_("Not a valid list."),
    N_("Invalid type."),
    N_("Invalid input type."),
    N_("Not a valid mapping type."),
    N_("Not a valid date."),
    N_('"{input}" cannot be formatted as a date.'),
    N_("Not a valid datetime."),
    N_('"{input}" cannot be formatted as a datetime.'),
    N_("Not a valid aware datetime."),
    N_("Not a valid boolean."),
    N_("Not a valid UUID."),
    N_("Unknown field."),
    N_("Length must be between {min} and {max}."),
    N_("Length must be {equal}."),
    N_("Longer than maximum length {max}."),
    N_("Shorter than minimum length {min}."),
    N_("Must be equal to {other}."),
    N_("Must be one of: {choices}."),
    N_("Must be greater than or equal to {min} and less than or equal to {max}."),
    N_("Must be greater than or equal to {min}."),
    N_("Must be less than or equal to {max}."),
    N_("String does not match expected pattern."),
)
"""Every message marshmallow can write in our schemas (tests/translations/test_i18n.py
checks the list against marshmallow's own messages)."""

NOT_A_BOOLEAN = N_("Not a valid boolean: use true or false.")
NOT_AN_INTEGER = N_("Not a valid integer.")
NOT_A_CARD = N_('"{input}" is not a card such as "TS"')
NOT_AN_OBJECT = N_("The body must be a JSON object.")
NOT_A_MOVE = N_('A move is an object such as {{"type": "draw"}}.')
NEW_GAME_OF_NOTHING = N_('Give either "code", or "game" naming a game: {games}.')
LONE_SURROGATE = N_("Not valid Unicode text (a lone surrogate).")
NAME_SHAPE = N_("no control characters and no space at either end")
ONE_POSITION = N_('Send exactly one of "code" (a deal) or "state" (a position).')
NAME_AND_TAG = N_('Name#TAG: a name, "#" and the four characters of its tag')
SCHEMA_MESSAGES = (
    NOT_A_BOOLEAN, NOT_AN_INTEGER, NOT_A_CARD, NOT_AN_OBJECT, NOT_A_MOVE, NEW_GAME_OF_NOTHING,
    LONE_SURROGATE, NAME_SHAPE, ONE_POSITION, NAME_AND_TAG,
)  # fmt: skip
r"""The schemas' own messages (``ValidationError``\ s they raise, validators' ``error=``):
templates as marshmallow formats them (``{input}``, the value sent), or fixed texts."""


def _pattern(template: str) -> re.Pattern[str]:
    """What ``template.format(...)`` writes, each value caught under its name."""
    pieces = [
        re.escape(literal) + (f"(?P<{name}>.*)" if name else "")
        for literal, name, _, _ in Formatter().parse(template)
    ]
    return re.compile("".join(pieces), re.DOTALL)


_SHAPES: list[tuple[re.Pattern[str], str]] = []


def register(*templates: str) -> None:
    """Add the schemas' own messages (``error=`` of a validator, a ``ValidationError`` they
    raise) to the shapes recognised."""
    _SHAPES.extend((_pattern(template), template) for template in templates)


register(*MARSHMALLOW_MESSAGES, *SCHEMA_MESSAGES)


@lru_cache(maxsize=1024)
def field_text(message: str) -> Text | str:
    """``message`` as a ``Text`` to translate (its template and values), or as it is."""
    for pattern, template in _SHAPES:
        match = pattern.fullmatch(message)
        if match:
            return Text(template, **match.groupdict())
    return message
