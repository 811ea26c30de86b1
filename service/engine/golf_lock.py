"""Golf's deals and positions as the daily lock compares them (``canonical``, ``futures``):
``GOLF_LOCK``, the ``DealLock`` of Golf's registry entries (a round's too: it locks by its
holes, and its position's future is its current hole's).

**The shape.** A card fits the discard by its rank alone, so suits are dropped; the seven
columns are interchangeable (a line's column numbers are renamed), so they are compared
as a multiset, each column's ranks in order; and the ranks themselves may be renamed
round the cycle A-2-...-K-A, every rank moved on by the same step or the order reversed
(26 renamings): with K and A linked (easy) that is the same game exactly, and in classic
the reversal (A <-> K, 2 <-> Q ...) is.  The *talon* is the ranks in the order they reach
the discard: the starting discard, then the stock from its top.  A joker is a rank of its
own that no renaming moves.

Rule options that only change how a deal plays are not part of a shape.  A deal with an
empty starting discard (``empty_discard``, code flag ``D``) deals the shuffle's discard
card to the bottom of the stock: ``GolfLock.shapes`` gives every deal its twin of the
other start, so ``GO1-ED-X`` meets the lock of ``GO1-E-X``.

**The future.** Each column's cards still on the table (bottom to top) are a prefix of the
column as dealt; the stock still to draw, in drawing order, is the talon's last cards.  The
distance: the stock positions that differ from the talon's suffix of its length, plus the
column positions that differ from the prefixes of the dealt columns they are matched with
(one to one, at best), under the renaming of ranks that does best (26).  The discard's top
card, face up, is not compared.  A chance match: ranks agree 1 time in 13, tried under 26
renamings and 7! matchings of columns; so no future of fewer than 16 cards is compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from math import comb, factorial
from typing import Final

from .canonical import RANK_COUNT, Shape, assignment_distance, differing, digest, table
from .cards import is_joker, rank_of
from .deals import Layout
from .futures import tolerance
from .game import Game
from .golf import GolfGame
from .golf_layout import GolfLayout
from .golf_round import GolfRoundGame
from .rules import Rules

JOKER_RANK: Final = 13
"""A joker's rank in a shape: a rank of its own, which no renaming moves."""
_KIND: Final = b"golf"


def _renaming(reversed_order: bool, step: int) -> bytes:
    sign = -1 if reversed_order else 1
    return table([(sign * rank + step) % RANK_COUNT for rank in range(RANK_COUNT)] + [JOKER_RANK])


GOLF_RENAMINGS: Final = tuple(_renaming(flip, step) for flip in (False, True) for step in range(RANK_COUNT))
"""Rank renamings of Golf: ``[step]`` moves every rank on by ``step``, ``[13 + step]``
reverses the order first (rank r becomes step - r)."""
_TRIES: Final = len(GOLF_RENAMINGS) * factorial(7)


def golf_rank(card: int) -> int:
    return JOKER_RANK if is_joker(card) else rank_of(card)


# --- the shape --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GolfShape:
    columns: tuple[bytes, ...]
    """Seven columns of ranks, bottom to top, in the layout's order."""
    talon: bytes
    """Ranks in the order they reach the discard: the starting discard, then the stock from
    its top."""

    def fingerprint(self) -> bytes:
        """The least encoding over the renamings that send the talon's first non-joker rank
        to an ace, by a step or a reversal: renaming the shape renames its pivot with it, so
        every shape of one class meets the same 2 encodings."""
        pivot = next(rank for rank in self.talon if rank != JOKER_RANK)
        tables = [GOLF_RENAMINGS[-pivot % RANK_COUNT], GOLF_RENAMINGS[RANK_COUNT + pivot]]
        return digest(_KIND, min(_encoding(self, renaming) for renaming in tables))

    def lock_keys(self) -> tuple[bytes, ...]:
        return (self.fingerprint(),)

    def lookup_keys(self) -> tuple[bytes, ...]:
        return (self.fingerprint(),)

    def distance(self, other: Shape, within: int) -> int:
        if not isinstance(other, GolfShape):
            return within + 1
        return _distance(self, other, within)


def _encoding(shape: GolfShape, renaming: bytes) -> bytes:
    columns = sorted(column.translate(renaming) for column in shape.columns)
    return b"".join(columns) + shape.talon.translate(renaming)


