"""The rules engine: pure Python, no web, no database, no I/O.

Start a game from a code (``new_game("GO1-E-AAAAAAB")``) or a written-out layout
(``custom_game``), then ``legal_moves()`` / ``play(move)``; ``pack``/``unpack`` give the
canonical bytes the API seals.  Every game is a ``Game`` (game.py declares the interface);
``games.game_class`` picks the one a set of rules plays.
"""

from __future__ import annotations

from typing import Any

from .binary import PackError
from .canfield import CanfieldGame
from .canfield_layout import CanfieldLayout
from .codes import CodeError, GameCode, format_code
from .deals import Layout, LayoutError, deal_fingerprint
from .game import (
    DEFAULT_SETTINGS,
    Game,
    GameName,
    GameStatus,
    Move,
    MoveError,
    Notice,
    Outcome,
    Refusal,
    Settings,
    move_from_json,
    move_notation,
    move_to_json,
)
from .games import GAMES, deal_layout, game_class, move_from_notation, parse_code, read_move
from .golf import GolfGame
from .golf_layout import GolfLayout
from .golf_round import GolfRoundGame, hole_codes
from .packing import pack, unpack
from .rules import CanfieldRules, GolfRules, RoundRules, Rules
from .variants import DAILY_VARIANTS, VARIANTS, Variant, variant_of


def new_game(code: str | GameCode, settings: Settings = DEFAULT_SETTINGS) -> Game:
    """Deal the game a code names; raise ``CodeError`` for a bad code."""
    parsed = parse_code(code) if isinstance(code, str) else code
    return game_class(parsed.rules).from_code(parsed, settings)


def dealt_game(code: GameCode, settings: Settings = DEFAULT_SETTINGS) -> tuple[Game, Layout]:
    """The game a code deals, and its layout (what the daily lock compares): the deal is
    shuffled once for both."""
    layout = deal_layout(code.rules, code.deal)
    return game_class(code.rules).from_layout(code.rules, layout, settings, code), layout


def read_layout(rules: Rules, raw: Any) -> Layout:
    """A written-out initial layout (API JSON) checked against ``rules``; raise
    ``LayoutError`` naming every problem."""
    return game_class(rules).read_layout(rules, raw)


def layout_game(rules: Rules, layout: Layout, settings: Settings = DEFAULT_SETTINGS) -> Game:
    """A custom deal: the game of a checked layout, with no code."""
    return game_class(rules).from_layout(rules, layout, settings)


def custom_game(rules: Rules, layout: Any, settings: Settings = DEFAULT_SETTINGS) -> Game:
    """A game from an explicit initial layout; raise ``LayoutError`` naming what is wrong."""
    return layout_game(rules, read_layout(rules, layout), settings)


__all__ = [
    "DAILY_VARIANTS",
    "GAMES",
    "VARIANTS",
    "CanfieldGame",
    "CanfieldLayout",
    "CanfieldRules",
    "CodeError",
    "Game",
    "GameCode",
    "GameName",
    "GameStatus",
    "GolfGame",
    "GolfLayout",
    "GolfRoundGame",
    "GolfRules",
    "Layout",
    "LayoutError",
    "Move",
    "MoveError",
    "Notice",
    "Outcome",
    "PackError",
    "Refusal",
    "RoundRules",
    "Rules",
    "Settings",
    "Variant",
    "custom_game",
    "deal_fingerprint",
    "dealt_game",
    "format_code",
    "game_class",
    "hole_codes",
    "layout_game",
    "move_from_json",
    "move_from_notation",
    "move_notation",
    "move_to_json",
    "new_game",
    "pack",
    "parse_code",
    "read_layout",
    "read_move",
    "unpack",
    "variant_of",
]
