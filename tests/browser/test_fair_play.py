"""Fair play on the page (contract v3): a live daily deal shows no code; a result held for
review is explained to its player, off the board, until an operator clears it; a closed
day shows its codes and what the solver did, and its solver's line can be stepped through
with the service's own moves, by keyboard alone, at a desktop's and a phone's width."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from flask import Flask
from playwright.sync_api import Request, expect

from harness.pages import Play
from service import create_app
from service.engine import DAILY_VARIANTS
from service.store import DailyDeal

from .accessibility import audit
from .conftest import PHONE, SECRET_KEY
from .daily import DAILY_VARIANT, closed_day, play_line_through_api, today, winning_line
from .watch import Watch

WIDTHS = {"desktop": {}, "phone": PHONE}


def moves_ru(n: int) -> str:
    """ "51 ход", "52 хода", "55 ходов": Russian's plural forms."""
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} ход"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} хода"
    return f"{n} ходов"


NOT_SCHEDULED = (r"^HTTP 404: GET .*/v1/daily/\d{4}-\d\d-\d\d$", r"^console: Failed to load resource: .* 404")


@pytest.mark.parametrize("width", WIDTHS)
def test_a_closed_days_solver_line_step_by_step_by_keyboard(
    open_play: Callable[..., Play], closed_deals: dict[str, DailyDeal], watch: Watch, width: str
) -> None:
    watch.expect(*NOT_SCHEDULED)  # yesterday: no challenge in the test's database
    play = open_play(**WIDTHS[width]).open()
    page, keyboard = play.page, play.page.keyboard
    deal = closed_deals[DAILY_VARIANT]
    line = winning_line(deal)
    expect(page.locator("#day-later")).to_be_disabled()  # today: the days to come are secret

    play.tab_to("element.id === 'day-earlier'")
    keyboard.press("Enter")
    expect(page.locator("#daily-day")).to_contain_text("задачи дня не было")
    keyboard.press("Enter")
    expect(page.locator("#daily-day")).to_contain_text(" · итоги подведены")
    item = page.locator("#daily-deals li").first
    expect(item).to_contain_text(deal.code)  # out once the day's results closed
    expect(item).to_contain_text(f"решатель: {moves_ru(len(line))}, поле очищено")  # Golf's best: 0 cards
    # The commitment listed since the day began, checked on the page against the code and salt.
    checked = re.compile(r"^обязательство [0-9a-f]{12}… сходится с кодом и солью$")
    expect(item.locator(".deal-commitment")).to_have_text(checked)
    expect(page.locator("#board-variant")).to_have_value(DAILY_VARIANT)  # the day's board
    expect(page.locator("#board-empty")).to_have_text("Результатов не было.")

    asked: list[Request] = []
    page.on("request", lambda request: request.url.endswith("/v1/moves") and asked.append(request))
    play.tab_to(f"element.dataset.replay === '{DAILY_VARIANT}'")
    keyboard.press("Enter")
    expect(page.locator("#replay-tag")).to_be_visible()
    expect(page.locator("#current-code")).to_have_value(deal.code)
    steps = page.locator("#replay-step")
    expect(steps).to_have_text(f"0 из {len(line)}")
    assert page.evaluate("document.getElementById('board').contains(document.activeElement)")
    place = play.board_place()
    for _ in range(3):
        keyboard.press(".")
    expect(steps).to_have_text(f"3 из {len(line)}")
    expect(play.moves).to_have_text("3")
    keyboard.press(",")  # back: the engine's document of step 2 again, nothing asked
    expect(steps).to_have_text(f"2 из {len(line)}")
    expect(play.message).to_have_text(re.compile(rf"^Шаг 2 из {len(line)}: "))
    assert play.board_place() == place  # the steps' words move nothing
    audit(page, f"{width}: a closed day's solver's line, step 2")

    # The bar's buttons, reached back from the table: End, then Start (a button that goes
    # off hands the focus to its twin, so the keyboard is never lost).
    play.tab_to("element.id === 'replay-end'", back=True)
    keyboard.press("Enter")
    expect(steps).to_have_text(f"{len(line)} из {len(line)}")
    expect(play.status).to_have_attribute("data-status", "won")
    expect(page.locator("#replay-next")).to_be_disabled()
    expect(page.locator("#replay-back")).to_be_focused()
    # Each move of the line went to the service once, in order, from the deal's state on.
    assert [json.loads(request.post_data or "{}")["move"] for request in asked] == line
    play.tab_to("element.id === 'replay-start'", back=True)
    keyboard.press("Enter")
    expect(steps).to_have_text(f"0 из {len(line)}")
    expect(play.moves).to_have_text("0")
    expect(page.locator("#replay-next")).to_be_focused()
    assert len(asked) == len(line)

    keyboard.press("d")  # a move of the player's own: the replay ends, the game plays on
    expect(page.locator("#replay-tag")).to_be_hidden()
    expect(play.moves).to_have_text("1")
    play.tab_to("element.id === 'day-later'")
    keyboard.press("Enter")
    keyboard.press("Enter")
    expect(page.locator("#daily-day")).to_contain_text("результаты принимаются до")
    expect(page.locator("#day-later")).to_be_disabled()


