"""The solver routes: can this deal or position be won, and what should I play next?

Stateless like the play routes: a ``code`` or a sealed ``state`` in, the verdict out.  A
search is the most expensive thing we do, so it is bounded four ways: the budget a client
asks for is capped in time (``SOLVER_MAX_BUDGET_MS``; ``SOLVER_ANON_BUDGET_MS`` without a
bearer token) and in search states (``SOLVER_MAX_STATES``, which bounds the memory a
search can take); both routes share one allowance per client (``SOLVER_RATE_LIMIT``: the
player of the bearer token when one is sent, else the client address); a client address
runs one search at a time, whatever tokens it sends (four players' tokens from one
address once held every slot); and each worker process runs at most
``SOLVER_CONCURRENCY`` searches at once, each in a child process at the lowest CPU
priority (``searches``), so searches never hold a worker's threads' GIL or CPU and stall
the games it serves.

Neither route plays a daily deal whose results are open (``daily_lock``), for anyone: not
on a daily game either, its own player's included (a hint asked on a second account's game
of the same deal is the same hint).  The sealed state says which day's daily game it is, and
the calendar whether that day's results are open, whatever the lock's list holds.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from flask import Blueprint, Flask, current_app

from ..engine import CodeError, Game, new_game
from ..solver import Budget, SearchKind
from ..store import DatabaseUnavailable
from .auth import optional_player
from .counters import SOLVER_SECONDS
from .daily_lock import code_asked, daily_deal_live, open_daily_game, refuse_locked, state_asked
from .fastschema import dump
from .inputs import code_error, json_body, open_state
from .limits import client_key, one_at_a_time, spend
from .schemas import HINT, SOLUTION, load_hint_request, load_solve_request
from .searches import run_search, solver_busy

bp = Blueprint("solve", __name__, url_prefix="/v1")
DEFAULT_BUDGET_MS = 1000
SOLVER_SLOTS = "solver_slots"
"""``app.extensions`` key of the semaphore counting this process's running searches."""
SEARCH_OVERRUN_S = 5
"""How long past its time budget a search is still taken to be running (a client's marker
of a running search expires then, even if its worker died mid-search)."""


def install_solver_slots(app: Flask) -> None:
    app.extensions[SOLVER_SLOTS] = threading.BoundedSemaphore(app.config["SOLVER_CONCURRENCY"])


@contextmanager
def solver_slot() -> Iterator[None]:
    """One of the process's search slots, or a 503 at once (no queueing: a client can
    retry in a second, while a queued search would hold its thread waiting)."""
    slots: threading.BoundedSemaphore = current_app.extensions[SOLVER_SLOTS]
    if not slots.acquire(blocking=False):
        raise solver_busy("every search slot of this worker is taken")
    try:
        yield
    finally:
        slots.release()


def _search(kind: SearchKind, game: Game, budget: Budget) -> dict[str, Any]:
    """The client address's one running search (429 while another runs, with any token or
    none), on one of the worker's slots (503 when all are taken), run in a search process
    (``searches``)."""
    assert budget.ms is not None
    address = client_key(None)
    with one_at_a_time("search", address, budget.ms / 1000 + SEARCH_OVERRUN_S), solver_slot():
        started = time.perf_counter()
        answer = run_search(kind, game, budget, current_app.config["SOLVER_CONCURRENCY"])
    SOLVER_SECONDS.labels(game.game, answer["result"]).observe(time.perf_counter() - started)
    return answer


def _solver_player() -> uuid.UUID | None:
    """The bearer token's player (401 for a token that is no player's), or None: no token,
    or the database cannot say whose a token is (the solver works without it).  Their
    allowance is spent: the player's, else the client address's."""
    try:
        player = optional_player()
    except DatabaseUnavailable:
        player = None
    spend("SOLVER_RATE_LIMIT", "solver", client_key(player))
    return player


def _budget(body: dict[str, Any], player: uuid.UUID | None) -> Budget:
    """What the client asked for, within the server's caps: a player's time cap, or the
    smaller anonymous one."""
    config = current_app.config
    max_ms = config["SOLVER_MAX_BUDGET_MS"]
    if player is None:
        max_ms = min(max_ms, config["SOLVER_ANON_BUDGET_MS"])
    max_states = config["SOLVER_MAX_STATES"]
    return Budget(
        ms=min(body.get("budget_ms", DEFAULT_BUDGET_MS), max_ms),
        states=min(body.get("max_states") or max_states, max_states),
    )


def _unlocked_game(body: dict[str, Any]) -> Game:
    """The position to solve, unless it is a locked daily deal (403)."""
    if "state" in body:
        opened = open_state(body["state"])
        if open_daily_game(opened):
            raise daily_deal_live()
        refuse_locked(state_asked(opened))
        return opened.game
    try:
        game = new_game(body["code"])
    except CodeError as exc:
        raise code_error(exc) from None
    assert game.code is not None
    refuse_locked(code_asked(game.code))
    return game


@bp.post("/solve")
def solve_position() -> dict[str, Any]:
    player = _solver_player()
    body = load_solve_request(json_body())
    game, budget = _unlocked_game(body), _budget(body, player)
    found = _search("solve", game, budget)
    return dump(SOLUTION, found | {"budget_ms": budget.ms})


@bp.post("/hint")
def hint_move() -> dict[str, Any]:
    player = _solver_player()
    body = load_hint_request(json_body())
    opened, budget = open_state(body["state"]), _budget(body, player)
    if open_daily_game(opened):
        raise daily_deal_live()
    refuse_locked(state_asked(opened))
    return dump(HINT, _search("hint", opened.game, budget))
