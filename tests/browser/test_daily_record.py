"""The player's daily record on the page (contract v3, issue 22): after today's result, the
record panel's streak and the month's calendar, where the result stands on the board (its
percentile, the board's spread with the player's own bars lit up), Share (the service's
text, on the clipboard with a visible confirmation, or shown selected to copy by hand), and
a closed day played again from the archive, reached from the calendar: each by keyboard
alone, axe-clean, at a desktop's and a phone's width."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Request, Route, expect

from harness.pages import Play
from service.store import DailyDeal

from .accessibility import audit
from .conftest import PHONE
from .daily import DAILY_VARIANT, call, closed_day, play_line_through_api, today, winning_line

WIDTHS = {"desktop": {}, "phone": PHONE}
CLIPBOARD = {"permissions": ["clipboard-read", "clipboard-write"]}


def percent_ru(percent: float) -> str:
    """A percentile as the page writes it in Russian: "97,4 %" (no trailing ",0")."""
    number = f"{percent:.1f}".rstrip("0").rstrip(".").replace(".", ",")
    return f"{number}\u00a0%"


def day_button(day: dt.date) -> str:
    return f'#calendar button[data-date="{day.isoformat()}"]'


def submitted_by_keyboard(play: Play, name: str, deal: DailyDeal) -> dict[str, str]:
    """Join as ``name``, start today's ``deal`` and submit it won, by keys (the line itself
    is played through the API: the table's keys are tested elsewhere); the player."""
    play.join_by_keyboard(name)
    return won_by_keyboard(play, deal)


def won_by_keyboard(play: Play, deal: DailyDeal) -> dict[str, str]:
    """The joined player starts today's ``deal`` and submits it won, by keys; the player."""
    keyboard = play.page.keyboard
    play.tab_to(f"element.dataset.variant === '{deal.variant}'")
    keyboard.press("Enter")
    expect(play.page.locator("#daily-tag")).to_be_visible()
    play.resume(
        play_line_through_api(play.url, play.saved_game(), winning_line(deal), play.saved_player()["token"])
    )
    play.tab_to("element.id === 'submit-result'")
    keyboard.press("Enter")
    expect(play.message).to_have_text(re.compile(r"^Результат принят: \d+-е место\.$"))
    return play.saved_player()