@pytest.mark.parametrize("width", WIDTHS)
def test_a_live_daily_game_shows_no_code(open_play: Callable[..., Play], width: str) -> None:
    """Neither today's deals nor the daily game on the table show a code, and Copy is off:
    the field says when the code comes out."""
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    expect(page.locator("#daily-deals li")).to_have_count(len(DAILY_VARIANTS))
    codes = page.locator("#daily-deals").evaluate("list => list.textContent")
    assert not re.search(r"\b(GO|CF|GR)1-", codes), codes
    play.tab_to("element.id === 'player-name'")
    page.keyboard.type("Sealed")
    page.keyboard.press("Enter")
    play.tab_to(f"element.dataset.variant === '{DAILY_VARIANT}'")
    page.keyboard.press("Enter")
    expect(page.locator("#daily-tag")).to_be_visible()
    code = page.locator("#current-code")
    expect(code).to_have_value("")
    expect(code).to_have_attribute("placeholder", "скрыт до итогов")
    expect(page.locator("#copy-code")).to_be_disabled()
    saved = play.saved_game()
    assert saved["code"] is None and not re.search(r"\b(GO|CF|GR)1-", json.dumps(saved)), saved
    audit(page, f"{width}: a live daily game, its code sealed")
    page.keyboard.press("d")  # a move changes nothing of it
    expect(play.moves).to_have_text("1")
    expect(code).to_have_value("")
    page.click('[data-language="en"]')
    expect(code).to_have_attribute("placeholder", "out when results close")


def review(database_url: str, verb: str, variant: str, player: str) -> str:
    """An operator's decision on a held result (``flask daily review clear|reject``): its output."""
    app: Flask = create_app({"DATABASE_URL": database_url, "SECRET_KEY": SECRET_KEY})
    try:
        decided = app.test_cli_runner().invoke(
            args=["daily", "review", verb, today().isoformat(), variant, player]
        )
    finally:
        app.extensions["store"].close()
    assert decided.exit_code == 0, decided.output
    return decided.output


