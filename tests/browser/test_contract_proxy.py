"""Whole sessions with a Prism validation proxy (``--errors``) between the page and the
service, one of play and one of the daily challenge: every request the client sends and
every answer it gets must match openapi.yaml."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from harness.pages import Play
from service.engine import DAILY_VARIANTS
from service.store import DailyDeal
from tests.prism import PrismServer

from .daily import DAILY_VARIANT, winning_line


def test_a_session_of_play_breaks_no_rule_of_the_contract(
    play_through_prism: Play, prism: PrismServer
) -> None:
    play = play_through_prism
    asked: list[str] = []
    play.page.on("request", lambda request: "/v1/" in request.url and asked.append(request.url))
    play.open()  # the catalog and a random deal
    play.open_code("GO1-E-AAAAAAB")
    play.stock().click()
    play.free_card(5).click()
    expect(play.moves).to_have_text("2")
    play.tap("TS")  # refused: covered
    expect(play.message).to_have_text("Эта карта заблокирована.")
    play.page.click('[data-language="en"]')
    expect(play.message).to_have_text("This card is blocked.")
    play.page.click("#undo")
    expect(play.moves).to_have_text("3")
    play.page.click("#hint")
    expect(play.page.locator("#board .hinted").first).to_be_visible()
    play.page.click("#solve")
    expect(play.message).to_have_text(re.compile(r"^This position (can|cannot) be won\.$"))

    play.open_code("CF1-D3-AAAAACL")
    play.card("QC").drag_to(play.pile("c2"))
    play.tap("8H")
    play.stock().click()
    expect(play.moves).to_have_text("3")
    play.page.click("#hint")
    expect(play.message).to_contain_text("Hint")
    play.page.locator("#variant").select_option("canfield-draw1")
    play.page.click("#new-random")
    expect(play.page.locator("#current-code")).to_have_value(re.compile(r"^CF1-D1-"))

    assert len(asked) >= 14, asked
    log = prism.log.read_text()
    for operation in (
        "get /v1/variants",
        "post /v1/games",
        "post /v1/moves",
        "post /v1/hint",
        "post /v1/solve",
    ):
        assert operation in log, f"{operation} did not go through Prism"
    # A violation is answered 422 or 500 (the page's watch fails the test); Prism logs it too.
    assert not re.search(r"violation|error", log, re.IGNORECASE), log[-3000:]


def test_a_daily_challenge_breaks_no_rule_of_the_contract(
    play_through_prism: Play, prism: PrismServer, crowded_board: str, daily_deals: dict[str, DailyDeal]
) -> None:
    play = play_through_prism
    line = winning_line(daily_deals[DAILY_VARIANT])
    play.open()
    expect(play.page.locator("#daily-deals li")).to_have_count(len(DAILY_VARIANTS))
    play.join("Prism")
    play.play_daily(DAILY_VARIANT)
    play.click_golf_line(line[:3])
    play.page.click("#undo")  # counted: below every rival, who took none back
    expect(play.moves).to_have_text("4")
    play.click_golf_line(line[2:3], played=4)
    play.page.reload()
    expect(play.moves).to_have_text("5")
    play.click_golf_line(line[3:], played=5)
    play.page.click("#submit-result")
    expect(play.own_row).to_be_focused()
    play.page_to_own_row()
    play.page.locator("#board-variant").select_option("canfield-draw3")
    expect(play.page.locator("#board-variant")).to_have_value("canfield-draw3")
    expect(play.page.locator("#board-empty")).to_be_visible()
    play.open_code("CF1-D3-AAAAACL")  # bound to the player (their token)...
    play.stock().click()
    expect(play.moves).to_have_text("1")
    with play.page.expect_response(re.compile(r"/v1/players/[0-9a-f-]+/games$")) as recorded:
        play.open_code("GO1-E-AAAAAAB")  # ...and recorded in their history once left
    assert recorded.value.status == 201

    log = prism.log.read_text()
    for operation in (
        r"post /v1/players\b",
        r"get /v1/daily/\d{4}-\d\d-\d\d\b",
        r"post /v1/daily/\d{4}-\d\d-\d\d/games",
        r"post /v1/daily/\d{4}-\d\d-\d\d/results",
        r'forwarding "get" request to \S+/leaderboard\?variant=golf-easy&limit=10&after=',  # page 2
        r"get /v1/daily/\d{4}-\d\d-\d\d/leaderboard/me",
        r"post /v1/players/[0-9a-f-]+/games",
    ):
        assert re.search(operation, log, re.IGNORECASE), f"{operation} did not go through Prism"
    assert not re.search(r"violation|error", log, re.IGNORECASE), log[-3000:]
