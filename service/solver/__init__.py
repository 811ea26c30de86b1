"""Search over engine positions: winnable / unwinnable / unknown, winning lines, hints.

Pure like the engine: no web, no database; like the engine, compiled with mypyc by
scripts/bootstrap, the same modules running as plain Python without the build.  Each game
has its own module (``golf.py``, ``canfield.py``) exposing ``solve(game, budget) ->
SolveResult``; this package picks the right one.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ..engine import CanfieldGame, Game, GolfGame, GolfRoundGame, Move, move_to_json, unpack
from ..engine.game import NEXT_HOLE, PLAYING

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


def solve(game: Game, budget: Budget) -> SolveResult:
    """Solve ``game``'s position with the solver of its game (a round's: its current hole's)."""
    from . import canfield, golf_best  # the game modules import this package's types

    if isinstance(game, GolfRoundGame):
        game = game.hole
    if isinstance(game, GolfGame):
        return golf_best.solve(game, budget)
    assert isinstance(game, CanfieldGame)
    return canfield.solve(game, budget)


def hint(game: Game, budget: Budget) -> Hint:
    """The hint of ``game``'s solver for its position.  In a round, the current hole's; once
    the hole is over, ``next-hole`` (the round's only move then), with the hole's verdict."""
    from . import canfield, golf_best

    if isinstance(game, GolfRoundGame):
        found = golf_best.hint(game.hole, budget)
        if found.move is None and game.status == PLAYING:
            return replace(found, move=NEXT_HOLE)
        return found
    if isinstance(game, GolfGame):
        return golf_best.hint(game, budget)
    assert isinstance(game, CanfieldGame)
    return canfield.hint(game, budget)


def rate(game: Game, budget: Budget) -> float | None:
    """The solver's difficulty rating of a deal it proves winnable within ``budget`` (1
    easy to 10 hard; see ``golf_difficulty`` and ``canfield.difficulty``), else None."""
    from . import canfield, golf_difficulty

    if isinstance(game, GolfGame):
        rated = golf_difficulty.rate(game, budget)
        return None if rated is None else rated.rating
    assert isinstance(game, CanfieldGame)
    canfield_rating = canfield.difficulty(game, budget)
    return canfield_rating.rating if canfield_rating.verdict == "winnable" else None


SearchKind = Literal["solve", "hint"]


def search_answer(kind: SearchKind, packed: bytes, ms: float | None, states: int | None) -> dict[str, Any]:
    """A solve or a hint of a packed game (``engine.pack``), as JSON values: what crosses to
    and from a search process (service/api/searches.py), which so imports no more than the
    engine and this package."""
    game, budget = unpack(packed), Budget(ms=ms, states=states)
    if kind == "solve":
        found = solve(game, budget)
        answer: dict[str, Any] = {
            "result": found.result,
            "solution": None if found.solution is None else [move_to_json(m) for m in found.solution],
            "states": found.states,
            "elapsed_ms": round(found.elapsed_ms, 3),
        }
        if found.best is not None and found.best_line is not None:
            answer |= {
                "best": found.best,
                "best_line": [move_to_json(m) for m in found.best_line],
                "best_exact": found.best_exact,
            }
        return answer
    suggestion = hint(game, budget)
    answer = {
        "move": None if suggestion.move is None else move_to_json(suggestion.move),
        "kind": suggestion.kind,
        "result": suggestion.result,
    }
    if suggestion.best is not None:
        answer["best"] = suggestion.best
    return answer