def _distance(a: GolfShape, b: GolfShape, within: int) -> int:
    best = within + 1
    for renaming in _candidates(a.talon, b.talon, within):
        talon = differing(a.talon.translate(renaming), b.talon)
        if talon >= best:
            continue
        columns = [column.translate(renaming) for column in a.columns]
        best = min(best, talon + _columns_distance(columns, b.columns, best - talon))
        if best == 0:
            break
    return best


def _columns_distance(a: list[bytes], b: tuple[bytes, ...], bound: int) -> int:
    """The least total distance of ``a``'s columns matched one to one with ``b``'s, or
    ``bound`` when that is at least ``bound``."""
    return assignment_distance([[differing(mine, theirs) for theirs in b] for mine in a], bound)


def _candidates(a: bytes, b: bytes, within: int) -> list[bytes] | tuple[bytes, ...]:
    """The renamings worth trying: one that leaves ``a`` within ``within`` positions of
    ``b`` leaves at most ``within`` of the talon's first ``within + 1`` positions differing,
    so it sends one of those ranks of ``a`` onto ``b``'s (2 renamings a position, instead
    of 26)."""
    if within >= min(len(a), len(b)):
        return GOLF_RENAMINGS
    chosen: set[int] = set()
    for mine, theirs in zip(a[: within + 1], b[: within + 1], strict=True):
        if mine == JOKER_RANK or theirs == JOKER_RANK:
            if mine == theirs:  # two jokers agree under every renaming: no pin
                return GOLF_RENAMINGS
            continue
        chosen.add((theirs - mine) % RANK_COUNT)  # moved on by a step
        chosen.add(RANK_COUNT + (theirs + mine) % RANK_COUNT)  # reversed, then moved on
    return [GOLF_RENAMINGS[index] for index in sorted(chosen)]


# --- the future -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GolfFuture:
    columns: tuple[bytes, ...]
    """Each column's ranks still on the table, bottom to top."""
    stock: bytes
    """The stock's ranks still to draw, in drawing order."""

    @property
    def cards(self) -> int:
        return sum(map(len, self.columns)) + len(self.stock)

    def chance(self, off: int, unordered: bool) -> float:
        return _chance(self.cards, off)

    def meets(self, shape: Shape, near: int) -> bool:
        if not isinstance(shape, GolfShape):
            return False
        within = tolerance(self, near)
        return within is not None and golf_future_distance(self, shape, within) <= within


@cache
def _chance(cards: int, off: int) -> float:
    """At most ``off`` of ``cards`` ranks differ, by chance, under any of the tries."""
    total = 0.0
    for missed in range(off + 1):
        total += comb(cards, missed) / float(RANK_COUNT) ** (cards - missed)
    return _TRIES * total


def golf_future_distance(future: GolfFuture, shape: GolfShape, within: int) -> int:
    """The fewest positions at which ``future`` differs from a future of ``shape``'s deal,
    under any renaming of ranks, when at most ``within``; else ``within + 1``."""
    stock, talon = future.stock, shape.talon
    if len(stock) > len(talon):
        return within + 1
    tail = talon[len(talon) - len(stock) :]
    bottoms = bytes(sorted(column[0] for column in shape.columns if column))
    best = within + 1
    for renaming in _future_candidates(future, shape, within):
        off = differing(stock.translate(renaming), tail)
        if off >= best:
            continue
        columns = [column.translate(renaming) for column in future.columns]
        if off + _unmatched_bottoms(columns, bottoms) >= best:
            continue
        costs = [[differing(mine, theirs[: len(mine)]) for theirs in shape.columns] for mine in columns]
        best = min(best, off + assignment_distance(costs, best - off))
        if best == 0:
            break
    return best


