"""A variant has one name, never its id (issue 29): every screen's text, in both languages,
names the variants as the service does (its catalog's title, its share text's name), and
shows no id ("golf-round") anywhere: the new-game panel, the day's deals, the board's Deal
select, a closed day's deals, the solver's line, the game's tag.  At a phone's width the
selects show their longest name whole."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from harness.pages import Play
from service.engine import DAILY_VARIANTS, GAMES, Variant
from service.i18n import translate
from service.store import DailyDeal

from .conftest import PHONE
from .daily import DAILY_VARIANT
from .watch import Watch
from .words import assert_no_variant_id

WIDTHS = {"desktop": {}, "phone": PHONE}
NOT_SCHEDULED = (r"^HTTP 404: GET .*/v1/daily/\d{4}-\d\d-\d\d$", r"^console: Failed to load resource: .* 404")
"""Yesterday had no challenge in the tests' database: the page says so (a 404 it expects)."""

CUT_SELECTS = """() => [...document.querySelectorAll("select")].filter((select) => select.checkVisibility())
    .map((select) => {
        // A select as wide as its longest option needs (its width let free), beside its own.
        const free = select.cloneNode(true);
        free.style.cssText = "position: absolute; visibility: hidden; width: auto; min-width: 0";
        select.parentElement.append(free);
        const needed = free.getBoundingClientRect().width;
        free.remove();
        return [select.id || select.name, select.getBoundingClientRect().width, needed];
    })
    .filter(([, width, needed]) => width + 0.5 < needed)"""


def names(language: str, variants: list[Variant]) -> list[str]:
    return [translate(variant.catalog_title, language) for variant in variants]


def option_texts(page: Page, select: str) -> list[str]:
    texts: list[str] = page.locator(f"{select} option").all_inner_texts()
    return texts


@pytest.mark.parametrize("width", WIDTHS)
def test_every_screen_names_the_variants_and_shows_no_id(
    open_play: Callable[..., Play], closed_deals: dict[str, DailyDeal], watch: Watch, width: str
) -> None:
    watch.expect(*NOT_SCHEDULED)
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    play.join(f"Names {width}")
    page.click("#options summary")
    played = [  # the named variants and those the catalog alone lists (Vegas Canfield's)
        GAMES.variant(name)
        for name in page.locator("#variant option").evaluate_all("o => o.map(x => x.value)")
    ]
    for language in ("ru", "en"):
        page.click(f'[data-language="{language}"]')
        expect(page.locator("html")).to_have_attribute("lang", language)
        assert option_texts(page, "#variant") == [
            translate(facts.catalog_title, language) for facts in played
        ]
        assert option_texts(page, "#board-variant") == names(language, list(DAILY_VARIANTS))
        expect(page.locator("#daily-deals .deal-name")).to_have_text(names(language, list(DAILY_VARIANTS)))
        assert_no_variant_id(page, f"{width}, {language}: today's deals, the panel, the board")
        assert page.evaluate(CUT_SELECTS) == [], (width, language)

        play.play_daily(Variant.GOLF_ROUND)
        expect(page.locator("#daily-label")).to_contain_text(names(language, [Variant.GOLF_ROUND])[0])
        assert_no_variant_id(page, f"{width}, {language}: the daily round in play")

        page.click("#day-earlier")  # yesterday: none in the tests' database
        page.click("#day-earlier")  # the closed day: its deals, codes and lines
        expect(page.locator("#daily-deals .deal-name")).to_have_text(names(language, list(DAILY_VARIANTS)))
        page.click(f'#daily-deals [data-replay="{DAILY_VARIANT}"]')
        expect(page.locator("#replay-label")).to_contain_text(names(language, [Variant(DAILY_VARIANT)])[0])
        assert_no_variant_id(page, f"{width}, {language}: a closed day, its solver's line")
        assert closed_deals[DAILY_VARIANT].code in page.locator("#daily-deals").inner_text()
        page.click("#day-later")
        page.click("#day-later")
        expect(page.locator("#day-later")).to_be_disabled()
