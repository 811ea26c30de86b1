"""Deals compared as the games they make, whatever their cards are called: the canonical
form the daily lock compares (``service.daily.lock``).

Whoever knows a deal can write it out in disguise and ask the solver: the same game under
other names has the same winning line, renamed back.  So a deal is read as a *shape* that
keeps only what play depends on, and two shapes are as far apart as the fewest card
positions that differ under any renaming of one of them (``shape_distance``).

**Golf.** A card fits the discard by its rank alone, so suits are dropped; the seven
columns are interchangeable (a line's column numbers are renamed), so they are compared
as a multiset, each column's ranks in order; and the ranks themselves may be renamed
round the cycle A-2-...-K-A, every rank moved on by the same step or the order reversed
(26 renamings): with K and A linked (easy) that is the same game exactly, and in classic
the reversal (A <-> K, 2 <-> Q ...) is.  The *talon* is the ranks in the order they reach
the discard: the starting discard, then the stock from its top.  A joker is a rank of its
own that no renaming moves.

**Canfield.** Foundations build up from the base rank and columns build down, both round
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

Rule options that only change how a deal plays are not part of a shape.  A Golf deal with
an empty starting discard (``empty_discard``, code flag ``D``) deals the shuffle's discard
card to the bottom of the stock: ``deal_shapes`` gives every deal its twin of the other
start, so ``GO1-ED-X`` meets the lock of ``GO1-E-X``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from itertools import permutations
from typing import Final

from .canfield_layout import CANFIELD_RESERVE, CanfieldLayout
from .cards import RED_SUITS, is_joker, rank_of, suit_of
from .deals import Layout
from .golf_layout import GolfLayout
from .rules import CanfieldRules, Rules

RANK_COUNT: Final = 13
JOKER_RANK: Final = 13
"""A Golf joker's rank in a shape: a rank of its own, which no renaming moves."""
FINGERPRINT_BYTES: Final = 8
_PERSON: Final = b"deal shape v1"
STOCK_START: Final = CANFIELD_RESERVE + 1
"""Where a Canfield line's stock starts: after the reserve and the base."""
_CANFIELD: Final = b"canfield"
_DRAW_ONE: Final = b"canfield, its stock a set"
"""The kind digested for a draw-1 shape."""
_AS_DRAW_ONE: Final = b"canfield draw 3, its stock as a set"
"""The kind of a draw-3 shape's stock taken as a set, which only draw-1 requests look up."""


@dataclass(frozen=True, slots=True)
class GolfShape:
    columns: tuple[bytes, ...]
    """Seven columns of ranks, bottom to top, in the layout's order."""
    talon: bytes
    """Ranks in the order they reach the discard: the starting discard, then the stock from
    its top."""


@dataclass(frozen=True, slots=True)
class CanfieldShape:
    line: bytes
    """Cards of the reserve (bottom to top), the base, and the stock (bottom to top)."""
    columns: bytes
    """The four columns' cards, in the layout's order."""
    stock_unordered: bool = False
    """Draw 1: the stock's order is no part of the game."""


Shape = GolfShape | CanfieldShape


def _table(images: list[int]) -> bytes:
    """A ``bytes.translate`` table sending byte ``i`` to ``images[i]`` (others to themselves)."""
    return bytes(images + list(range(len(images), 256)))


def _golf_renaming(reversed_order: bool, step: int) -> bytes:
    sign = -1 if reversed_order else 1
    return _table([(sign * rank + step) % RANK_COUNT for rank in range(RANK_COUNT)] + [JOKER_RANK])


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


def _canfield_renaming(suits: tuple[int, ...], step: int) -> bytes:
    return _table(
        [suits[suit] * RANK_COUNT + (rank + step) % RANK_COUNT for suit in range(4) for rank in range(13)]
    )


GOLF_RENAMINGS: Final = tuple(
    _golf_renaming(flip, step) for flip in (False, True) for step in range(RANK_COUNT)
)
"""Rank renamings of Golf: ``[step]`` moves every rank on by ``step``, ``[13 + step]``
reverses the order first (rank r becomes step - r)."""
CANFIELD_RENAMINGS: Final = tuple(
    _canfield_renaming(suits, step) for suits in SUIT_MAPS for step in range(RANK_COUNT)
)
"""Card renamings of Canfield: ``[13 * i + step]`` renames the suits by ``SUIT_MAPS[i]`` and
moves every rank on by ``step``."""


# --- shapes -----------------------------------------------------------------------------------


def golf_rank(card: int) -> int:
    return JOKER_RANK if is_joker(card) else rank_of(card)


