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

    def open_refused_code(self, code: str) -> Play:
        """Ask for a code the service refuses by a rule of its own (a live daily deal's): the
        page tells a notice, and the game on the table stays."""
        self.page.fill("#code-input", code)
        self.page.click("#open-code button[type=submit]")
        expect(self.message).to_have_attribute("data-kind", "notice")
        return self

    def card(self, card: str) -> Locator:
        return self.page.locator(f'#board [data-card="{card}"]')

    def pile(self, pile: str) -> Locator:
        return self.page.locator(f'#board [data-pile="{pile}"]')

    def tap(self, card: str) -> None:
        """Click a card where it shows, on its top edge (a covered card shows only that)."""
        self.card(card).click(position={"x": 12, "y": 6})

    def cards_of(self, pile: str) -> list[str]:
        """The cards of a pile the player can play (not a card shown buried under the top one)."""
        return (
            self.pile(pile)
            .locator("[data-card]:not(.buried)")
            .evaluate_all("cards => cards.map(c => c.dataset.card)")
        )

    def free_card(self, column: int) -> Locator:
        return self.pile(f"c{column}").locator("[data-card]").last

    def click_golf_move(self, move: dict[str, Any]) -> None:
        """A Golf line's move by a click: a draw on the stock, a remove on the column's free card."""
        (self.stock() if move["type"] == "draw" else self.free_card(move["column"])).click()

    def click_golf_line(self, line: list[dict[str, Any]], played: int = 0) -> None:
        """Play ``line`` by clicks, each move seen counted (``played`` moves were made before)."""
        for number, move in enumerate(line, start=played + 1):
            self.click_golf_move(move)
            expect(self.moves).to_have_text(str(number))

    def resume(self, document: dict[str, Any]) -> Play:
        """Reload the page with ``document`` as the game it kept (as a reload resumes one)."""
        self.page.evaluate(
            """document => {
                const saved = JSON.parse(localStorage.getItem("solitaire.play.v1") || "{}");
                localStorage.setItem("solitaire.play.v1", JSON.stringify({...saved, game: document}));
            }""",
            document,
        )
        self.page.reload()
        expect(self.moves).to_have_text(str(document["moves"]))
        return self

    def saved_game(self) -> dict[str, Any]:
        """The game document the page keeps in localStorage (the game on the table)."""
        game: dict[str, Any] = self.page.evaluate(
            "JSON.parse(localStorage.getItem('solitaire.play.v1')).game"
        )
        return game

    def join(self, name: str) -> None:
        """Become the daily challenge's player."""
        self.page.fill("#player-name", name)
        self.page.click("#join button[type=submit]")
        expect(self.page.locator("#player")).to_contain_text(name)

    def join_by_keyboard(self, name: str) -> None:
        """Become the daily challenge's player as a person at a keyboard would: Tab to the
        name, type it, Enter."""
        self.tab_to("element.id === 'player-name'")
        self.page.keyboard.type(name)
        self.page.keyboard.press("Enter")
        expect(self.page.locator("#player")).to_contain_text(name)

    def daily_deal(self, variant: str) -> Locator:
        """The button that plays (resumes, or shows the result of) today's deal of ``variant``."""
        return self.page.locator(f'#daily-deals [data-variant="{variant}"]')

    def play_daily(self, variant: str) -> None:
        self.daily_deal(variant).click()
        expect(self.page.locator("#daily-tag")).to_be_visible()

    def saved_player(self) -> dict[str, str]:
        """The player the page keeps in localStorage (id, name, token)."""
        player: dict[str, str] = self.page.evaluate(
            "JSON.parse(localStorage.getItem('solitaire.play.v1')).player"
        )
        return player

    @property
    def own_row(self) -> Locator:
        return self.page.locator("#leaderboard tr.me")

    def page_to_own_row(self) -> None:
        """Follow the board's "show more" (its ``next`` cursor) until the player's own row is in place."""
        for _ in range(20):
            expect(self.own_row).to_have_count(1)
            if not self.page.locator("#leaderboard tr.gap").count():
                return
            rows = self.page.locator("#leaderboard tbody tr")
            shown = rows.count()
            self.page.click("#board-more")
            expect(rows).not_to_have_count(shown)
        raise AssertionError("the player's row never came in place")

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
            " [...p.querySelectorAll('[data-card]:not(.buried)')].map(c => c.dataset.card)]))"
        )

    @property
    def announced(self) -> Locator:
        """The polite live region: what a screen reader is told happened."""
        return self.page.locator("#announcer")

    def keyboard_focus(self, target: Locator) -> None:
        """Focus ``target`` as the keyboard does (a key pressed first: Chromium then shows
        the focus ring, ``:focus-visible``, which a focus after a click does not)."""
        self.page.keyboard.press("Shift")
        target.focus()
        expect(target).to_be_focused()

    def tab_to(self, condition: str, *, back: bool = False) -> None:
        """Press Tab (Shift+Tab when ``back``) until the focused element meets ``condition``
        (a JS expression of ``element``), as a keyboard user walks the page."""
        key = "Shift+Tab" if back else "Tab"
        for _ in range(120):
            self.page.keyboard.press(key)
            if self.page.evaluate(f"(element => {condition})(document.activeElement)"):
                return
        raise AssertionError(f"{key} never reached {condition}")

    def focused(self) -> dict[str, str | None]:
        """Where the keyboard is: the focused element's card (or slot key) and its pile."""
        focused: dict[str, str | None] = self.page.evaluate(
            """() => {
                const element = document.activeElement;
                return {
                    card: element?.dataset?.card ?? null,
                    key: element?.dataset?.key ?? null,
                    pile: element?.closest("[data-pile]")?.dataset.pile ?? null,
                    id: element?.id || null,
                };
            }"""
        )
        return focused

    def board_place(self) -> dict[str, float]:
        """Where the table is on the page (its first pile's top left corner, scroll included)."""
        place: dict[str, float] = self.page.evaluate(
            """() => {
                const rect = document.querySelector("#board [data-pile]").getBoundingClientRect();
                return {x: rect.left + scrollX, y: rect.top + scrollY};
            }"""
        )
        return place

    # --- a round of Golf ------------------------------------------------------------------

    @property
    def next_hole(self) -> Locator:
        return self.page.locator("#next-hole")

    def scorecard_row(self, row: str) -> list[str]:
        """A row of the scorecard, every side of it ("strokes", "to-par"): the holes' cells
        as they show (a score against par as the eye reads it, "-3"), sums left out."""
        cells: list[str] = self.page.locator(f"#scorecard tr.{row}").evaluate_all(
            """rows => rows.flatMap(row => [...row.querySelectorAll("td:not(.sum)")].map(
                cell => cell.querySelector("[aria-hidden]")?.textContent ?? cell.textContent))"""
        )
        return cells

    def play_hole(self, line: list[dict[str, Any]]) -> None:
        """A hole of a round along ``line`` by clicks, each move seen counted."""
        self.click_golf_line(line, played=int(self.moves.inner_text()))
