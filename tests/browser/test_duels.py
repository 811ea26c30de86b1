"""Duels in the browser (issue 33 item 4): two players in two browser contexts against the
real app and PostgreSQL.  Ann (Russian) makes a duel and shares its invite (on the
clipboard, said so); Bob (English) opens the invite's link, joins, plays the same deal on
the same table and submits; both see the results side by side, the winner or a draw, the
deal's code and the solver's line, which Bob steps through; each has their duel counted.
The duel screens by keyboard alone, at a desktop's width and a phone's, axe-clean."""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from harness.pages import Play

from .accessibility import audit
from .conftest import PHONE

WIDTHS = {"desktop": {}, "phone": PHONE}
CLIPBOARD = {"permissions": ["clipboard-read", "clipboard-write"]}
COUNTS = re.compile(r"^Won (\d) · lost (\d) · drawn (\d) · open 0$")


def play_out(play: Play) -> None:
    """Play the duel's game on the table to its end by clicks: a card off the table when
    one may go, else a draw (Golf ends, won or at a dead end, within 52 moves)."""
    for _ in range(60):
        game = play.saved_game()
        if game["status"] != "playing":
            return
        legal = game["legal_moves"]
        move = next((move for move in legal if move["type"] != "draw"), legal[0])
        play.click_golf_move(move)
        expect(play.moves).to_have_text(str(game["moves"] + 1))
    raise AssertionError("the game never ended")


def join_by_keyboard(play: Play, name: str) -> None:
    play.tab_to("element.id === 'player-name'")
    play.page.keyboard.type(name)
    play.page.keyboard.press("Enter")
    expect(play.page.locator("#player")).to_contain_text(name)


def submit_by_keyboard(play: Play) -> None:
    """From the table, back to Submit in the game head, and Enter."""
    submit = play.page.locator("#duel-submit")
    expect(submit).to_be_visible()
    play.tab_to("element.id === 'duel-submit'", back=True)
    play.page.keyboard.press("Enter")
    expect(submit).to_be_hidden()


def challenge(play: Play) -> str:
    """Make a duel of Golf, easy (the first of the list) by keyboard; its invite."""
    play.tab_to("element.id === 'duel-variant'")
    expect(play.page.locator("#duel-variant")).to_have_value("golf-easy")
    play.page.keyboard.press("Tab")
    play.page.keyboard.press("Enter")
    expect(play.page.locator("#duel-share")).to_be_focused()  # the invite goes out first
    title = play.page.locator("#duel-card-title").inner_text()
    invite = title.rsplit(", ", 1)[1]
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{8}", invite), title
    return invite


def within_width(page: Page, *parts: str) -> None:
    viewport = page.viewport_size
    assert viewport is not None
    for part in parts:
        box = page.locator(part).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], (part, box)


