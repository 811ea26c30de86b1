"""The monthly badges' rules (service/daily/badge_rules.py): what each badge of a month asks, and
when a month closes (its last date's results: after that the store writes none of it)."""

from __future__ import annotations

import datetime as dt

from service.daily import badge_rules, challenge
from service.daily.badge_rules import Badge, Threshold

GRACE = dt.timedelta(minutes=60)


def test_each_badge_asks_dates_played_and_diamond_every_deal_of_every_date() -> None:
    assert badge_rules.thresholds(dt.date(2031, 2, 14)) == (
        Threshold(Badge.BRONZE, 10, 0),
        Threshold(Badge.SILVER, 20, 0),
        Threshold(Badge.GOLD, 28, 0),
        Threshold(Badge.DIAMOND, 28, 28),
    )
    assert badge_rules.thresholds(dt.date(2032, 2, 1))[-1] == Threshold(Badge.DIAMOND, 29, 29)  # a leap year
    assert badge_rules.thresholds(dt.date(2031, 12, 31))[2] == Threshold(Badge.GOLD, 31, 0)


def test_a_month_closes_when_its_last_dates_results_close() -> None:
    closes = badge_rules.closes_at(dt.date(2031, 1, 9), GRACE)
    assert closes == dt.datetime(2031, 2, 1, 13, tzinfo=dt.UTC)  # January 31st ends at UTC-12, plus the grace
    assert closes == challenge.results_close_at(dt.date(2031, 1, 31), GRACE)
    assert badge_rules.month_badges(dt.date(2031, 1, 9), closes - dt.timedelta(seconds=1), GRACE) is not None
    assert badge_rules.month_badges(dt.date(2031, 1, 9), closes, GRACE) is None


def test_what_the_store_is_given_for_an_open_month() -> None:
    at = dt.datetime(2031, 1, 20, tzinfo=dt.UTC)
    given = badge_rules.month_badges(dt.date(2031, 1, 9), at, GRACE)
    assert given is not None
    assert (given.month, given.last, given.at) == (dt.date(2031, 1, 1), dt.date(2031, 1, 31), at)
    assert given.badges == ("bronze", "silver", "gold", "diamond")
    assert (given.dates_played, given.dates_completed) == ((10, 20, 31, 31), (0, 0, 0, 31))
