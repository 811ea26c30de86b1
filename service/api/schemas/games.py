"""Playing: what every new game's body has (a game's own fields: ``wire.GameWire``), a
move's body, and the game document every play route answers (openapi.yaml's ``GameDocument``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from ..web.field_texts import NOT_A_MOVE
from .base import (
    MAX_CODE_CHARS,
    MAX_STATE_CHARS,
    StrictBoolean,
    StrictSchema,
    ZuluDateTime,
    load_object,
)

# --- moves ----------------------------------------------------------------------------------


class MoveField(fields.Field[dict[str, Any]]):
    """A move object: its type and fields are the engine's to read (``move_from_json``)."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ValidationError(NOT_A_MOVE.format())
        return value


class MoveRequestSchema(StrictSchema):
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))
    move = MoveField(required=True)


# --- new games ------------------------------------------------------------------------------


class SettingsFields(StrictSchema):
    explain = StrictBoolean()
    double_tap = StrictBoolean()


class NewGameFromCodeSchema(SettingsFields):
    code = fields.String(required=True, validate=validate.Length(1, MAX_CODE_CHARS))


MOVE_REQUEST = MoveRequestSchema()


def load_move_request(body: Any) -> dict[str, Any]:
    return load_object(MOVE_REQUEST, body)


# --- responses ------------------------------------------------------------------------------


class SettingsSchema(Schema):
    explain = fields.Boolean(required=True)
    double_tap = fields.Boolean(required=True)


class DailyTagSchema(Schema):
    """A daily game's tag (``tokens.DailyTag``), its start written with ``Z``."""

    date = fields.Date(required=True, attribute="day")
    variant = fields.String(required=True)
    started_at = ZuluDateTime(required=True)
    archive = fields.Boolean(required=True)
    ranked = fields.Boolean(required=True)


class GameDocumentSchema(Schema):
    """The answer of every play route (openapi.yaml's ``GameDocument``)."""

    state = fields.String(required=True)
    game_id = fields.UUID(required=True)
    player = fields.UUID(required=True, allow_none=True)
    daily = fields.Nested(DailyTagSchema, required=True, allow_none=True)
    duel = fields.UUID()
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
    round = fields.Dict()


GAME_DOCUMENT = GameDocumentSchema()
