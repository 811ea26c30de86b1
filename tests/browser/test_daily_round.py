"""The daily round (``golf-round``) in the browser, as a player meets it (issue 29): its
name everywhere, never its id; the last move played by a click (the holes before through
the service: a whole round by clicks takes minutes), Submit showing up without moving the
table, the round over final (Undo off, U refused), its board in strokes with the player's
own bar lit and "yours" in its caption, and where the result stands told truly and kindly,
in both languages, at a desktop's and a phone's width."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from harness.pages import Play
from service.engine import Variant
from service.i18n import translate
from service.store import DailyDeal

from .accessibility import audit
from .conftest import PHONE
from .daily import call, play_line_through_api, today, winning_line
from .test_daily_record import percent_ru
from .words import assert_no_variant_id

WIDTHS = {"desktop": {}, "phone": PHONE}
ROUND = Variant.GOLF_ROUND


def standing_ru(mine: dict[str, Any]) -> str:
    """Where a result stands, as the page says it in Russian: the share of the board it
    beats, or when it beats none, the first result on the board or its rank so far."""
    if mine["percentile"] > 0:
        return f"Ваш результат лучше, чем у {percent_ru(mine['percentile'])} участников."
    if mine["rank"] == 1:
        return "Ваш результат — первый в таблице."
    return f"Ваш результат в таблице: {mine['rank']}-е место."


def results_en(count: int) -> str:
    return f"{count} result" if count == 1 else f"{count} results"


def table_top(page: Page) -> float:
    """The table's top on the page (its first pile's, scroll included)."""
    top: float = page.evaluate(
        "() => document.querySelector('#board [data-pile]').getBoundingClientRect().top + scrollY"
    )
    return top


@pytest.mark.parametrize("width", WIDTHS)
def test_the_daily_round_from_its_last_move_to_its_board(
    open_play: Callable[..., Play], daily_deals: dict[str, DailyDeal], width: str
) -> None:
    """The first run of a session is the round's first result: the board's words for it
    ("the first result on the board", "1 result") are what it reads."""
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    name_ru = translate(ROUND.catalog_title, "ru")
    play.join(f"Golfer {width}")
    expect(play.daily_deal(ROUND).locator("xpath=..").locator(".deal-name")).to_have_text(name_ru)
    play.play_daily(ROUND)
    expect(page.locator("#daily-label")).to_have_text(re.compile(rf"^Задача дня, .*: {re.escape(name_ru)}$"))
    # The head's bands (the figures, the day's, the round's, the message's place) leave the
    # table's first row on a phone's first screen (issue 42: the table began at y=450).
    page.evaluate("scrollTo(0, 0)")
    first_row = page.locator('#board [data-pile="c1"]').bounding_box()
    viewport = page.viewport_size
    assert first_row is not None and viewport is not None
    assert first_row["y"] + first_row["height"] <= viewport["height"], first_row
    if width == "phone":
        assert first_row["y"] <= 400, f"the table starts at y={first_row['y']}"
    expect(page.locator("#board-variant option:checked")).to_have_text(name_ru)
    assert_no_variant_id(page, f"{width}: the daily round in play")

    line = winning_line(daily_deals[ROUND])  # each hole's best line, next-hole between
    play.resume(play_line_through_api(play.url, play.saved_game(), line[:-1], play.saved_player()["token"]))
    expect(page.locator("#round-hole")).to_have_text("9 из 9")
    expect(page.locator("#submit-result")).to_be_hidden()
    top = table_top(page)
    play.click_golf_move(line[-1])
    expect(play.status).to_have_attribute("data-status", re.compile(r"^(finished|won)$"))
    expect(page.locator("#submit-result")).to_be_visible()
    assert abs(table_top(page) - top) <= 1, f"Submit moved the table {table_top(page) - top} px"

    # The round over is final: Undo off, U refused by the service, the card and Submit kept.
    strokes = play.scorecard_row("strokes")
    expect(page.locator("#undo")).to_be_disabled()
    page.keyboard.press("u")
    expect(play.message).to_have_text("Раунд окончен, его карточка заполнена: начните новую игру.")
    assert play.scorecard_row("strokes") == strokes
    expect(page.locator("#submit-result")).to_be_visible()
    audit(page, f"{width}: the daily round over, Submit waiting")

    page.click("#submit-result")
    expect(play.message).to_have_text(re.compile(r"^Результат принят: \d+-е место\.$"))
    expect(page.locator("#submit-result")).to_be_hidden()
    assert abs(table_top(page) - top) <= 1, "the table moved when Submit went"
    player = play.saved_player()
    mine = call(
        "GET", f"{play.url}/v1/daily/{today()}/leaderboard/me?variant={ROUND.value}", token=player["token"]
    )
    total = sum(mine["entry"]["strokes"])
    assert [str(hole) for hole in mine["entry"]["strokes"]] == strokes

    # Its board counts strokes, the player's own row and bar lit.
    expect(page.locator("#measure-column")).to_have_text("Удары")
    expect(play.own_row.locator("td").nth(1)).to_have_text(re.compile(rf"(^|\D){total}$"))
    chart = page.locator('#spread-charts figure[data-measure="strokes"]')
    expect(chart.locator(".bar.mine")).to_have_count(1)
    expect(chart.locator("figcaption")).to_contain_text(f"ваш результат: {total} (")
    expect(page.locator("#percentile")).to_have_text(standing_ru(mine))
    expect(page.locator("#percentile")).not_to_contain_text(re.compile(r"\b0\s?%"))
    assert mine["share"].splitlines()[1] == name_ru  # one name: the share's is the page's
    assert_no_variant_id(page, f"{width}: the daily round submitted, its board")
    audit(page, f"{width}: the daily round's board in strokes")

    page.click('[data-language="en"]')
    name_en = ROUND.catalog_title
    expect(page.locator("#measure-column")).to_have_text("Strokes")
    expect(page.locator("#daily-label")).to_contain_text(f": {name_en}")
    expect(chart.locator("figcaption")).to_contain_text(
        re.compile(rf"yours: {total} \((1 result|\d+ results)\)")
    )
    stats = call("GET", f"{play.url}/v1/daily/{today()}/stats?variant={ROUND.value}")
    expect(page.locator("#spread-summary")).to_have_text(re.compile(rf"^{results_en(stats['results'])}, "))
    if mine["rank"] == 1 and mine["percentile"] == 0:
        expect(page.locator("#percentile")).to_have_text("Yours is the first result on the board.")
    assert_no_variant_id(page, f"{width}: the daily round's board in English")