@pytest.mark.parametrize("width", WIDTHS)
def test_two_players_duel_from_an_invite_link_to_the_result_side_by_side(
    open_play: Callable[..., Play], width: str
) -> None:
    suffix = secrets.token_hex(3)
    ann = open_play(**WIDTHS[width], **CLIPBOARD)
    bob = open_play(**WIDTHS[width], locale="en-US")
    page, keyboard = ann.page, ann.page.keyboard
    ann.open()
    expect(page.locator("#duel-need-player")).to_be_visible()
    join_by_keyboard(ann, f"Ann {suffix}")

    # Ann challenges on one deal of Golf, easy: her game is dealt at once, its code sealed,
    # and the keyboard waits on Invite.
    invite = challenge(ann)
    expect(page.locator("#duel-status")).to_have_text("Ждём соперника: отправьте ему приглашение.")
    expect(page.locator("#duel-tag")).to_contain_text("Дуэль")
    expect(page.locator("#current-code")).to_have_value("")
    dealt = ann.table()
    keyboard.press("Enter")
    expect(page.locator("#duel-share-status")).to_have_text("Ссылка-приглашение скопирована в буфер обмена.")
    shared = page.evaluate("navigator.clipboard.readText()")
    link = shared.rsplit(" ", 1)[1]
    assert link == f"{ann.url}/play#/duel/{invite}" and invite in shared, shared
    expect(page.locator("#duel-link")).to_have_value(link)
    within_width(page, "#duels", "#duel-card", "#duel-results")
    audit(page, f"a duel made, its invite shared ({width}, ru)")

    # Ann plays her one attempt and submits: her result shows, Bob's column waits.
    play_out(ann)
    submit_by_keyboard(ann)
    expect(page.locator("#duel-message")).to_have_text("Результат дуэли отправлен.")
    expect(page.locator("#duel-card-title")).to_be_focused()
    expect(page.locator("#duel-status")).to_have_text(
        "Ваш результат отправлен: ждём соперника (отправьте ему приглашение)."
    )
    expect(page.locator("#duel-opponent")).to_have_text("соперник ещё не пришёл")
    expect(page.locator("#duel-results tbody tr").first).to_contain_text("получен")

    # Bob follows the link: a name first, then the duel opens, and he joins by keyboard.
    bob.page.goto(link)
    expect(bob.page.locator("#board .card").first).to_be_visible()
    expect(bob.page.locator("#duel-need-player")).to_have_text(
        "To play duels, enter your name in the daily challenge."
    )
    join_by_keyboard(bob, f"Bob {suffix}")
    expect(bob.page.locator("#duel-card-title")).to_have_text(f"Duel: Golf, easy, {invite}")
    expect(bob.page.locator("#duel-card-title")).to_be_focused()
    expect(bob.page.locator("#duel-challenger")).to_have_text(re.compile(rf"^Ann {suffix}#[A-Z2-7]{{4}}$"))
    expect(bob.page.locator("#duel-invitation")).to_be_hidden()
    play_button = bob.page.locator("#duel-play")
    expect(play_button).to_have_text("Accept and play")
    audit(bob.page, f"a duel's invite opened ({width}, en)")
    bob.tab_to("element.id === 'duel-play'")
    bob.page.keyboard.press("Enter")
    expect(bob.page.locator("#duel-status")).to_have_text("Your opponent's result is in: your turn.")
    assert bob.table() == dealt  # the same deal, on the same table
    play_out(bob)
    submit_by_keyboard(bob)

    # Both in: the results side by side, the winner or a draw, the code and the solver's line.
    status = bob.page.locator("#duel-status")
    expect(status).to_have_text("The duel is over: both results are in.")
    expect(bob.page.locator("#duel-opponent")).to_have_text(
        re.compile(rf"^Bob {suffix}#[A-Z2-7]{{4}} \(you\)$")
    )
    rows = bob.page.locator("#duel-results tbody tr")
    expect(rows.first).to_have_text(re.compile(r"^Result\s*in\s*in$"))
    expect(rows.nth(2).locator("td")).to_have_count(2)
    for cell in rows.nth(2).locator("td").all():
        expect(cell).to_have_text(re.compile(r"^\d+$"))
    verdict = bob.page.locator("#duel-verdict")
    expect(verdict).to_have_text(re.compile(rf"^(You won!|A draw\.|Ann {suffix}#[A-Z2-7]{{4}} won\.)$"))
    expect(bob.page.locator("#duel-solver")).to_have_text(re.compile(r"^Deal code GO1-E-[A-Z0-9]+\. "))
    expect(bob.page.locator("#duel-counts")).to_have_text(COUNTS)
    expect(bob.page.locator("#duel-list li")).to_have_count(1)
    within_width(bob.page, "#duels", "#duel-card", "#duel-results")
    audit(bob.page, f"a duel's result side by side ({width}, en)")

    # The solver's line, step by step from the keyboard (a random deal: the solver may find
    # it lost, or run out of its budget, and then says so instead).
    line = bob.page.locator("#duel-line")
    if not line.is_visible():
        expect(bob.page.locator("#duel-solver")).to_have_text(re.compile(r"(cannot be won|ran out of time)"))
    else:
        bob.tab_to("element.id === 'duel-line'")
        bob.page.keyboard.press("Enter")
        expect(bob.page.locator("#replay-tag")).to_be_visible()
        expect(bob.page.locator("#replay-step")).to_have_text(re.compile(r"^0 "))
        bob.page.keyboard.press(".")
        expect(bob.page.locator("#replay-step")).to_have_text(re.compile(r"^1 "))
        bob.page.keyboard.press(",")
        expect(bob.page.locator("#replay-step")).to_have_text(re.compile(r"^0 "))

    # Ann refreshes: the same outcome, seen from her side, counted in her duels.
    ann.tab_to("element.id === 'duel-refresh'")
    keyboard.press("Enter")
    expect(page.locator("#duel-status")).to_have_text("Дуэль окончена: оба результата получены.")
    bob_won = verdict.inner_text() == "You won!"
    draw = verdict.inner_text() == "A draw."
    expected = "Ничья." if draw else re.compile(rf"^Победил Bob {suffix}#") if bob_won else "Вы победили!"
    expect(page.locator("#duel-verdict")).to_have_text(expected)
    counts = COUNTS.fullmatch(bob.page.locator("#duel-counts").inner_text())
    assert counts is not None
    won, lost, drawn = counts.groups()
    expect(page.locator("#duel-counts")).to_have_text(
        f"Побед {lost} · поражений {won} · ничьих {drawn} · идут 0"
    )
    audit(page, f"a duel's result side by side ({width}, ru)")