def deal_shape(layout: Layout, rules: Rules) -> Shape:
    """The shape of a deal as written out, played under ``rules`` (which of Canfield's draws)."""
    if isinstance(layout, GolfLayout):
        start = [] if layout.discard is None else [layout.discard]
        return GolfShape(
            tuple(bytes([golf_rank(card) for card in column]) for column in layout.columns),
            bytes([golf_rank(card) for card in [*start, *reversed(layout.stock)]]),
        )
    assert isinstance(layout, CanfieldLayout)
    return CanfieldShape(
        bytes([*layout.reserve, layout.base, *layout.stock]),
        bytes([card for column in layout.columns for card in column]),
        isinstance(rules, CanfieldRules) and rules.draw == 1,
    )


def deal_shapes(layout: Layout, rules: Rules) -> tuple[Shape, ...]:
    """Every shape the lock must know a deal by: its own, and for Golf the twin of the other
    start, whose talon is the same shuffle with the first card moved to the other end (the
    card an empty-discard deal puts at the bottom of the stock)."""
    shape = deal_shape(layout, rules)
    if not isinstance(shape, GolfShape):
        return (shape,)
    talon = shape.talon
    twin = (
        talon[1:] + talon[:1]
        if isinstance(layout, GolfLayout) and layout.discard is not None
        else talon[-1:] + talon[:-1]
    )
    return (shape, GolfShape(shape.columns, twin))


# --- the fingerprint: equal for shapes at distance 0 ------------------------------------------


def shape_fingerprint(shape: Shape) -> bytes:
    """A digest equal for two shapes exactly when one is a renaming of the other (columns in
    any order; a draw-1 stock in any order): what a dict of locked deals is keyed by.

    It digests the least encoding over the renamings that send a pivot card to a fixed one
    (Golf: the talon's first non-joker rank to an ace, by a step or a reversal; Canfield:
    the base to the ace of spades, by a step and one of 2 suit maps).  Renaming the shape
    renames its pivot with it, so every shape of one class meets the same 2 encodings."""
    if isinstance(shape, GolfShape):
        pivot = next(rank for rank in shape.talon if rank != JOKER_RANK)
        tables = [GOLF_RENAMINGS[-pivot % RANK_COUNT], GOLF_RENAMINGS[RANK_COUNT + pivot]]
        encodings = [_golf_encoding(shape, table) for table in tables]
        return _digest(b"golf", min(encodings))
    if shape.stock_unordered:
        return _canfield_fingerprint(shape, True, _DRAW_ONE)
    return _canfield_fingerprint(shape, False, _CANFIELD)


def lock_keys(shape: Shape) -> tuple[bytes, ...]:
    """The fingerprints a locked deal is filed under: its own, and a draw-3 deal's stock
    taken as a set, for the draw-1 requests of its cards."""
    if isinstance(shape, CanfieldShape) and not shape.stock_unordered:
        return (shape_fingerprint(shape), _canfield_fingerprint(shape, True, _AS_DRAW_ONE))
    return (shape_fingerprint(shape),)


def lookup_keys(shape: Shape) -> tuple[bytes, ...]:
    """The fingerprints a request about a deal looks up: its own, and a Canfield deal's stock
    as a set in the other draw's kind (a draw-1 request meets a draw-3 deal of its cards, a
    draw-3 request a draw-1 deal of its cards; two draw-3 deals whose stocks differ only in
    order do not meet)."""
    if not isinstance(shape, CanfieldShape):
        return (shape_fingerprint(shape),)
    return (
        shape_fingerprint(shape),
        _canfield_fingerprint(shape, True, _AS_DRAW_ONE if shape.stock_unordered else _DRAW_ONE),
    )


def _canfield_fingerprint(shape: CanfieldShape, stock_unordered: bool, kind: bytes) -> bytes:
    base = shape.line[CANFIELD_RESERVE]
    step = -rank_of(base) % RANK_COUNT
    tables = [
        CANFIELD_RENAMINGS[index * RANK_COUNT + step]
        for index, suits in enumerate(SUIT_MAPS)
        if suits[suit_of(base)] == 0
    ]
    return _digest(kind, min(_canfield_encoding(shape, table, stock_unordered) for table in tables))


def _canfield_encoding(shape: CanfieldShape, table: bytes, stock_unordered: bool) -> bytes:
    line = shape.line.translate(table)
    if stock_unordered:
        line = line[:STOCK_START] + bytes(sorted(line[STOCK_START:]))
    return line + bytes(sorted(shape.columns.translate(table)))


def _digest(kind: bytes, encoding: bytes) -> bytes:
    return hashlib.blake2b(kind + encoding, digest_size=FINGERPRINT_BYTES, person=_PERSON).digest()


