"""Canfield's deals and positions as the daily lock compares them (``canonical``,
``futures``): ``CANFIELD_LOCK``, the ``DealLock`` of Canfield's registry entry.

**The shape.** Foundations build up from the base rank and columns build down, both round
the rank cycle, so moving every rank on by one step is the same game (13 renamings);
suits may be renamed in the 8 ways that keep colours alternating (hearts <-> diamonds,
clubs <-> spades, red <-> black, and their combinations); the four columns are
interchangeable (24 orders).  The *line* is the reserve (bottom to top), the base and the
stock (bottom to top); the columns hold one card each.  With draw 1 and unlimited redeals
the stock is a set the player cycles through a card at a time (any card of it comes to the
waste top, in any order, without touching the table), so a draw-1 shape compares its
stock as a set: reversed, rotated or shuffled, it is the same game.  Draw 3 keeps the
order: which cards come up depends on its groups of three.  A deal of either draw meets a
draw-1 deal of its cards as a set: a draw-3 line, drawn a card at a time, wins the draw-1
game, and a draw-1 request for a draw-3 deal's cards is that draw-1 game (``lock_keys``,
``lookup_keys``).

**The future.** The reserve still to come is a prefix of the reserve as dealt; the stock
and waste, read in drawing order (the waste bottom to top, then the stock from its top),
are what is left of the dealt stock, in its order.  The base card pins the renaming (2 of
the 104 send it onto the dealt base).  The distance: the reserve positions that differ,
plus the cycle's cards that differ from the dealt stock's cards they are laid on, laid in
order on as many of them as fit best (a cycle as long as the stock is compared position by
position, as the deal is); when either side is draw 1, the cycle's cards the dealt stock
does not hold (its order is no part of that game).  The columns and foundations, face up,
are not compared.  A chance match: the reserve's cards agree as a random order of the 51
cards but the base would (a of them 1 time in 51 x 50 x ...), the cycle's lie in the dealt
stock of 34 as a random draw of the rest would (and k of them in its order 1 time in k!),
under 2 renamings.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations
from math import comb, factorial, perm
from typing import Final

from .canfield import CanfieldGame
from .canfield_layout import CANFIELD_RESERVE, CanfieldLayout
from .canonical import RANK_COUNT, Shape, differing, digest, table
from .cards import RED_SUITS, rank_of, suit_of
from .deals import Layout
from .futures import tolerance
from .game import Game
from .rules import CanfieldRules, Rules

STOCK_START: Final = CANFIELD_RESERVE + 1
"""Where a line's stock starts: after the reserve and the base."""
_KIND: Final = b"canfield"
_DRAW_ONE: Final = b"canfield, its stock a set"
"""The kind digested for a draw-1 shape."""
_AS_DRAW_ONE: Final = b"canfield draw 3, its stock as a set"
"""The kind of a draw-3 shape's stock taken as a set, which only draw-1 requests look up."""
_TRIES: Final = 2
_BUT_THE_BASE: Final = 51
_DEALT_STOCK: Final = 34


def _colour_keeping_suit_maps() -> list[tuple[int, ...]]:
    """The 8 renamings of the suits under which two suits share a colour exactly when their
    images do."""
    return [
        images
        for images in permutations(range(4))
        if all(
            ((a in RED_SUITS) == (b in RED_SUITS)) == ((images[a] in RED_SUITS) == (images[b] in RED_SUITS))
            for a in range(4)
            for b in range(4)
        )
    ]


SUIT_MAPS: Final = tuple(_colour_keeping_suit_maps())


def _renaming(suits: tuple[int, ...], step: int) -> bytes:
    return table(
        [suits[suit] * RANK_COUNT + (rank + step) % RANK_COUNT for suit in range(4) for rank in range(13)]
    )


CANFIELD_RENAMINGS: Final = tuple(_renaming(suits, step) for suits in SUIT_MAPS for step in range(RANK_COUNT))
"""Card renamings of Canfield: ``[13 * i + step]`` renames the suits by ``SUIT_MAPS[i]`` and
moves every rank on by ``step``."""
SUIT_MAPS_SENDING: Final = tuple(
    tuple(
        tuple(index for index, images in enumerate(SUIT_MAPS) if images[suit] == image) for image in range(4)
    )
    for suit in range(4)
)
"""``[s][t]``: the indexes of the suit maps sending suit ``s`` to suit ``t`` (2 each)."""


# --- the shape --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CanfieldShape:
    line: bytes
    """Cards of the reserve (bottom to top), the base, and the stock (bottom to top)."""
    columns: bytes
    """The four columns' cards, in the layout's order."""
    stock_unordered: bool = False
    """Draw 1: the stock's order is no part of the game."""

    def fingerprint(self) -> bytes:
        """The least encoding over the renamings that send the base to the ace of spades, by
        a step and one of 2 suit maps."""
        if self.stock_unordered:
            return _fingerprint(self, True, _DRAW_ONE)
        return _fingerprint(self, False, _KIND)

    def lock_keys(self) -> tuple[bytes, ...]:
        """Its own, and a draw-3 deal's stock taken as a set, for the draw-1 requests of its
        cards."""
        if not self.stock_unordered:
            return (self.fingerprint(), _fingerprint(self, True, _AS_DRAW_ONE))
        return (self.fingerprint(),)

    def lookup_keys(self) -> tuple[bytes, ...]:
        """Its own, and its stock as a set in the other draw's kind (a draw-1 request meets a
        draw-3 deal of its cards, a draw-3 request a draw-1 deal of its cards; two draw-3
        deals whose stocks differ only in order do not meet)."""
        return (
            self.fingerprint(),
            _fingerprint(self, True, _AS_DRAW_ONE if self.stock_unordered else _DRAW_ONE),
        )

    def distance(self, other: Shape, within: int) -> int:
        """When either is a draw-1 shape the stocks are compared as sets: the cards one holds
        that the other lacks."""
        if not isinstance(other, CanfieldShape):
            return within + 1
        return _distance(self, other, within)


