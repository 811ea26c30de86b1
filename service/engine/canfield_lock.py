"""Canfield's deals and positions as the daily lock compares them (``canonical``, ``futures``):
``CANFIELD_LOCK``, the ``DealLock`` of Canfield's registry entry.

Ranks are renamed round the cycle (13), suits in the 8 ways that keep colours alternating,
the columns in any order; a draw-1 stock is compared as a set.  A sight (the reserve's top,
the base, the four column cards) is compared whole: a near match would refuse players' own
deals.  A position has no future beyond its deal.  docs/design/lock.md, "Canfield".
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import Final

from .canfield_layout import CANFIELD_RESERVE, CanfieldLayout
from .canonical import RANK_COUNT, Shape, differing, digest, translation_table
from .cards import RED_SUITS, rank_of, suit_of
from .deals import Layout
from .game import Game
from .rules import CanfieldRules, Rules

STOCK_START: Final = CANFIELD_RESERVE + 1
"""Where a line's stock starts: after the reserve and the base."""
_KIND: Final = b"canfield"
_DRAW_ONE: Final = b"canfield, its stock a set"
"""The kind digested for a draw-1 shape."""
_AS_DRAW_ONE: Final = b"canfield draw 3, its stock as a set"
"""The kind of a draw-3 shape's stock taken as a set, which only draw-1 requests look up."""


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
    return translation_table(
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


# --- the sight --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CanfieldSight:
    """What a player sees when a Canfield deal is dealt: the reserve's top card, the base
    and the four column cards; never the reserve beneath its top, nor the stock."""

    reserve_top: int
    base: int
    columns: bytes
    """The four columns' cards, in the layout's order."""

    def fingerprint(self) -> bytes:
        """The least encoding over the renamings that send the base to the ace of spades, by
        a step and one of 2 suit maps."""
        encodings = (_sight_encoding(self, renaming) for renaming in _base_pinned(self.base))
        return digest(_SIGHT_KIND, min(encodings))

    def lock_keys(self) -> tuple[bytes, ...]:
        return (self.fingerprint(),)

    def lookup_keys(self) -> tuple[bytes, ...]:
        return (self.fingerprint(),)

    def distance(self, other: Shape, within: int) -> int:
        """Under the 2 renamings that send this base onto the other's: the reserve tops that
        differ, and the column cards the other lacks (the columns in any order)."""
        if not isinstance(other, CanfieldSight):
            return within + 1
        best = within + 1
        theirs = set(other.columns)
        for renaming in _base_pinned(self.base, other.base):
            off = int(renaming[self.reserve_top] != other.reserve_top)
            off += len(other.columns) - len(set(self.columns.translate(renaming)) & theirs)
            best = min(best, off)
        return best


_SIGHT_KIND: Final = b"canfield sight"


def _base_pinned(base: int, onto: int = 0) -> list[bytes]:
    """The 2 renamings that send ``base`` onto ``onto`` (the ace of spades unless told)."""
    step = (rank_of(onto) - rank_of(base)) % RANK_COUNT
    suit_maps = SUIT_MAPS_SENDING[suit_of(base)][suit_of(onto)]
    return [CANFIELD_RENAMINGS[index * RANK_COUNT + step] for index in suit_maps]


def _sight_encoding(sight: CanfieldSight, renaming: bytes) -> bytes:
    return bytes([renaming[sight.reserve_top], renaming[sight.base]]) + bytes(
        sorted(sight.columns.translate(renaming))
    )


# --- the lock ---------------------------------------------------------------------------------


class CanfieldLock:
    """Canfield's ``DealLock``: a deal's shape under its draw; no twins.  Its sight is six
    cards, compared whole: a near match of six cards is chance (bench/lock.md); and no
    position shows anything of a sight a live deal could be known by beyond its deal's own
    start, so a position is known by its deal alone."""

    sight_near: int | None = 0

    def shape(self, layout: Layout, rules: Rules) -> CanfieldShape:
        assert isinstance(layout, CanfieldLayout)
        return CanfieldShape(
            bytes([*layout.reserve, layout.base, *layout.stock]),
            bytes([card for column in layout.columns for card in column]),
            isinstance(rules, CanfieldRules) and rules.draw == 1,
        )

    def shapes(self, layout: Layout, rules: Rules) -> tuple[Shape, ...]:
        return (self.shape(layout, rules),)

    def sight(self, layout: Layout, rules: Rules) -> CanfieldSight:
        assert isinstance(layout, CanfieldLayout)
        return CanfieldSight(
            layout.reserve[-1], layout.base, bytes([card for column in layout.columns for card in column])
        )

    def sights(self, layout: Layout, rules: Rules) -> tuple[Shape, ...]:
        return (self.sight(layout, rules),)

    def future(self, game: Game) -> None:
        return None


CANFIELD_LOCK: Final = CanfieldLock()
