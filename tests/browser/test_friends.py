"""The friends board in the browser: a player follows another by the name and tag the
board shows, switches the board to Friends and back, by keyboard alone, at a desktop's
width and a phone's, in Russian and English, axe-clean; a follow the service refuses is
told beside the field."""

from __future__ import annotations

import secrets
from collections.abc import Callable

import pytest
from playwright.sync_api import expect

from harness.pages import Play
from service.store import DailyDeal

from .accessibility import audit
from .conftest import PHONE
from .daily import DAILY_VARIANT, call, crowd_the_board, today
from .watch import Watch

DESKTOP = {"viewport": {"width": 1280, "height": 800}}


def tag_of(url: str, name: str) -> str:
    """The tag today's board of ``DAILY_VARIANT`` shows beside ``name`` (every page read)."""
    query = f"variant={DAILY_VARIANT}&limit=100"
    while True:
        page = call("GET", f"{url}/v1/daily/{today().isoformat()}/leaderboard?{query}")
        for entry in page["entries"]:
            if entry["player"] == name:
                tag: str = entry["tag"]
                return tag
        assert page["next"], f"{name} is not on the board"
        query = f"variant={DAILY_VARIANT}&limit=100&after={page['next']}"


def rows(play: Play) -> list[str]:
    """The names on the leaderboard as shown, tags left out."""
    names: list[str] = play.page.locator("#leaderboard tbody tr td.name").evaluate_all(
        "cells => cells.map(cell => cell.firstChild.textContent)"
    )
    return names