def _fingerprint(shape: CanfieldShape, stock_unordered: bool, kind: bytes) -> bytes:
    base = shape.line[CANFIELD_RESERVE]
    step = -rank_of(base) % RANK_COUNT
    tables = [
        CANFIELD_RENAMINGS[index * RANK_COUNT + step]
        for index, suits in enumerate(SUIT_MAPS)
        if suits[suit_of(base)] == 0
    ]
    return digest(kind, min(_encoding(shape, renaming, stock_unordered) for renaming in tables))


def _encoding(shape: CanfieldShape, renaming: bytes, stock_unordered: bool) -> bytes:
    line = shape.line.translate(renaming)
    if stock_unordered:
        line = line[:STOCK_START] + bytes(sorted(line[STOCK_START:]))
    return line + bytes(sorted(shape.columns.translate(renaming)))


def _distance(a: CanfieldShape, b: CanfieldShape, within: int) -> int:
    best = within + 1
    theirs = set(b.columns)
    unordered = a.stock_unordered or b.stock_unordered
    for renaming in _candidates(a.line, b.line, within, STOCK_START if unordered else None):
        mine = a.line.translate(renaming)
        if unordered:
            line = differing(mine[:STOCK_START], b.line[:STOCK_START]) + _set_differing(
                mine[STOCK_START:], b.line[STOCK_START:]
            )
        else:
            line = differing(mine, b.line)
        if line >= best:
            continue
        # The columns hold one card each, all different: the best order matches every shared card.
        shared = len(set(a.columns.translate(renaming)) & theirs)
        best = min(best, line + len(b.columns) - shared)
        if best == 0:
            break
    return best


def _set_differing(a: bytes, b: bytes) -> int:
    """Positions to change to make one set of distinct cards the other: the cards the larger
    side holds that the other lacks."""
    mine, theirs = set(a), set(b)
    return max(len(mine - theirs), len(theirs - mine))


def _candidates(
    a: bytes, b: bytes, within: int, aligned: int | None = None
) -> list[bytes] | tuple[bytes, ...]:
    """The renamings worth trying: one that leaves ``a`` within ``within`` positions of
    ``b`` leaves at most ``within`` of the line's first ``within + 1`` cards differing, so it
    sends one of those cards of ``a`` onto ``b``'s (2 renamings a position, instead of 104);
    pinned by their first ``aligned`` cards only when the rest is compared as a set."""
    if within >= min(len(a), len(b), len(a) if aligned is None else aligned):
        return CANFIELD_RENAMINGS
    chosen: set[int] = set()
    for mine, theirs in zip(a[: within + 1], b[: within + 1], strict=True):
        step = (rank_of(theirs) - rank_of(mine)) % RANK_COUNT
        chosen.update(
            index * RANK_COUNT + step for index in SUIT_MAPS_SENDING[suit_of(mine)][suit_of(theirs)]
        )
    return [CANFIELD_RENAMINGS[index] for index in sorted(chosen)]


# --- the future -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CanfieldFuture:
    reserve: bytes
    """The reserve's cards still to come, bottom to top."""
    base: int
    cycle: bytes
    """The waste's cards bottom to top, then the stock's from its top: the drawing order."""
    draw_one: bool

    def chance(self, off: int, unordered: bool) -> float:
        """``unordered``: the cycle compared as a set."""
        return _chance(len(self.reserve), len(self.cycle), off, unordered)

    def meets(self, shape: Shape, near: int) -> bool:
        if not isinstance(shape, CanfieldShape):
            return False
        unordered = self.draw_one or shape.stock_unordered
        within = tolerance(self, near, unordered)
        return within is not None and canfield_future_distance(self, shape, within) <= within


@cache
def _chance(reserve: int, cycle: int, off: int, unordered: bool) -> float:
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
    return _TRIES * total


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
        renaming = CANFIELD_RENAMINGS[index * RANK_COUNT + step]
        off = differing(future.reserve.translate(renaming), dealt_reserve)
        if off >= best:
            continue
        cycle = future.cycle.translate(renaming)
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


# --- the lock ---------------------------------------------------------------------------------


class CanfieldLock:
    """Canfield's ``DealLock``: a deal's shape under its draw; no twins."""

    def shape(self, layout: Layout, rules: Rules) -> CanfieldShape:
        assert isinstance(layout, CanfieldLayout)
        return CanfieldShape(
            bytes([*layout.reserve, layout.base, *layout.stock]),
            bytes([card for column in layout.columns for card in column]),
            isinstance(rules, CanfieldRules) and rules.draw == 1,
        )

    def shapes(self, layout: Layout, rules: Rules) -> tuple[Shape, ...]:
        return (self.shape(layout, rules),)

    def future(self, game: Game) -> CanfieldFuture:
        assert isinstance(game, CanfieldGame)
        return CanfieldFuture(
            bytes(game.reserve), game.base, bytes([*game.waste, *reversed(game.stock)]), game.rules.draw == 1
        )


CANFIELD_LOCK: Final = CanfieldLock()
