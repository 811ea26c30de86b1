"""The games the engine plays (``GAMES``, a ``registry.Registry``): the one place a game is
chosen, by its rules (``game_class``), its packed kind or its code's prefix (``parse_code``),
and a move read against every game's moves (``read_move``, ``move_from_notation``).  The
built-in ones are listed here; another joins by ``GAMES.register``."""

from __future__ import annotations

from typing import Any, Final

from .canfield_entry import CANFIELD
from .cards import CardError
from .codes import CodeError, GameCode, mode_and_letters
from .deals import Layout
from .game import Game, Move, move_from_json
from .golf_entry import GOLF, GOLF_ROUND
from .registry import Registry, UnknownGame
from .rules import Rules
from .texts import N_, Text

GAMES: Final = Registry((GOLF, CANFIELD, GOLF_ROUND))


def game_class(rules: Rules) -> type[Game]:
    """The game that plays under ``rules``."""
    return GAMES.of_rules(rules).game_class


def parse_code(text: object) -> GameCode:
    """Read a code, case-insensitively; raise ``CodeError`` naming the part that is wrong."""
    if not isinstance(text, str):
        raise CodeError("code", Text(N_('a game code is a string such as "GO1-E-AAAAAAB"')))
    parts = text.strip().upper().split("-")
    try:
        entry = GAMES.of_prefix(parts[0])
    except UnknownGame:
        mode_and_letters(text, parts)  # a code of another form says so first
        prefixes = [
            Text("{prefix} ({game})", prefix=entry.code_prefix, game=Text(entry.game_class.TITLE))
            for entry in GAMES.entries
        ]
        template = N_('the game prefix "{prefix}" is none of {prefixes}')
        raise CodeError("prefix", Text(template, prefix=parts[0], prefixes=prefixes)) from None
    return entry.read_code(text, parts)


def deal_layout(rules: Rules, deal: int) -> Layout:
    """The layout of deal number ``deal`` under ``rules``."""
    dealer = GAMES.of_rules(rules).deal
    if dealer is None:
        raise ValueError("a round's code names several deals, one a hole (golf_round.hole_codes)")
    return dealer(rules, deal)


def layout_of(rules: Rules, order: list[int]) -> Layout:
    """The layout of cards in dealing order under ``rules`` (the inverse of
    ``deals.dealing_order``); the caller vouches that they are a whole deck of these rules."""
    reader = GAMES.of_rules(rules).layout_of
    if reader is None:
        raise ValueError(f"no layout of {type(rules).__name__} is dealt in one order")
    return reader(rules, order)


def read_move(game: type[Game], raw: dict[str, Any]) -> Move:
    """A move of ``game`` in the API's format; ``MoveError`` for one it has no such move,
    ``of_no_game`` when no registered game has one of that shape."""
    return move_from_json(raw, game, GAMES.moves, GAMES.move_targets)


def move_from_notation(text: str) -> Move:
    """The move ``game.move_notation`` wrote, of any registered game; ``ValueError`` for a
    text it never writes."""
    move = GAMES.move_of_notation(text[:1])
    if move is not None:
        try:
            return move.of_notation(text[1:])
        except (CardError, ValueError):
            pass
    raise ValueError(f"not a move's notation: {text!r}")


def is_round(rules: Rules) -> bool:
    """Whether a code under ``rules`` names several deals, one a hole (the catalog's
    ``rounds``, a board in strokes)."""
    return GAMES.of_rules(rules).hole_codes is not None


def round_holes(code: GameCode) -> tuple[GameCode, ...] | None:
    """The codes of the deals ``code`` names, one a hole, when it is a round's; None when it
    names one deal."""
    hole_codes = GAMES.of_rules(code.rules).hole_codes
    return None if hole_codes is None else hole_codes(code)
