"""The daily record's seasons on the page (issue 44): after today's result, the streak
freezes held and the month's badge track (bronze to diamond, the next one lit with the
month's count against what it asks), in Russian and in English; then, with the service's
answers turned into a player's who earned bronze and whose freeze covered a date, the
earned badge marked, the covered date said, and the freeze held said to cover today.  By
keyboard alone, axe-clean, at a desktop's and a phone's width."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import APIResponse, Route, expect

from harness.pages import Play
from service.store import DailyDeal

from .accessibility import audit
from .daily import today
from .test_daily_record import WIDTHS, submitted_by_keyboard


def fetched(route: Route) -> tuple[APIResponse, dict[str, Any]]:
    """The service's whole answer to the page's request (not a 304: the page's copy is
    the one turned), and its body."""
    headers = {k: v for k, v in route.request.all_headers().items() if k.lower() != "if-none-match"}
    answer = route.fetch(headers=headers)
    body: dict[str, Any] = answer.json()
    return answer, body


def bronze_earned(route: Route) -> None:
    """The year's badges as the service answers them, bronze earned in every month."""
    answer, body = fetched(route)
    for month in body["months"]:
        month["badges"][0]["earned_at"] = f"{today().isoformat()}T09:30:00+00:00"
    route.fulfill(response=answer, json=body)


def frozen_before_yesterday(route: Route) -> None:
    """The month's record as the service answers it, turned into a streak played up to
    yesterday, the date before it covered by a freeze, one left (which would cover today)."""
    answer, body = fetched(route)
    body["streak"] |= {
        "last_day": (today() - dt.timedelta(days=1)).isoformat(),
        "expires_at": f"{today() + dt.timedelta(days=2)}T13:00:00+00:00",
        "freezes": 1,
        "frozen": [(today() - dt.timedelta(days=2)).isoformat()],
    }
    route.fulfill(response=answer, json=body)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_record_shows_the_freezes_held_and_the_months_badge_track(
    open_play: Callable[..., Play], daily_deals: dict[str, DailyDeal], width: str
) -> None:
    play = open_play(**WIDTHS[width]).open()
    page, keyboard = play.page, play.page.keyboard
    submitted_by_keyboard(play, f"Badges {width}", daily_deals["golf-classic"])
    dates = calendar.monthrange(today().year, today().month)[1]

    expect(page.locator("#freezes")).to_have_text("Заморозки серии: 0 из 2.")
    expect(page.locator("#badges-title")).to_have_text(re.compile(rf"^Награды: \S+ {today().year}( г\.)?$"))
    badges = page.locator("#badge-track li")
    expect(badges).to_have_text(
        [
            "Бронза: сыграно дат 1 из 10",
            "Серебро: сыграно дат 1 из 20",
            f"Золото: сыграно дат 1 из {dates}",
            f"Бриллиант: дат со всеми раздачами 0 из {dates}",  # today has more deals than one
        ]
    )
    expect(badges.nth(0)).to_have_attribute("aria-current", "step")  # the next badge to earn
    expect(page.locator("#badge-track li.earned")).to_have_count(0)
    audit(page, f"{width}: the freezes held and the month's badge track")

    play.tab_to("element.dataset.language === 'en'")
    keyboard.press("Enter")
    expect(page.locator("#freezes")).to_have_text("Streak freezes: 0 of 2.")
    expect(page.locator("#badges-title")).to_have_text(re.compile(rf"^Badges: \S+ {today().year}$"))
    expect(badges.nth(0)).to_have_text("Bronze: dates played 1 of 10")
    expect(badges.nth(3)).to_have_text(f"Diamond: dates with every deal played 0 of {dates}")

    page.route(re.compile(r"/v1/players/[^/]+/badges\?"), bronze_earned)
    page.route(re.compile(r"/v1/players/[^/]+/daily\?"), frozen_before_yesterday)
    play.tab_to("element.dataset.language === 'ru'", back=True)
    keyboard.press("Enter")
    play.keyboard_focus(page.locator("#month-earlier"))  # a month back and on: loaded again
    keyboard.press("Enter")
    expect(page.locator("#month-later")).to_be_enabled()
    play.tab_to("element.id === 'month-later'")
    keyboard.press("Enter")
    expect(badges.nth(0)).to_have_text("Бронза: есть")
    expect(badges.nth(0)).to_have_class(re.compile(r"\bearned\b"))
    expect(badges.nth(1)).to_have_attribute("aria-current", "step")
    before_yesterday = today() - dt.timedelta(days=2)
    covered = rf"{before_yesterday.day} \S+ {before_yesterday.year} г\."  # one stop after the date's own
    expect(page.locator("#freezes")).to_have_text(
        re.compile(rf"^Заморозки серии: 1 из 2\. Заморозка сохранила серию: {covered}$")
    )
    expect(page.locator("#streak")).to_have_text(
        re.compile(r"Лучшая: 1 день\. Пропущенную дату закроет заморозка: серия продержится до .+\.$")
    )
    audit(page, f"{width}: a badge earned, a date a freeze covered")