def test_a_held_result_shows_under_review_and_a_third_player_only_looks_on(
    open_strict_play: Callable[..., Play],
) -> None:
    """On the service whose pace review holds every result: both results in, the duel says a
    result is under review and names no winner, and counts it in none of the player's
    counts; a third player opening the invite sees who plays, never a result, and cannot join."""
    suffix = secrets.token_hex(3)
    ann, bob, cy = (open_strict_play(locale="en-US") for _ in range(3))
    ann.open()
    join_by_keyboard(ann, f"Ann {suffix}")
    invite = challenge(ann)
    play_out(ann)
    submit_by_keyboard(ann)
    expect(ann.page.locator("#duel-message")).to_have_text("Duel result submitted; it is under review.")
    expect(ann.page.locator("#duel-results tbody tr").last).to_have_text(
        re.compile(r"^Review\s*under review\s*—$")
    )

    bob.page.goto(f"{bob.url}/play")
    expect(bob.page.locator("#board .card").first).to_be_visible()
    join_by_keyboard(bob, f"Bob {suffix}")
    bob.tab_to("element.id === 'duel-invite'")
    bob.page.keyboard.type(invite.lower())  # typed as a person types it
    bob.page.keyboard.press("Enter")
    expect(bob.page.locator("#duel-card-title")).to_be_focused()
    bob.tab_to("element.id === 'duel-play'")
    bob.page.keyboard.press("Enter")
    expect(bob.page.locator("#duel-tag")).to_be_visible()
    play_out(bob)
    submit_by_keyboard(bob)
    expect(bob.page.locator("#duel-status")).to_have_text("The duel is over: both results are in.")
    expect(bob.page.locator("#duel-verdict")).to_have_text(
        "A result is under review: the winner is known once it is decided."
    )
    expect(bob.page.locator("#duel-results tbody tr").last).to_have_text(
        re.compile(r"^Review\s*under review\s*under review$")
    )
    # a duel waiting for an operator's decision is counted apart (issue 39: it was in no count)
    expect(bob.page.locator("#duel-counts")).to_have_text(
        "Won 0 · lost 0 · drawn 0 · open 0 · under review 1"
    )
    expect(bob.page.locator("#duel-list li")).to_have_text(re.compile(r": under review$"))
    audit(bob.page, "a duel under review (desktop, en)")

    cy.page.goto(f"{cy.url}/play#/duel/{invite}")
    expect(cy.page.locator("#board .card").first).to_be_visible()
    join_by_keyboard(cy, f"Cy {suffix}")
    expect(cy.page.locator("#duel-card-title")).to_have_text(f"Duel: Golf, easy, {invite}")
    expect(cy.page.locator("#duel-play")).to_be_hidden()
    expect(cy.page.locator("#duel-verdict")).to_be_hidden()
    expect(cy.page.locator("#duel-solver")).to_be_hidden()
    for row in cy.page.locator("#duel-results tbody tr").all()[1:]:
        expect(row.locator("td")).to_have_text(["—", "—"])
    expect(cy.page.locator("#duel-counts")).to_have_text("Won 0 · lost 0 · drawn 0 · open 0")
