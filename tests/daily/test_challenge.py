"""The daily calendar at every date a path can name, 0001-01-01 to 9999-12-31: a date is
open while it is that date somewhere on Earth, from its midnight at UTC+14 to its end at
UTC-12."""

from __future__ import annotations

import datetime as dt
import itertools

from hypothesis import given
from hypothesis import strategies as st

from service.daily import challenge

HOUR = dt.timedelta(hours=1)
LOS_ANGELES = dt.timezone(-8 * HOUR)  # Pacific Standard Time
MOSCOW = dt.timezone(3 * HOUR)

# moments within three days of a date's midnight UTC, where its window's edges are
near_a_date = st.tuples(
    st.dates(min_value=dt.date(1, 1, 3), max_value=dt.date(9999, 12, 29)),
    st.timedeltas(min_value=-3 * challenge.ONE_DAY, max_value=3 * challenge.ONE_DAY),
)


@given(near_a_date)
def test_a_date_is_open_for_fifty_hours_from_its_midnight_at_utc_plus_14(
    moment: tuple[dt.date, dt.timedelta],
) -> None:
    day, offset = moment
    now = challenge.day_start(day) + offset
    opens, closes = challenge.opens_at(day), challenge.closes_at(day)
    assert (opens, closes - opens) == (challenge.day_start(day) - 14 * HOUR, 50 * HOUR)
    assert challenge.is_open(day, now) == (-14 * HOUR <= offset < 36 * HOUR)
    assert challenge.has_begun(day, now) == (offset >= -14 * HOUR)
    results_close = challenge.results_close_at(day)
    assert results_close == closes + challenge.DEFAULT_GRACE
    assert challenge.accepts_results(day, now) == (now < results_close)
    # locked from the opening (dates to come are secret, not locked) until results close
    assert challenge.is_locked(day, now) == (opens <= now < results_close)
    # the open dates are those whose window holds now: two or three, consecutive
    open_days = challenge.open_days(now)
    assert 2 <= len(open_days) <= 3 and (day in open_days) == challenge.is_open(day, now)
    assert all(later - earlier == challenge.ONE_DAY for earlier, later in itertools.pairwise(open_days))
    # the lock's range holds every date locked now, and the last closed date is just before it
    first, last = challenge.lockable_days(now)
    assert challenge.is_locked(day, now) <= (first <= day <= last)
    assert first == challenge.last_closed_day(now) + challenge.ONE_DAY
    assert not challenge.accepts_results(first - challenge.ONE_DAY, now)
    assert challenge.accepts_results(first, now) and challenge.has_begun(last, now)
    assert not challenge.has_begun(last + challenge.ONE_DAY, now)


@given(st.dates(), st.datetimes(timezones=st.just(dt.UTC)))
def test_every_date_has_a_calendar(day: dt.date, now: dt.datetime) -> None:
    closes = challenge.results_close_at(day)
    assert challenge.opens_at(day) < challenge.day_start(day) < closes
    assert challenge.accepts_results(day, now) == (now < closes)
    assert challenge.is_locked(day, now) == (challenge.opens_at(day) <= now < closes)
    assert all(challenge.is_open(open_day, now) for open_day in challenge.open_days(now))


def test_a_player_in_los_angeles_and_one_in_moscow_each_start_the_date_at_their_own_midnight() -> None:
    day = dt.date(2031, 1, 5)
    moscow_midnight = dt.datetime.combine(day, dt.time(), MOSCOW)
    los_angeles_midnight = dt.datetime.combine(day, dt.time(), LOS_ANGELES)
    assert challenge.is_open(day, moscow_midnight) and challenge.is_open(day, los_angeles_midnight)
    # midnight in Moscow is 2031-01-04 21:00 UTC, 13:00 on the 4th in Los Angeles: both open
    assert challenge.open_days(moscow_midnight) == [day - challenge.ONE_DAY, day]
    # the last minute of 2031-01-05 in Los Angeles is 08:59 UTC on the 6th: still open
    assert challenge.is_open(day, los_angeles_midnight + challenge.ONE_DAY - dt.timedelta(minutes=1))
    assert challenge.opens_at(day) == dt.datetime(2031, 1, 4, 10, tzinfo=dt.UTC)
    assert challenge.closes_at(day) == dt.datetime(2031, 1, 6, 12, tzinfo=dt.UTC)


def test_the_first_and_last_dates_open_and_close_at_the_ends_of_time() -> None:
    last = dt.date(9999, 12, 31)
    assert challenge.results_close_at(last) == challenge.closes_at(last) == challenge.END_OF_TIME
    assert challenge.accepts_results(last, dt.datetime(9999, 12, 31, 23, 59, tzinfo=dt.UTC))
    assert challenge.open_days(dt.datetime(9999, 12, 31, 23, 59, tzinfo=dt.UTC)) == [last]
    first = dt.date(1, 1, 1)
    assert challenge.opens_at(first) == challenge.START_OF_TIME
    assert challenge.results_close_at(first) == dt.datetime(1, 1, 2, 13, tzinfo=dt.UTC)
    assert challenge.open_days(challenge.START_OF_TIME) == [first]
    assert challenge.open_days(dt.datetime(1, 1, 1, 12, tzinfo=dt.UTC)) == [first, first + challenge.ONE_DAY]
