"""Search over engine positions: winnable / unwinnable / unknown, winning lines, hints.

Pure Python like the engine: no web, no database.  Each game has its own module
(``golf.py``, ``canfield.py``) exposing ``solve(game, budget) -> SolveResult``; this
package picks the right one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..engine import Move

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
