"""A position's future, compared with locked deals: how the daily lock (``service.daily.lock``)
knows a state at the solver by the position it has reached, however its deal was written.

A custom deal that differs from a live one only in cards already played or drawn stands,
after those moves, where the live game stands.  A future is what a position still shows of
its deal's sight (Golf: the cards left in the columns; Canfield: nothing), compared within
the distance at which a chance match stays below ``CHANCE`` (docs/design/lock.md).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Final, Protocol

if TYPE_CHECKING:
    from .canonical import Shape

CHANCE: Final = 1e-12
"""The most a chance match of one future with one locked deal may be, at the distance it is
compared within."""


class Future(Protocol):
    """What is still to come in a position (a frozen, hashable value of its game's own
    module)."""

    def chance(self, off: int, unordered: bool) -> float:
        """At most how likely a deal is to come within ``off`` positions of this future by
        chance, under every renaming and matching tried; ``unordered``: what the game
        compares as a set is so compared."""
        ...

    def meets(self, shape: Shape, near: int) -> bool:
        """Whether this is a future of the deal whose sight is ``shape``: within
        ``tolerance`` of it (never a sight of another game, nor a whole deal's shape)."""
        ...


@lru_cache(maxsize=64)
def tolerance(future: Future, near: int, unordered: bool = False) -> int | None:
    """The most positions ``future`` may be off a locked deal and still be taken for it: the
    largest up to ``near`` whose chance match stays below ``CHANCE``; None when even an
    exact match could be chance."""
    for off in range(max(near, 0), -1, -1):
        if future.chance(off, unordered) <= CHANCE:
            return off
    return None
