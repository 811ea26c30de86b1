"""Canfield hints: the next move of a winning line when the search finds one within the
budget, else the move of a one-move-deep heuristic (``heuristic_move``) that judges engine
positions by ``canfield_scoring.position_value``."""

from __future__ import annotations

from typing import Final

from ..engine.canfield import COLUMNS, FOUNDATIONS, CanfieldGame
from ..engine.game import DRAW, Move, Transfer
from .canfield import solve
from .canfield_scoring import position_value
from .results import Budget, Hint

FOUNDATION_TAKEN_BACK: Final = 10
"""What the heuristic charges a move off a foundation, beyond the card it loses there: it
undoes progress, so it is made only when nothing else is left."""


def heuristic_move(game: CanfieldGame) -> Move | None:
    """The legal move that most improves ``position_value``; a draw when nothing does.

    Moves off the foundations count against (they undo progress), and a column move that
    changes nothing the value sees is only worth making when it uncovers a card that can
    then go to a foundation.
    """
    before = position_value(game)
    best: tuple[int, Move] | None = None
    for move in game.legal_moves():
        if not isinstance(move, Transfer):
            continue
        source, _ = game.locate(move.card)
        trial = game.copy()
        trial.play(move)
        gain = position_value(trial) - before
        if source in FOUNDATIONS:
            gain -= FOUNDATION_TAKEN_BACK
        elif source in COLUMNS and gain <= 0:
            column = trial.piles[source]
            fits = bool(column) and column[-1] in trial.foundation_wants()
            gain = 1 if fits else -1
        if best is None or gain > best[0]:
            best = (gain, move)
    if best is not None and best[0] > 0:
        return best[1]
    if game.stock or game.waste:
        return DRAW
    return None if best is None else best[1]


def hint(game: CanfieldGame, budget: Budget) -> Hint:
    """The next move of a winning line found within ``budget``, else the heuristic's move."""
    if game.status == "won":
        return Hint(None, "heuristic", "winnable")
    result = solve(game, budget)
    if result.result == "winnable" and result.solution:
        return Hint(result.solution[0], "winning", "winnable")
    return Hint(heuristic_move(game), "heuristic", result.result)
