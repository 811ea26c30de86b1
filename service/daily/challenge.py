"""The daily challenge's calendar: when a date's deals can be seen, played, submitted and
solved.  Plain functions of the time, with no web and no database, so the routes, the
solver lock and the commands all read one calendar: a date is open while it is that date
somewhere on Earth (``opens_at`` to ``closes_at``), its results accepted until it closes
plus a grace, its deals locked from its opening until then.  docs/design/daily.md, "The
player's date"."""

from __future__ import annotations

import datetime as dt
import hashlib

DEFAULT_GRACE = dt.timedelta(minutes=60)
ONE_DAY = dt.timedelta(days=1)
FIRST_MIDNIGHT = dt.timedelta(hours=14)
"""How long before midnight UTC a date begins somewhere: at UTC+14 (Kiribati's Line Islands)."""
LAST_MIDNIGHT = dt.timedelta(hours=12)
"""How long after midnight UTC a date ends somewhere: at UTC-12 (Baker and Howland Islands)."""

START_OF_TIME = dt.datetime.min.replace(tzinfo=dt.UTC)
"""The first moment a datetime can hold: when 0001-01-01 and 0001-01-02 open (the hours
before them cannot be written)."""
END_OF_TIME = dt.datetime.max.replace(tzinfo=dt.UTC)
"""The last moment a datetime can hold: when the last dates close (the day after 9999-12-31
cannot be written), which no clock reaches."""


def day_start(day: dt.date) -> dt.datetime:
    """Midnight UTC that begins ``day``: where its window is measured from."""
    return dt.datetime.combine(day, dt.time(), dt.UTC)


def utc_date(now: dt.datetime) -> dt.date:
    """The date at UTC: the middle of the dates open at ``now``, and the date a client that
    names none is given (the record's ``today``, the commands' defaults)."""
    return now.astimezone(dt.UTC).date()


def opens_at(day: dt.date) -> dt.datetime:
    """When ``day`` begins first on Earth: its midnight at UTC+14."""
    try:
        return day_start(day) - FIRST_MIDNIGHT
    except OverflowError:  # the year 1 begins
        return START_OF_TIME


def closes_at(day: dt.date) -> dt.datetime:
    """When ``day`` ends last on Earth: its end at UTC-12; no daily game of it starts after."""
    try:
        return day_start(day) + ONE_DAY + LAST_MIDNIGHT
    except OverflowError:  # the year 9999 ends
        return END_OF_TIME


def is_open(day: dt.date, now: dt.datetime) -> bool:
    """Whether it is ``day`` somewhere on Earth at ``now``: its ranked games can be started."""
    return opens_at(day) <= now < closes_at(day)


def open_days(now: dt.datetime) -> list[dt.date]:
    """The dates open at ``now``, oldest first: two or three, around the date at UTC."""
    middle = utc_date(now)
    before = [middle - ONE_DAY] if middle > dt.date.min else []
    after = [middle + ONE_DAY] if middle < dt.date.max else []
    return [day for day in (*before, middle, *after) if is_open(day, now)]


def has_begun(day: dt.date, now: dt.datetime) -> bool:
    """Whether ``day``'s deals may be shown: never before the date opens."""
    return now >= opens_at(day)


def results_close_at(day: dt.date, grace: dt.timedelta = DEFAULT_GRACE) -> dt.datetime:
    """When ``day``'s results stop being accepted: its close plus the grace."""
    closes = closes_at(day)
    return closes if closes == END_OF_TIME or END_OF_TIME - closes <= grace else closes + grace


def accepts_results(day: dt.date, now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> bool:
    return now < results_close_at(day, grace)


def last_closed_day(now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> dt.date:
    """The latest day whose results have closed at ``now``: its standings are final, and
    its deals can be played from the archive."""
    return utc_date(now - grace - ONE_DAY - LAST_MIDNIGHT)


def streak_alive(last_day: dt.date, now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> bool:
    """Whether a run of dates played that ends on ``last_day`` still counts at ``now``: until
    the results of the date after it close, that date can still be played somewhere (a date
    not played yet never breaks a streak before then)."""
    return accepts_results(last_day + ONE_DAY, now, grace)


def is_locked(day: dt.date, now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> bool:
    """Whether ``day``'s deals are locked at ``now``: from the date's opening until its
    results close."""
    return has_begun(day, now) and accepts_results(day, now, grace)


def lockable_days(now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> tuple[dt.date, dt.date]:
    """The first and last day that can be locked at ``now``: every open date, and the one
    before them while its grace lasts."""
    return last_closed_day(now, grace) + ONE_DAY, utc_date(now + FIRST_MIDNIGHT)


def day_status(day: dt.date, now: dt.datetime, grace: dt.timedelta = DEFAULT_GRACE) -> str:
    """Where ``day`` stands at ``now``, for an operator: to come, open (until when), in its
    grace period, or closed."""
    if not has_begun(day, now):
        return "to come (secret)"
    if is_open(day, now):
        return f"open (until {closes_at(day):%Y-%m-%d %H:%M} UTC)"
    return "results open (grace)" if accepts_results(day, now, grace) else "closed"


def publishing_order(day: dt.date, now: dt.datetime) -> tuple[int, dt.timedelta]:
    """Where ``day`` comes in a schedule run at ``now`` (a sort key): the open dates first,
    the UTC date first of them (the date every client may name), then the dates to come,
    soonest opening first, then the dates ended, latest first; so on a fresh database the
    deals players ask for answer before the rest of the schedule is solved."""
    if is_open(day, now):
        return (0, abs(day_start(day) - day_start(utc_date(now))))
    if not has_begun(day, now):
        return (1, opens_at(day) - now)
    return (2, now - closes_at(day))


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
