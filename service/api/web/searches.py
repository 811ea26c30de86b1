"""Searches run in child processes at the lowest CPU priority, so play never waits for them.

A search holds the GIL for its whole budget: in a worker's thread it raised the moves' p99
five-fold (bench/http.md).  Each worker keeps a pool of ``SOLVER_CONCURRENCY`` spawned
children (never a fork of a threaded worker; a program searching through the app guards its
main module), replaced every ``SEARCHES_PER_CHILD`` searches to give memory back; the game
crosses as packed bytes, the answer as JSON.  A dead child is a 503 and a new pool
(docs/design/searches.md)."""

from __future__ import annotations

import datetime as dt
import multiprocessing
import os
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Any

from flask import current_app, g

from ...engine import Game, pack
from ...engine.texts import N_, Text
from ...search import process as search_process
from ...solver import Budget, SearchKind, search_answer
from ...store import Account
from .counters import SOLVER_SECONDS, SOLVER_WAIT
from .limits import client_key, one_at_a_time
from .problems import SOLVER_BUSY, ApiError
from .solver_queue import FairQueue, NoTurn, Outcome

SEARCHES_PER_CHILD = 100
RETRY_AFTER_S = 1

_pools: dict[tuple[int, tuple[str, ...]], ProcessPoolExecutor] = {}
"""The process's pools by size and game modules (one in a worker; tests build apps of several)."""
_pools_lock = threading.Lock()


def _the_pool(children: int) -> ProcessPoolExecutor:
    game_modules = tuple(current_app.config["GAME_MODULES"])
    with _pools_lock:
        key = (children, game_modules)
        if key not in _pools:
            _pools[key] = ProcessPoolExecutor(
                children,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=search_process.start,  # imports nothing of the web stack
                initargs=(os.getpid(), game_modules),
                max_tasks_per_child=SEARCHES_PER_CHILD,
            )
        return _pools[key]


def _forget(broken: ProcessPoolExecutor) -> None:
    with _pools_lock:
        for key, pool in list(_pools.items()):
            if pool is broken:
                del _pools[key]
    broken.shutdown(wait=False, cancel_futures=True)


def run_search(kind: SearchKind, game: Game, budget: Budget, children: int) -> dict[str, Any]:
    """Search ``game`` in a child process (one of ``children``); the caller holds one of
    the worker's solver slots, so a child is free."""
    pool = _the_pool(children)
    try:
        answer: dict[str, Any] = pool.submit(
            search_answer, kind, pack(game), budget.ms, budget.states
        ).result()
    except BrokenProcessPool:
        _forget(pool)
        raise solver_busy(N_("the search process stopped (out of memory?)")) from None
    return answer


def solver_busy(why: str) -> ApiError:
    """503 with ``Retry-After``: a client can retry in a second (``why``, a fixed text)."""
    detail = Text(N_("{why}; retry after {seconds} s"), why=Text(why), seconds=RETRY_AFTER_S)
    return SOLVER_BUSY(detail, headers={"Retry-After": str(RETRY_AFTER_S)})


SOLVER_QUEUE = "solver_queue"
"""``app.extensions`` key of this process's ``FairQueue`` of search slots."""
_NO_TURN = {
    Outcome.TURNED_AWAY: N_("every search slot and waiting seat of this worker is taken"),
    Outcome.TIMED_OUT: N_("no search slot of this worker came free in time"),
}


@contextmanager
def solver_slot(client: str, established: bool) -> Iterator[bool]:
    """One of the process's search slots in ``client``'s turn (``solver_queue``), or 503
    ``solver-busy``; whether the slot is contended."""
    queue: FairQueue = current_app.extensions[SOLVER_QUEUE]
    caller, arrived = "established" if established else "unestablished", time.perf_counter()
    try:
        with queue.turn(client, established, current_app.config["SOLVER_QUEUE_WAIT_S"]) as turn:
            SOLVER_WAIT.labels(caller, "served").observe(time.perf_counter() - arrived)
            yield turn.contended
    except NoTurn as refused:
        SOLVER_WAIT.labels(caller, refused.outcome.value).observe(refused.waited_s)
        raise solver_busy(_NO_TURN[refused.outcome]) from None


SEARCH_OVERRUN_S = 5
"""How long past its wait and time budget a search is still taken to be running (a
client's marker of a running search expires then, even if its worker died mid-search)."""


def _solver_client() -> tuple[str, bool]:
    """Who the search is for (the player of the request's valid token, else the client
    address) and whether that is an established player (signed up at least
    ``SOLVER_ESTABLISHED_AGE_S`` ago)."""
    account: Account | None = g.get("account")
    if account is None:
        return client_key(None), False
    established_age = dt.timedelta(seconds=current_app.config["SOLVER_ESTABLISHED_AGE_S"])
    return client_key(account.player), account.age >= established_age


def limited_search(kind: SearchKind, game: Game, budget: Budget) -> dict[str, Any]:
    """The client's one running search (429 while another runs), in its turn for one of
    the worker's slots (503 when none comes in time), run in a search process
    (``searches``); the answer says the budget it had (cut when the slot is contended)."""
    assert budget.ms is not None
    config = current_app.config
    client, established = _solver_client()
    longest_s = budget.ms / 1000 + config["SOLVER_QUEUE_WAIT_S"] + SEARCH_OVERRUN_S
    with one_at_a_time("search", client, longest_s), solver_slot(client, established) as contended:
        if contended:
            budget = Budget(min(budget.ms, config["SOLVER_CONTENDED_BUDGET_MS"]), budget.states)
        started = time.perf_counter()
        answer = run_search(kind, game, budget, config["SOLVER_CONCURRENCY"])
    SOLVER_SECONDS.labels(game.game, answer["result"]).observe(time.perf_counter() - started)
    return answer | {"budget_ms": budget.ms}
