"""Monthly badges of the daily challenge (Microsoft Solitaire Collection's): bronze, silver,
gold and diamond for a calendar month's cleared results, by dates played and dates
completed (every deal of the date).  The thresholds are here; the store counts a month and
keeps what it reached while the month is open, and nothing after its last date's results
close.  docs/design/daily.md, "Monthly badges"."""

from __future__ import annotations

import calendar
import datetime as dt
from dataclasses import dataclass
from enum import StrEnum

from ..store import MonthBadges
from . import challenge


class Badge(StrEnum):
    BRONZE = "bronze"
    SILVER = "silver"
    GOLD = "gold"
    DIAMOND = "diamond"


BRONZE_DATES = 10
"""Dates played that earn bronze: one a date, a third of a month."""
SILVER_DATES = 20


@dataclass(frozen=True, slots=True)
class Threshold:
    """What a badge of a month asks: dates with a cleared result, and dates with a cleared
    result for every deal published for them."""

    badge: Badge
    dates_played: int
    dates_completed: int


def first_of(month: dt.date) -> dt.date:
    return month.replace(day=1)


def last_of(month: dt.date) -> dt.date:
    return month.replace(day=calendar.monthrange(month.year, month.month)[1])


def thresholds(month: dt.date) -> tuple[Threshold, ...]:
    """The month's badges from the least: gold is every date of the month played, diamond
    every deal of every date."""
    dates = last_of(month).day
    return (
        Threshold(Badge.BRONZE, BRONZE_DATES, 0),
        Threshold(Badge.SILVER, SILVER_DATES, 0),
        Threshold(Badge.GOLD, dates, 0),
        Threshold(Badge.DIAMOND, dates, dates),
    )


def closes_at(month: dt.date, grace: dt.timedelta) -> dt.datetime:
    """When the month's badges stop changing: its last date's results close."""
    return challenge.results_close_at(last_of(month), grace)


def is_open(month: dt.date, now: dt.datetime, grace: dt.timedelta) -> bool:
    return now < closes_at(month, grace)


def month_badges(day: dt.date, now: dt.datetime, grace: dt.timedelta) -> MonthBadges | None:
    """What the store needs to award the badges of ``day``'s month at ``now``; None once the
    month has closed (its badges never change again)."""
    if not is_open(day, now, grace):
        return None
    listed = thresholds(day)
    return MonthBadges(
        first_of(day),
        last_of(day),
        now,
        tuple(t.badge.value for t in listed),
        tuple(t.dates_played for t in listed),
        tuple(t.dates_completed for t in listed),
    )