@pytest.mark.parametrize("width", WIDTHS)
def test_the_record_the_standing_and_share_after_todays_result(
    open_play: Callable[..., Play], crowded_board: str, daily_deals: dict[str, DailyDeal], width: str
) -> None:
    play = open_play(**WIDTHS[width], **CLIPBOARD).open()
    page, keyboard = play.page, play.page.keyboard
    expect(page.locator("#record")).to_be_hidden()  # no player, no record

    player = submitted_by_keyboard(play, f"Record {width}", daily_deals[DAILY_VARIANT])
    mine = call(
        "GET",
        f"{crowded_board}/v1/daily/{today()}/leaderboard/me?variant={DAILY_VARIANT}",
        token=player["token"],
    )
    stats = call("GET", f"{crowded_board}/v1/daily/{today()}/stats?variant={DAILY_VARIANT}")

    # Where the result stands: the service's percentile, the board's spread, the own bars lit.
    expect(page.locator("#percentile")).to_have_text(
        f"Ваш результат лучше, чем у {percent_ru(mine['percentile'])} участников."
    )
    expect(page.locator("#spread-summary")).to_have_text(
        re.compile(rf"^{stats['results']} результат(а|ов)?, побед: {stats['won']} \(")
    )
    charts = page.locator("#spread-charts figure")
    expect(charts).to_have_count(2)
    cards, time = charts.nth(0), charts.nth(1)
    expect(cards.locator(".bar")).to_have_count(len(stats["cards"]["buckets"]))
    expect(cards.locator(".bar.mine")).to_have_count(1)
    expect(cards.locator("figcaption")).to_contain_text("ваш результат: 35")
    expect(time.locator(".bar.mine")).to_have_count(1)

    # Share: the service's text on the clipboard, said so, and shown.
    play.tab_to("element.id === 'share-result'")
    keyboard.press("Enter")
    expect(page.locator("#share-status")).to_have_text("Скопировано в буфер обмена.")
    expect(page.locator("#share-text")).to_have_value(mine["share"])
    assert page.evaluate("navigator.clipboard.readText()") == mine["share"]
    assert not re.search(r"\b(GO|CF|GR)1-", mine["share"])  # spoiler-free: no code

    # The record: a streak of one day, today marked won on the month's calendar.
    expect(page.locator("#record")).to_be_visible()
    expect(page.locator("#streak")).to_have_text("Серия: 1 день подряд. Лучшая: 1 день.")
    today_button = page.locator(day_button(today()))
    expect(today_button).to_have_class(re.compile(r"\bwon\b"))
    expect(today_button).to_have_attribute("aria-current", "date")
    expect(today_button).to_have_accessible_name(re.compile(r": сыграно 1, выиграно 1$"))
    expect(page.locator("#month-later")).to_be_disabled()  # the months to come hold nothing
    audit(page, f"{width}: today's result, where it stands, shared; the record")

    page.click('[data-language="en"]')  # the share text comes again in English
    expect(page.locator("#share-result")).to_have_text("Share my result")
    expect(page.locator("#percentile")).to_contain_text("Your result beats")
    expect(page.locator("#spread-title")).to_have_text("How everyone played")
    expect(page.locator("#streak")).to_have_text("Streak: 1 day in a row. Best: 1 day.")


def test_share_without_a_clipboard_shows_the_text_selected(
    play: Play, daily_deals: dict[str, DailyDeal]
) -> None:
    """A browser that does not let the page write the clipboard: the text is shown, selected."""
    page = play.page
    page.add_init_script(
        "navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))"
    )
    play.open()
    submitted_by_keyboard(play, "No clipboard", daily_deals["canfield-draw3"])
    page.click("#share-result")
    expect(page.locator("#share-status")).to_have_text(
        "Браузер не дал скопировать: текст выделен ниже, скопируйте его сами."
    )
    text = page.locator("#share-text")
    expect(text).to_be_focused()
    selected = page.evaluate("(t => t.value.slice(t.selectionStart, t.selectionEnd))(document.activeElement)")
    assert selected == text.input_value() and selected.startswith("Задача дня"), selected


@pytest.mark.parametrize("width", WIDTHS)
def test_a_closed_day_from_the_calendar_is_played_from_the_archive(
    open_play: Callable[..., Play],
    closed_deals: dict[str, DailyDeal],
    daily_deals: dict[str, DailyDeal],
    width: str,
) -> None:
    """The calendar's arrow keys walk back to a closed day (into the month before, when it
    is there); Enter shows it in the daily panel, and its Play deals it from the archive:
    its code shown, no clock, no Submit, and once won it goes into the player's history."""
    play = open_play(**WIDTHS[width]).open()
    page, keyboard = play.page, play.page.keyboard
    player = submitted_by_keyboard(play, f"Archivist {width}", daily_deals["golf-classic"])
    play.tab_to(f"element.dataset.date === '{today().isoformat()}'")
    keyboard.press("ArrowLeft")
    keyboard.press("ArrowLeft")
    closed = closed_day().isoformat()
    expect(page.locator(day_button(closed_day()))).to_be_focused()
    expect(page.locator("#month-title")).to_have_text(
        re.compile(rf"^\S+ {closed_day().year}( г\.)?$")
    )  # the day's month, whichever
    keyboard.press("Enter")
    expect(page.locator("#daily-day")).to_contain_text("итоги подведены")
    deal = closed_deals[DAILY_VARIANT]
    archive = page.locator(f'#daily-deals [data-archive="{DAILY_VARIANT}"]')
    expect(archive).to_be_focused()  # the panel's first button
    audit(page, f"{width}: a closed day from the calendar")

    with page.expect_request(re.compile(rf"/v1/daily/{closed}/games$")) as started:
        keyboard.press("Enter")
    assert started.value.headers["authorization"] == f"Bearer {player['token']}"
    expect(page.locator("#current-code")).to_have_value(deal.code)  # an archive game shows its code
    expect(page.locator("#daily-label")).to_contain_text("Архив")
    expect(page.locator("#daily-clock")).to_be_hidden()
    assert page.evaluate("document.getElementById('board').contains(document.activeElement)")
    saved = play.saved_game()
    assert saved["daily"]["archive"] is True and saved["daily"]["date"] == closed, saved["daily"]
    audit(page, f"{width}: a closed day's deal from the archive")

    if width == "desktop":  # won by clicks: the history takes it, no result is asked for
        recorded: list[Request] = []
        page.on("request", lambda request: "/results" in request.url and recorded.append(request))
        with page.expect_request(re.compile(rf"/v1/players/{player['id']}/games$")):
            play.click_golf_line(winning_line(deal))
        expect(play.status).to_have_attribute("data-status", "won")
        expect(page.locator("#submit-result")).to_be_hidden()
        assert not recorded


