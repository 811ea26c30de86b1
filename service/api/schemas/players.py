"""Players and their history: a new player, a game recorded, a page of games, the stats
of each variant, the daily record (streak and calendar)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from ...players import names
from ..web.field_texts import LONE_SURROGATE, NAME_SHAPE
from .base import MAX_STATE_CHARS, StrictSchema, load_object
from .daily import GroupStandingSchema


def _encodable(text: str) -> None:
    """JSON can carry lone surrogates (``"\\ud800"``), which no database text can hold."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValidationError(LONE_SURROGATE) from None


_SHAPE = validate.Regexp(names.SHAPE_PATTERN, error=NAME_SHAPE)


def _name_shape(value: str) -> None:
    """The name's shape (``names.SHAPE_PATTERN``), judged only once its length is right:
    an empty name is told one thing, its length (``validate.Length``), not this as well."""
    if 1 <= len(value) <= names.MAX_CHARS:
        _SHAPE(value)


class NewPlayerSchema(StrictSchema):
    """Its shape only (400); the route then has ``names.player_name`` judge its characters (422)."""

    name = fields.String(
        required=True,
        validate=[
            validate.Length(1, names.MAX_CHARS),
            _name_shape,
            _encodable,
        ],
    )


class GameSubmissionSchema(StrictSchema):
    state = fields.String(required=True, validate=validate.Length(1, MAX_STATE_CHARS))
    started_at = fields.String(validate=validate.Length(1, 64))
    """RFC 3339; parsed by the route (a well-formed time Python cannot hold is a 422)."""


RecordQuerySchema = StrictSchema.from_dict(
    {
        "from": fields.String(required=True, validate=validate.Length(1, 10)),
        "to": fields.String(required=True, validate=validate.Length(1, 10)),
    },
    name="RecordQuerySchema",
)
"""The days of a player's calendar, ``from`` and ``to`` inclusive (read as dates by the
route: a date out of the calendar is a 400 naming its parameter).  Declared from a dict:
the keys are Python keywords, and a field under its own name takes fastschema's road."""


class PlayerCreatedSchema(Schema):
    id = fields.UUID(required=True)
    name = fields.String(required=True)
    tag = fields.String(required=True)
    token = fields.String(required=True)


class PlayerTokenSchema(Schema):
    id = fields.UUID(required=True)
    token = fields.String(required=True)


class RecordedGameSchema(Schema):
    id = fields.UUID(required=True)
    game = fields.String(required=True)
    variant = fields.String(required=True, allow_none=True)
    code = fields.String(required=True, allow_none=True)
    rules = fields.Dict(required=True)
    status = fields.String(required=True)
    score = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    started_at = fields.AwareDateTime(required=True, allow_none=True)
    recorded_at = fields.AwareDateTime(required=True)
    actions = fields.List(fields.Dict(), required=True)
    daily_date = fields.Date(required=True, allow_none=True, attribute="daily_day")
    round = fields.Dict(required=True, allow_none=True)


class GamesPageSchema(Schema):
    games = fields.List(fields.Nested(RecordedGameSchema), required=True)
    next = fields.String(required=True, allow_none=True)


class VariantStatsSchema(Schema):
    variant = fields.String(required=True)
    played = fields.Integer(required=True)
    won = fields.Integer(required=True)
    win_rate = fields.Float(required=True)
    best_score = fields.Integer(required=True, allow_none=True)
    current_streak = fields.Integer(required=True)
    best_streak = fields.Integer(required=True)
    round = fields.Dict(required=True, allow_none=True)


class PlayerStatsSchema(Schema):
    player_id = fields.UUID(required=True)
    variants = fields.List(fields.Nested(VariantStatsSchema), required=True)


class StreakSchema(Schema):
    current = fields.Integer(required=True)
    best = fields.Integer(required=True)
    last_day = fields.Date(required=True, allow_none=True)
    expires_at = fields.AwareDateTime(required=True, allow_none=True)
    freezes = fields.Integer(required=True)
    frozen = fields.List(fields.Date(), required=True)


class RecordEntrySchema(Schema):
    variant = fields.String(required=True)
    rank = fields.Integer(required=True, allow_none=True)
    percentile = fields.Float(required=True, allow_none=True)
    won = fields.Boolean(required=True)
    cards_home = fields.Integer(required=True)
    hints = fields.Integer(required=True)
    undos = fields.Integer(required=True)
    seconds = fields.Integer(required=True, allow_none=True)
    moves = fields.Integer(required=True)
    review = fields.String(required=True)
    group = fields.Nested(GroupStandingSchema, required=True, allow_none=True)


class RecordDaySchema(Schema):
    date = fields.Date(required=True)
    results_open = fields.Boolean(required=True)
    results = fields.List(fields.Nested(RecordEntrySchema), required=True)


class DailyRecordSchema(Schema):
    player_id = fields.UUID(required=True)
    first = fields.Date(required=True, data_key="from")
    last = fields.Date(required=True, data_key="to")
    today = fields.Date(required=True)
    streak = fields.Nested(StreakSchema, required=True)
    days = fields.List(fields.Nested(RecordDaySchema), required=True)


NEW_PLAYER = NewPlayerSchema()
GAME_SUBMISSION = GameSubmissionSchema()
"""One instance each, as for the other bodies: making one costs more than loading."""
PLAYER_CREATED = PlayerCreatedSchema()
PLAYER_TOKEN = PlayerTokenSchema()
RECORDED_GAME = RecordedGameSchema()
GAMES_PAGE = GamesPageSchema()
PLAYER_STATS = PlayerStatsSchema()
DAILY_RECORD = DailyRecordSchema()


def load_new_player(body: Any) -> dict[str, Any]:
    """The new player's body, its shape checked (``names.player_name`` judges its
    characters)."""
    return load_object(NEW_PLAYER, body)


def load_game_submission(body: Any) -> dict[str, Any]:
    return load_object(GAME_SUBMISSION, body)
