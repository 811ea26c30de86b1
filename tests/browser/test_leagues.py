"""The weekly league on the page (issue 44, item 5): no player, no league; a player made
today is told a league takes them from their second day (issue 39: not established); after
today's result of a player who played before (joined, started and submitted by keyboard
alone: established by SQL in between) the league's table shows the
service's standings with the player's own row lit, each row's movement in words, the
promotion and demotion lines said below it; in Russian and in English, axe-clean, at a
desktop's and a phone's width.  Other tests' players may share this week's leagues (one
database for the session): the page is checked against what the service answers."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from harness.pages import Play
from service.store import DailyDeal
from tests.established import establish

from .accessibility import audit
from .conftest import PHONE
from .daily import call, crowd_the_board, today
from .test_daily_record import won_by_keyboard

WIDTHS = {"desktop": {}, "phone": PHONE}
MOVES = {
    "ru": {"up": "↑ выше", "stay": "остаётся", "down": "↓ ниже"},
    "en": {"up": "↑ up", "stay": "stays", "down": "↓ down"},
}


def expected_lines(league: dict[str, Any], language: str) -> str:
    """The sentence under the table, from the service's lines."""
    size, words = len(league["standings"]), []
    if language == "ru":
        if league["promotion_line"]:
            words.append(f"Места с 1 по {league['promotion_line']} поднимаются на ступень выше.")
        if league["demotion_line"]:
            words.append(f"Места с {league['demotion_line']} по {size} опускаются на ступень ниже.")
        words.append("Очки предварительные, пока не закрыты результаты недели.")
    else:
        if league["promotion_line"]:
            words.append(f"Places 1 to {league['promotion_line']} go up a tier.")
        if league["demotion_line"]:
            words.append(f"Places {league['demotion_line']} to {size} go down a tier.")
        words.append("Points are provisional until the week's results close.")
    return " ".join(words)


def check_table(page: Page, week: dict[str, Any], language: str) -> None:
    """The table is the service's league, row by row, the player's row (and only it) lit."""
    league = week["league"]
    rows = page.locator("#league-table tbody tr")
    expect(rows).to_have_count(len(league["standings"]))
    for index, standing in enumerate(league["standings"]):
        row = rows.nth(index)
        expect(row.locator("td").nth(0)).to_have_text(str(standing["place"]))
        expect(row.locator("td").nth(2)).to_have_text(str(standing["points"]))
        expect(row.locator("td").nth(3)).to_have_text(MOVES[language][standing["movement"]])
    lit = page.locator('#league-table tbody tr[aria-current="true"]')
    expect(lit).to_have_count(1)
    expect(lit).to_have_class(re.compile(r"\bmine\b"))
    assert rows.nth(week["row"]).get_attribute("aria-current") == "true"
    expect(page.locator("#league-lines")).to_have_text(expected_lines(league, language))


@pytest.mark.parametrize("width", WIDTHS)
def test_the_league_after_todays_result_in_both_languages(
    open_play: Callable[..., Play],
    service_url: str,
    browser_database: str,
    daily_deals: dict[str, DailyDeal],
    width: str,
) -> None:
    play = open_play(**WIDTHS[width]).open()
    page, keyboard = play.page, play.page.keyboard
    expect(page.locator("#league")).to_be_hidden()  # no player, no league

    crowd_the_board(
        service_url, daily_deals["golf-classic"], [f"Leaguer {width} {n}" for n in range(1, 10)],
        established_in=browser_database,
    )  # fmt: skip
    play.join_by_keyboard(f"League {width}")
    expect(page.locator("#league-status")).to_have_text(
        "В лигу попадают со второго дня игры в задачу дня: пройдите задачу дня в два разных дня,"
        " и результат второго даст место в лиге вашей ступени."
    )  # made today: not established
    establish(browser_database, today(), [play.saved_player()["id"]])  # played an earlier day
    player = won_by_keyboard(play, daily_deals["canfield-draw1"])
    week = call("GET", f"{service_url}/v1/leagues/current?date={today().isoformat()}", token=player["token"])
    assert week["status"] == "placed" and week["league"]["tier"] == 1, week

    expect(page.locator("#league")).to_be_visible()
    expect(page.locator("#league-title")).to_have_text("Лига недели")
    week_line = page.locator("#league-week")
    expect(week_line).to_have_text(re.compile(r"^Неделя с .+ по .+ г\. Ступень 1 из 10\.$"))  # one stop
    check_table(page, week, "ru")
    own = page.locator('#league-table tbody tr[aria-current="true"]')
    expect(own).to_contain_text(f"League {width}#")
    expect(own).to_contain_text("(вы)")
    audit(page, f"{width}: the weekly league, in Russian")

    play.tab_to("element.dataset.language === 'en'")
    keyboard.press("Enter")
    expect(page.locator("#league-title")).to_have_text("Weekly league")
    expect(week_line).to_have_text(re.compile(r"^Week of .+ to .+\d\. Tier 1 of 10\.$"))
    check_table(page, week, "en")
    expect(own).to_contain_text("(you)")
    audit(page, f"{width}: the weekly league, in English")
