"""The daily challenge: a day's deals, a daily game asked for, a result submitted, a
board and its pages, a player's standing, a board's spread."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from ...engine import DAILY_VARIANTS
from ...players import names
from .base import MAX_STATE_CHARS, StrictSchema, load_object
from .games import SettingsFields
from .pages import PageQuerySchema


class ResultSubmissionSchema(StrictSchema):
    variant = fields.String(required=True, validate=validate.OneOf(DAILY_VARIANTS))
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))


class DailyGameRequestSchema(SettingsFields):
    variant = fields.String(required=True, validate=validate.OneOf(DAILY_VARIANTS))


class VariantQuerySchema(StrictSchema):
    variant = fields.String(required=True, validate=validate.OneOf(DAILY_VARIANTS))


SCOPES = ("everyone", "friends")
"""Whose results a board ranks: everyone's, or the caller's and those they follow."""


class LeaderboardQuerySchema(PageQuerySchema, VariantQuerySchema):
    scope = fields.String(load_default="everyone", validate=validate.OneOf(SCOPES))


class GroupLeaderboardQuerySchema(PageQuerySchema, VariantQuerySchema):
    """A group's board: a variant's, paged; it has no scope."""


class DailyDealSchema(Schema):
    variant = fields.String(required=True)
    difficulty = fields.Float(required=True)
    commitment = fields.String(required=True)
    code = fields.String(required=True, allow_none=True)
    salt = fields.String(required=True, allow_none=True)
    solution = fields.List(fields.Dict(), required=True, allow_none=True)
    best = fields.Integer(required=True, allow_none=True)


class DailyDealsSchema(Schema):
    date = fields.Date(required=True)
    opens_at = fields.AwareDateTime(required=True)
    closes_at = fields.AwareDateTime(required=True)
    results_close_at = fields.AwareDateTime(required=True)
    deals = fields.List(fields.Nested(DailyDealSchema), required=True)


def _board_tag(entry: Any) -> str | None:
    """The tag of a board entry's player; None for an erased player's (it has no name)."""
    return None if getattr(entry, "player", None) is None else names.player_tag(entry.player_id)


class LeaderboardEntrySchema(Schema):
    rank = fields.Integer(required=True, allow_none=True)
    player = fields.String(required=True, allow_none=True)
    """None for an erased player's result, which keeps its place (docs/design/devices.md)."""
    tag = fields.Function(_board_tag, deserialize=str, required=True, allow_none=True)
    score = fields.Integer(required=True)
    won = fields.Boolean(required=True)
    cards_home = fields.Integer(required=True)
    hints = fields.Integer(required=True)
    undos = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    seconds = fields.Integer(required=True, allow_none=True)
    submitted_at = fields.AwareDateTime(required=True)
    review = fields.String(required=True)
    strokes = fields.List(fields.Integer(), required=True, allow_none=True)


class GroupStandingSchema(Schema):
    id = fields.Integer(required=True)
    rank = fields.Integer(required=True)
    size = fields.Integer(required=True)


class DailyStandingSchema(Schema):
    date = fields.Date(required=True)
    variant = fields.String(required=True)
    rank = fields.Integer(required=True, allow_none=True)
    percentile = fields.Float(required=True, allow_none=True)
    entry = fields.Nested(LeaderboardEntrySchema, required=True)
    share = fields.String(required=True, allow_none=True)
    group = fields.Nested(GroupStandingSchema, required=True, allow_none=True)


class LeaderboardSchema(Schema):
    date = fields.Date(required=True)
    variant = fields.String(required=True)
    entries = fields.List(fields.Nested(LeaderboardEntrySchema), required=True)
    next = fields.String(required=True, allow_none=True)


class BucketSchema(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True, allow_none=True)
    results = fields.Integer(required=True)
    won = fields.Integer(required=True)


class HistogramSchema(Schema):
    measure = fields.String(required=True)
    buckets = fields.List(fields.Nested(BucketSchema), required=True)


class BoardStatsSchema(Schema):
    date = fields.Date(required=True)
    variant = fields.String(required=True)
    results_open = fields.Boolean(required=True)
    results = fields.Integer(required=True)
    won = fields.Integer(required=True)
    won_share = fields.Float(required=True)
    cards = fields.Nested(HistogramSchema, required=True)
    seconds = fields.Nested(HistogramSchema, required=True)


RESULT_SUBMISSION = ResultSubmissionSchema()
DAILY_GAME_REQUEST = DailyGameRequestSchema()
DAILY_DEALS = DailyDealsSchema()
DAILY_STANDING = DailyStandingSchema()
LEADERBOARD = LeaderboardSchema()
BOARD_STATS = BoardStatsSchema()


def load_result_submission(body: Any) -> dict[str, Any]:
    return load_object(RESULT_SUBMISSION, body)


def load_daily_game_request(body: Any) -> dict[str, Any]:
    return load_object(DAILY_GAME_REQUEST, body)
