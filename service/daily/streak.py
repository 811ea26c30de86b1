"""A player's daily streak with its freezes: a pure function of the dates they played, so it
needs no storage and reads the same whoever asks.  A freeze is earned on every 7th date
played in a row, at most 2 held, and spent by itself on a missed date, which then keeps the
streak alive (Duolingo's streak freeze).  docs/design/daily.md, "Streak freezes"."""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from . import challenge

DATES_FOR_A_FREEZE = 7
"""Dates played in a row that earn a freeze."""
MOST_FREEZES = 2
"""Freezes held at once: a 7th date in a row earns none while the player holds this many."""


@dataclass(frozen=True, slots=True)
class Streak:
    """Where a player's streak stands: the dates played in it (a frozen date adds none),
    the longest ever, the freezes held and the dates they covered in the current streak."""

    last_day: dt.date | None
    """The latest date played; None before the first."""
    current: int
    """Dates played in the streak alive now; 0 when it broke."""
    best: int
    freezes: int
    frozen: tuple[dt.date, ...]
    """The missed dates of the current streak that a freeze covered, oldest first."""
    expires_on: dt.date | None
    """The first date after ``last_day`` that no freeze held will cover: the streak ends
    when its results close unless a date from ``last_day`` on is played; None when it broke
    (or the calendar ends first)."""


@dataclass(slots=True)
class _Walk:
    """The streak's state, date by date."""

    current: int = 0
    best: int = 0
    in_a_row: int = 0
    freezes: int = 0
    frozen: tuple[dt.date, ...] = ()

    def play(self) -> None:
        """A date played: the streak and the row grow; every 7th date of the row earns a
        freeze unless 2 are held."""
        self.current += 1
        self.in_a_row += 1
        self.best = max(self.best, self.current)
        if self.in_a_row % DATES_FOR_A_FREEZE == 0 and self.freezes < MOST_FREEZES:
            self.freezes += 1

    def miss(self, first: dt.date, missed: int) -> bool:
        """``missed`` dates from ``first`` on not played: each spends a freeze, oldest
        first; False when the freezes ran out before them (the streak broke)."""
        covered = min(missed, self.freezes)
        self.freezes -= covered
        self.frozen += tuple(first + n * challenge.ONE_DAY for n in range(covered))
        if missed:
            self.in_a_row = 0
        if covered < missed:
            self.current, self.frozen = 0, ()
            return False
        return True


def streak_of(played: Sequence[dt.date], last_closed: dt.date) -> Streak:
    """The streak of the dates ``played`` (each at most once, oldest first) when the latest
    date whose results have closed is ``last_closed``.  A date between two played is missed
    (a date still open between them too: played later, it is counted again); a date after
    the last played is missed once its results close, so one not played yet never spends a
    freeze nor breaks the streak while it can still be played somewhere."""
    if not played:
        return Streak(None, 0, 0, 0, (), None)
    walk = _Walk()
    walk.play()
    for before, date in itertools.pairwise(played):
        walk.miss(before + challenge.ONE_DAY, (date - before).days - 1)
        walk.play()
    last_day = played[-1]
    trailing = max(0, (last_closed - last_day).days)
    if not walk.miss(last_day + challenge.ONE_DAY, trailing):
        return Streak(last_day, 0, walk.best, 0, (), None)
    ahead = (trailing + walk.freezes + 1) * challenge.ONE_DAY
    expires_on = last_day + ahead if dt.date.max - last_day >= ahead else None
    return Streak(last_day, walk.current, walk.best, walk.freezes, walk.frozen, expires_on)
