"""Weekly leagues: a league's standings and the bearer's week (``GET /v1/leagues/...``)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from ...players import names
from .base import StrictSchema


def _standing_tag(standing: Any) -> str | None:
    """The tag of a league's player (the route's row, a dict, or an object: marshmallow reads
    both); None for an erased player's stand-in (it has no name)."""
    found = standing if isinstance(standing, dict) else vars(standing)
    return None if found.get("player") is None else names.player_tag(found["player_id"])


class LeagueStandingSchema(Schema):
    place = fields.Integer(required=True)
    player = fields.String(required=True, allow_none=True)
    tag = fields.Function(_standing_tag, deserialize=str, required=True, allow_none=True)
    points = fields.Integer(required=True)
    movement = fields.String(required=True)


class LeagueSchema(Schema):
    id = fields.Integer(required=True)
    week = fields.Date(required=True)
    ends = fields.Date(required=True)
    tier = fields.Integer(required=True)
    settled = fields.Boolean(required=True)
    promotion_line = fields.Integer(required=True, allow_none=True)
    demotion_line = fields.Integer(required=True, allow_none=True)
    standings = fields.List(fields.Nested(LeagueStandingSchema), required=True)


class CurrentLeagueSchema(Schema):
    week = fields.Date(required=True)
    ends = fields.Date(required=True)
    tier = fields.Integer(required=True)
    status = fields.String(required=True)
    established = fields.Boolean(required=True)
    row = fields.Integer(required=True, allow_none=True)
    league = fields.Nested(LeagueSchema, required=True, allow_none=True)


class CurrentLeagueQuerySchema(StrictSchema):
    date = fields.String(validate=validate.Length(1, 10))
    """The player's date, read as a date by the route (a date out of the calendar: 400)."""


LEAGUE = LeagueSchema()
CURRENT_LEAGUE = CurrentLeagueSchema()
