"""Canfield's pieces of the contract: its new-game body, its layout, and the setting only
it reads (``double_tap``)."""

from __future__ import annotations

from typing import Final

from marshmallow import fields, validate

from .base import StrictInteger, StrictSchema, card_field, card_list
from .catalog import option
from .games import SettingsFields
from .wire import GameWire


class CanfieldLayoutSchema(StrictSchema):
    reserve = card_list()
    base = card_field(required=True)
    columns = fields.List(fields.List(card_field()), required=True)
    stock = card_list()


class NewCanfieldGameSchema(SettingsFields):
    game = fields.String(required=True, validate=validate.Equal("canfield"))
    draw = StrictInteger(validate=validate.OneOf((1, 3)))
    scoring = fields.String(validate=validate.OneOf(("points", "vegas")))
    layout = fields.Nested(CanfieldLayoutSchema)


CANFIELD_WIRE: Final = GameWire(
    "canfield",
    NewCanfieldGameSchema(),
    settings=(
        option("double_tap", "boolean", True, "Canfield: a tapped card that cannot go up goes to a column"),
    ),
)
