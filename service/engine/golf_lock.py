"""Golf's deals and positions as the daily lock compares them (``canonical``, ``futures``):
``GOLF_LOCK``, the ``DealLock`` of Golf's registry entries (a round's too, by its holes).

Suits are dropped, the seven columns compared as a multiset and the ranks renamed round
the cycle (26 renamings); an empty-discard deal meets its twin with a discard.  A sight is
the columns and the starting discard; a future, the columns' cards still on the table.
Why each is so, and the chance arithmetic: docs/design/lock.md, "Golf".
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from math import comb, factorial
from typing import Final

from .canonical import RANK_COUNT, Shape, assignment_distance, differing, digest, translation_table
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
    return translation_table([(sign * rank + step) % RANK_COUNT for rank in range(RANK_COUNT)] + [JOKER_RANK])


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


# --- the sight --------------------------------------------------------------------------------

NO_DISCARD: Final = 255
"""The starting discard's place in a sight's encoding when the deal starts without one."""


@dataclass(frozen=True, slots=True)
class GolfSight:
    """What a player sees when a Golf deal is dealt: the seven columns, every card face up,
    and the starting discard (None for a deal that starts without one); never the stock."""

    columns: tuple[bytes, ...]
    """Seven columns of ranks, bottom to top, in the layout's order."""
    discard: int | None

    def fingerprint(self) -> bytes:
        """The least encoding over every renaming of ranks (26)."""
        return digest(_SIGHT_KIND, min(_sight_encoding(self, renaming) for renaming in GOLF_RENAMINGS))

    def lock_keys(self) -> tuple[bytes, ...]:
        return (self.fingerprint(),)

    def lookup_keys(self) -> tuple[bytes, ...]:
        return (self.fingerprint(),)

    def distance(self, other: Shape, within: int) -> int:
        """The columns matched at best, plus one when the starting discards differ (one
        present, the other not, counts as differing)."""
        if not isinstance(other, GolfSight):
            return within + 1
        best = within + 1
        for renaming in _sight_candidates(self, other, within):
            discard = 0 if _renamed_discard(self, renaming) == _renamed_discard(other, None) else 1
            if discard >= best:
                continue
            columns = [column.translate(renaming) for column in self.columns]
            best = min(best, discard + _columns_distance(columns, other.columns, best - discard))
            if best == 0:
                break
        return best


_SIGHT_KIND: Final = b"golf sight"


def _renamed_discard(sight: GolfSight, renaming: bytes | None) -> int:
    if sight.discard is None:
        return NO_DISCARD
    return sight.discard if renaming is None else renaming[sight.discard]


def _sight_encoding(sight: GolfSight, renaming: bytes) -> bytes:
    columns = sorted(column.translate(renaming) for column in sight.columns)
    return b"".join(columns) + bytes([_renamed_discard(sight, renaming)])


def _sight_candidates(a: GolfSight, b: GolfSight, within: int) -> list[bytes] | tuple[bytes, ...]:
    """The renamings worth trying: within ``within`` positions, at most ``within`` columns
    hold a differing card, so one of any ``within + 1`` columns of ``a`` agrees wholly with
    a column of ``b``: only the renamings that make one of them so can come within.  ``b``'s
    columns are looked up by what a renaming keeps (``_agreement_key``)."""
    if within >= len(a.columns):
        return GOLF_RENAMINGS
    index = _prefix_index(b.columns)
    chosen: set[int] = set()
    for column in a.columns[: within + 1]:
        targets = index.get(_agreement_key(column))
        if targets:
            chosen.update(_agreeing(column, targets))
    return [GOLF_RENAMINGS[index] for index in sorted(chosen)]


def _agreeing(part: bytes, targets: Iterable[bytes]) -> Iterator[int]:
    """The renamings (indexes) that send ``part`` wholly onto one of ``targets``, pinned by
    its first card that is not a joker (every renaming, when it has none)."""
    pinned = next((at for at, rank in enumerate(part) if rank != JOKER_RANK), None)
    for target in targets:
        if len(target) != len(part):
            continue
        if pinned is None:
            if part == target:
                yield from range(len(GOLF_RENAMINGS))
            continue
        mine, theirs = part[pinned], target[pinned]
        if theirs == JOKER_RANK:
            continue
        for renaming in ((theirs - mine) % RANK_COUNT, RANK_COUNT + (theirs + mine) % RANK_COUNT):
            if part.translate(GOLF_RENAMINGS[renaming]) == target:
                yield renaming