def _golf_encoding(shape: GolfShape, table: bytes) -> bytes:
    columns = sorted(column.translate(table) for column in shape.columns)
    return b"".join(columns) + shape.talon.translate(table)


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


def shape_distance(a: Shape, b: Shape, within: int) -> int:
    """The fewest card positions at which ``a``, under any renaming and column order, differs
    from ``b``, when that is at most ``within``; else ``within + 1`` (the search stops as
    soon as it knows).  A Golf shape is never near a Canfield one.  When either is a draw-1
    shape the stocks are compared as sets: the cards one holds that the other lacks."""
    if isinstance(a, GolfShape) and isinstance(b, GolfShape):
        return _golf_distance(a, b, within)
    if isinstance(a, CanfieldShape) and isinstance(b, CanfieldShape):
        return _canfield_distance(a, b, within)
    return within + 1


def _golf_distance(a: GolfShape, b: GolfShape, within: int) -> int:
    best = within + 1
    for table in _golf_candidates(a.talon, b.talon, within):
        talon = differing(a.talon.translate(table), b.talon)
        if talon >= best:
            continue
        columns = [column.translate(table) for column in a.columns]
        best = min(best, talon + _columns_distance(columns, b.columns, best - talon))
        if best == 0:
            break
    return best


def _columns_distance(a: list[bytes], b: tuple[bytes, ...], bound: int) -> int:
    """The least total distance of ``a``'s columns matched one to one with ``b``'s, or
    ``bound`` when that is at least ``bound``."""
    return assignment_distance([[differing(mine, theirs) for theirs in b] for mine in a], bound)


def assignment_distance(costs: list[list[int]], bound: int) -> int:
    """The least total cost of matching rows to columns one to one (``costs[row][column]``,
    as many rows as columns), or ``bound`` when that is at least ``bound``: the assignment
    problem, solved over the subsets of the columns (rows taken in order), 2^7 for Golf."""
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


def _canfield_distance(a: CanfieldShape, b: CanfieldShape, within: int) -> int:
    best = within + 1
    theirs = set(b.columns)
    unordered = a.stock_unordered or b.stock_unordered
    for table in _canfield_candidates(a.line, b.line, within, STOCK_START if unordered else None):
        mine = a.line.translate(table)
        if unordered:
            line = differing(mine[:STOCK_START], b.line[:STOCK_START]) + _set_differing(
                mine[STOCK_START:], b.line[STOCK_START:]
            )
        else:
            line = differing(mine, b.line)
        if line >= best:
            continue
        # The columns hold one card each, all different: the best order matches every shared card.
        shared = len(set(a.columns.translate(table)) & theirs)
        best = min(best, line + len(b.columns) - shared)
        if best == 0:
            break
    return best


def _set_differing(a: bytes, b: bytes) -> int:
    """Positions to change to make one set of distinct cards the other: the cards the larger
    side holds that the other lacks."""
    mine, theirs = set(a), set(b)
    return max(len(mine - theirs), len(theirs - mine))


# A renaming that leaves ``a`` within ``within`` positions of ``b`` leaves at most ``within``
# of the first ``within + 1`` positions of the talon (Canfield: the line) differing, so it
# sends one of those cards of ``a`` onto ``b``'s: only the renamings that do so need trying,
# at most 2 per position (10 for the default bound of 4, instead of 26 or 104).

SUIT_MAPS_SENDING: Final = tuple(
    tuple(
        tuple(index for index, images in enumerate(SUIT_MAPS) if images[suit] == image) for image in range(4)
    )
    for suit in range(4)
)
"""``[s][t]``: the indexes of the suit maps sending suit ``s`` to suit ``t`` (2 each)."""


def _golf_candidates(a: bytes, b: bytes, within: int) -> list[bytes] | tuple[bytes, ...]:
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


def _canfield_candidates(
    a: bytes, b: bytes, within: int, aligned: int | None = None
) -> list[bytes] | tuple[bytes, ...]:
    """The renamings worth trying, pinned by the first ``within + 1`` cards of the lines (of
    their first ``aligned`` cards only, the rest being compared as sets)."""
    if within >= min(len(a), len(b), len(a) if aligned is None else aligned):
        return CANFIELD_RENAMINGS
    chosen: set[int] = set()
    for mine, theirs in zip(a[: within + 1], b[: within + 1], strict=True):
        step = (rank_of(theirs) - rank_of(mine)) % RANK_COUNT
        chosen.update(
            index * RANK_COUNT + step for index in SUIT_MAPS_SENDING[suit_of(mine)][suit_of(theirs)]
        )
    return [CANFIELD_RENAMINGS[index] for index in sorted(chosen)]
