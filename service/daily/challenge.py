"""The daily challenge's calendar: when a day's deals can be seen, played, submitted and
solved.  Plain functions of the time, with no web and no database, so the routes, the
solver lock and the commands all read one calendar.

A day is a UTC date: revealed and *live* while it lasts, its results accepted until it
ends plus a grace, *locked* until they close (days to come are secret, not locked); then
final and open to the archive.  Each deal is committed to at the start and revealed at the
close (``commitment``).  docs/design/daily.md, "The calendar"."""

from __future__ import annotations

import datetime as dt
import hashlib

DEFAULT_GRACE = dt.timedelta(minutes=60)
ONE_DAY = dt.timedelta(days=1)


def day_start(day: dt.date) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(), dt.UTC)


def live_day(now: dt.datetime) -> dt.date:
    """The day whose daily games can be started at ``now``."""
    return now.astimezone(dt.UTC).date()


def has_begun(day: dt.date, now: dt.datetime) -> bool:
    """Whether ``day``'s deals may be shown: never before the day begins."""
    return now >= day_start(day)


END_OF_TIME = dt.datetime.max.replace(tzinfo=dt.UTC)
"""The last moment a datetime can hold: when the results of 9999-12-31 close (the day
after it cannot be written), which no clock reaches."""


def results_close_at(day: dt.date, grace: dt.timedelta = DEFAULT_GRACE) -> dt.datetime:
    try:
        return day_start(day) + ONE_DAY + grace
    except OverflowError:  # the year 9999 ends
        return END_OF_TIME


def accepts_results(day: dt.date, now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> bool:
    return now < results_close_at(day, grace)


def last_closed_day(now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> dt.date:
    """The latest day whose results have closed at ``now``: its standings are final, and
    its deals can be played from the archive."""
    return (now - grace).astimezone(dt.UTC).date() - ONE_DAY


def streak_alive(last_day: dt.date, now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> bool:
    """Whether a run of days played that ends on ``last_day`` still counts at ``now``: until
    the results of the day after it close, that day can still be played (today not played
    yet never breaks a streak before then)."""
    return accepts_results(last_day + ONE_DAY, now, grace)


def is_locked(day: dt.date, now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> bool:
    """Whether ``day``'s deals are locked at ``now``: from the day's start until its results
    close."""
    return has_begun(day, now) and accepts_results(day, now, grace)


def lockable_days(now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> tuple[dt.date, dt.date]:
    """The first and last day that can be locked at ``now`` (the live day, and the day before
    while its grace period lasts)."""
    return (now - grace - ONE_DAY).astimezone(dt.UTC).date(), live_day(now)


def day_status(day: dt.date, now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> str:
    """Where ``day`` stands at ``now``, for an operator: to come, live, in its grace period,
    or closed."""
    if not has_begun(day, now):
        return "to come (secret)"
    if day == live_day(now):
        return "live"
    return "results open (grace)" if accepts_results(day, now, grace) else "closed"


def publishing_order(day: dt.date, now: dt.datetime) -> tuple[int, dt.timedelta]:
    """Where ``day`` comes in a schedule run at ``now`` (a sort key): the live day first, then
    the days to come, soonest first, then the days ended, latest first; so on a fresh
    database today's deals answer before the rest of the schedule is solved."""
    if day == live_day(now):
        return (0, dt.timedelta())
    if not has_begun(day, now):
        return (1, day_start(day) - now)
    return (2, now - day_start(day))


def elapsed_seconds(started_at: dt.datetime, finished_at: dt.datetime) -> int:
    """Whole seconds from a daily game's first start to its submission, never negative
    (clocks of two servers may disagree by a little)."""
    return max(0, int((finished_at - started_at).total_seconds()))


def commitment(day: dt.date, variant: str, code: str, salt: str) -> str:
    """A deal's commitment: the lowercase hex SHA-256 of the UTF-8 text
    ``<date>|<variant>|<code>|<salt>`` (the date ``YYYY-MM-DD``, the code in its canonical
    upper case, as published; a round's, the round code), which anyone checks with
    ``printf '%s' '2026-12-02|golf-classic|GO1-C-...|<salt>' | sha256sum``."""
    return hashlib.sha256(f"{day.isoformat()}|{variant}|{code}|{salt}".encode()).hexdigest()
