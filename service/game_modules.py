"""Games beyond the built-in ones: the modules ``GAME_MODULES`` names (comma-separated), each
registering its game (its ``GameEntry``, its solver) when its ``register()`` is called, and
its wire pieces (schemas, catalog fields) when its ``register_web()`` is.

Every process that plays loads them before it serves: the app (with the web pieces) and
its search processes, which are spawned, not forked, so a game registered only in the
worker would be unknown to them.  Each registration is idempotent."""

from __future__ import annotations

import importlib
from collections.abc import Iterable


def load_game_modules(names: Iterable[str], web: bool = False) -> None:
    """Import each module and call its ``register()``, and with ``web`` its
    ``register_web()`` if it has one; ``ValueError`` for a module without ``register()``."""
    for name in names:
        module = importlib.import_module(name)
        register = getattr(module, "register", None)
        if not callable(register):
            raise ValueError(f"the game module {name} has no register()")
        register()
        register_web = getattr(module, "register_web", None)
        if web and callable(register_web):
            register_web()
