"""What every body's declaration is built of: strict JSON types (as JSON Schema counts
them), a card's text, the limits a request's texts share, and the loading of a body or a
query string through ``fastschema``."""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Callable, Mapping
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate

from ..web import fastschema
from ..web.field_texts import NOT_A_BOOLEAN, NOT_A_CARD, NOT_AN_INTEGER, NOT_AN_OBJECT

CARD_PATTERN = r"^(?:(?:[2-9AaTtJjQqKk]|10)[SsHhDdCc]|[RrBb][Jj])$"
"""A card on input: rank (A 2-9 T/10 J Q K) then suit (S H D C), any case; RJ/BJ jokers."""
MAX_CODE_CHARS = 64
MAX_STATE_CHARS = 2048


class StrictBoolean(fields.Field[bool]):
    """JSON ``true``/``false`` only (marshmallow's Boolean also takes 1, "yes", ...)."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> bool:
        if not isinstance(value, bool):
            raise ValidationError(NOT_A_BOOLEAN)
        return value


class StrictInteger(fields.Field[int]):
    """A JSON integer, as JSON Schema counts them: ``6`` or ``6.0``, not ``true``, ``6.5``
    or ``"6"``."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> int:
        if type(value) is float and value.is_integer():
            return int(value)
        if type(value) is not int:
            raise ValidationError(NOT_AN_INTEGER)
        return value


def _zulu(value: dt.datetime) -> str:
    return value.isoformat().replace("+00:00", "Z")


class ZuluDateTime(fields.AwareDateTime):
    """An aware time written with ``Z`` for UTC (``2026-12-01T01:00:00Z``), as a game
    document's daily tag has always written it; read as ``AwareDateTime`` reads."""

    SERIALIZATION_FUNCS: dict[str, Callable[[dt.datetime], str | float]] = {  # noqa: RUF012 (as marshmallow declares it)
        **fields.AwareDateTime.SERIALIZATION_FUNCS,
        "zulu": _zulu,
    }
    DESERIALIZATION_FUNCS: dict[str, Callable[[str], dt.datetime]] = {  # noqa: RUF012
        **fields.AwareDateTime.DESERIALIZATION_FUNCS,
        "zulu": dt.datetime.fromisoformat,
    }
    DEFAULT_FORMAT = "zulu"


def card_field(**kwargs: Any) -> fields.String:
    not_a_card = validate.Regexp(CARD_PATTERN, error=NOT_A_CARD)
    return fields.String(validate=not_a_card, **kwargs)


def card_list() -> fields.List[str]:
    return fields.List(card_field(), required=True)


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


def load_object(schema: Schema, body: Any) -> dict[str, Any]:
    """A JSON body that must be an object, loaded with ``schema``."""
    if not isinstance(body, dict):
        raise ValidationError({"body": [NOT_AN_OBJECT]})
    return fastschema.load(schema, body)


def load_query(schema: type[Schema], args: Mapping[str, str]) -> dict[str, Any]:
    """A query string: every parameter once, none unknown (400 otherwise)."""
    return fastschema.load(_query_schema(schema), dict(args))


@functools.cache
def _query_schema(schema: type[Schema]) -> Schema:
    return schema()
