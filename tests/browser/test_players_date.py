"""The player's own date in the browser (issue 41): a device at UTC+14 asks for its own
calendar's date, the daily panel names it ("your date until midnight"), and its deal is
played there; the calendar of the record reaches it."""

from __future__ import annotations

import datetime as dt
import secrets
from collections.abc import Callable
from zoneinfo import ZoneInfo

from playwright.sync_api import expect

from harness.pages import Play

from .accessibility import audit
from .daily import DAILY_VARIANT

MONTHS = [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
]


def test_a_device_far_east_plays_its_own_date(open_play: Callable[..., Play]) -> None:
    """Kiritimati (UTC+14) is on tomorrow's UTC date from 10:00 UTC: that date is open
    then (the browser tests publish today's deals and tomorrow's)."""
    zone = "Pacific/Kiritimati"
    play = open_play(timezone_id=zone)
    date = dt.datetime.now(ZoneInfo(zone)).date()
    requested: list[str] = []
    play.page.on("request", lambda request: requested.append(request.url))
    play.open()
    page = play.page
    named = f"{date.day} {MONTHS[date.month - 1]} {date.year}"
    expect(page.locator("#daily-day")).to_contain_text(f"{named} г., ваш день до полуночи по вашему времени")
    assert any(f"/v1/daily/{date.isoformat()}" in url for url in requested), requested
    play.join(f"Kai {secrets.token_hex(3)}")
    play.play_daily(DAILY_VARIANT)
    expect(page.locator("#daily-tag")).to_be_visible()
    assert any(url.endswith(f"/v1/daily/{date.isoformat()}/games") for url in requested), requested
    # the record's calendar (the UTC month) reaches the player's date: a day to press
    if date.month == dt.datetime.now(dt.UTC).month:
        expect(page.locator(f'#calendar button[data-date="{date.isoformat()}"]')).to_be_enabled()
    audit(page, "the player's own date (desktop, ru)")
