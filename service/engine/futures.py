"""A position's future, compared with locked deals: how the daily lock (``service.daily.lock``)
knows a state at the solver by the position it has reached, however its deal was written.

A custom deal written to differ from a live daily deal only in cards already played or drawn
is no deal near the live one (every card it changed is a position off), yet after the K
moves that play or draw those cards (8, 10, 12, 25 were tried: issue 28) it stands where the
live game stands, and the solver's line from there wins the live game.  What decides a
position's play is its *future*: the cards still face down or still to come.  The lock
compares that with every locked deal, under the renamings of ``canonical``.

**Golf.** Each column's cards still on the table (bottom to top) are a prefix of the column
as dealt; the stock still to draw, in drawing order, is the talon's last cards.  The
distance: the stock positions that differ from the talon's suffix of its length, plus the
column positions that differ from the prefixes of the dealt columns they are matched with
(one to one, at best), under the renaming of ranks that does best (26).  The discard's top
card, face up, is not compared.

**Canfield.** The reserve still to come is a prefix of the reserve as dealt; the stock and
waste, read in drawing order (the waste bottom to top, then the stock from its top), are
what is left of the dealt stock, in its order.  The base card pins the renaming (2 of the
104 send it onto the dealt base).  The distance: the reserve positions that differ, plus
the cycle's cards that differ from the dealt stock's cards they are laid on, laid in order
on as many of them as fit best (a cycle as long as the stock is compared position by
position, as the deal is); when either side is draw 1, the cycle's cards the dealt stock
does not hold (its order is no part of that game).  The columns and foundations, face up,
are not compared.

**How near.**  A future holds fewer cards as a game goes on, and a short one is like some
deal's by chance.  A future is compared within the largest distance, at most the lock's
``near``, at which a chance match stays below ``CHANCE`` (``tolerance``); when not even an
exact match would, it is not compared at all (a Golf position with fewer than 16 cards to
come: what is left of such a game is little for a solver to give away).  The chance is a
union bound over the matches tried: Golf's ranks agree 1 time in 13, tried under 26
renamings and 7! matchings of columns; Canfield's reserve cards agree as a random order of
the 51 cards but the base would (a of them 1 time in 51 x 50 x ...), the cycle's lie in the
dealt stock of 34 as a random draw of the rest would (and k of them in its order 1 time in
k!), under 2 renamings.  bench/lock.md measures what random positions of random deals come
to.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from math import comb, factorial, perm
from typing import Final

from .canfield import CanfieldGame
from .canfield_layout import CANFIELD_RESERVE
from .canonical import (
    CANFIELD_RENAMINGS,
    GOLF_RENAMINGS,
    JOKER_RANK,
    RANK_COUNT,
    STOCK_START,
    SUIT_MAPS_SENDING,
    CanfieldShape,
    GolfShape,
    Shape,
    assignment_distance,
    differing,
    golf_rank,
)
from .cards import rank_of, suit_of
from .game import Game
from .golf import GolfGame
from .golf_round import GolfRoundGame

CHANCE: Final = 1e-12
"""The most a chance match of one future with one locked deal may be, at the distance it is
compared within."""
_GOLF_TRIES: Final = len(GOLF_RENAMINGS) * factorial(7)
_CANFIELD_TRIES: Final = 2
_BUT_THE_BASE: Final = 51
_DEALT_STOCK: Final = 34


@dataclass(frozen=True, slots=True)
class GolfFuture:
    columns: tuple[bytes, ...]
    """Each column's ranks still on the table, bottom to top."""
    stock: bytes
    """The stock's ranks still to draw, in drawing order."""

    @property
    def cards(self) -> int:
        return sum(map(len, self.columns)) + len(self.stock)


@dataclass(frozen=True, slots=True)
class CanfieldFuture:
    reserve: bytes
    """The reserve's cards still to come, bottom to top."""
    base: int
    cycle: bytes
    """The waste's cards bottom to top, then the stock's from its top: the drawing order."""
    draw_one: bool


Future = GolfFuture | CanfieldFuture


def position_future(game: Game) -> Future:
    """The future of a position (a round's: its current hole's)."""
    if isinstance(game, GolfRoundGame):
        game = game.hole
    if isinstance(game, GolfGame):
        return GolfFuture(
            tuple(bytes([golf_rank(card) for card in column]) for column in game.columns),
            bytes([golf_rank(card) for card in reversed(game.stock)]),
        )
    assert isinstance(game, CanfieldGame)
    return CanfieldFuture(
        bytes(game.reserve), game.base, bytes([*game.waste, *reversed(game.stock)]), game.rules.draw == 1
    )


def future_meets(future: Future, shape: Shape, near: int) -> bool:
    """Whether ``future`` is a future of the deal ``shape``: within ``tolerance`` of it."""
    if isinstance(future, GolfFuture) and isinstance(shape, GolfShape):
        within = tolerance(future, near)
        return within is not None and golf_future_distance(future, shape, within) <= within
    if isinstance(future, CanfieldFuture) and isinstance(shape, CanfieldShape):
        unordered = future.draw_one or shape.stock_unordered
        within = tolerance(future, near, unordered)
        return within is not None and canfield_future_distance(future, shape, within) <= within
    return False


@lru_cache(maxsize=64)
def tolerance(future: Future, near: int, unordered: bool = False) -> int | None:
    """The most positions ``future`` may be off a locked deal and still be taken for it: the
    largest up to ``near`` whose chance match stays below ``CHANCE``; None when even an
    exact match could be chance.  ``unordered``: a Canfield cycle compared as a set."""
    for off in range(max(near, 0), -1, -1):
        if isinstance(future, GolfFuture):
            chance = _golf_chance(future.cards, off)
        else:
            chance = _canfield_chance(len(future.reserve), len(future.cycle), off, unordered)
        if chance <= CHANCE:
            return off
    return None


