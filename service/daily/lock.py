"""The daily lock: while a daily deal's results are open (or a duel's deal is being played),
nobody gets a winning line or a hint for it, nor plays it outside the daily game, however
it is asked for: by code, by a layout in disguise, or by a state that has played its way
onto the live position.  Codes are looked up by their deal's shape, layouts by what a
player sees (their sight), states at the solver also by their future (``engine.canonical``,
``engine.futures``).  Each worker keeps the lockable deals in memory, read again every
``DAILY_LOCK_REFRESH_S``.  What it guards, compares and cannot do: docs/design/lock.md.
"""

from __future__ import annotations

import datetime as dt
import functools
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Final

from ..engine import Game, GameCode, Layout, Rules, parse_code
from ..engine.canonical import DealLock, Shape
from ..engine.deals import deal_fingerprint
from ..engine.futures import Future
from ..engine.games import GAMES, deal_layout, round_holes
from ..store import DailyDeal, DatabaseUnavailable
from . import challenge

RETRY_AFTER_FAILURE_S = 5.0
LOAD_TIMEOUT_S = 1.0


@dataclass(frozen=True, slots=True)
class Asked:
    """The deal a request asks about: its fingerprints (canonical, or the exact one a state
    sealed before the canonical form carries), for a written-out deal its sight (``shape``),
    and for a state its position's future, both compared with the locked deals' sights of
    their game (its ``lock``)."""

    fingerprints: tuple[bytes, ...]
    lock: DealLock | None = None
    shape: Shape | None = None
    future: Future | None = None


NOTHING: Final = Asked(())
"""A deal of a game never locked (its registry entry has no ``lock``): it meets no deal."""


def dealt_asked(layout: Layout, rules: Rules) -> Asked:
    """A coded deal, whose layout the caller dealt: looked up by fingerprint alone (a code
    near a daily deal would take a search of the 2^64 deals to find)."""
    lock = GAMES.of_rules(rules).lock
    return NOTHING if lock is None else Asked(lock.shape(layout, rules).lookup_keys())


def code_layouts(code: GameCode) -> list[tuple[Rules, Layout]]:
    """The deals a code deals, with their rules: its own, or every hole of a round code (a
    round plays each of its deals)."""
    holes = round_holes(code)
    codes = (code,) if holes is None else holes
    return [(dealt.rules, deal_layout(dealt.rules, dealt.deal)) for dealt in codes]


def code_asked(code: GameCode) -> Asked:
    """A code's deal, or every hole of a round code."""
    holes = [dealt_asked(layout, rules) for rules, layout in code_layouts(code)]
    return Asked(tuple(fingerprint for hole in holes for fingerprint in hole.fingerprints))


def layout_asked(layout: Layout, rules: Rules) -> Asked:
    """A written-out deal, by its sight alone: what a player of it sees face up when it is
    dealt, whatever its face-down cards (a refusal that depended on them would tell which
    order of them is live)."""
    lock = GAMES.of_rules(rules).lock
    if lock is None:
        return NOTHING
    sight = lock.sight(layout, rules)
    return Asked(sight.lookup_keys(), lock, sight)


def with_future(asked: Asked, game: Game) -> Asked:
    """``asked`` with the future of ``game``'s position (``engine.futures``): unchanged for a
    game never locked, or one whose positions show nothing to compare."""
    lock = GAMES.of_game(game).lock
    future = None if lock is None else lock.future(game)
    return asked if lock is None or future is None else replace(asked, lock=lock, future=future)


@dataclass(frozen=True, slots=True)
class DuelDeal:
    """A duel's deal, locked until the duel ends (read as it was at the list's read)."""

    duel_id: uuid.UUID
    variant: str
    code: str
    expires_at: dt.datetime


LockedDeal = DailyDeal | DuelDeal


def is_locked(deal: LockedDeal, at: dt.datetime, grace: dt.timedelta) -> bool:
    """Whether ``deal`` is locked at ``at``: a daily deal by its day's calendar, a duel's
    until it expires (the list holds only duels not ended)."""
    if isinstance(deal, DuelDeal):
        return at < deal.expires_at
    return challenge.is_locked(deal.day, at, grace)


