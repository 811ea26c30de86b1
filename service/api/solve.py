"""The solver routes: can this deal or position be won, and what should I play next?

Stateless like the play routes: a ``code`` or a sealed ``state`` in, the verdict out.  The
budget a client asks for is capped by ``SOLVER_MAX_BUDGET_MS``, the routes are rate
limited per client (``SOLVER_RATE_LIMIT``), and each worker process runs at most
``SOLVER_CONCURRENCY`` searches at once: a search is the most expensive thing we do, and
searches holding every thread of a worker would stall the games it serves.

Neither route plays a daily deal whose results are open (``daily_lock``), except a hint
on the caller's own daily game, which the server counts against their result.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from flask import Blueprint, Flask, current_app

from ..engine import CodeError, Game, code_fingerprint, new_game
from ..engine.game import move_to_json
from ..solver import Budget, hint, solve
from .auth import authenticated_player, state_not_yours
from .daily_lock import daily_deal_live, locked_holders, state_fingerprint
from .db import record_pool_stats, store
from .errors import ApiError
from .inputs import OpenedState, code_error, json_body, open_state
from .limits import rate_limited
from .metrics import SOLVER_SECONDS
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


def _unlocked_game(body: dict[str, Any]) -> Game:
    """The position to solve, unless it is a locked daily deal (403)."""
    if "state" in body:
        opened = open_state(body["state"])
        game, fingerprint = opened.game, state_fingerprint(opened)
    else:
        try:
            game = new_game(body["code"])
        except CodeError as exc:
            raise code_error(exc) from None
        assert game.code is not None
        fingerprint = code_fingerprint(game.code)
    if locked_holders(fingerprint):
        raise daily_deal_live()
    return game


@bp.post("/solve")
@rate_limited("SOLVER_RATE_LIMIT")
def solve_position() -> dict[str, Any]:
    body = load_solve_request(json_body())
    game, budget = _unlocked_game(body), _budget(body)
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


def _own_daily_game(opened: OpenedState) -> bool:
    """Whether a state of a locked deal is the caller's own daily game of a day it is locked
    for (401 when it is someone's daily game and the caller sent no token, 403 when it is
    another player's); any other state of a locked deal is refused (403)."""
    holders = locked_holders(state_fingerprint(opened))
    if not holders:
        return False
    daily, player = opened.envelope.daily, opened.envelope.player
    if (
        daily is None
        or player is None
        or all((d.day, d.variant) != (daily.day, daily.variant) for d in holders)
    ):
        raise daily_deal_live()
    if authenticated_player() != player:
        raise state_not_yours("this daily game was started by another player: ask for hints on your own")
    return True


@bp.post("/hint")
@rate_limited("SOLVER_RATE_LIMIT")
def hint_move() -> dict[str, Any]:
    body = load_hint_request(json_body())
    opened, budget = open_state(body["state"]), _budget(body)
    counted = _own_daily_game(opened)
    game = opened.game
    with solver_slot():
        started = time.perf_counter()
        suggestion = hint(game, budget)
    SOLVER_SECONDS.labels(game.game, suggestion.result).observe(time.perf_counter() - started)
    answer: dict[str, Any] = {
        "move": None if suggestion.move is None else move_to_json(suggestion.move),
        "kind": suggestion.kind,
        "result": suggestion.result,
    }
    if counted:
        daily, player = opened.envelope.daily, opened.envelope.player
        assert daily is not None and player is not None
        answer["daily_hints"] = store().count_hint(daily.day, daily.variant, player)
    return answer


bp.after_request(record_pool_stats)