@cache
def _golf_chance(cards: int, off: int) -> float:
    """At most ``off`` of ``cards`` ranks differ, by chance, under any of the tries."""
    total = 0.0
    for missed in range(off + 1):
        total += comb(cards, missed) / float(RANK_COUNT) ** (cards - missed)
    return _GOLF_TRIES * total


@cache
def _canfield_chance(reserve: int, cycle: int, off: int, unordered: bool) -> float:
    """At most ``off`` of a reserve's and a cycle's cards fail to agree, by chance."""
    total = 0.0
    for missed in range(off + 1):
        for agreeing in range(max(0, reserve - missed), reserve + 1):
            in_stock = reserve + cycle - missed - agreeing
            if not 0 <= in_stock <= cycle:
                continue
            rest = _BUT_THE_BASE - agreeing
            total += (
                comb(reserve, agreeing)
                / perm(_BUT_THE_BASE, agreeing)
                * comb(cycle, in_stock)
                * comb(_DEALT_STOCK, in_stock)
                / comb(rest, in_stock)
                / (1 if unordered else factorial(in_stock))
            )
    return _CANFIELD_TRIES * total


def golf_future_distance(future: GolfFuture, shape: GolfShape, within: int) -> int:
    """The fewest positions at which ``future`` differs from a future of ``shape``'s deal,
    under any renaming of ranks, when at most ``within``; else ``within + 1``."""
    stock, talon = future.stock, shape.talon
    if len(stock) > len(talon):
        return within + 1
    tail = talon[len(talon) - len(stock) :]
    bottoms = bytes(sorted(column[0] for column in shape.columns if column))
    best = within + 1
    for table in _golf_future_candidates(future, shape, within):
        off = differing(stock.translate(table), tail)
        if off >= best:
            continue
        columns = [column.translate(table) for column in future.columns]
        if off + _unmatched_bottoms(columns, bottoms) >= best:
            continue
        costs = [[differing(mine, theirs[: len(mine)]) for theirs in shape.columns] for mine in columns]
        best = min(best, off + assignment_distance(costs, best - off))
        if best == 0:
            break
    return best


def _golf_future_candidates(
    future: GolfFuture, shape: GolfShape, within: int
) -> list[bytes] | tuple[bytes, ...]:
    """The renamings worth trying: within ``within`` positions, at least one of any
    ``within + 1`` parts of the future (a column, the stock) agrees wholly with its place in
    the deal (a dealt column's prefix, the talon's tail), so only the renamings under which
    one of the longest ``within + 1`` parts does so can come within; all of them when the
    future has fewer parts.  The deal's parts are looked up by what a renaming keeps
    (``_agreement_key``), then each renaming is checked."""
    parts = _golf_parts(future)
    if len(parts) <= within:
        return GOLF_RENAMINGS
    index = _golf_index(shape)
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
def _golf_parts(future: GolfFuture) -> list[tuple[bytes, PartKey]]:
    """The future's columns and stock, longest first, with their keys."""
    parts = [(column, (False, _agreement_key(column))) for column in future.columns if column]
    if future.stock:
        parts.append((future.stock, (True, _agreement_key(future.stock))))
    return sorted(parts, key=lambda part: -len(part[0]))


@lru_cache(maxsize=256)
def _golf_index(shape: GolfShape) -> dict[PartKey, list[bytes]]:
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


def canfield_future_distance(future: CanfieldFuture, shape: CanfieldShape, within: int) -> int:
    """The fewest positions at which ``future`` differs from a future of ``shape``'s deal,
    under the renamings that send its base onto the deal's, when at most ``within``; else
    ``within + 1``."""
    base = shape.line[CANFIELD_RESERVE]
    dealt_reserve = shape.line[: len(future.reserve)]
    drawing = shape.line[: STOCK_START - 1 : -1]  # the dealt stock from its top
    dealt = set(drawing)
    unordered = future.draw_one or shape.stock_unordered
    step = (rank_of(base) - rank_of(future.base)) % RANK_COUNT
    best = within + 1
    for index in SUIT_MAPS_SENDING[suit_of(future.base)][suit_of(base)]:
        table = CANFIELD_RENAMINGS[index * RANK_COUNT + step]
        off = differing(future.reserve.translate(table), dealt_reserve)
        if off >= best:
            continue
        cycle = future.cycle.translate(table)
        if unordered:
            best = min(best, off + sum(card not in dealt for card in cycle))
        else:
            best = min(best, off + _laid_in_order(cycle, drawing, best - off))
    return best


def _laid_in_order(cycle: bytes, dealt: bytes, bound: int) -> int:
    """The fewest of ``cycle``'s cards that differ from the cards of ``dealt`` they are laid
    on, one each and in order (what is left of a dealt stock, some cards changed), or
    ``bound`` when that is at least ``bound``: ``laid[j]`` is the best for the cycle's cards
    so far laid within ``dealt``'s first ``j``."""
    if len(cycle) > len(dealt):
        return bound
    laid = [0] * (len(dealt) + 1)
    for index, card in enumerate(cycle):
        before, laid = laid, [bound] * (len(dealt) + 1)
        for end in range(index + 1, len(dealt) + 1):
            laid[end] = min(laid[end - 1], before[end - 1] + (card != dealt[end - 1]))
        if laid[-1] >= bound:
            return bound
    return laid[-1]
