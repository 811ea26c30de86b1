"""What every game's solver is given and gives back: a ``Budget`` in, a ``SolveResult`` or
a ``Hint`` out.

Apart from the package's ``__init__`` so the game modules never import the package that
dispatches to them (tests/solver/test_imports.py), and left to the interpreter by the build
so these stay plain dataclasses, which pickle (a ``Budget`` goes to the schedule command's
worker processes; mypyc's frozen dataclasses cannot be unpickled).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..engine.game import Move

Verdict = Literal["winnable", "unwinnable", "unknown"]


@dataclass(frozen=True, slots=True)
class Budget:
    """How much search a caller may spend: wall-clock milliseconds and/or states."""

    ms: float | None = 1000.0
    states: int | None = None


@dataclass(slots=True)
class SolveResult:
    result: Verdict
    solution: list[Move] | None = None
    """The winning line from the given position, replayable with ``game.play`` in turn."""
    states: int = 0
    elapsed_ms: float = 0.0
    stats: dict[str, float] = field(default_factory=dict)
    best: int | None = None
    """Golf: the fewest cards the position can leave on the table (0 when winnable), or
    when ``best_exact`` is False the cards the best line found leaves; None for Canfield."""
    best_line: list[Move] | None = None
    """Golf: a line from the position to the end of the deal leaving ``best`` cards."""
    best_exact: bool = False


HintKind = Literal["winning", "best", "heuristic"]


@dataclass(frozen=True, slots=True)
class Hint:
    """The move to suggest (None once the game is over) and where it comes from:
    ``winning`` is the next move of a line the search proved wins, ``best`` (Golf) of a
    line the search proved leaves the fewest cards when none wins, ``heuristic`` the pick
    of a strong heuristic when the budget ran out first."""

    move: Move | None
    kind: HintKind
    result: Verdict
    best: int | None = None
    """Golf: the fewest cards the position can leave, when the search proved it."""


@dataclass(frozen=True, slots=True)
class Reveal:
    """What a daily deal's reveal shows once its results close: the solver's line from the
    deal's start, and the fewest cards it leaves (a round: its par) when the solver proves
    that number, else None."""

    line: list[Move]
    best: int | None


@dataclass(frozen=True, slots=True)
class Appraisal:
    """A deal the solver proves winnable, as the scheduler weighs it: its rating and, where
    the rating's own search found it (a round's course), its reveal; None: ask ``reveal``."""

    rating: float
    reveal: Reveal | None
