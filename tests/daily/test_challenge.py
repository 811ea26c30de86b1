"""The daily calendar at every date a path can name, 0001-01-01 to 9999-12-31."""

from __future__ import annotations

import datetime as dt

from hypothesis import given
from hypothesis import strategies as st

from service.daily import challenge


@given(st.dates(), st.datetimes(timezones=st.just(dt.UTC)))
def test_every_date_has_a_calendar(day: dt.date, now: dt.datetime) -> None:
    closes = challenge.results_close_at(day)
    assert closes > challenge.day_start(day)
    assert challenge.accepts_results(day, now) == (now < closes)
    # locked from the day's start (days to come are secret, not locked) until results close
    assert challenge.is_locked(day, now) == (challenge.day_start(day) <= now < closes)
    assert challenge.has_begun(day, now) == (now.date() >= day)


def test_the_last_day_closes_at_the_end_of_time() -> None:
    last = dt.date(9999, 12, 31)
    assert challenge.results_close_at(last) == challenge.END_OF_TIME
    assert challenge.accepts_results(last, dt.datetime(9999, 12, 31, 23, 59, tzinfo=dt.UTC))
    first = dt.date(1, 1, 1)
    assert challenge.results_close_at(first) == dt.datetime(1, 1, 2, 1, tzinfo=dt.UTC)
