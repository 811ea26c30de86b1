"""Rounds of Golf in the browser: started from the new-game panel or by a round code, shown
as a scorecard (holes across, par, strokes, the round against par as golfers write it),
the next hole dealt by a button or the key N, the round's end celebrated, an 18-hole card
on a phone's width.  Each hole is played by clicks along the solver's best line."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import expect

from harness.pages import Play

from .conftest import PHONE
from .rounds import CLEARED, WORKED, WORKED_STROKES, best_lines, played_greedily, played_until

WIDTHS = {"desktop": {}, "phone": PHONE}


def test_a_round_from_the_new_game_panel_under_any_rule_options(play: Play) -> None:
    page = play.page
    play.open()
    page.locator("#variant").select_option("golf-classic")
    sizes = ["Одна раздача", "9 лунок · пар 45", "18 лунок · пар 90"]
    expect(page.locator("#holes option")).to_have_text(sizes)
    page.locator("#holes").select_option("9")
    with page.expect_request(re.compile(r"/v1/games$")) as started:
        page.click("#new-random")
    assert started.value.post_data_json["round"] == 9
    expect(page.locator("#current-code")).to_have_value(re.compile(r"^GR1-C-9-[A-Z]{7}$"))
    expect(page.locator("#round-tag")).to_be_visible()
    expect(page.locator("#round-hole")).to_have_text("1 из 9")
    expect(page.locator("#round-to-par [aria-hidden]")).to_have_text("E")
    expect(page.locator("#round-to-par .visually-hidden")).to_have_text("ровно в пар")
    expect(page.locator("#scorecard table")).to_have_count(1)
    expect(page.locator("#scorecard thead th")).to_have_text(["Лунка", *map(str, range(1, 10)), "Всего"])
    expect(page.locator("#scorecard thead th[aria-current=true]")).to_have_text("1")
    expect(play.next_hole).to_be_disabled()

    # Any Golf rule option, and the full round of 18: two nines on the card.
    page.click("#options summary")
    page.locator('#options [name="scoring"]').select_option("strokes")
    page.locator('#options [name="jokers"]').select_option("1")
    page.locator("#holes").select_option("18")
    page.click("#new-random")
    expect(page.locator("#current-code")).to_have_value(re.compile(r"^GR1-CTJ-18-[A-Z]{7}$"))
    expect(page.locator("#round-hole")).to_have_text("1 из 18")
    expect(page.locator("#scorecard table")).to_have_count(2)
    expect(page.locator("#scorecard table").last.locator("thead th")).to_have_text(
        ["Лунка", *map(str, range(10, 19)), "10–18", "Всего"]
    )
    round_par = page.locator("#scorecard table").last.locator("tbody tr").first.locator("td").last
    expect(round_par).to_have_text("90")

    # One deal again: no card, no round line.
    page.locator("#holes").select_option("0")
    page.click("#new-random")
    expect(page.locator("#current-code")).to_have_value(re.compile(r"^GO1-CTJ-[A-Z]{7}$"))
    expect(page.locator("#round-tag")).to_be_hidden()
    expect(page.locator("#scorecard")).to_be_hidden()


def test_a_round_code_opens_the_round_and_the_panel_follows_it(play: Play) -> None:
    play.open().open_code(WORKED)
    expect(play.page.locator("#variant")).to_have_value("golf-classic")
    expect(play.page.locator("#holes")).to_have_value("9")
    expect(play.page.locator("#round-hole")).to_have_text("1 из 9")
    play.page.click("#new-random")  # another round like the one on the table
    expect(play.page.locator("#current-code")).to_have_value(re.compile(r"^GR1-C-9-[A-Z]{7}$"))


def test_a_hole_ends_and_the_next_is_dealt_by_the_key_n_or_the_button(play: Play) -> None:
    page = play.page
    lines = best_lines(WORKED)
    play.open().open_code(WORKED)
    asked: list[str] = []
    page.on("request", lambda request: "/v1/moves" in request.url and asked.append(request.url))
    page.keyboard.press("n")  # the hole is still in play: the rule in words, nothing asked
    expect(play.message).to_have_text(
        "Сначала доиграйте эту лунку: следующая раздаётся, когда эта пройдена или ходов больше нет."
    )
    expect(play.message).to_have_attribute("data-kind", "notice")
    assert asked == []

    page.click("#solve")  # hole 1 cannot be cleared: the solver's best
    expect(play.message).to_have_text("Эту позицию выиграть нельзя: лучшая линия оставляет на поле 2 карты.")
    page.click("#hint")
    expect(play.message).to_contain_text("(выиграть нельзя: так на поле останется меньше всего, 2 карты)")

    play.play_hole(lines[0])
    expect(play.next_hole).to_be_enabled()
    expect(play.status).to_have_text("Лунка сыграна")
    expect(play.message).to_have_text("Лунка 1: 2 удара. Итого 2 (-3).")
    expect(play.announced).to_contain_text("Лунка 1: 2 удара. Итого 2 (-3).")
    assert play.scorecard_row("strokes") == ["2", *[""] * 8]
    assert play.scorecard_row("to-par") == ["-3", *[""] * 8]
    expect(play.page.locator("#round-to-par [aria-hidden]")).to_have_text("-3")
    expect(play.page.locator("#round-to-par .visually-hidden")).to_have_text("3 ниже пара")
    expect(page.locator("#solve")).to_be_disabled()  # nothing to solve between holes
    page.click("#hint")  # between holes the hint is the next hole: its button lights up
    expect(play.next_hole).to_have_class(re.compile(r"\bhinted\b"))
    expect(play.message).to_have_text("Подсказка: раздать следующую лунку")

    play.keyboard_focus(play.pile("discard").locator("button").last)
    moves = int(play.moves.inner_text())
    page.keyboard.press("n")
    expect(play.moves).to_have_text(str(moves + 1))
    expect(page.locator("#round-hole")).to_have_text("2 из 9")
    expect(play.announced).to_have_text("Лунка 2 из 9.")
    expect(play.next_hole).to_be_disabled()
    expect(play.status).to_have_text("Идёт игра")
    expect(page.locator("#scorecard thead th[aria-current=true]")).to_have_text("2")
    assert play.focused()["pile"] == "discard"  # the keyboard stays where it was on the table

    play.play_hole(lines[1])
    play.next_hole.focus()
    page.keyboard.press("Enter")  # the button, by keyboard: it goes off, the focus to the table
    expect(page.locator("#round-hole")).to_have_text("3 из 9")
    assert play.focused()["pile"] is not None
    assert play.scorecard_row("strokes")[:3] == ["2", "1", ""]
    assert play.scorecard_row("to-par")[:3] == ["-3", "-7", ""]


def test_a_round_played_to_its_end_is_celebrated_and_kept_on_reload(play: Play) -> None:
    page = play.page
    lines = best_lines(WORKED)
    play.open().open_code(WORKED)
    for hole, line in enumerate(lines, start=1):
        play.play_hole(line)
        if hole < len(lines):
            page.keyboard.press("n")
            expect(page.locator("#round-hole")).to_have_text(f"{hole + 1} из 9")
    expect(play.status).to_have_attribute("data-status", "finished")
    expect(play.status).to_have_text("Окончен")
    expect(play.message).to_have_text("Раунд окончен: 10 ударов, -35 к пару 45.")
    # The live region parts the status from the round's news (a screen reader runs words on).
    expect(play.announced).to_contain_text("Окончен. Раунд окончен: 10 ударов")
    expect(page.locator(".celebration")).to_contain_text("Раунд окончен")
    expect(page.locator(".celebration")).to_contain_text("10 ударов · -35")
    assert play.scorecard_row("strokes") == [str(strokes) for strokes in WORKED_STROKES]
    assert play.scorecard_row("to-par")[-1] == "-35"
    expect(page.locator("#scorecard tbody tr.strokes td.sum")).to_have_text("10")
    expect(page.locator("#scorecard thead th[aria-current]")).to_have_count(0)
    expect(play.next_hole).to_be_disabled()
    expect(page.locator("#hint")).to_be_disabled()
    # The round over is final: Undo is off, and U is refused by the service, the card kept.
    expect(page.locator("#undo")).to_be_disabled()
    moves = play.moves.inner_text()
    page.keyboard.press("u")
    expect(play.message).to_have_text("Раунд окончен, его карточка заполнена: начните новую игру.")
    expect(play.message).to_have_attribute("data-kind", "refusal")
    expect(play.moves).to_have_text(moves)
    expect(play.status).to_have_attribute("data-status", "finished")
    assert play.scorecard_row("strokes") == [str(strokes) for strokes in WORKED_STROKES]

    page.click('[data-language="en"]')
    expect(page.locator(".celebration")).to_contain_text("Round over")
    expect(page.locator("#round-to-par .visually-hidden")).to_have_text("35 under par")
    page.click('[data-language="ru"]')

    page.reload()  # the round over, as it was, and no banner left over its cards (issue 42)
    expect(play.status).to_have_text("Окончен")
    expect(page.locator(".celebration")).to_have_count(0)
    assert play.scorecard_row("strokes") == [str(strokes) for strokes in WORKED_STROKES]


@pytest.mark.parametrize("width", WIDTHS)
def test_the_next_hole_never_takes_the_focus_to_a_covered_card(
    open_play: Callable[..., Play], width: str
) -> None:
    """The keyboard on a card left on hole 4's table (KS, alone in column 2 of the worked
    round played the plain way), N deals hole 5, where a KS lies covered in column 2: the
    focus goes to column 2's free card, not under it."""
    play = open_play(**WIDTHS[width]).open()
    play.resume(played_greedily(play.url, WORKED, holes=4))
    page = play.page
    assert play.cards_of("c2") == ["KS"]
    play.keyboard_focus(play.card("KS"))
    page.keyboard.press("n")
    expect(page.locator("#round-hole")).to_have_text("5 из 9")
    column = play.cards_of("c2")
    assert "KS" in column[:-1], column  # dealt again, covered
    assert play.focused() == {"card": column[-1], "key": f"card:{column[-1]}", "pile": "c2", "id": None}
    assert not page.evaluate("document.activeElement.classList.contains('covered')")


