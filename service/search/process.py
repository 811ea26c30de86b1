"""What a search process (``service/api/web/searches.py``) does first, before any search: it
takes the lowest CPU priority, and it ends when its worker does.

A search process waits for work on a queue it holds both ends of, so a worker that dies
without shutting its pool down (``kill -9``, the out-of-memory killer) would leave it
waiting for ever, with parent 1.  A thread of its own watches the parent instead: once the
worker is gone, the process exits (at once when idle; after the running search, which
holds the interpreter while it runs compiled, within its budget).  ``PR_SET_PDEATHSIG``
would be quicker but follows the thread that started the process, not the process, and
a worker's thread that started one may end before the worker does.

Kept apart from the web stack: a search process imports this, the engine and the solver
(and the configured game modules), never Flask.
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
