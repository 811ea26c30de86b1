"""The /play page as a person sees and uses it (a page object for the tests and
scripts/screenshots)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, Page, expect


class Play:
    """The /play page, as a person sees and uses it."""

    def __init__(self, page: Page, url: str) -> None:
        self.page = page
        self.url = url

    def open(self) -> Play:
        self.page.goto(f"{self.url}/play")
        expect(self.page.locator("#board .card").first).to_be_visible()
        return self

    def open_code(self, code: str) -> Play:
        self.page.fill("#code-input", code)
        self.page.click("#open-code button[type=submit]")
        expect(self.page.locator("#current-code")).to_have_value(code)
        expect(self.moves).to_have_text("0")
        return self

    def card(self, card: str) -> Locator:
        return self.page.locator(f'#board [data-card="{card}"]')

    def pile(self, pile: str) -> Locator:
        return self.page.locator(f'#board [data-pile="{pile}"]')

    def tap(self, card: str) -> None:
        """Click a card where it shows, on its top edge (a covered card shows only that)."""
        self.card(card).click(position={"x": 12, "y": 6})

    def cards_of(self, pile: str) -> list[str]:
        return self.pile(pile).locator("[data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")

    def free_card(self, column: int) -> Locator:
        return self.pile(f"c{column}").locator("[data-card]").last

    def click_golf_move(self, move: dict[str, Any]) -> None:
        """A Golf line's move by a click: a draw on the stock, a remove on the column's free card."""
        (self.stock() if move["type"] == "draw" else self.free_card(move["column"])).click()

    def stock(self) -> Locator:
        return self.pile("stock").locator("button")

    @property
    def moves(self) -> Locator:
        return self.page.locator("#moves")

    @property
    def score(self) -> Locator:
        return self.page.locator("#score")

    @property
    def status(self) -> Locator:
        return self.page.locator("#status")

    @property
    def message(self) -> Locator:
        return self.page.locator("#message")

    def table(self) -> dict[str, list[str]]:
        """Every pile's cards, by pile id: what the player sees."""
        return self.page.locator("#board [data-pile]").evaluate_all(
            "piles => Object.fromEntries(piles.map(p => [p.dataset.pile,"
            " [...p.querySelectorAll('[data-card]')].map(c => c.dataset.card)]))"
        )
