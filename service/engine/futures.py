"""A position's future, compared with locked deals: how the daily lock (``service.daily.lock``)
knows a state at the solver by the position it has reached, however its deal was written.

A custom deal written to differ from a live daily deal only in cards already played or drawn
is no deal near the live one (every card it changed is a position off), yet after the K
moves that play or draw those cards (8, 10, 12, 25 were tried: issue 28) it stands where the
live game stands, and the solver's line from there wins the live game.  What decides a
position's play is its *future*: the cards still face down or still to come.  But the lock
may compare only what a player of the live deal sees (issue 39: an answer that depended on
a face-down card's place named it to whoever asked each place), so a future is what a
position shows of its deal's *sight* (``canonical.DealLock.sight``), compared with each
locked deal's sight under the renamings of ``canonical``: Golf's cards still in the
columns, each column a prefix of one dealt face up; Canfield has none (the cards a position
turns up were face down at the deal: its state is known by its deal).  What a future holds,
and how far it lies from a deal, is its game's to say (``Future``, given by the game's
``canonical.DealLock``; Golf's in ``golf_lock``).

**How near.**  A future holds fewer cards as a game goes on, and a short one is like some
deal's by chance.  A future is compared within the largest distance, at most the lock's
``near``, at which a chance match stays below ``CHANCE`` (``tolerance``); when not even an
exact match would, it is not compared at all (a Golf position with fewer than 16 cards left
in its columns).  The chance is a union bound over the matches tried, each game's own
(``Future.chance``).  bench/lock.md measures what random positions of random deals come to.
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
