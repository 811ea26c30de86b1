"""The web client on a network that drops answers (issue 30), in the browser against the
service on its real clock: a board shown again is revalidated (If-None-Match) and answered
304; a daily start whose answer is lost is sent again under its Idempotency-Key and deals
one game; a ranked move whose answer is lost is sent again and answered the same."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Route, expect

from harness.pages import Play
from service.store import DailyDeal
from tests.browser.watch import Watch

from .daily import DAILY_VARIANT, winning_line

BOARD = re.compile(r"/v1/daily/\d{4}-\d\d-\d\d/leaderboard\?")
START = re.compile(r"/v1/daily/\d{4}-\d\d-\d\d/games$")
MOVE = re.compile(r"/v1/moves$")


def test_a_board_shown_again_is_answered_304_for_the_copy_the_page_holds(
    play: Play, crowded_board: str
) -> None:
    page = play.page
    with page.expect_response(BOARD) as shown:
        play.open()  # today's board on show
    assert shown.value.status == 200
    tag = shown.value.headers["etag"]
    entries = page.locator("#leaderboard tbody tr")
    expect(entries.first).to_be_visible()
    rows = entries.all_inner_texts()
    play.join("Тот же")
    with page.expect_response(BOARD) as again:
        play.play_daily(DAILY_VARIANT)  # the game on the table, its board shown again beside it
    assert again.value.status == 304
    assert again.value.request.headers["if-none-match"] == tag
    expect(entries).to_have_count(len(rows))
    assert entries.all_inner_texts() == rows


def test_a_daily_start_whose_answer_was_lost_is_sent_again_and_deals_one_game(
    play: Play, watch: Watch
) -> None:
    """The first request reaches the service, which deals the game; its answer never reaches
    the page (the connection fails). The page sends it again with the same key, and gets
    the game dealt the first time."""
    page = play.page
    watch.expect(r"failed: POST .*/v1/daily/\d{4}-\d\d-\d\d/games$", "console: .*ERR_CONNECTION_RESET")
    play.open()
    play.join("Потерянный ответ")
    sent: list[dict[str, str]] = []
    lost: list[Any] = []

    def lose_the_first_answer(route: Route) -> None:
        sent.append(route.request.headers)
        if len(sent) == 1:
            lost.append(route.fetch().json())  # the service answered...
            route.abort("connectionreset")  # ...and the page never hears it
        else:
            route.continue_()

    page.route(START, lose_the_first_answer)
    with page.expect_response(START) as retried:
        play.play_daily(DAILY_VARIANT)
    assert len(sent) == 2 and sent[0]["idempotency-key"] == sent[1]["idempotency-key"]
    assert retried.value.headers["idempotent-replayed"] == "true"
    assert retried.value.json()["game_id"] == lost[0]["game_id"] == play.saved_game()["game_id"]


def test_a_ranked_move_whose_answer_was_lost_is_sent_again_and_the_line_goes_on(
    play: Play, watch: Watch, daily_deals: dict[str, DailyDeal]
) -> None:
    """The service moves the attempt's line, and the answer never reaches the page: the
    page sends the same move from the same state again, which the service answers with the
    same state (no stale-state, nothing moved twice), and the line goes on from there."""
    page = play.page
    watch.expect(r"failed: POST .*/v1/moves$", "console: .*ERR_CONNECTION_RESET")
    play.open()
    play.join("Потерянный ход")
    play.play_daily(DAILY_VARIANT)
    line = winning_line(daily_deals[DAILY_VARIANT])
    sent: list[str] = []
    lost: list[Any] = []

    def lose_the_first_answer(route: Route) -> None:
        sent.append(route.request.post_data or "")
        if len(sent) == 1:
            lost.append(route.fetch().json())
            route.abort("connectionreset")
        else:
            route.continue_()

    page.route(MOVE, lose_the_first_answer)
    with page.expect_response(MOVE) as retried:
        play.click_golf_move(line[0])
    assert len(sent) == 2 and sent[0] == sent[1]
    assert retried.value.json()["state"] == lost[0]["state"]
    expect(play.moves).to_have_text("1")
    expect(play.message).to_be_empty()
    page.unroute(MOVE)
    play.click_golf_move(line[1])
    expect(play.moves).to_have_text("2")
    expect(play.message).to_be_empty()
