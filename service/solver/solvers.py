"""The solver of each game, keyed by its registry entry's ``solver``: the one place a game's
solver is chosen (``solver_for``), as ``engine/games.py`` is the one place a game is.

A game joins by a ``GameSolver`` entry in ``SOLVERS`` (a game beyond the built-in ones by
``register_solver``); the package's ``solve``, ``hint`` and ``rate`` look it up.  The game
modules import only ``results`` and their own helpers, never the package, so nothing here
is imported inside a function.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.canfield import CanfieldGame
from ..engine.game import Game, Move
from ..engine.games import GAMES
from ..engine.golf import GolfGame
from . import (
    canfield,
    canfield_difficulty,
    canfield_hints,
    golf_best,
    golf_clairvoyance,
    golf_difficulty,
    golf_round,
)
from .clairvoyance import Reading
from .results import Appraisal, Budget, Hint, Reveal, SolveResult


@dataclass(frozen=True, slots=True)
class GameSolver:
    """What the service asks of a game's solver, each function taking a game of the class
    it is registered for."""

    solve: Callable[[Any, Budget], SolveResult]
    """The verdict on a position, with a winning line when there is one."""
    hint: Callable[[Any, Budget], Hint]
    """The move to suggest in a position."""
    rate: Callable[[Any, Budget], float | None]
    """The difficulty of a deal the solver proves winnable within the budget (1 easy to
    10 hard), else None; a round's, by its holes, when every hole's fewest strokes are
    proven (``golf_round.rate``)."""
    reveal: Callable[[Any, Budget], Reveal | None] | None = None
    """A daily deal's reveal from its start when it is not ``solve``'s winning line (a
    round's: its course through the holes and its par); None: ``solve``'s."""
    appraise: Callable[[Any, Budget], Appraisal | None] | None = None
    """The rating and the reveal from one search, where both come from it (a round's
    course: every hole searched once, not once to rate and again to reveal); None:
    ``rate``, the reveal asked apart."""
    plainest: Callable[[Any], list[Move]] | None = None
    """The line of the plainest player from a position, one who searches nothing (Golf's:
    the first card that fits, else a draw): playing it is no sign of a solver; None for a
    game without one."""
    read_line: Callable[[Any, list[Move], bool, int], Reading] | None = None
    """The clairvoyance review's reading of a line from a deal's start (the line with its
    undos, whether the deal was chosen winnable, the samples' seed); None: not reviewed."""


def golf_rating(game: GolfGame, budget: Budget) -> float | None:
    rated = golf_difficulty.rate(game, budget)
    return None if rated is None else rated.rating


def canfield_rating(game: CanfieldGame, budget: Budget) -> float | None:
    return canfield_difficulty.difficulty(game, budget).rating  # None unless winnable


SOLVERS: dict[str, GameSolver] = {
    "golf": GameSolver(
        golf_best.solve,
        golf_best.hint,
        golf_rating,
        plainest=golf_difficulty.plainest_line,
        read_line=golf_clairvoyance.read_deal,
    ),
    "golf_round": GameSolver(
        golf_round.solve,
        golf_round.hint,
        golf_round.rate,
        reveal=golf_round.reveal,
        appraise=golf_round.appraise,
        read_line=golf_clairvoyance.read_round_game,
    ),
    "canfield": GameSolver(canfield.solve, canfield_hints.hint, canfield_rating),
}
"""By the key a game's registry entry names (``GameEntry.solver``)."""


def register_solver(key: str, solver: GameSolver) -> None:
    """Add the solver of a game registered beside the built-in ones (``service.game_modules``);
    ``ValueError`` if ``key`` is another solver's."""
    if SOLVERS.setdefault(key, solver) is not solver:
        raise ValueError(f"the solver key {key} is taken")


def solver_for(game: Game) -> GameSolver:
    """The solver of ``game``'s own class (``KeyError`` for a game with none)."""
    return SOLVERS[GAMES.of_game(game).solver]
