"""The games' pieces of the contract (``wire.Wires``): the built-in ones are listed here;
another joins by ``WIRES.register``, as its game joins the engine's ``GAMES``."""

from __future__ import annotations

from typing import Any, Final

from ...engine import GAMES
from .canfield import CANFIELD_WIRE
from .golf import GOLF_WIRE
from .wire import Wires

WIRES: Final = Wires(GAMES, (GOLF_WIRE, CANFIELD_WIRE))


def load_new_game(body: Any) -> dict[str, Any]:
    """Load a ``POST /v1/games`` body (``Wires.load_new_game``)."""
    return WIRES.load_new_game(body)