@pytest.mark.parametrize("settings", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_player_follows_by_name_and_tag_and_switches_to_the_friends_board(
    open_play: Callable[..., Play],
    service_url: str,
    daily_deals: dict[str, DailyDeal],
    watch: Watch,
    settings: dict[str, object],
) -> None:
    suffix = secrets.token_hex(3)
    friend, stranger = f"Rosa {suffix}", f"Ugo {suffix}"
    crowd_the_board(service_url, daily_deals[DAILY_VARIANT], [friend, stranger])
    tag = tag_of(service_url, friend)
    play = open_play(**settings)
    watch.expect(r"^HTTP 422: POST .*/v1/players/.*/friends$", r"^console: Failed to load resource: .* 422")
    page, keyboard = play.page, play.page.keyboard
    play.open()
    play.join_by_keyboard(f"Kim {suffix}")
    expect(page.locator("#leaderboard tbody tr").first).to_be_visible()
    # a name and tag nobody has: refused beside the field, nothing followed
    play.tab_to("element.id === 'follow-player'")
    keyboard.type(f"{friend}#{'BBBB' if tag == 'AAAA' else 'AAAA'}")
    keyboard.press("Enter")
    refusal = page.locator("#follow-error")
    # The service says why, in the page's language.
    expect(refusal).to_contain_text("Нельзя следить за этим игроком. Игрока «")  # one colon at most
    expect(page.locator("#follow-player")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#follow-player")).to_be_focused()
    keyboard.press("Control+A")
    keyboard.type(f"{friend}#{tag.lower()}")
    keyboard.press("Enter")
    expect(page.locator("#follow-status")).to_have_text(
        f"Вы следите за {friend}#{tag}: результаты этого игрока — в таблице «Друзья»."
    )
    expect(page.locator("#follow-error")).to_be_empty()
    # Friends: the radio group is one stop of Tab, its arrows choose
    play.tab_to("element.name === 'board-scope'", back=True)
    keyboard.press("ArrowRight")
    expect(page.locator('input[name="board-scope"][value="friends"]')).to_be_checked()
    expect(page.locator("#leaderboard tbody tr")).to_have_count(1)
    assert rows(play) == [friend]
    expect(page.locator("#leaderboard tbody tr th").first).to_have_text("1")
    viewport = page.viewport_size
    assert viewport is not None
    width = viewport["width"]
    for part in ("#board-section", "#board-scope", "#follow"):
        box = page.locator(part).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, (part, box)
    screen = "phone" if settings is PHONE else "desktop"
    audit(page, f"the friends board ({screen}, ru)")
    play.tab_to("element.dataset.language === 'en'")
    keyboard.press("Enter")
    expect(page.locator("#board-scope legend")).to_have_text("Whose results")
    followed = f"You follow {friend}#{tag}: they are on your friends board."
    expect(page.locator("#follow-status")).to_have_text(followed)
    audit(page, f"the friends board ({screen}, en)")
    # back to everyone's board, by keyboard again: more than the friend on it
    play.tab_to("element.name === 'board-scope'")
    keyboard.press("ArrowLeft")
    expect(page.locator('input[name="board-scope"][value="everyone"]')).to_be_checked()
    expect(page.locator("#leaderboard tbody tr")).not_to_have_count(1)


@pytest.mark.parametrize("settings", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_player_sees_whom_they_follow_and_stops_following_by_keyboard(
    open_play: Callable[..., Play],
    service_url: str,
    daily_deals: dict[str, DailyDeal],
    settings: dict[str, object],
) -> None:
    suffix = secrets.token_hex(3)
    first, second = f"Nell {suffix}", f"Otto {suffix}"
    crowd_the_board(service_url, daily_deals[DAILY_VARIANT], [first, second])
    tags = {name: tag_of(service_url, name) for name in (first, second)}
    play = open_play(**settings)
    page, keyboard = play.page, play.page.keyboard
    play.open()
    play.join_by_keyboard(f"Lev {suffix}")
    follows = page.locator("#follows-list li")
    expect(page.locator("#follows")).to_be_hidden()  # nobody followed yet: no empty list
    for name in (first, second):
        play.tab_to("element.id === 'follow-player'")
        keyboard.type(f"{name}#{tags[name]}")
        keyboard.press("Enter")
        expect(page.locator("#follow-status")).to_contain_text(f"{name}#{tags[name]}")
    # first followed first, each with its tag whole beside the name
    expect(follows).to_have_count(2)
    expect(follows.nth(0)).to_contain_text(f"{first}#{tags[first]}")
    expect(follows.nth(1)).to_contain_text(f"{second}#{tags[second]}")
    expect(page.locator("#follows-title")).to_be_visible()
    screen = "phone" if settings is PHONE else "desktop"
    viewport = page.viewport_size
    assert viewport is not None
    box = page.locator("#follows").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], box
    audit(page, f"the players followed ({screen}, ru)")
    # the list comes from the service: a reload shows it again
    page.reload()
    expect(follows).to_have_count(2)
    # the board shows both friends; the first unfollowed by keyboard leaves it
    play.tab_to("element.name === 'board-scope'")
    keyboard.press("ArrowRight")
    expect(page.locator("#leaderboard tbody tr")).to_have_count(2)
    play.tab_to(f"element.getAttribute('aria-label') === 'Больше не следить за {first}#{tags[first]}'")
    keyboard.press("Enter")
    expect(page.locator("#follow-status")).to_have_text(
        f"Вы больше не следите за {first}#{tags[first]}: результатов этого игрока нет в таблице «Друзья»."
    )
    expect(follows).to_have_count(1)
    expect(page.locator("#leaderboard tbody tr")).to_have_count(1)
    assert rows(play) == [second]
    # the keyboard stays in the list, on the row that took the place of the one gone
    expect(page.locator("#follows-list button")).to_be_focused()
    play.tab_to("element.dataset.language === 'en'")
    keyboard.press("Enter")
    stop = page.get_by_role("button", name=f"Stop following {second}#{tags[second]}")
    expect(stop).to_have_text("Stop following")
    audit(page, f"the players followed ({screen}, en)")
    stop.focus()
    keyboard.press("Enter")
    expect(page.locator("#follow-status")).to_have_text(
        f"You no longer follow {second}#{tags[second]}: they left your friends board."
    )
    # the last one gone: no list, and the keyboard on the follow field
    expect(page.locator("#follows")).to_be_hidden()
    expect(page.locator("#follow-player")).to_be_focused()
    expect(page.locator("#leaderboard tbody tr")).to_have_count(0)
