"""The solver routes: can this deal or position be won, and what should I play next?

Stateless like the play routes: a ``code`` or a sealed ``state`` in, the verdict out.  A
search is the most expensive thing we do, so it is bounded four ways: a capped budget, a
rate per client, one search a client at a time, and a worker's few slots shared fairly
(``solver_queue``) in low-priority child processes (``searches``).  Neither route plays a
daily deal whose results are open, for anyone (``service.daily.lock``).  docs/design/searches.md.
"""

from __future__ import annotations

import uuid
from typing import Any

from flask import Blueprint, Flask, current_app

from ...daily.lock import code_asked
from ...engine import CodeError, Game, new_game
from ...solver import Budget
from ...store import DatabaseUnavailable
from ..schemas import HINT, SOLUTION, load_hint_request, load_solve_request
from ..web.auth import optional_player
from ..web.daily_guard import refuse_locked, refuse_open_daily_game, state_asked
from ..web.documents import vegas_deal_in_play
from ..web.fastschema import dump
from ..web.inputs import OpenedState, code_error, json_body, open_state
from ..web.limits import client_key, spend_rate_limit
from ..web.problems import VEGAS_DEAL_IN_PLAY
from ..web.searches import SOLVER_QUEUE, limited_search
from ..web.solver_queue import FairQueue

bp = Blueprint("solve", __name__, url_prefix="/v1")
DEFAULT_BUDGET_MS = 1000


def install_solver_slots(app: Flask) -> None:
    config = app.config
    slots = config["SOLVER_CONCURRENCY"]
    unestablished = max(1, int(slots * config["SOLVER_UNESTABLISHED_SHARE"]))
    app.extensions[SOLVER_QUEUE] = FairQueue(slots, unestablished, config["SOLVER_QUEUE_SEATS"])


def _solver_player() -> uuid.UUID | None:
    """The bearer token's player (401 for a token that is no player's), or None: no token,
    or the database cannot say whose a token is (the solver works without it).  Their
    allowance is spent: the player's, else the client address's."""
    try:
        player = optional_player()
    except DatabaseUnavailable:
        player = None
    spend_rate_limit("SOLVER_RATE_LIMIT", "solver", client_key(player))
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
        refuse_open_daily_game(opened)
        _refuse_vegas_deal(opened)
        refuse_locked(state_asked(opened))
        return opened.game
    try:
        game = new_game(body["code"])
    except CodeError as exc:
        raise code_error(exc) from None
    assert game.code is not None
    refuse_locked(code_asked(game.code))
    return game


def _refuse_vegas_deal(opened: OpenedState) -> None:
    """403 for a Vegas Canfield game of a player's: played for their balance, so the solver
    plays it for nobody (docs/design/vegas.md)."""
    if vegas_deal_in_play(opened.game, opened.envelope):
        raise VEGAS_DEAL_IN_PLAY()


@bp.post("/solve")
def solve_position() -> dict[str, Any]:
    player = _solver_player()
    body = load_solve_request(json_body())
    game, budget = _unlocked_game(body), _budget(body, player)
    return dump(SOLUTION, limited_search("solve", game, budget))


@bp.post("/hint")
def hint_move() -> dict[str, Any]:
    player = _solver_player()
    body = load_hint_request(json_body())
    opened, budget = open_state(body["state"]), _budget(body, player)
    refuse_open_daily_game(opened)
    _refuse_vegas_deal(opened)
    refuse_locked(state_asked(opened))
    return dump(HINT, limited_search("hint", opened.game, budget))