@dataclass(slots=True)
class LockedDeals:
    """The deals that can be locked, by every fingerprint they are known by (their shapes'
    for codes, their sights' for layouts), and their sights for the near check and for
    futures, by their game's lock (a sight is near none of another game)."""

    by_fingerprint: dict[bytes, list[LockedDeal]] = field(default_factory=dict)
    shapes: dict[int, list[tuple[Shape, LockedDeal]]] = field(default_factory=dict)
    """Sights, by the ``id`` of their game's lock (one object a game)."""

    @classmethod
    def of(cls, deals: list[LockedDeal]) -> LockedDeals:
        locked = cls()
        for deal in deals:
            fingerprints, shapes = _code_keys(deal.code, GAMES.version)
            for lock, shape in shapes:
                locked.shapes.setdefault(id(lock), []).append((shape, deal))
            for fingerprint in fingerprints:
                locked.by_fingerprint.setdefault(fingerprint, []).append(deal)
        return locked

    def holders(self, asked: Asked, near: int) -> list[LockedDeal]:
        """The deals ``asked`` is: by fingerprint, within ``near`` positions of a sight (at
        most its game's ``sight_near``), or by its position's future."""
        found = [
            deal for fingerprint in asked.fingerprints for deal in self.by_fingerprint.get(fingerprint, ())
        ]
        same_game = self.shapes.get(id(asked.lock), ()) if asked.lock is not None else ()
        if asked.lock is not None and asked.lock.sight_near is not None:
            near = min(near, asked.lock.sight_near)
        if not found and asked.shape is not None and near > 0:
            shape = asked.shape
            found = [deal for locked, deal in same_game if shape.distance(locked, near) <= near]
        if not found and asked.future is not None:
            future = asked.future
            found = [deal for locked, deal in same_game if future.meets(locked, near)]
        return found


CODES_REMEMBERED = 1 << 17
"""Codes whose lock keys a worker keeps between reads of the list (``_code_keys``): more
than the deals a list holds (a few daily deals, and every duel not ended), so a refresh
works out only the deals new since the last (bench/duels.md: ~0.2 ms a deal)."""


@functools.lru_cache(maxsize=CODES_REMEMBERED)
def _code_keys(code: str, games: int) -> tuple[frozenset[bytes], tuple[tuple[DealLock, Shape], ...]]:
    """A code's fingerprints (its shapes' and its sights') and sights, with their game's
    lock (the daily round's: each hole's); a deal's exact fingerprint too, for states of
    custom deals sealed before 2026-12.  None for a game never locked.  ``games`` is the
    registry's version: what a code's keys are depends on the games registered."""
    fingerprints: set[bytes] = set()
    shapes: list[tuple[DealLock, Shape]] = []
    for rules, layout in code_layouts(parse_code(code)):
        lock = GAMES.of_rules(rules).lock
        if lock is None:
            continue
        fingerprints.add(deal_fingerprint(layout))
        for shape in lock.shapes(layout, rules):
            fingerprints.update(shape.lock_keys())
        for sight in lock.sights(layout, rules):
            fingerprints.update(sight.lock_keys())
            shapes.append((lock, sight))
    return frozenset(fingerprints), tuple(shapes)


class DailyLock:
    """The lockable deals, reloaded when older than ``refresh_s``."""

    def __init__(self, refresh_s: float) -> None:
        self.refresh_s = refresh_s
        self._deals: LockedDeals | None = None
        self._fresh_until = 0.0
        self._loading = threading.Lock()

    def holders(
        self,
        asked: Asked,
        at: dt.datetime,
        grace: dt.timedelta,
        near: int,
        load: Callable[[dt.date, dt.date], list[LockedDeal]],
    ) -> list[LockedDeal]:
        """The published deals (and duels' deals) ``asked`` is that are locked at ``at``;
        ``DatabaseUnavailable`` when the deals were never read."""
        deals = self._current(at, grace, load)
        return [deal for deal in deals.holders(asked, near) if is_locked(deal, at, grace)]

    def _current(
        self, at: dt.datetime, grace: dt.timedelta, load: Callable[[dt.date, dt.date], list[LockedDeal]]
    ) -> LockedDeals:
        if time.monotonic() < self._fresh_until:
            return self._known()
        with self._loading:
            if time.monotonic() < self._fresh_until:
                return self._known()
            first, last = challenge.lockable_days(at, grace)
            try:
                # Through the next date, so a list read before it opens (at UTC+14) locks it then.
                published = load(first, last + challenge.ONE_DAY)
            except DatabaseUnavailable:
                # Retried shortly, not on every request: the routes that only play do not wait.
                self._fresh_until = time.monotonic() + min(RETRY_AFTER_FAILURE_S, self.refresh_s)
                return self._known()
            self._deals, self._fresh_until = LockedDeals.of(published), time.monotonic() + self.refresh_s
            return self._deals

    def _known(self) -> LockedDeals:
        if self._deals is None:
            raise DatabaseUnavailable("the locked daily deals were never read")
        return self._deals
