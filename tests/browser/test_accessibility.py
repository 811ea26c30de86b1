"""The web client for everyone: axe-core finds nothing on any screen at a desktop's and a
phone's width, contrast holds where axe cannot measure it (gradients, marks, focus rings),
the keyboard reaches the table at once and keeps its place there, a screen reader is told
what happens (once), and nothing on the page jumps when a message, a hint or a win shows."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from harness.pages import Play
from service.store import DailyDeal
from tests.engine.helpers import PINNED

from .accessibility import audit, contrast_of, focus_ring_contrast
from .conftest import PHONE
from .daily import DAILY_VARIANT
from .rounds import CLEARED, best_lines, played_until
from .watch import Watch
from .words import assert_russian

GOLF_LINE = PINNED["GO1-E-AAAAAAB"]["winning_line_easy"]
WIDTHS = {"desktop": {}, "phone": PHONE}


@pytest.mark.parametrize("width", WIDTHS)
def test_every_screen_passes_axe(
    open_play: Callable[..., Play],
    crowded_board: str,
    daily_deals: dict[str, DailyDeal],
    watch: Watch,
    width: str,
) -> None:
    watch.expect(r"^HTTP 403: POST .*/v1/games$", r"^console: Failed to load resource: .* 403")
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    audit(page, f"{width}: first deal")

    play.open_code("GO1-E-AAAAAAB")
    play.tap("6H")  # refused: the message shows
    expect(play.message).to_have_attribute("data-kind", "refusal")
    page.click("#hint")
    expect(page.locator("#board .hinted").first).to_be_visible()
    audit(page, f"{width}: Golf, a refusal, a hint")
    play.open_refused_code(daily_deals[DAILY_VARIANT].code)  # a live daily deal's: a rule's notice
    audit(page, f"{width}: a notice")

    play.open_code("CF1-D3-AAAAACL")
    play.stock().click()
    expect(play.moves).to_have_text("1")
    page.click("#options summary")
    audit(page, f"{width}: Canfield, the options open")

    play.resume(played_until(play.url, "GR1-C-18-AAAAAAB", moves_left=1, hole=1))
    play.play_hole(best_lines("GR1-C-18-AAAAAAB")[0][-1:])
    expect(play.next_hole).to_be_enabled()
    page.click("#hint")  # the next hole, lit up
    expect(play.next_hole).to_have_class(re.compile(r"\bhinted\b"))
    audit(page, f"{width}: a round of 18, its first hole over, the scorecard")
    assert_russian(page, f"{width}: a round of 18", names=("Rival",))

    play.join("Axe")
    play.play_daily(DAILY_VARIANT)
    expect(page.locator("#leaderboard tbody tr").first).to_be_visible()
    audit(page, f"{width}: the daily game, its panel and leaderboard")
    # Russian throughout (issue 42), and a column's whole word where it fits: its short
    # form only on a phone's narrow board.
    assert_russian(page, f"{width}: the daily game", names=("Axe", "Rival"))
    heads = page.locator("#leaderboard thead").inner_text()
    assert ("Подск." in heads) == (width == "phone") and ("Подсказки" in heads) == (width == "desktop"), heads

    page.click('[data-language="en"]')
    expect(page.locator("html")).to_have_attribute("lang", "en")
    audit(page, f"{width}: in English")


@pytest.mark.parametrize("width", WIDTHS)
def test_marks_borders_and_focus_rings_stand_out(open_play: Callable[..., Play], width: str) -> None:
    """3:1 at least for what is not text: an empty pile's dashed border and every focus ring
    (both tones of a card's: the yellow on the felt, the dark line on the card above)."""
    play = open_play(**WIDTHS[width]).open().open_code("CF1-D3-AAAAACL")
    page = play.page
    marks = contrast_of(page, "style.color", "#board .slot .start")
    assert len(marks) == 3 and min(marks) >= 3, marks  # f2-f4 wait for their 7
    borders = contrast_of(page, "style.borderTopColor", "#board .slot:not(.back)")
    assert borders and min(borders) >= 3, borders

    rings: dict[str, Any] = {}
    for name, target in (
        ("top card", play.card("QC")),
        ("covered card", play.card("KH")),
        ("stock", play.stock()),
        ("button", page.locator("#hint")),
        ("code field", page.locator("#code-input")),
        ("select", page.locator("#variant")),
        ("skip link", page.locator("#skip-link")),
    ):
        play.keyboard_focus(target)
        rings[name] = focus_ring_contrast(page)
    play.open_code("GO1-E-AAAAAAB")
    play.keyboard_focus(play.card("TS"))  # covered in column 1
    rings["covered Golf card"] = focus_ring_contrast(page)
    low = {name: ring for name, ring in rings.items() if ring["outer"] < 3 or (ring["inner"] or 3) < 3}
    assert not low, rings


@pytest.mark.parametrize("width", WIDTHS)
def test_a_covered_cards_focus_ring_hides_nothing_of_the_card_on_it(
    open_play: Callable[..., Play], width: str
) -> None:
    play = open_play(**WIDTHS[width]).open().open_code("GO1-E-AAAAAAB")
    page = play.page
    for covered, on_it in (("QS", "TS"), ("TS", "6H")):  # column 1: 6C 5S QS TS 6H
        box = play.card(on_it).bounding_box()
        assert box
        before = page.screenshot(clip=box)
        play.keyboard_focus(play.card(covered))
        assert page.evaluate("document.activeElement.matches(':focus-visible')")
        assert page.screenshot(clip=box) == before, f"the ring of {covered} covers {on_it}"
        play.card(covered).blur()


def test_the_table_is_one_tab_stop_behind_a_skip_link(play: Play) -> None:
    play.open().open_code("GO1-E-AAAAAAB")
    page, keyboard = play.page, play.page.keyboard
    page.reload()  # the game resumes; the keyboard starts from the top of the page
    expect(play.moves).to_have_text("0")
    keyboard.press("Tab")
    assert play.focused()["id"] == "skip-link"
    expect(page.locator("#skip-link")).to_be_in_viewport()
    keyboard.press("Enter")
    assert play.focused() == {"card": "6H", "key": "card:6H", "pile": "c1", "id": None}
    stops = page.locator("#board button").evaluate_all("buttons => buttons.map(b => b.tabIndex)")
    assert len(stops) == 37 and stops.count(0) == 1, stops  # 35 cards, the stock, the discard
    keyboard.press("ArrowUp")  # up a column: its covered cards
    assert play.focused()["card"] == "TS"
    keyboard.press("Tab")  # one Tab leaves the table...
    assert play.focused()["pile"] is None and play.focused()["id"] == "current-code"
    keyboard.press("Shift+Tab")  # ...and one comes back, to the same card
    assert play.focused()["card"] == "TS"
    keyboard.press("ArrowDown")
    keyboard.press("ArrowDown")  # down from a column's free card: the stock below
    assert play.focused()["pile"] == "stock"
    keyboard.press("ArrowRight")
    assert play.focused()["card"] == "AC"  # the discard


def test_focus_stays_in_the_pile_the_player_played_from(play: Play) -> None:
    """Not on the played card, wherever it went (Canfield's waste to a column here)."""
    play.open().open_code("CF1-D3-AAAAACL")
    keyboard = play.page.keyboard
    play.keyboard_focus(play.page.locator("#skip-link"))
    keyboard.press("Enter")
    assert play.focused()["pile"] == "stock"  # the table's first pile, reading left to right
    play.card("QC").focus()  # the reserve's top, onto KH
    keyboard.press("Enter")
    expect(play.moves).to_have_text("1")
    assert play.cards_of("c2") == ["KH", "QC"]
    assert play.focused() == {"card": "8H", "key": "card:8H", "pile": "reserve", "id": None}
    keyboard.press("d")
    expect(play.moves).to_have_text("2")
    assert play.focused()["pile"] == "reserve"  # a draw by key leaves the focus alone too


def test_moves_draws_score_and_status_are_said_once(play: Play) -> None:
    play.open().open_code("GO1-E-AAAAAAB")
    page = play.page
    expect(play.announced).to_have_attribute("aria-live", "polite")
    expect(play.announced).to_have_text("Новая игра: Гольф.")
    play.stock().click()
    expect(play.announced).to_have_text("Из колоды: 8 пик.")
    play.free_card(5).click()
    expect(play.announced).to_have_text("9 треф в сброс. Очки: 10.")
    # Re-renders that bring no news say nothing: the panel, the language's own re-render
    # of the table, the daily clock; the live region is not touched.
    page.evaluate(
        """() => {
            window.saidTimes = 0;
            new MutationObserver(() => window.saidTimes++).observe(
                document.getElementById("announcer"), {childList: true, characterData: true, subtree: true});
        }"""
    )
    page.locator("#variant").select_option("canfield-draw1")
    page.click("#options summary")
    page.wait_for_timeout(1200)
    assert page.evaluate("window.saidTimes") == 0
    play.tap("6H")  # refused, and the same refusal again: said twice (the rule a sentence)
    expect(play.announced).to_have_text("Достоинство должно быть на одну ступень выше или ниже.")
    play.tap("6H")
    expect(play.announced).to_have_text(
        re.compile("^Достоинство должно быть на одну ступень выше или ниже\\.\u00a0$")
    )
    play.click_golf_line(GOLF_LINE[2:], played=2)  # to the win: the status is said with the last move
    expect(play.status).to_have_attribute("data-status", "won")
    expect(play.announced).to_contain_text("Очки: 350. Победа! Победа! Очки: 350.")


def _place_after(play: Play, action: Callable[[], None]) -> tuple[dict[str, float], dict[str, float]]:
    before = play.board_place()
    action()
    return before, play.board_place()


@pytest.mark.parametrize("width", WIDTHS)
def test_no_layout_shift_from_messages_hints_or_a_win(
    open_play: Callable[..., Play], daily_deals: dict[str, DailyDeal], watch: Watch, width: str
) -> None:
    watch.expect(r"^HTTP 403: POST .*/v1/games$", r"^console: Failed to load resource: .* 403")
    play = open_play(**WIDTHS[width]).open().open_code("GO1-E-AAAAAAB")
    page = play.page
    shifts = {}

    def refused() -> None:
        play.tap("6H")
        expect(play.message).to_have_attribute("data-kind", "refusal")

    def hinted() -> None:
        page.click("#hint")
        expect(page.locator("#board .hinted").first).to_be_visible()

    def moved() -> None:  # the message goes away
        play.click_golf_line(GOLF_LINE[:1])
        expect(play.message).to_be_empty()

    def won() -> None:
        play.click_golf_line(GOLF_LINE[1:], played=1)
        expect(play.status).to_have_attribute("data-status", "won")
        expect(page.locator(".celebration")).to_be_visible()

    def long_message() -> None:  # the longest there is: a live daily deal's code refused
        play.open_refused_code(daily_deals[DAILY_VARIANT].code)

    for name, action in (("refusal", refused), ("hint", hinted), ("message gone", moved), ("win", won)):
        shifts[name] = _place_after(play, action)
    shifts["long message"] = _place_after(play, long_message)
    moved_by = {name: round(after["y"] - before["y"], 2) for name, (before, after) in shifts.items()}
    assert all(shift == 0 for shift in moved_by.values()), moved_by


@pytest.mark.parametrize("width", WIDTHS)
def test_no_layout_shift_in_a_round(open_play: Callable[..., Play], width: str) -> None:
    """A hole ending (Next hole lights up, the card fills in), the next hole dealt, the
    round's end celebrated: the table stays where it is."""
    play = open_play(**WIDTHS[width]).open()
    page = play.page
    lines = best_lines(CLEARED)
    shifts = {}
    play.resume(played_until(play.url, CLEARED, moves_left=2, hole=8))

    def hole_over() -> None:
        play.play_hole(lines[7][-2:])
        expect(play.next_hole).to_be_enabled()

    def next_hole() -> None:
        page.keyboard.press("n")
        expect(page.locator("#round-hole")).to_have_text("9 из 9")

    shifts["hole over"] = _place_after(play, hole_over)
    shifts["next hole"] = _place_after(play, next_hole)
    play.resume(played_until(play.url, CLEARED, moves_left=2))

    def round_over() -> None:
        play.play_hole(lines[8][-2:])
        expect(page.locator(".celebration")).to_be_visible()

    shifts["round over"] = _place_after(play, round_over)
    audit(page, f"{width}: a round won, celebrated")
    moved_by = {name: round(after["y"] - before["y"], 2) for name, (before, after) in shifts.items()}
    assert all(shift == 0 for shift in moved_by.values()), moved_by


def test_a_phone_shows_the_table_first_with_finger_sized_targets(open_play: Callable[..., Play]) -> None:
    play = open_play(**PHONE).open().open_code("CF1-D3-AAAAACL")
    page = play.page
    top = play.board_place()["y"]
    assert top < 844 * 0.3, f"the table starts {top} px down an 844 px screen"
    expect(page.locator("#keys-help")).to_be_hidden()  # no keyboard on a touch screen
    page.click("#options summary")
    page.locator("#variant").select_option("golf-easy")  # its rule options show too
    expect(page.locator("#rule-options")).to_be_visible()
    boxes = page.locator(".option input[type=checkbox]").evaluate_all(
        """boxes => boxes.filter(box => box.checkVisibility())
            .map(box => ({width: box.offsetWidth, height: box.offsetHeight}))"""
    )
    assert len(boxes) >= 4 and all(box["width"] >= 24 and box["height"] >= 24 for box in boxes), boxes
    small = page.evaluate(
        """() => [...document.querySelectorAll("button, select, input, summary, a, label.option")]
            .filter(element => element.checkVisibility() && !element.closest("#board"))
            // A checkbox's label is its target.
            .filter(element => !element.matches("label.option > input[type=checkbox]"))
            .map(element => [
                element.id || element.name || element.textContent.trim(),
                element.getBoundingClientRect(),
            ])
            .filter(([, rect]) => rect.height < 44)
            .map(([name, rect]) => `${name}: ${rect.height}`)"""
    )
    assert small == [], small
    # On the table every card a finger plays shows at least 44 px: the tops of piles.
    tops = page.evaluate(
        """() => [...document.querySelectorAll("#board [data-pile]")].map(pile => {
            const button = [...pile.querySelectorAll("button:not([inert])")].at(-1);
            const rect = button.getBoundingClientRect();
            return [pile.dataset.pile, rect.width, rect.height];
        })"""
    )
    assert all(width >= 44 and height >= 44 for _, width, height in tops), tops
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_a_desktop_shows_the_keyboard_help(play: Play) -> None:
    play.open()
    expect(play.page.locator("#keys-help")).to_be_visible()
    expect(play.page.locator("#keys-help")).to_contain_text("Tab")
    expect(play.page.locator("#keys-help")).to_contain_text("N — следующая лунка раунда")