def test_every_hole_cleared_wins_the_round(play: Play) -> None:
    """The last moves of a round whose holes were all cleared (the page resumes it, played
    through the service up to there)."""
    page = play.page
    play.open().resume(played_until(play.url, CLEARED, moves_left=3))
    expect(page.locator("#round-hole")).to_have_text("9 из 9")
    assert play.scorecard_row("strokes") == ["0"] * 8 + [""]
    play.play_hole(best_lines(CLEARED)[-1][-3:])
    expect(play.message).to_have_text("Все лунки пройдены чисто: 0 ударов, -45 к пару 45.")
    expect(play.status).to_have_attribute("data-status", "won")
    expect(page.locator(".celebration")).to_contain_text("Все лунки чисто!")
    expect(page.locator(".celebration")).to_contain_text("0 ударов · -45")
    assert play.scorecard_row("strokes") == ["0"] * 9
    expect(page.locator("#scorecard-title")).to_contain_text("Карточка раунда · 0 ударов, -45")


def test_an_eighteen_hole_card_fits_a_phone(open_play: Callable[..., Play]) -> None:
    for width in (390, 360):
        play = open_play(**{**PHONE, "viewport": {"width": width, "height": 800}}).open()
        play.open_code("GR1-C-18-AAAAAAB")
        play.play_hole(best_lines("GR1-C-18-AAAAAAB")[0])
        expect(play.next_hole).to_be_enabled()
        page = play.page
        for part in ("#round-tag", "#scorecard", *[f"#scorecard table >> nth={side}" for side in (0, 1)]):
            box = page.locator(part).bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, (width, part, box)
        # Every cell shows whole: nothing cut, nothing spills into the next one.
        clipped = page.evaluate(
            """() => [...document.querySelectorAll("#scorecard th, #scorecard td")]
                .filter(cell => cell.scrollWidth > cell.clientWidth)
                .map(cell => cell.textContent)"""
        )
        assert clipped == [], (width, clipped)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