def test_a_result_held_for_review_is_explained_until_an_operator_clears_it(
    open_strict_play: Callable[..., Play], browser_database: str, daily_deals: dict[str, DailyDeal]
) -> None:
    play = open_strict_play()
    page = play.page
    play.open()
    play.join("Speedy")
    play.play_daily(DAILY_VARIANT)
    play.click_golf_line(winning_line(daily_deals[DAILY_VARIANT]))
    page.click("#submit-result")
    expect(play.message).to_have_text(
        "Результат принят и отложен на проверку: темп или ходы партии не похожи на игру человека."
    )
    expect(play.message).to_have_attribute("data-kind", "notice")
    expect(play.daily_deal(DAILY_VARIANT)).to_have_text("На проверке")
    note = page.locator("#board-review")
    expect(note).to_contain_text("в таблице его нет, пока оператор его не проверит")
    rank = int(re.findall(r"место — (\d+)\.", note.inner_text())[0])
    # Off the board: the player's row is pinned under it, marked, and no entry is taken for theirs.
    expect(play.own_row).to_have_count(1)
    expect(play.own_row.locator("th")).to_have_text(str(rank))
    expect(play.own_row.locator(".you")).to_have_text("на проверке")
    expect(page.locator("#leaderboard tbody tr").last).to_have_class(re.compile(r"\bme\b"))
    # Where it would stand: the service counts a held result as if it were cleared: the
    # share of the board it beats, or, beating none, its rank (the board holds what other
    # tests left on it, or nothing when this test runs alone).
    beating_none = "он будет первым в таблице" if rank == 1 else f"его место в таблице — {rank}-е"
    would_stand = rf"(он лучше, чем у [\d,]+\u00a0% участников|{beating_none})"
    expect(page.locator("#percentile")).to_have_text(
        re.compile(rf"^Если результат одобрят, {would_stand}\.$")
    )
    audit(page, "a result held for review")
    page.click('[data-language="en"]')
    expect(note).to_contain_text("Your result is held for review")
    expect(play.daily_deal(DAILY_VARIANT)).to_have_text("Held for review")

    output = review(browser_database, "clear", DAILY_VARIANT, play.saved_player()["id"])
    assert "held -> clear" in output, output
    page.wait_for_load_state("networkidle")  # the switch's reads answered: a reload cuts none short
    page.reload()
    expect(note).to_be_hidden()
    expect(play.own_row.locator(".you")).to_have_text("you")
    expect(play.daily_deal(DAILY_VARIANT)).to_have_text(re.compile(r"^Rank \d+$"))


def test_a_rejected_result_is_told_on_a_phone_by_keyboard(
    open_strict_play: Callable[..., Play], browser_database: str, daily_deals: dict[str, DailyDeal]
) -> None:
    """Joined, started and submitted by keys at 390 px (the line itself is played through the
    API: the table's keys are tested elsewhere); held, then rejected by an operator."""
    play = open_strict_play(**PHONE).open()
    page, keyboard = play.page, play.page.keyboard
    variant = "golf-classic"
    play.tab_to("element.id === 'player-name'")
    keyboard.type("Robot")
    keyboard.press("Enter")
    play.tab_to(f"element.dataset.variant === '{variant}'")
    keyboard.press("Enter")
    expect(page.locator("#daily-tag")).to_be_visible()
    play.resume(
        play_line_through_api(
            play.url, play.saved_game(), winning_line(daily_deals[variant]), play.saved_player()["token"]
        )
    )
    expect(play.status).to_have_attribute("data-status", "won")
    play.tab_to("element.id === 'submit-result'")
    keyboard.press("Enter")
    expect(play.message).to_contain_text("отложен на проверку")
    expect(play.own_row).to_be_focused()

    output = review(browser_database, "reject", variant, play.saved_player()["id"])
    assert "held -> rejected" in output, output
    page.reload()
    expect(play.daily_deal(variant)).to_have_text("Отклонён")
    expect(page.locator("#board-review")).to_have_text(
        "Ваш результат отклонён при проверке и в таблицу не попал."
    )
    expect(play.own_row.locator(".you")).to_have_text("отклонён")
    expect(page.locator("#percentile")).to_have_text("")  # a rejected result stands nowhere
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page is {width} px wide on a 390 px screen"
    audit(page, "phone: a rejected result")


def test_a_closed_day_is_not_today(closed_deals: dict[str, DailyDeal]) -> None:
    """The closed day is two days back: its results closed a day ago, whatever the hour."""
    assert all(deal.day == closed_day() for deal in closed_deals.values())
