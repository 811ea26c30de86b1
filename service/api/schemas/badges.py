"""A player's monthly badges of a year (``GET /v1/players/{id}/badges``): its query, and
each month's badges with what they ask and the month's progress."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from .base import StrictSchema


class BadgesQuerySchema(StrictSchema):
    year = fields.Integer(validate=validate.Range(1, 9999))


class MonthBadgeSchema(Schema):
    badge = fields.String(required=True)
    dates_played = fields.Integer(required=True)
    dates_completed = fields.Integer(required=True)
    earned_at = fields.AwareDateTime(required=True, allow_none=True)


class MonthBadgesSchema(Schema):
    month = fields.String(required=True)
    dates = fields.Integer(required=True)
    dates_played = fields.Integer(required=True)
    dates_completed = fields.Integer(required=True)
    closes_at = fields.AwareDateTime(required=True)
    closed = fields.Boolean(required=True)
    badges = fields.List(fields.Nested(MonthBadgeSchema), required=True)


class PlayerBadgesSchema(Schema):
    player_id = fields.UUID(required=True)
    year = fields.Integer(required=True)
    months = fields.List(fields.Nested(MonthBadgesSchema), required=True)


PLAYER_BADGES = PlayerBadgesSchema()
