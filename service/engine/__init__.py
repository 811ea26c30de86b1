"""The rules engine: pure Python, no web, no database, no I/O.

Start a game from a code (``new_game("GO1-E-AAAAAAB")``) or a written-out layout
(``custom_game``), then ``legal_moves()`` / ``play(move)``; ``pack``/``unpack`` give the
canonical bytes the API seals.
"""

from __future__ import annotations

from typing import Any

from .canfield import CanfieldGame
from .codes import CodeError, GameCode, format_code, parse_code
from .deals import (
    CanfieldLayout,
    Layout,
    LayoutError,
    canfield_layout_from_json,
    deal_fingerprint,
    deal_layout,
    golf_layout_from_json,
)
from .game import DEFAULT_SETTINGS, Move, MoveError, Outcome, Settings, move_from_json, move_to_json
from .golf import GolfGame
from .packing import PackError, pack, unpack
from .rules import CanfieldRules, GolfRules

AnyGame = GolfGame | CanfieldGame


def new_game(code: str | GameCode, settings: Settings = DEFAULT_SETTINGS) -> AnyGame:
    """Deal the game a code names; raise ``CodeError`` for a bad code."""
    parsed = parse_code(code) if isinstance(code, str) else code
    if isinstance(parsed.rules, GolfRules):
        return GolfGame.from_code(parsed, settings)
    return CanfieldGame.from_code(parsed, settings)


def read_layout(rules: GolfRules | CanfieldRules, raw: Any) -> Layout:
    """A written-out initial layout (API JSON) checked against ``rules``; raise
    ``LayoutError`` naming every problem."""
    if isinstance(rules, GolfRules):
        return golf_layout_from_json(raw, rules)
    return canfield_layout_from_json(raw)


def layout_game(
    rules: GolfRules | CanfieldRules, layout: Layout, settings: Settings = DEFAULT_SETTINGS
) -> AnyGame:
    """A custom deal: the game of a checked layout, with no code."""
    if isinstance(rules, GolfRules):
        assert not isinstance(layout, CanfieldLayout)
        return GolfGame(layout, rules, None, settings)
    assert isinstance(layout, CanfieldLayout)
    return CanfieldGame(layout, rules, None, settings)


def custom_game(
    rules: GolfRules | CanfieldRules, layout: Any, settings: Settings = DEFAULT_SETTINGS
) -> AnyGame:
    """A game from an explicit initial layout; raise ``LayoutError`` naming what is wrong."""
    return layout_game(rules, read_layout(rules, layout), settings)


def code_fingerprint(code: GameCode) -> bytes:
    """The fingerprint of the deal a code names (``deals.deal_fingerprint``)."""
    return deal_fingerprint(deal_layout(code.rules, code.deal))


__all__ = [
    "AnyGame",
    "CanfieldGame",
    "CanfieldRules",
    "CodeError",
    "GameCode",
    "GolfGame",
    "GolfRules",
    "Layout",
    "LayoutError",
    "Move",
    "MoveError",
    "Outcome",
    "PackError",
    "Settings",
    "code_fingerprint",
    "custom_game",
    "deal_fingerprint",
    "format_code",
    "layout_game",
    "move_from_json",
    "move_to_json",
    "new_game",
    "pack",
    "parse_code",
    "read_layout",
    "unpack",
]