def test_the_calendar_steps_through_the_months(play: Play) -> None:
    page = play.page
    play.open()
    play.join("Months")
    title = page.locator("#month-title")
    expect(title).to_have_text(re.compile(r"\d{4}"))
    shown = title.inner_text()
    play.keyboard_focus(page.locator("#month-earlier"))
    page.keyboard.press("Enter")
    expect(title).not_to_have_text(shown)
    expect(page.locator("#calendar tbody button").first).to_have_accessible_name(re.compile(r": не сыграно$"))
    expect(page.locator("#calendar tbody .future")).to_have_count(0)  # a past month: every day a button
    expect(page.locator("#month-later")).to_be_enabled()
    page.keyboard.press("Tab")
    expect(page.locator("#month-later")).to_be_focused()
    page.keyboard.press("Enter")
    expect(title).to_have_text(shown)
    expect(page.locator("#month-later")).to_be_disabled()


def test_a_late_answer_for_another_month_is_dropped(play: Play, daily_deals: dict[str, DailyDeal]) -> None:
    """The arrow keys cross into last month and back before last month's days come: when
    they come, late, the month on show stays this one, with its own days (today won)."""
    page, keyboard = play.page, play.page.keyboard
    play.open()
    submitted_by_keyboard(play, "Quick months", daily_deals["golf-easy"])
    today_button = page.locator(day_button(today()))
    expect(today_button).to_have_class(re.compile(r"\bwon\b"))
    first = today().replace(day=1)
    last_month = (first - dt.timedelta(days=1)).replace(day=1)
    held: list[Route] = []
    page.route(
        re.compile(rf"/v1/players/[^/]+/daily\?from={last_month.isoformat()}"),
        lambda route: held.append(route),
    )

    play.keyboard_focus(page.locator(day_button(first)))
    keyboard.press("ArrowLeft")  # into last month, whose days are held back
    expect(page.locator(day_button(first - dt.timedelta(days=1)))).to_be_focused()
    keyboard.press("ArrowRight")  # and back at once
    expect(page.locator(day_button(first))).to_be_focused()
    expect(today_button).to_have_class(re.compile(r"\bwon\b"))
    title = page.locator("#month-title").inner_text()

    assert len(held) == 1
    with page.expect_response(re.compile(rf"from={last_month.isoformat()}")):
        held[0].continue_()  # last month's answer, late
    page.wait_for_timeout(200)
    expect(page.locator("#month-title")).to_have_text(title)
    expect(today_button).to_have_class(re.compile(r"\bwon\b"))
    expect(page.locator(day_button(first))).to_be_focused()
