"""The solver routes: can this deal or position be won, and what should I play next?

Stateless like the play routes: a ``code`` or a sealed ``state`` in, the verdict out.  The
budget a client asks for is capped by ``SOLVER_MAX_BUDGET_MS``, the routes are rate
limited per client (``SOLVER_RATE_LIMIT``), and each worker process runs at most
``SOLVER_CONCURRENCY`` searches at once: a search is the most expensive thing we do, and
searches holding every thread of a worker would stall the games it serves.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from flask import Blueprint, Flask, current_app

from ..engine import AnyGame, CodeError, new_game
from ..engine.game import move_to_json
from ..solver import Budget, hint, solve
from .errors import ApiError
from .limits import rate_limited
from .metrics import SOLVER_SECONDS
from .play import code_error, json_body, open_state
from .schemas import load_hint_request, load_solve_request

bp = Blueprint("solve", __name__, url_prefix="/v1")
DEFAULT_BUDGET_MS = 1000
SOLVER_SLOTS = "solver_slots"
"""``app.extensions`` key of the semaphore counting this process's running searches."""
BUSY_RETRY_AFTER_S = 1


def install_solver_slots(app: Flask) -> None:
    app.extensions[SOLVER_SLOTS] = threading.BoundedSemaphore(app.config["SOLVER_CONCURRENCY"])


@contextmanager
def solver_slot() -> Iterator[None]:
    """One of the process's search slots, or a 503 at once (no queueing: a client can
    retry in a second, while a queued search would hold its thread waiting)."""
    slots: threading.BoundedSemaphore = current_app.extensions[SOLVER_SLOTS]
    if not slots.acquire(blocking=False):
        raise ApiError(
            503,
            "solver-busy",
            "The solver is busy",
            f"every search slot of this worker is taken; retry after {BUSY_RETRY_AFTER_S} s",
            headers={"Retry-After": str(BUSY_RETRY_AFTER_S)},
        )
    try:
        yield
    finally:
        slots.release()


def _budget(body: dict[str, Any]) -> Budget:
    cap = current_app.config["SOLVER_MAX_BUDGET_MS"]
    return Budget(ms=min(body.get("budget_ms", DEFAULT_BUDGET_MS), cap), states=body.get("max_states"))


def _game(body: dict[str, Any]) -> AnyGame:
    if "state" in body:
        return open_state(body["state"])
    try:
        return new_game(body["code"])
    except CodeError as exc:
        raise code_error(exc) from None


@bp.post("/solve")
@rate_limited("SOLVER_RATE_LIMIT")
def solve_position() -> dict[str, Any]:
    body = load_solve_request(json_body())
    game, budget = _game(body), _budget(body)
    with solver_slot():
        started = time.perf_counter()
        found = solve(game, budget)
    SOLVER_SECONDS.labels(game.game, found.result).observe(time.perf_counter() - started)
    return {
        "result": found.result,
        "solution": None if found.solution is None else [move_to_json(m) for m in found.solution],
        "states": found.states,
        "elapsed_ms": round(found.elapsed_ms, 3),
        "budget_ms": budget.ms,
    }


@bp.post("/hint")
@rate_limited("SOLVER_RATE_LIMIT")
def hint_move() -> dict[str, Any]:
    body = load_hint_request(json_body())
    game, budget = open_state(body["state"]), _budget(body)
    with solver_slot():
        started = time.perf_counter()
        suggestion = hint(game, budget)
    SOLVER_SECONDS.labels(game.game, suggestion.result).observe(time.perf_counter() - started)
    return {
        "move": None if suggestion.move is None else move_to_json(suggestion.move),
        "kind": suggestion.kind,
        "result": suggestion.result,
    }
