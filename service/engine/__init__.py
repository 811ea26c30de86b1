"""The rules engine: pure Python, no web, no database, no I/O.

Start a game from a code (``new_game("GO1-E-AAAAAAB")``) or a written-out layout
(``custom_game``), then ``legal_moves()`` / ``play(move)``; ``pack``/``unpack`` give the
canonical bytes the API seals.
"""

from __future__ import annotations

from typing import Any

from .canfield import CanfieldGame
from .codes import CodeError, GameCode, format_code, parse_code
from .deals import LayoutError, canfield_layout_from_json, golf_layout_from_json
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


def custom_game(
    rules: GolfRules | CanfieldRules, layout: Any, settings: Settings = DEFAULT_SETTINGS
) -> AnyGame:
    """A game from an explicit initial layout; raise ``LayoutError`` naming what is wrong."""
    if isinstance(rules, GolfRules):
        return GolfGame(golf_layout_from_json(layout, rules), rules, None, settings)
    return CanfieldGame(canfield_layout_from_json(layout), rules, None, settings)


__all__ = [
    "AnyGame",
    "CanfieldGame",
    "CanfieldRules",
    "CodeError",
    "GameCode",
    "GolfGame",
    "GolfRules",
    "LayoutError",
    "Move",
    "MoveError",
    "Outcome",
    "PackError",
    "Settings",
    "custom_game",
    "format_code",
    "move_from_json",
    "move_to_json",
    "new_game",
    "pack",
    "parse_code",
    "unpack",
]
