"""The daily streak with its freezes (service/daily/streak.py): the worked example of
docs/design/daily.md, the rules one at a time, and properties over any dates played: at
most 2 freezes held, a streak with freezes never shorter than the same dates without, and
the dates a freeze covered never played and filling the streak's gaps."""

from __future__ import annotations

import datetime as dt
import itertools

from hypothesis import given
from hypothesis import strategies as st

from service.daily.streak import MOST_FREEZES, Streak, streak_of

ONE_DAY = dt.timedelta(days=1)
DECEMBER = dt.date(2031, 12, 1)


def dec(day: int) -> dt.date:
    return DECEMBER + (day - 1) * ONE_DAY


def dates(*spans: tuple[int, int]) -> list[dt.date]:
    """December's dates of the spans, each from its first to its last date."""
    return [dec(day) for first, last in spans for day in range(first, last + 1)]


def test_nothing_played_is_no_streak() -> None:
    assert streak_of([], dec(30)) == Streak(None, 0, 0, 0, (), None)


def test_the_worked_example() -> None:
    """docs/design/daily.md, "Streak freezes": December 1 to 7 earn a freeze, spent on the
    8th; 9 to 15 earn one, 16 to 22 a second, 23 to 29 none (2 held); the 30th and 31st
    spend both; January 1st is the streak's 29th date."""
    played = [*dates((1, 7), (9, 29)), dt.date(2032, 1, 1)]
    streak = streak_of(played, dt.date(2031, 12, 31))
    assert streak == Streak(dt.date(2032, 1, 1), 29, 29, 0, (dec(8), dec(30), dec(31)), dt.date(2032, 1, 2))
    before_the_30th_closes = streak_of(dates((1, 7), (9, 29)), dec(29))
    assert (before_the_30th_closes.current, before_the_30th_closes.freezes) == (28, 2)
    assert before_the_30th_closes.expires_on == dt.date(2032, 1, 1)  # the 30th and 31st are covered


def test_a_freeze_is_earned_on_every_7th_date_in_a_row_and_at_most_2_are_held() -> None:
    held = [streak_of(dates((1, last)), dec(last)).freezes for last in (6, 7, 13, 14, 21, 28)]
    assert held == [0, 1, 1, 2, 2, 2]


def test_a_missed_date_spends_a_freeze_and_begins_a_new_row() -> None:
    streak = streak_of(dates((1, 7), (9, 14)), dec(14))
    assert (streak.current, streak.freezes, streak.frozen) == (13, 0, (dec(8),))
    assert streak_of(dates((1, 7), (9, 15)), dec(15)).freezes == 1  # 7 in a row again from the 9th


def test_more_missed_dates_than_freezes_break_the_streak_and_spend_them() -> None:
    streak = streak_of(dates((1, 7), (10, 12)), dec(12))
    assert (streak.current, streak.best, streak.freezes, streak.frozen) == (3, 7, 0, ())


def test_a_date_after_the_last_played_is_missed_once_its_results_close() -> None:
    played = dates((1, 7))
    assert streak_of(played, dec(7)) == Streak(dec(7), 7, 7, 1, (), dec(9))  # the 8th still open
    assert streak_of(played, dec(8)) == Streak(dec(7), 7, 7, 0, (dec(8),), dec(9))  # covered
    assert streak_of(played, dec(9)) == Streak(dec(7), 0, 7, 0, (), None)  # the 9th missed: broken


def test_without_a_freeze_the_streak_ends_when_the_next_date_closes() -> None:
    assert streak_of(dates((1, 3)), dec(3)).expires_on == dec(4)
    assert streak_of(dates((1, 3)), dec(4)).current == 0


def run_without_freezes(played: list[dt.date], last_closed: dt.date) -> tuple[int, int]:
    """(current, best) counted as before freezes: consecutive dates, alive until the date
    after the last closes."""
    runs = [1]
    for before, after in itertools.pairwise(played):
        runs.append(runs[-1] + 1 if after - before == ONE_DAY else 1)
    return (runs[-1] if last_closed < played[-1] + ONE_DAY else 0), max(runs)


played_dates = st.lists(st.integers(0, 120), min_size=1, max_size=80, unique=True).map(
    lambda offsets: [DECEMBER + n * ONE_DAY for n in sorted(offsets)]
)


@given(played_dates, st.integers(-2, 130))
def test_freezes_never_exceed_two_and_a_streak_with_them_is_never_shorter(
    played: list[dt.date], closed_offset: int
) -> None:
    last_closed = DECEMBER + closed_offset * ONE_DAY
    streak = streak_of(played, last_closed)
    assert 0 <= streak.freezes <= MOST_FREEZES
    current, best = run_without_freezes(played, last_closed)
    assert streak.current >= current
    assert streak.best >= best
    assert streak.best >= streak.current


@given(played_dates, st.integers(-2, 130))
def test_the_frozen_dates_are_missed_ones_that_fill_the_streaks_gaps(
    played: list[dt.date], closed_offset: int
) -> None:
    last_closed = DECEMBER + closed_offset * ONE_DAY
    streak = streak_of(played, last_closed)
    assert not set(streak.frozen) & set(played)
    if streak.current == 0:
        assert streak.frozen == () and streak.freezes == 0 and streak.expires_on is None
        return
    in_streak = sorted([*played[-streak.current :], *streak.frozen])
    assert all(b - a == ONE_DAY for a, b in itertools.pairwise(in_streak))  # no gap left
    assert in_streak[-1] == max(played[-1], last_closed)
    assert streak.expires_on == in_streak[-1] + (streak.freezes + 1) * ONE_DAY
