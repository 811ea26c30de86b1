"""A round of Golf to the solver: the position of its current hole (``golf_best``), and
once that hole is over, the round's only move, ``next-hole``.  A round is nine (or
eighteen) deals, not one: the solver rates none of it."""

from __future__ import annotations

from dataclasses import replace

from ..engine.game import NEXT_HOLE, PLAYING
from ..engine.golf_round import GolfRoundGame
from . import golf_best
from .results import Budget, Hint, SolveResult


def solve(game: GolfRoundGame, budget: Budget) -> SolveResult:
    """The current hole's verdict, best and lines."""
    return golf_best.solve(game.hole, budget)


def hint(game: GolfRoundGame, budget: Budget) -> Hint:
    """The current hole's hint; once the hole is over, ``next-hole`` (the round's only move
    then), with the hole's verdict."""
    found = golf_best.hint(game.hole, budget)
    if found.move is None and game.status == PLAYING:
        return replace(found, move=NEXT_HOLE)
    return found
