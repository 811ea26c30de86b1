"""What a client can offer before playing: the variants and rule options, and the deal a
code names (codes are public by design: the shuffle is documented so clients can deal),
but for a live daily deal's (``service.daily.lock``)."""

from __future__ import annotations

import functools
from typing import Any

from flask import Blueprint, Response

from ...daily.lock import code_asked, dealt_asked
from ...engine import GAMES, CodeError, Rules, parse_code, variant_of
from ...engine.games import deal_layout, is_round, round_holes
from ...engine.registry import VariantFacts
from ...engine.rules import ROUND_SIZES
from ..schemas import WIRES
from ..schemas.catalog import CODE_DESCRIPTION, option
from ..web.caching import FIXED, REVALIDATED, revalidated
from ..web.daily_guard import refuse_locked_play
from ..web.fastschema import dump
from ..web.inputs import code_error

bp = Blueprint("catalog", __name__, url_prefix="/v1")


def new_game_body(rules: Rules) -> dict[str, Any]:
    """The ``POST /v1/games`` body that deals a random game of a preset."""
    return GAMES.of_rules(rules).new_game_body(rules)


def _variant(facts: VariantFacts) -> dict[str, Any]:
    rules = facts.rules
    return {
        "name": facts.name,
        "game": rules.game,
        "title": facts.catalog_title,
        "code_prefix": rules.code_head,
        "new_game": new_game_body(rules),
        "rules": rules.describe(),
    }


SETTINGS = [option("explain", "boolean", True, "explain refused moves (the app's interactive rules)")]
"""The settings every game reads; a game adds those only it reads (``GameWire.settings``)."""


@functools.lru_cache(maxsize=1)
def _document(games_version: int, wires_version: int) -> dict[str, Any]:
    """``GET /v1/variants``: every registered game's variants, rule options and settings,
    written once for the registries' versions, so again after a game joins or leaves."""
    games_fields = WIRES.catalog()
    return dump(
        WIRES.catalog_schema()(),
        {
            "variants": [_variant(facts) for facts in GAMES.variants if not is_round(facts.rules)],
            "rounds": [_variant(facts) for facts in GAMES.variants if is_round(facts.rules)],
            "round_sizes": list(ROUND_SIZES),
            **{name: part.value for name, part in games_fields.items()},
            "settings": [*SETTINGS, *WIRES.settings()],
        },
    )


@bp.get("/variants")
def variants() -> Response:
    return revalidated(_document(GAMES.version, WIRES.version), FIXED)


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
    holes = round_holes(parsed)
    if holes is not None:
        refuse_locked_play(code_asked(parsed))
        description |= {"layout": None, "holes": [str(hole) for hole in holes]}
    else:
        layout = deal_layout(parsed.rules, parsed.deal)
        refuse_locked_play(dealt_asked(layout, parsed.rules))
        description["layout"] = layout.to_json()
    return revalidated(dump(CODE_DESCRIPTION, description), REVALIDATED)
