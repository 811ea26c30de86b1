"""Marshmallow schemas of every request and response body.

They mirror ``openapi.yaml`` exactly on what makes a body malformed (400): unknown
fields, wrong JSON types (no ``1`` for ``true``, no ``true`` for ``1``), card text, enums
and ranges.  What only the game can judge (a code, a layout, a token, a move of the other
game) is left to the engine and answered 422.  ``tests/contract`` keeps the two in step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate

CARD_PATTERN = r"^(?:(?:[2-9AaTtJjQqKk]|10)[SsHhDdCc]|[RrBb][Jj])$"
"""A card on input: rank (A 2-9 T/10 J Q K) then suit (S H D C), any case; RJ/BJ jokers."""
MAX_CODE_CHARS = 64
MAX_STATE_CHARS = 2048
CANFIELD_TARGETS = ("c1", "c2", "c3", "c4", "f1", "f2", "f3", "f4", "foundation")


class StrictBoolean(fields.Field[bool]):
    """JSON ``true``/``false`` only (marshmallow's Boolean also takes 1, "yes", ...)."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> bool:
        if not isinstance(value, bool):
            raise ValidationError("Not a valid boolean: use true or false.")
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
            raise ValidationError("Not a valid integer.")
        return value


def card_field(**kwargs: Any) -> fields.String:
    not_a_card = validate.Regexp(CARD_PATTERN, error="{input!r} is not a card such as 'TS'")
    return fields.String(validate=not_a_card, **kwargs)


def card_list() -> fields.List[str]:
    return fields.List(card_field(), required=True)


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


# --- moves ----------------------------------------------------------------------------------


class DrawMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("draw"))


class UndoMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("undo"))


class RemoveMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("remove"))
    column = StrictInteger(required=True, validate=validate.Range(1, 7, error="column must be 1 to 7"))


class TapMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("tap"))
    card = card_field(required=True)


class TransferMoveSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.Equal("move"))
    card = card_field(required=True)
    to = fields.String(required=True, validate=validate.OneOf(CANFIELD_TARGETS))


MOVE_SCHEMAS: dict[str, Schema] = {
    "draw": DrawMoveSchema(),
    "undo": UndoMoveSchema(),
    "remove": RemoveMoveSchema(),
    "tap": TapMoveSchema(),
    "move": TransferMoveSchema(),
}


class MoveField(fields.Field[dict[str, Any]]):
    """A move object, checked by the schema its ``type`` names."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ValidationError('A move is an object such as {"type": "draw"}.')
        kind = value.get("type")
        schema = MOVE_SCHEMAS.get(kind) if isinstance(kind, str) else None
        if schema is None:
            raise ValidationError({"type": [f"Must be one of: {', '.join(MOVE_SCHEMAS)}."]})
        loaded: dict[str, Any] = schema.load(value)
        return loaded


class MoveRequestSchema(StrictSchema):
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))
    move = MoveField(required=True)


# --- new games ------------------------------------------------------------------------------


class SettingsFields(StrictSchema):
    explain = StrictBoolean()
    double_tap = StrictBoolean()


class NewGameFromCodeSchema(SettingsFields):
    code = fields.String(required=True, validate=validate.Length(1, MAX_CODE_CHARS))


class GolfRuleOptionsSchema(StrictSchema):
    wrap = StrictBoolean()
    queen_on_king = StrictBoolean()
    strict_draw = StrictBoolean()
    scoring = fields.String(validate=validate.OneOf(("points", "strokes")))
    jokers = StrictInteger(validate=validate.Range(0, 2))
    empty_discard = StrictBoolean()


class GolfLayoutSchema(StrictSchema):
    columns = fields.List(fields.List(card_field()), required=True)
    discard = card_field(required=True, allow_none=True)
    stock = card_list()


class CanfieldLayoutSchema(StrictSchema):
    reserve = card_list()
    base = card_field(required=True)
    columns = fields.List(fields.List(card_field()), required=True)
    stock = card_list()


class NewGolfGameSchema(SettingsFields):
    game = fields.String(required=True, validate=validate.Equal("golf"))
    mode = fields.String(validate=validate.OneOf(("easy", "classic")))
    rules = fields.Nested(GolfRuleOptionsSchema)
    layout = fields.Nested(GolfLayoutSchema)


class NewCanfieldGameSchema(SettingsFields):
    game = fields.String(required=True, validate=validate.Equal("canfield"))
    draw = StrictInteger(validate=validate.OneOf((1, 3)))
    layout = fields.Nested(CanfieldLayoutSchema)


_NEW_GAME_SCHEMAS: dict[str, Schema] = {
    "golf": NewGolfGameSchema(),
    "canfield": NewCanfieldGameSchema(),
}
_FROM_CODE = NewGameFromCodeSchema()


def load_new_game(body: Any) -> dict[str, Any]:
    """Load a ``POST /v1/games`` body: ``code``, or ``game`` with its options."""
    if not isinstance(body, dict):
        raise ValidationError({"body": ["The body must be a JSON object."]})
    if "code" in body:
        loaded: dict[str, Any] = _FROM_CODE.load(body)
        return loaded
    game = body.get("game")
    schema = _NEW_GAME_SCHEMAS.get(game) if isinstance(game, str) else None
    if schema is None:
        raise ValidationError({"game": ["Give either 'code', or 'game' as 'golf' or 'canfield'."]})
    loaded = schema.load(body)
    return loaded


MOVE_REQUEST = MoveRequestSchema()


def load_move_request(body: Any) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise ValidationError({"body": ["The body must be a JSON object."]})
    loaded: dict[str, Any] = MOVE_REQUEST.load(body)
    return loaded


# --- responses ------------------------------------------------------------------------------


class SettingsSchema(Schema):
    explain = fields.Boolean(required=True)
    double_tap = fields.Boolean(required=True)


class GameDocumentSchema(Schema):
    """The answer of every play route (API.md, "A game document")."""

    state = fields.String(required=True)
    game = fields.String(required=True)
    code = fields.String(required=True, allow_none=True)
    rules = fields.Dict(required=True)
    settings = fields.Nested(SettingsSchema, required=True)
    view = fields.Dict(required=True)
    score = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    status = fields.String(required=True)
    undo_available = fields.Boolean(required=True)
    legal_moves = fields.List(fields.Dict(), required=True)
    outcome = fields.Dict(required=True)


class VariantSchema(Schema):
    name = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    code_prefix = fields.String(required=True)
    new_game = fields.Dict(required=True)
    rules = fields.Dict(required=True)


class RuleOptionSchema(Schema):
    name = fields.String(required=True)
    type = fields.String(required=True)
    default = fields.Raw(required=True)
    choices = fields.List(fields.Raw())
    description = fields.String(required=True)


class VariantsSchema(Schema):
    variants = fields.List(fields.Nested(VariantSchema), required=True)
    golf_rule_options = fields.List(fields.Nested(RuleOptionSchema), required=True)
    settings = fields.List(fields.Nested(RuleOptionSchema), required=True)


class CodeDescriptionSchema(Schema):
    code = fields.String(required=True)
    game = fields.String(required=True)
    variant = fields.String(required=True, allow_none=True)
    deal = fields.Integer(required=True)
    rules = fields.Dict(required=True)
    layout = fields.Dict(required=True)


class CheckSchema(Schema):
    name = fields.String(required=True)
    ok = fields.Boolean(required=True)
    detail = fields.String(required=True)


class HealthSchema(Schema):
    status = fields.String(required=True)
    checks = fields.List(fields.Nested(CheckSchema))
