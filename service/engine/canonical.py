"""Deals compared as the games they make, whatever their cards are called: the canonical
form the daily lock compares (``service.daily.lock``).  A disguised deal has the same
winning line, renamed back, so a deal is read as a *shape* that keeps only what play
depends on; each lockable game's ``DealLock`` says which renamings keep it the same.  This
module holds what the games share: the fingerprint's digest, the distance of two strings
of ranks or cards, the matching of interchangeable piles.  docs/design/lock.md.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Final, Protocol

if TYPE_CHECKING:
    from .deals import Layout
    from .futures import Future
    from .game import Game
    from .rules import Rules

RANK_COUNT: Final = 13
"""The ranks of a suit, renamed round the cycle A-2-...-K-A."""
FINGERPRINT_BYTES: Final = 8
_PERSON: Final = b"deal shape v1"


class Shape(Protocol):
    """A deal as the game it makes (a frozen, hashable value of its game's own module)."""

    def fingerprint(self) -> bytes:
        """A digest equal for two shapes exactly when one is a renaming of the other: what
        a dict of locked deals is keyed by."""
        ...

    def lock_keys(self) -> tuple[bytes, ...]:
        """The fingerprints a locked deal is filed under: its own, and any other kind of
        its game's a request looks up to meet it."""
        ...

    def lookup_keys(self) -> tuple[bytes, ...]:
        """The fingerprints a request about a deal looks up."""
        ...

    def distance(self, other: Shape, within: int) -> int:
        """The fewest card positions at which this shape, under any renaming its game
        allows, differs from ``other``, when that is at most ``within``; else ``within + 1``
        (also for a shape of another game)."""
        ...


class DealLock(Protocol):
    """How a game's deals are locked (``registry.GameEntry.lock``): their shapes, their
    sights and its positions' futures.

    A code's deal is looked up by its *shape* (its cards are dealt, not chosen); a layout
    and a custom game's state by their *sight*, the cards face up at the deal, so a refusal
    never depends on cards a player of the live deal has not seen (issue 39)."""

    sight_near: int | None
    """The most card positions a sight may be off a live deal's and still be taken for it:
    None for as many as the service's ``DAILY_LOCK_NEAR``; 0 where a sight is too few cards
    for a near match to mean anything (bench/lock.md)."""

    def shape(self, layout: Layout, rules: Rules) -> Shape:
        """The shape of a deal as written out, played under ``rules``."""
        ...

    def shapes(self, layout: Layout, rules: Rules) -> tuple[Shape, ...]:
        """Every shape the lock must know a deal by: its own first, then any other its
        rule options deal from the same cards."""
        ...

    def sight(self, layout: Layout, rules: Rules) -> Shape:
        """What a player of a deal as written out sees face up at its start."""
        ...

    def sights(self, layout: Layout, rules: Rules) -> tuple[Shape, ...]:
        """Every sight the lock must know a live deal by: its own first, then any other its
        rule options deal from the same cards, made of its face-up cards alone."""
        ...

    def future(self, game: Game) -> Future | None:
        """What a position shows that a live deal's sight can be compared with
        (``futures``); None when nothing can."""
        ...


def translation_table(images: list[int]) -> bytes:
    """A ``bytes.translate`` table sending byte ``i`` to ``images[i]`` (others to themselves)."""
    return bytes(images + list(range(len(images), 256)))


# --- the fingerprint: equal for shapes at distance 0 ------------------------------------------


def digest(kind: bytes, encoding: bytes) -> bytes:
    """A fingerprint: the least encoding of a shape over its renamings, of a ``kind`` that
    tells games (and the ways of comparing one game's deals) apart."""
    return hashlib.blake2b(kind + encoding, digest_size=FINGERPRINT_BYTES, person=_PERSON).digest()


# --- the distance -----------------------------------------------------------------------------

_ONES: Final = tuple(int.from_bytes(b"\x01" * length, "big") for length in range(65))


def differing(a: bytes, b: bytes) -> int:
    """Positions at which two strings of ranks or cards (each below 256) differ; a position
    that only the longer one has differs too."""
    common = min(len(a), len(b))
    x = int.from_bytes(a[:common], "big") ^ int.from_bytes(b[:common], "big")
    # Fold each byte's 8 bits onto its lowest bit: then that bit is set when the byte is not 0.
    x |= x >> 4
    x |= x >> 2
    x |= x >> 1
    ones = _ONES[common] if common < len(_ONES) else int.from_bytes(b"\x01" * common, "big")
    return (x & ones).bit_count() + abs(len(a) - len(b))


def assignment_distance(costs: list[list[int]], bound: int) -> int:
    """The least total cost of matching rows to columns one to one (``costs[row][column]``,
    as many rows as columns), or ``bound`` when that is at least ``bound``: the assignment
    problem, solved over the subsets of the columns (rows taken in order), 2^7 for seven
    piles."""
    count = len(costs)
    best = [bound] * (1 << count)
    best[0] = 0
    for taken in range((1 << count) - 1):
        so_far = best[taken]
        if so_far >= bound:
            continue
        row = costs[taken.bit_count()]
        for column in range(count):
            more = taken | (1 << column)
            if more != taken and so_far + row[column] < best[more]:
                best[more] = so_far + row[column]
    return best[-1]
