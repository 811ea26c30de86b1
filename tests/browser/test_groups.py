"""The player's group of 100 in the browser: once their result is in, the page says its group
rank beside the day's one (under the board and on the deal), and the board switches to My
group (ranked within the group, the player's row lit up at their group rank) and back, by
keyboard alone, at a desktop's width and a phone's, in Russian and English, axe-clean."""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from harness.pages import Play
from service.store import DailyDeal
from tests.established import establish

from .accessibility import audit
from .conftest import PHONE
from .daily import DAILY_VARIANT, call, crowd_the_board, play_line_through_api, today, winning_line
from .test_fair_play import review
from .test_friends import DESKTOP, rows

BOARD_PAGE_SIZE = 10
"""The client's leaderboard page (service/webclient/daily.js)."""


def group_board(url: str, group: int) -> list[dict[str, Any]]:
    """The first page of today's group ``group`` of ``DAILY_VARIANT``, as the service answers it."""
    query = f"variant={DAILY_VARIANT}&limit={BOARD_PAGE_SIZE}"
    page = call("GET", f"{url}/v1/daily/{today()}/groups/{group}/leaderboard?{query}")
    entries: list[dict[str, Any]] = page["entries"]
    return entries


@pytest.mark.parametrize("settings", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_group_rank_beside_the_days_and_the_group_board_by_keyboard(
    open_play: Callable[..., Play],
    service_url: str,
    browser_database: str,
    daily_deals: dict[str, DailyDeal],
    settings: dict[str, object],
) -> None:
    suffix = secrets.token_hex(3)
    deal = daily_deals[DAILY_VARIANT]
    # More rivals than a page, each faster than the player: their group pages to their row.
    # Each played an earlier day, as the player did (a group takes no account made today).
    rivals = [f"Rival {number} {suffix}" for number in range(BOARD_PAGE_SIZE + 1)]
    crowd_the_board(service_url, deal, rivals, established_in=browser_database)
    play = open_play(**settings)
    page, keyboard = play.page, play.page.keyboard
    play.open()
    play.join_by_keyboard(f"Lev {suffix}")
    establish(browser_database, today(), [play.saved_player()["id"]])
    # No result yet: no group, and no My group to switch to.
    expect(page.locator("#board-scope")).to_be_visible()
    expect(page.locator("#scope-group-choice")).to_be_hidden()
    play.tab_to(f"element.dataset.variant === '{DAILY_VARIANT}'")
    keyboard.press("Enter")
    expect(page.locator("#daily-tag")).to_be_visible()
    play.resume(
        play_line_through_api(play.url, play.saved_game(), winning_line(deal), play.saved_player()["token"])
    )
    page.wait_for_timeout(3000)  # slower than the rivals, who then rank ahead in the group
    play.tab_to("element.id === 'submit-result'")
    keyboard.press("Enter")
    expect(play.own_row).to_be_focused()
    player = play.saved_player()
    query = f"variant={DAILY_VARIANT}"
    mine = call("GET", f"{service_url}/v1/daily/{today()}/leaderboard/me?{query}", token=player["token"])
    group = mine["group"]
    assert group and group["rank"] > BOARD_PAGE_SIZE and group["rank"] <= group["size"], mine
    said_ru = f"Группа {group['id']}: {group['rank']}-е место из {group['size']}"
    expect(page.locator("#percentile")).to_be_visible()
    expect(page.locator("#group-standing")).to_have_text(f"{said_ru}.")
    on_the_deal = page.locator(f'#daily-deals li:has([data-variant="{DAILY_VARIANT}"]) .deal-group')
    expect(on_the_deal).to_have_text(said_ru)

    # My group: the radio group is one stop of Tab, its arrows choose (Everyone, Friends, My group)
    play.tab_to("element.name === 'board-scope'", back=True)
    keyboard.press("ArrowLeft")  # from Everyone, round to the last: My group
    expect(page.locator('input[name="board-scope"][value="group"]')).to_be_checked()
    expect(page.locator('input[name="board-scope"][value="group"]')).to_be_focused()
    entries = group_board(service_url, group["id"])
    expect(page.locator("#leaderboard tbody tr:not(.gap)")).to_have_count(
        len(entries) + (group["rank"] > len(entries))
    )
    assert rows(play)[: len(entries)] == [entry["player"] for entry in entries]
    expect(play.own_row.locator("th")).to_have_text(str(group["rank"]))
    expect(play.own_row.locator(".name")).to_contain_text(f"Lev {suffix}")
    # The group's next pages, by its cursor, until the player's row is in its place.
    for _ in range((group["rank"] - 1) // BOARD_PAGE_SIZE):
        play.tab_to("element.id === 'board-more'")
        with page.expect_request(re.compile(rf"/groups/{group['id']}/leaderboard\?.*after=")):
            keyboard.press("Enter")
        expect(page.locator("#leaderboard tbody th").nth(BOARD_PAGE_SIZE)).to_have_text(
            str(BOARD_PAGE_SIZE + 1)
        )
    expect(page.locator("#leaderboard tr.gap")).to_have_count(0)
    ranks = page.locator("#leaderboard tbody th").all_inner_texts()
    assert ranks == [str(rank) for rank in range(1, len(ranks) + 1)], ranks
    expect(play.own_row).to_have_attribute("data-rank", str(group["rank"]))
    viewport = page.viewport_size
    assert viewport is not None
    for part in ("#board-section", "#board-scope", "#standing", "#daily-deals"):
        box = page.locator(part).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], (part, box)
    screen = "phone" if settings is PHONE else "desktop"
    page.screenshot(path=f"/tmp/grouprank-{screen}-ru.png", full_page=True)
    audit(page, f"the group board ({screen}, ru)")

    play.tab_to("element.dataset.language === 'en'")
    keyboard.press("Enter")
    said_en = f"Group {group['id']}: rank {group['rank']} of {group['size']}"
    expect(page.locator("#scope-group-choice")).to_have_text("My group")
    expect(page.locator("#group-standing")).to_have_text(f"{said_en}.")
    expect(on_the_deal).to_have_text(said_en)
    page.screenshot(path=f"/tmp/grouprank-{screen}-en.png", full_page=True)
    audit(page, f"the group board ({screen}, en)")

    # back to everyone's board, by keyboard again: the player's row at the day's rank
    play.tab_to("element.name === 'board-scope'")
    keyboard.press("ArrowRight")
    expect(page.locator('input[name="board-scope"][value="everyone"]')).to_be_checked()
    expect(play.own_row.locator("th")).to_have_text(str(mine["rank"]))


def test_a_held_result_has_no_group_until_an_operator_clears_it(
    open_strict_play: Callable[..., Play], browser_database: str, daily_deals: dict[str, DailyDeal]
) -> None:
    """A result held for its pace joins no group: no group rank and no My group, until an
    operator clears it (it joins the group being filled then: the player played before)."""
    deal = daily_deals[DAILY_VARIANT]
    play = open_strict_play().open()
    page = play.page
    play.join(f"Quick {secrets.token_hex(3)}")
    establish(browser_database, today(), [play.saved_player()["id"]])  # played an earlier day
    play.play_daily(DAILY_VARIANT)
    play.resume(
        play_line_through_api(play.url, play.saved_game(), winning_line(deal), play.saved_player()["token"])
    )
    page.click("#submit-result")
    expect(play.daily_deal(DAILY_VARIANT)).to_have_text("На проверке")
    expect(page.locator("#percentile")).to_be_visible()
    expect(page.locator("#group-standing")).to_be_hidden()
    expect(page.locator("#scope-group-choice")).to_be_hidden()
    expect(page.locator("#daily-deals .deal-group")).to_have_count(0)

    player = play.saved_player()
    output = review(browser_database, "clear", DAILY_VARIANT, player["id"])
    assert "held -> clear" in output, output
    page.reload()
    query = f"variant={DAILY_VARIANT}"
    group = call("GET", f"{play.url}/v1/daily/{today()}/leaderboard/me?{query}", token=player["token"])[
        "group"
    ]
    assert group, "a cleared result is in a group"
    said = f"Группа {group['id']}: {group['rank']}-е место из {group['size']}"
    expect(page.locator("#group-standing")).to_have_text(f"{said}.")
    expect(page.locator("#daily-deals .deal-group")).to_have_text(said)
    expect(page.locator("#scope-group-choice")).to_be_visible()
