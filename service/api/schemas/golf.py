"""Golf's pieces of the contract: its new-game body (a round's too: ``round``), its layout,
and its rule options, which the catalog lists as ``golf_rule_options``."""

from __future__ import annotations

from typing import Final

from marshmallow import fields, validate

from .base import StrictBoolean, StrictInteger, StrictSchema, card_field, card_list
from .catalog import RuleOptionSchema, option
from .games import SettingsFields
from .wire import CatalogField, GameWire


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


class NewGolfGameSchema(SettingsFields):
    game = fields.String(required=True, validate=validate.Equal("golf"))
    mode = fields.String(validate=validate.OneOf(("easy", "classic")))
    rules = fields.Nested(GolfRuleOptionsSchema)
    layout = fields.Nested(GolfLayoutSchema)
    round = StrictInteger()
    """Holes of a round: the engine offers some sizes (``rules.ROUND_SIZES``), another is a 422."""


GOLF_RULE_OPTIONS: Final = [
    option("wrap", "boolean", True, "K and A are adjacent ranks (easy mode); false is classic"),
    option("queen_on_king", "boolean", True, "a queen may go on a king (strict rules: nothing on a king)"),
    option("strict_draw", "boolean", False, "draw only when no card can be removed"),
    option("scoring", "string", "points", "points (the app) or strokes (cards left)", ["points", "strokes"]),
    option("jokers", "integer", 0, "wild jokers shuffled into the deck", [0, 1, 2]),
    option("empty_discard", "boolean", False, "the discard starts empty; the player picks the first card"),
]
GOLF_WIRE: Final = GameWire(
    "golf",
    NewGolfGameSchema(),
    catalog={
        "golf_rule_options": CatalogField(
            fields.List(fields.Nested(RuleOptionSchema), required=True), GOLF_RULE_OPTIONS
        )
    },
)
