"""What a search process (``service/api/web/searches.py``) does first, before any search: it
takes the lowest CPU priority, and it ends when its worker does.

A worker killed without shutting its pool down would leave its children waiting for ever,
so a thread watches the parent and exits once it is gone (``PR_SET_PDEATHSIG`` follows the
thread that started the process, which may end first: docs/design/searches.md).  Kept
apart from the web stack: a search process imports this, the engine and the solver.
"""

from __future__ import annotations

import os
import threading
import time

from ..game_modules import load_game_modules

PARENT_POLL_S = 0.5
LOWEST_PRIORITY = 19


def start(parent: int, game_modules: tuple[str, ...] = ()) -> None:
    """The pool's initializer: ``parent`` is the worker's pid, as the worker saw it, and
    ``game_modules`` the games it plays beyond the built-in ones (``GAME_MODULES``)."""
    os.nice(LOWEST_PRIORITY)
    load_game_modules(game_modules)
    threading.Thread(target=_end_with, args=(parent,), name="parent-watch", daemon=True).start()


def _end_with(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_POLL_S)
    os._exit(0)
