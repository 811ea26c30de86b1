"""Games beyond the built-in ones: the modules ``GAME_MODULES`` names (importable module
names, comma-separated), each registering its game when its ``register()`` is called: its
``GameEntry`` in ``engine.games.GAMES``, its solver by ``solver.solvers.register_solver``.

Every process that plays loads them: the app (``create_app``) and its search processes
(``search_process.start``), which are spawned, not forked, so a game registered only in the
worker would be unknown to them.  Registering is idempotent, so loading twice is harmless.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable


def load_game_modules(names: Iterable[str]) -> None:
    """Import each module and call its ``register()``; ``ValueError`` for a module without one."""
    for name in names:
        register = getattr(importlib.import_module(name), "register", None)
        if not callable(register):
            raise ValueError(f"the game module {name} has no register()")
        register()
