"""What a Canfield position is worth to the solver: one scoring, ``score``, that every part
of it orders positions by (the depth-first move order, the beam, the greedy player of the
difficulty rating and the hint heuristic).

Progress is cards home, and what holds it back is the reserve, whose cards leave one at a
time: a reserve card costs ``RESERVE_CARD`` (five cards home) everywhere; the talon only
delays.  The weights as measured on the 200 public deals: docs/design/solvers.md.
"""

from __future__ import annotations

from typing import Final

from ..engine.canfield import FOUNDATIONS, CanfieldGame

FOUNDATION_CARD: Final = 4
"""A card on a foundation: the unit of progress."""
RESERVE_CARD: Final = 20
"""A card still in the reserve: five cards home."""
TALON_CARDS_A_POINT: Final = 4
"""The talon left costs a point for every this many cards."""


def score(cards_home: int, reserve_left: int, talon_left: int) -> int:
    """What a position is worth (higher is better): the one order of the solver's positions."""
    return FOUNDATION_CARD * cards_home - RESERVE_CARD * reserve_left - talon_left // TALON_CARDS_A_POINT


def position_value(game: CanfieldGame) -> int:
    """``score`` of an engine position."""
    on_foundations = sum(len(game.piles[f]) for f in FOUNDATIONS)
    return score(on_foundations, len(game.reserve), len(game.stock) + len(game.waste))