@lru_cache(maxsize=4096)
def _agreement_key(ranks: bytes) -> bytes:
    """What a renaming of ranks keeps of ``ranks``: its length, then the steps from each to
    the next round the cycle (a joker's as 255), read in the direction of the two (a
    reversal negates every step) that sorts first.  Two parts that agree under some renaming
    have the same key."""
    steps = [255 if JOKER_RANK in (low, high) else (high - low) % RANK_COUNT for low, high in pairwise(ranks)]
    back = [step if step == 255 else -step % RANK_COUNT for step in steps]
    return bytes([len(ranks)]) + min(bytes(steps), bytes(back))


@lru_cache(maxsize=256)
def _prefix_index(columns: tuple[bytes, ...]) -> dict[bytes, list[bytes]]:
    """Every prefix of the dealt ``columns`` (what a column of a sight or of a future of the
    deal can be), by ``_agreement_key``."""
    index: dict[bytes, list[bytes]] = {}
    for column in columns:
        for length in range(1, len(column) + 1):
            index.setdefault(_agreement_key(column[:length]), []).append(column[:length])
    return index


# --- the future -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GolfFuture:
    """What a Golf position shows that a live deal's sight shows too: the cards still in
    the columns, each a prefix of its column as dealt.  The stock still to draw is not
    compared: its order is what no player of the live deal sees."""

    columns: tuple[bytes, ...]
    """Each column's ranks still on the table, bottom to top."""

    @property
    def cards(self) -> int:
        return sum(map(len, self.columns))

    def chance(self, off: int, unordered: bool) -> float:
        return _chance(self.cards, off)

    def meets(self, shape: Shape, near: int) -> bool:
        if not isinstance(shape, GolfSight):
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


def golf_future_distance(future: GolfFuture, sight: GolfSight, within: int) -> int:
    """The fewest positions at which ``future``'s columns differ from prefixes of
    ``sight``'s (matched one to one, at best), under any renaming of ranks, when at most
    ``within``; else ``within + 1``."""
    bottoms = _bottoms(sight.columns)
    best = within + 1
    for renaming in _future_candidates(future, sight, within):
        columns = [column.translate(renaming) for column in future.columns]
        if _unmatched_bottoms(columns, bottoms) >= best:
            continue
        costs = [[differing(mine, theirs[: len(mine)]) for theirs in sight.columns] for mine in columns]
        best = min(best, assignment_distance(costs, best))
        if best == 0:
            break
    return best


def _future_candidates(future: GolfFuture, sight: GolfSight, within: int) -> list[bytes] | tuple[bytes, ...]:
    """The renamings worth trying: within ``within`` positions, at least one of any
    ``within + 1`` columns of the future agrees wholly with a dealt column's prefix, so only
    the renamings under which one of the longest ``within + 1`` does so can come within;
    all of them when the future has fewer columns left."""
    parts = _parts(future)
    if len(parts) <= within:
        return GOLF_RENAMINGS
    index = _prefix_index(sight.columns)
    chosen: set[int] = set()
    for part in parts[: within + 1]:
        targets = index.get(_agreement_key(part))
        if targets:
            chosen.update(_agreeing(part, targets))
    return [GOLF_RENAMINGS[renaming] for renaming in sorted(chosen)]


@lru_cache(maxsize=64)
def _parts(future: GolfFuture) -> list[bytes]:
    """The future's columns still holding cards, longest first."""
    return sorted((column for column in future.columns if column), key=len, reverse=True)


@lru_cache(maxsize=256)
def _bottoms(columns: tuple[bytes, ...]) -> bytes:
    return bytes(sorted(column[0] for column in columns if column))


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

    sight_near: int | None = None

    def sight(self, layout: Layout, rules: Rules) -> GolfSight:
        assert isinstance(layout, GolfLayout)
        return GolfSight(
            tuple(bytes([golf_rank(card) for card in column]) for column in layout.columns),
            None if layout.discard is None else golf_rank(layout.discard),
        )

    def sights(self, layout: Layout, rules: Rules) -> tuple[Shape, ...]:
        """The deal's sight and, when it deals a starting discard, the sight of the same
        shuffle started without one (its columns alone); a deal started without one has
        only its own (the discard its twin would show is a stock card nobody has seen)."""
        sight = self.sight(layout, rules)
        if sight.discard is None:
            return (sight,)
        return (sight, GolfSight(sight.columns, None))

    def future(self, game: Game) -> GolfFuture:
        if isinstance(game, GolfRoundGame):
            game = game.hole
        assert isinstance(game, GolfGame)
        return GolfFuture(tuple(bytes([golf_rank(card) for card in column]) for column in game.columns))


GOLF_LOCK: Final = GolfLock()
