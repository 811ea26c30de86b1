"""Duels: the requests (a new duel, a join, a side's result) and the duel as its caller sees
it (``api/duels/routes.py`` decides what each caller sees; these only write it)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from ...engine import VARIANTS
from .base import MAX_STATE_CHARS, StrictSchema, ZuluDateTime, load_object
from .games import GameDocumentSchema, SettingsFields


class DuelRequestSchema(SettingsFields):
    variant = fields.String(required=True, validate=validate.OneOf(VARIANTS))


class DuelJoinRequestSchema(SettingsFields):
    pass


class DuelResultSubmissionSchema(StrictSchema):
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))


class DuelResultSchema(Schema):
    won = fields.Boolean(required=True)
    cards_home = fields.Integer(required=True)
    hints = fields.Integer(required=True)
    undos = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    seconds = fields.Integer(required=True)
    score = fields.Integer(required=True)
    review = fields.String(required=True)
    submitted_at = ZuluDateTime(required=True)


class DuelSideSchema(Schema):
    player = fields.String(required=True)
    tag = fields.String(required=True)
    started_at = ZuluDateTime(required=True)
    submitted = fields.Boolean(required=True)
    result = fields.Nested(DuelResultSchema, required=True, allow_none=True)


class DuelSolutionSchema(Schema):
    result = fields.String(required=True)
    solution = fields.List(fields.Dict(), required=True, allow_none=True)


class DuelSchema(Schema):
    id = fields.UUID(required=True)
    invite = fields.String(required=True)
    variant = fields.String(required=True)
    status = fields.String(required=True)
    created_at = ZuluDateTime(required=True)
    expires_at = ZuluDateTime(required=True)
    you = fields.String(required=True, allow_none=True)
    challenger = fields.Nested(DuelSideSchema, required=True)
    opponent = fields.Nested(DuelSideSchema, required=True, allow_none=True)
    winner = fields.String(required=True, allow_none=True)
    code = fields.String(required=True, allow_none=True)
    solution = fields.Nested(DuelSolutionSchema, required=True, allow_none=True)


class DuelGameSchema(Schema):
    duel = fields.Nested(DuelSchema, required=True)
    game = fields.Nested(GameDocumentSchema, required=True)


class DuelCountsSchema(Schema):
    won = fields.Integer(required=True)
    lost = fields.Integer(required=True)
    drawn = fields.Integer(required=True)
    open = fields.Integer(required=True)
    held = fields.Integer(required=True)


class DuelsPageSchema(Schema):
    duels = fields.List(fields.Nested(DuelSchema), required=True)
    counts = fields.Nested(DuelCountsSchema, required=True)
    next = fields.String(required=True, allow_none=True)


DUEL_REQUEST = DuelRequestSchema()
DUEL_JOIN_REQUEST = DuelJoinRequestSchema()
DUEL_RESULT_SUBMISSION = DuelResultSubmissionSchema()
DUEL = DuelSchema()
DUELS_PAGE = DuelsPageSchema()


def load_duel_request(body: Any) -> dict[str, Any]:
    return load_object(DUEL_REQUEST, body)


def load_duel_join_request(body: Any) -> dict[str, Any]:
    return load_object(DUEL_JOIN_REQUEST, body)


def load_duel_result_submission(body: Any) -> dict[str, Any]:
    return load_object(DUEL_RESULT_SUBMISSION, body)
