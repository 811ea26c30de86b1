"""What a client can offer before playing: the variants and rule options, and the deal a
code names (codes are public by design: the shuffle is documented so clients can deal),
but for a live daily deal's (``service.daily.lock``)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response

from ..daily.lock import code_asked, dealt_asked
from ..engine import (
    GAMES,
    VARIANTS,
    CodeError,
    RoundRules,
    Rules,
    Variant,
    hole_codes,
    parse_code,
    variant_of,
)
from ..engine.games import deal_layout
from ..engine.rules import ROUND_SIZES
from .caching import FIXED, REVALIDATED, revalidated
from .daily_guard import refuse_locked_play
from .fastschema import dump
from .inputs import code_error
from .schemas.catalog import CODE_DESCRIPTION, VARIANTS_SCHEMA

bp = Blueprint("catalog", __name__, url_prefix="/v1")


def new_game_body(rules: Rules) -> dict[str, Any]:
    """The ``POST /v1/games`` body that deals a random game of a preset."""
    return GAMES.of_rules(rules).new_game_body(rules)


def _variant(variant: Variant) -> dict[str, Any]:
    rules = variant.rules
    return {
        "name": variant,
        "game": rules.game,
        "title": variant.catalog_title,
        "code_prefix": rules.code_head,
        "new_game": new_game_body(rules),
        "rules": rules.describe(),
    }


def _option(
    name: str, kind: str, default: Any, description: str, choices: list[Any] | None = None
) -> dict[str, Any]:
    option: dict[str, Any] = {"name": name, "type": kind, "default": default, "description": description}
    if choices is not None:
        option["choices"] = choices
    return option


GOLF_RULE_OPTIONS = [
    _option("wrap", "boolean", True, "K and A are adjacent ranks (easy mode); false is classic"),
    _option("queen_on_king", "boolean", True, "a queen may go on a king (strict rules: nothing on a king)"),
    _option("strict_draw", "boolean", False, "draw only when no card can be removed"),
    _option("scoring", "string", "points", "points (the app) or strokes (cards left)", ["points", "strokes"]),
    _option("jokers", "integer", 0, "wild jokers shuffled into the deck", [0, 1, 2]),
    _option("empty_discard", "boolean", False, "the discard starts empty; the player picks the first card"),
]
SETTINGS = [
    _option("explain", "boolean", True, "explain refused moves (the app's interactive rules)"),
    _option("double_tap", "boolean", True, "Canfield: a tapped card that cannot go up goes to a column"),
]
VARIANTS_DOCUMENT = dump(
    VARIANTS_SCHEMA,
    {
        "variants": [_variant(variant) for variant in VARIANTS if not isinstance(variant.rules, RoundRules)],
        "rounds": [_variant(variant) for variant in VARIANTS if isinstance(variant.rules, RoundRules)],
        "round_sizes": list(ROUND_SIZES),
        "golf_rule_options": GOLF_RULE_OPTIONS,
        "settings": SETTINGS,
    },
)


@bp.get("/variants")
def variants() -> Response:
    return revalidated(VARIANTS_DOCUMENT, FIXED)


@bp.get("/codes/<code>")
def describe_code(code: str) -> Response:
    try:
        parsed = parse_code(code)
    except CodeError as exc:
        raise code_error(exc) from None
    description: dict[str, Any] = {
        "code": str(parsed),
        "game": parsed.game,
        "variant": variant_of(parsed.rules),
        "deal": parsed.deal,
        "rules": parsed.rules.describe(),
    }
    if isinstance(parsed.rules, RoundRules):
        refuse_locked_play(code_asked(parsed))
        description |= {"layout": None, "holes": [str(hole) for hole in hole_codes(parsed)]}
    else:
        layout = deal_layout(parsed.rules, parsed.deal)
        refuse_locked_play(dealt_asked(layout, parsed.rules))
        description["layout"] = layout.to_json()
    return revalidated(dump(CODE_DESCRIPTION, description), REVALIDATED)
