"""Shared test helpers: build positions and replay lines."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from service.engine import Game, new_game, read_move
from service.engine.canfield import CanfieldGame
from service.engine.canfield_layout import CanfieldLayout
from service.engine.cards import parse_card, parse_cards
from service.engine.golf import GolfGame
from service.engine.golf_layout import GolfLayout
from service.engine.rules import CanfieldRules, GolfRules

PINNED: dict[str, Any] = json.loads(
    (Path(__file__).parents[2] / "service/engine/pinned-deals.json").read_text()
)

# The GO1-E-AAAAAAB table of docs/rules.md, columns listed covered -> free.
DOCUMENTED_COLUMNS = [
    ["6C", "5S", "QS", "TS", "6H"],
    ["2S", "KC", "4S", "2C", "8C"],
    ["TC", "AH", "2D", "5D", "JS"],
    ["3D", "QH", "AS", "KD", "4C"],
    ["JH", "3C", "7D", "8H", "9C"],
    ["TH", "4H", "7H", "7C", "8D"],
    ["3S", "7S", "3H", "9S", "5C"],
]


def replay(game: Game, line: list[dict[str, Any]]) -> Game:
    for raw in line:
        outcome = game.play(read_move(type(game), raw))
        assert outcome.accepted, (raw, outcome)
    return game


def golf_position(
    columns: list[str], discard: str, stock: str = "", rules: GolfRules | None = None
) -> GolfGame:
    """A Golf position written as text: columns ``"6C 5S"``, discard pile, stock (bottom first)."""
    layout = GolfLayout([parse_cards(c.split()) for c in columns], None, parse_cards(stock.split()))
    game = GolfGame(layout, rules or GolfRules())
    game.discard = parse_cards(discard.split())
    return game


def pinned_golf_after(moves: int) -> Game:
    return replay(new_game("GO1-E-AAAAAAB"), PINNED["GO1-E-AAAAAAB"]["winning_line_easy"][:moves])


def canfield_position(
    columns: list[str],
    reserve: str = "",
    waste: str = "",
    stock: str = "",
    foundations: list[str] | None = None,
    base: str = "7H",
    draw: int = 3,
    vegas: bool = False,
) -> CanfieldGame:
    """A Canfield position written as text (every pile bottom first); f1 holds the base."""
    game = CanfieldGame(
        CanfieldLayout(parse_cards(reserve.split()), parse_card(base), [[], [], [], []], []),
        CanfieldRules(draw=draw, vegas=vegas),  # type: ignore[arg-type]
    )
    for index, column in enumerate(columns):
        game.piles[2 + index] = parse_cards(column.split())
    game.piles[1] = parse_cards(waste.split())
    game.fan = min(len(game.piles[1]), draw)
    game.stock = parse_cards(stock.split())
    for index, pile in enumerate(foundations or [base]):
        game.piles[6 + index] = parse_cards(pile.split())
    return game


WORKED_ROUND: tuple[str, list[tuple[str, int]]] = (
    "GR1-C-9-AAAAAAB",
    [
        ("GO1-C-EFNMJNEXGWKSHT", 2),
        ("GO1-C-FOEFQGOCXAPYWT", 1),
        ("GO1-C-HFSDYUZWXCXHWO", 1),
        ("GO1-C-DHXHUWTZJLOOID", 2),
        ("GO1-C-DHWVLTRODMGNIF", 1),
        ("GO1-C-FRMFULOPCCEUTC", 1),
        ("GO1-C-GNPLXAPZOZILMR", 0),
        ("GO1-C-DXCWVGRJZEQJPL", 0),
        ("GO1-C-CDEYIAXVARHXOY", 2),
    ],
)
"""A round of nine classic holes: each hole's game code and the fewest cards the solver
can leave on it (its best; the solver's par of the round is their sum, 10, against par 45).
Computed once (2026-12-01) with ``service.solver.golf_best.best`` (exact, no budget) on each
hole dealt from its code, and checked then against the exhaustive walk of the engine's own
moves (``tests/solver/test_golf_best.reference_best``, 10 to 120 s a hole in plain Python);
``tests/solver/test_golf_best.py`` checks the solver still finds these numbers."""
