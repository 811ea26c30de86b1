"""Search over engine positions: winnable / unwinnable / unknown, winning lines, hints.

Pure like the engine and compiled like it (plain Python without the build).  Each game has
its own modules (``golf*.py``, ``canfield*.py``); ``solvers.SOLVERS`` names each game's
solve, hint, rating, reveal, plainest line and line reader, which the functions here look
up; ``results`` holds what they take and give.  How each search works: docs/design/solvers.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from ..engine import GAMES, Game, Move, move_to_json, unpack
from .results import Appraisal, Budget, Hint, HintKind, Reveal, SolveResult, Verdict
from .solvers import solver_for

if TYPE_CHECKING:
    from .clairvoyance import Reading


def solve(game: Game, budget: Budget) -> SolveResult:
    """Solve ``game``'s position with the solver of its game."""
    return solver_for(game).solve(game, budget)


def hint(game: Game, budget: Budget) -> Hint:
    """The hint of ``game``'s solver for its position."""
    return solver_for(game).hint(game, budget)


def rate(game: Game, budget: Budget) -> float | None:
    """The solver's difficulty rating of a deal it proves winnable within ``budget`` (1
    easy to 10 hard; see ``golf_difficulty`` and ``canfield_difficulty``), else None; of a
    round of Golf, by its holes when their fewest strokes are proven (``golf_round.rate``)."""
    return solver_for(game).rate(game, budget)


def appraise(game: Game, budget: Budget) -> Appraisal | None:
    """``rate``'s rating with the reveal its search found (a round's), else None unless
    proven winnable within ``budget``; a deal published needs both, and a round's holes
    are the costly part of each."""
    own = solver_for(game).appraise
    if own is not None:
        return own(game, budget)
    rating = rate(game, budget)
    return None if rating is None else Appraisal(rating, None)


def reveal(game: Game, budget: Budget) -> Reveal | None:
    """What the reveal of ``game``'s deal shows (``Reveal``): its solver's own reveal, else
    the winning line from its start, leaving 0 cards where the solver is exact; None when
    nothing is proven within ``budget``."""
    own = solver_for(game).reveal
    if own is not None:
        return own(game, budget)
    found = solve(game, budget)
    if found.solution is None:
        return None
    return Reveal(found.solution, 0 if GAMES.of_game(game).solver_is_exact else None)


def plainest_line(game: Game) -> list[Move]:
    """The line of the plainest player from ``game``'s position (``GameSolver.plainest``),
    empty for a game without one."""
    plainest = solver_for(game).plainest
    return [] if plainest is None else plainest(game)


def reads_lines(game: Game) -> bool:
    """Whether ``game``'s solver can read a line for the clairvoyance review."""
    return solver_for(game).read_line is not None


def read_line(deal: Game, line: list[Move], chosen_winnable: bool, seed: int) -> Reading | None:
    """The clairvoyance review's reading of ``line`` (every action as played, undos
    included) from ``deal``'s start (``GameSolver.read_line``); ``chosen_winnable``: the deal
    was published only once proven winnable, which a player may know.  None for a game whose
    solver reads no line."""
    read = solver_for(deal).read_line
    return None if read is None else read(deal, line, chosen_winnable, seed)


SearchKind = Literal["solve", "hint"]


def search_answer(kind: SearchKind, packed: bytes, ms: float | None, states: int | None) -> dict[str, Any]:
    """A solve or a hint of a packed game (``engine.pack``), as JSON values: what crosses to
    and from a search process (service/api/web/searches.py), which so imports no more than the
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


__all__ = [
    "Appraisal",
    "Budget",
    "Hint",
    "HintKind",
    "Reveal",
    "SearchKind",
    "SolveResult",
    "Verdict",
    "appraise",
    "hint",
    "plainest_line",
    "rate",
    "reveal",
    "search_answer",
    "solve",
]
