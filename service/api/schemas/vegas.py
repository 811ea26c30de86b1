"""Vegas Canfield's balances of a player, and a reset's body (docs/design/vegas.md)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from .base import StrictInteger, StrictSchema, load_object


class VegasBalanceSchema(Schema):
    draw = fields.Integer(required=True)
    balance = fields.Integer(required=True)
    deals = fields.Integer(required=True)
    settled = fields.Integer(required=True)
    reset_at = fields.AwareDateTime(required=True, allow_none=True)


class VegasBalancesSchema(Schema):
    player_id = fields.UUID(required=True)
    balances = fields.List(fields.Nested(VegasBalanceSchema), required=True)


class VegasResetSchema(StrictSchema):
    draw = StrictInteger(required=True, validate=validate.OneOf((1, 3)))


VEGAS_BALANCE = VegasBalanceSchema()
VEGAS_BALANCES = VegasBalancesSchema()
VEGAS_RESET = VegasResetSchema()


def load_vegas_reset(body: Any) -> dict[str, Any]:
    return load_object(VEGAS_RESET, body)
