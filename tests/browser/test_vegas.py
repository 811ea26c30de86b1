"""Vegas Canfield in the web client (issue 44, item 5): chosen where games are chosen, the
player's balance of its draw in the game's head while it is played and after it, and the
reset asked twice; by the keyboard alone, at a desktop's and a phone's width, axe-clean,
in Russian and English."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import expect

from harness.pages import Play

from .accessibility import audit
from .conftest import PHONE

WIDTHS = {"desktop": {}, "phone": PHONE}
VEGAS = "canfield-vegas-draw3"
WORDS = {
    "ru": {"option": "Кэнфилд «Вегас», колода по 3", "label": "Баланс «Вегаса», колода по 3:"},
    "en": {"option": "Vegas Canfield, draw 3", "label": "Vegas balance, draw 3:"},
}
DOLLARS = {"ru": {-47: "-47 $", -94: "-94 $", 0: "0 $"}, "en": {-47: "-$47", -94: "-$94", 0: "$0"}}
"""Intl's dollars in each language (its spaces are no-break ones: compared without them)."""


def balance_is(play: Play, language: str, amount: int) -> None:
    expect(play.page.locator("#vegas-balance")).to_have_text(DOLLARS[language][amount].replace(" ", "\u00a0"))


def choose_vegas_by_keyboard(play: Play) -> None:
    """Tab to the game select, arrow down to Vegas Canfield, Tab on to New deal and Enter."""
    page = play.page
    play.tab_to("element.id === 'variant'")
    for _ in range(12):
        if page.eval_on_selector("#variant", "select => select.value") == VEGAS:
            break
        page.keyboard.press("ArrowDown")
    expect(page.locator("#variant")).to_have_value(VEGAS)
    play.tab_to("element.id === 'new-random'")
    page.keyboard.press("Enter")
    expect(page.locator("#vegas-tag")).to_be_visible()


@pytest.mark.parametrize("width", WIDTHS)
def test_vegas_canfield_shows_and_resets_its_balance_by_keyboard(
    open_play: Callable[..., Play], width: str
) -> None:
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    play.join_by_keyboard(f"Vegas {width}")
    band = page.locator("#vegas-tag")
    expect(band).to_be_hidden()  # a game of points: no balance
    choose_vegas_by_keyboard(play)
    expect(band).to_be_visible()
    language = "ru"
    expect(page.locator("#vegas-label")).to_have_text(WORDS[language]["label"])
    balance_is(play, language, -47)  # the deck's $52 paid, the base card's $5 home
    expect(play.score).to_have_text(DOLLARS[language][-47].replace(" ", "\u00a0"))
    expect(page.locator("#current-code")).to_have_value("")  # sealed: it deals the face-down cards
    expect(page.locator("#current-code")).to_have_attribute("placeholder", "виден в истории")
    expect(page.locator("#hint")).to_be_hidden()  # the solver plays no Vegas deal of a player's
    page.keyboard.press("h")
    expect(play.message).to_contain_text("Решатель не играет раздачу «Вегаса»")

    page.keyboard.press("d")  # a move, so that leaving the deal records it (its -47 settled)
    expect(play.moves).to_have_text("1")
    play.tab_to("element.id === 'new-random'")
    page.keyboard.press("Enter")
    expect(play.moves).to_have_text("0")
    balance_is(play, language, -94)  # two deals: the sum of their scores

    reset = page.locator("#vegas-reset")
    play.tab_to("element.id === 'vegas-reset'")
    page.keyboard.press("Enter")  # asked once: nothing reset yet
    expect(reset).to_have_class("vegas-reset armed")
    expect(page.locator("#vegas-note")).to_contain_text("ещё раз")
    balance_is(play, language, -94)
    audit(page, f"{width}: the reset asked")
    expect(reset).to_be_focused()
    page.keyboard.press("Enter")  # asked twice: reset
    balance_is(play, language, 0)
    expect(reset).not_to_have_class("vegas-reset armed")
    audit(page, f"{width}: the balance reset")

    for language in ("en", "ru"):
        page.click(f'[data-language="{language}"]')
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator("#vegas-label")).to_have_text(WORDS[language]["label"])
        expect(page.locator(f'#variant option[value="{VEGAS}"]')).to_have_text(WORDS[language]["option"])
        balance_is(play, language, 0)
        audit(page, f"{width}, {language}: Vegas Canfield in play")
    page.reload()  # the game and the balance come back with the page
    expect(band).to_be_visible()
    balance_is(play, "ru", 0)