def _future_candidates(future: GolfFuture, shape: GolfShape, within: int) -> list[bytes] | tuple[bytes, ...]:
    """The renamings worth trying: within ``within`` positions, at least one of any
    ``within + 1`` parts of the future (a column, the stock) agrees wholly with its place in
    the deal (a dealt column's prefix, the talon's tail), so only the renamings under which
    one of the longest ``within + 1`` parts does so can come within; all of them when the
    future has fewer parts.  The deal's parts are looked up by what a renaming keeps
    (``_agreement_key``), then each renaming is checked."""
    parts = _parts(future)
    if len(parts) <= within:
        return GOLF_RENAMINGS
    index = _index(shape)
    chosen: set[int] = set()
    for part, key in parts[: within + 1]:
        pinned = next((at for at, rank in enumerate(part) if rank != JOKER_RANK), None)
        if pinned is None:
            return GOLF_RENAMINGS  # jokers alone agree under every renaming
        for target in index.get(key, ()):
            mine, theirs = part[pinned], target[pinned]
            for renaming in ((theirs - mine) % RANK_COUNT, RANK_COUNT + (theirs + mine) % RANK_COUNT):
                if theirs != JOKER_RANK and part.translate(GOLF_RENAMINGS[renaming]) == target:
                    chosen.add(renaming)
    return [GOLF_RENAMINGS[renaming] for renaming in sorted(chosen)]


PartKey = tuple[bool, bytes]
"""Whether a part is the stock, and its ``_agreement_key``."""


def _agreement_key(ranks: bytes) -> bytes:
    """What a renaming of ranks keeps of ``ranks``: the steps from each to the next round the
    cycle (a joker's as 255), read in the direction of the two (a reversal negates every
    step) that sorts first.  Two parts that agree under some renaming have the same key."""
    steps = [255 if JOKER_RANK in (low, high) else (high - low) % RANK_COUNT for low, high in pairwise(ranks)]
    return min(bytes(steps), bytes(step if step == 255 else -step % RANK_COUNT for step in steps))


@lru_cache(maxsize=64)
def _parts(future: GolfFuture) -> list[tuple[bytes, PartKey]]:
    """The future's columns and stock, longest first, with their keys."""
    parts = [(column, (False, _agreement_key(column))) for column in future.columns if column]
    if future.stock:
        parts.append((future.stock, (True, _agreement_key(future.stock))))
    return sorted(parts, key=lambda part: -len(part[0]))


@lru_cache(maxsize=256)
def _index(shape: GolfShape) -> dict[PartKey, list[bytes]]:
    """Every part a future of the deal can hold, by key: each column's prefixes and the
    talon's tails."""
    index: dict[PartKey, list[bytes]] = {}
    for column in shape.columns:
        for length in range(1, len(column) + 1):
            index.setdefault((False, _agreement_key(column[:length])), []).append(column[:length])
    for length in range(1, len(shape.talon)):
        tail = shape.talon[len(shape.talon) - length :]
        index.setdefault((True, _agreement_key(tail)), []).append(tail)
    return index


def _unmatched_bottoms(columns: list[bytes], bottoms: bytes) -> int:
    """How many of the columns' bottom cards no dealt column's bottom can take, one to one: a
    position off each, whatever the matching."""
    free = list(bottoms)
    unmatched = 0
    for column in columns:
        if column:
            if column[0] in free:
                free.remove(column[0])
            else:
                unmatched += 1
    return unmatched


# --- the lock ---------------------------------------------------------------------------------


class GolfLock:
    """Golf's ``DealLock``: a deal's shape whatever the rule options, and its twin of the
    other start; a round's position by its current hole."""

    def shape(self, layout: Layout, rules: Rules) -> GolfShape:
        assert isinstance(layout, GolfLayout)
        start = [] if layout.discard is None else [layout.discard]
        return GolfShape(
            tuple(bytes([golf_rank(card) for card in column]) for column in layout.columns),
            bytes([golf_rank(card) for card in [*start, *reversed(layout.stock)]]),
        )

    def shapes(self, layout: Layout, rules: Rules) -> tuple[Shape, ...]:
        """The deal's shape and the twin of the other start, whose talon is the same shuffle
        with the first card moved to the other end (the card an empty-discard deal puts at
        the bottom of the stock)."""
        shape = self.shape(layout, rules)
        talon = shape.talon
        dealt_discard = isinstance(layout, GolfLayout) and layout.discard is not None
        twin = talon[1:] + talon[:1] if dealt_discard else talon[-1:] + talon[:-1]
        return (shape, GolfShape(shape.columns, twin))

    def future(self, game: Game) -> GolfFuture:
        if isinstance(game, GolfRoundGame):
            game = game.hole
        assert isinstance(game, GolfGame)
        return GolfFuture(
            tuple(bytes([golf_rank(card) for card in column]) for column in game.columns),
            bytes([golf_rank(card) for card in reversed(game.stock)]),
        )


GOLF_LOCK: Final = GolfLock()
