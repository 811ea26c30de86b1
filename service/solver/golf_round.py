"""A round of Golf to the solver: the position of its current hole (``golf_best``), and
once that hole is over, the round's only move, ``next-hole``.  For the daily round, the
course from its start (``course``): the fewest strokes of each hole, their sum the solver's
par, and a line reaching them (its reveal, ``reveal``); and its difficulty by its holes
(``rate``), or both from one play of the course (``appraise``)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.game import PLAYING, Move
from ..engine.golf_round import GolfRoundGame
from ..engine.golf_vocabulary import NEXT_HOLE
from . import golf_best, golf_difficulty
from .results import Appraisal, Budget, Hint, Reveal, SolveResult


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


UNCLEARABLE_RATING = 10.0
"""A hole the solver cannot clear rates as hard as the scale goes: no play clears it."""


@dataclass(frozen=True, slots=True)
class Course:
    """A round as the solver plays it from its start: the fewest strokes of each hole (exact)
    and a line reaching them, each hole's best line with ``next-hole`` between."""

    strokes: list[int]
    line: list[Move]
    ratings: list[float]
    """Each hole's difficulty (``golf_difficulty``; ``UNCLEARABLE_RATING`` for a hole it
    cannot clear), when asked for."""

    @property
    def par(self) -> int:
        """The solver's par of the course: its fewest strokes, summed."""
        return sum(self.strokes)


def course(game: GolfRoundGame, budget: Budget, *, rated: bool = False) -> Course | None:
    """The solver's play of ``game``'s round from its first hole (whatever position
    ``game`` is in), each hole's search within ``budget``; None when a hole's fewest strokes
    are not proven within it (a par must be exact).  ``rated``: each hole's difficulty too."""
    assert game.code is not None
    round_game = GolfRoundGame(game.code)
    strokes: list[int] = []
    line: list[Move] = []
    ratings: list[float] = []
    while True:
        hole = round_game.hole
        found = golf_best.solve(hole, budget)
        if not found.best_exact or found.best is None or found.best_line is None:
            return None
        if rated:
            difficulty = golf_difficulty.rate(hole, budget) if found.best == 0 else None
            ratings.append(UNCLEARABLE_RATING if difficulty is None else difficulty.rating)
        for move in found.best_line:
            round_game.play(move)
        strokes.append(found.best)
        line += found.best_line
        if round_game.status != PLAYING:
            return Course(strokes, line, ratings)
        round_game.play(NEXT_HOLE)
        line.append(NEXT_HOLE)


def reveal(game: GolfRoundGame, budget: Budget) -> Reveal | None:
    """The daily round's reveal: the course's line through its holes and its par; None
    unless every hole's fewest strokes are proven within ``budget``."""
    played = course(game, budget)
    return None if played is None else Reveal(played.line, played.par)


def appraise(game: GolfRoundGame, budget: Budget) -> Appraisal | None:
    """A round's difficulty (``rate``) and its reveal from one play of its course: the
    scheduler asks both of every round it publishes, and the holes' search is most of each."""
    found = course(game, budget, rated=True)
    if found is None:
        return None
    return Appraisal(round(sum(found.ratings) / len(found.ratings), 1), Reveal(found.line, found.par))


def rate(game: GolfRoundGame, budget: Budget) -> float | None:
    """A round's difficulty, by its holes: the mean of their ratings (1 easy to 10 hard, a
    hole the solver cannot clear 10), one decimal; None unless every hole's fewest strokes
    are proven within ``budget`` (the daily round's par is exact)."""
    found = appraise(game, budget)
    return None if found is None else found.rating
