"""Duels in the browser (issue 33 item 4, issue 42): two players in two browser contexts
against the real app and PostgreSQL.  Ann (Russian) makes a duel and shares its invite (on
the clipboard, said so, the words gone a while later); Bob (English) opens the invite's
link with no player yet: the invitation is the page's first words, kept through a reload and
his name, then says who challenges him and to which game; he accepts, plays the same deal
on the same table and submits.  Neither page is reloaded nor refreshed by hand: each follows
the other side by itself (what the other is doing, beside the table too), to both results
side by side, the winner or a draw, the deal's code and the solver's line (titled as the
duel's), which Bob steps through; each has their duel counted.  A second tab of a duel's
game resyncs from the stale-state problem.  The duel screens by keyboard alone, at a
desktop's width and a phone's, axe-clean, Russian throughout on Ann's page."""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable

import psycopg
import pytest
from playwright.sync_api import Page, expect

from harness.pages import Play

from .accessibility import audit
from .conftest import PHONE
from .watch import Watch
from .words import assert_russian

WIDTHS = {"desktop": {}, "phone": PHONE}
CLIPBOARD = {"permissions": ["clipboard-read", "clipboard-write"]}
FOLLOWS = 10_000
"""How long a side waits for its page to show the other side's step, in ms (the page asks
every 3 s, duel.js's DUEL_POLL_MS)."""
PASSED = 12_000
"""How long a passing message stays at most, in ms (8 s: duel.js's PASSING_MS)."""
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


def submit_by_keyboard(play: Play) -> None:
    """From the table, back to Submit in the game head, and Enter."""
    submit = play.page.locator("#duel-submit")
    expect(submit).to_be_visible()
    play.tab_to("element.id === 'duel-submit'", back=True)
    play.page.keyboard.press("Enter")
    expect(submit).to_be_hidden()


def second_side_by_keyboard(play: Play) -> None:
    """Enter on the button that takes the duel's game up (Play, Accept), the game played
    out and its result submitted: the second result in (an English page)."""
    play.page.keyboard.press("Enter")
    expect(play.page.locator("#duel-tag")).to_be_visible()
    play_out(play)
    submit_by_keyboard(play)
    expect(play.page.locator("#duel-status")).to_have_text("The duel is over: both results are in.")


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


def first_side_in(play: Play, name: str) -> str:
    """``name`` joins by keyboard, challenges, plays the deal out and submits: the first
    result in; the duel's invite."""
    play.open()
    play.join_by_keyboard(name)
    invite = challenge(play)
    play_out(play)
    submit_by_keyboard(play)
    return invite


def settled(play: Play) -> None:
    """The page has what it asks for first (the catalog and its deal, the day's deals): a
    reload now cuts no request short."""
    expect(play.page.locator("#board .card").first).to_be_visible()
    expect(play.page.locator("#daily-deals li").first).to_be_visible()


def above_the_fold(page: Page, part: str) -> None:
    """``part`` is on the page's first screen, unscrolled."""
    viewport = page.viewport_size
    box = page.locator(part).bounding_box()
    assert viewport is not None and box is not None and box["y"] + box["height"] <= viewport["height"], (
        part,
        box,
    )


def tag_whole(page: Page, part: str) -> None:
    """The player's tag in ``part`` ("Name#TAG") lies on one line: never broken mid-word."""
    lines: int = page.locator(part).evaluate(
        """element => {
            const node = [...element.childNodes].find(child => child.nodeType === Node.TEXT_NODE);
            const at = node.textContent.indexOf("#");
            const range = document.createRange();
            range.setStart(node, Math.max(0, at - 1));
            range.setEnd(node, at + 5);
            return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size;
        }"""
    )
    assert lines == 1, (part, page.locator(part).inner_text())


def within_width(page: Page, *parts: str) -> None:
    viewport = page.viewport_size
    assert viewport is not None
    for part in parts:
        box = page.locator(part).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], (part, box)


@pytest.mark.parametrize("width", WIDTHS)
def test_two_players_duel_from_an_invite_link_to_both_results_without_a_reload(
    open_play: Callable[..., Play], width: str
) -> None:
    """Issue 42: the invitee is told who challenges, to which game, and keeps the invite
    through the name step (a reload too); each side's page follows the other side by itself
    (no reload, no Refresh), from the invite to both results."""
    suffix = secrets.token_hex(3)
    ann = open_play(**WIDTHS[width], **CLIPBOARD)
    bob = open_play(**WIDTHS[width], locale="en-US")
    page, keyboard = ann.page, ann.page.keyboard
    ann.open()
    expect(page.locator("#duel-need-player")).to_have_text(
        "Чтобы вызывать на дуэль и принимать вызовы, введите имя в задаче дня."
    )
    ann.join_by_keyboard(f"Ann {suffix}")
    expect(page.locator("#daily-message")).to_be_empty(timeout=PASSED)  # the welcome goes by itself
    # A duel is one deal scored by the game's points: the catalog's Vegas games are not offered.
    offered = page.locator("#duel-variant option").evaluate_all("options => options.map(o => o.value)")
    assert offered == ["golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1"], offered

    # Ann challenges on one deal of Golf, easy: her game is dealt at once, its code sealed,
    # and the keyboard waits on Invite.
    invite = challenge(ann)
    expect(page.locator("#duel-status")).to_have_text("Вызов ещё никто не принял: отправьте приглашение.")
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
    expect(page.locator("#duel-share-status")).to_be_empty(timeout=PASSED)  # said, and gone

    # Bob follows the link with no player yet: the invitation is the page's first words,
    # and it survives the hash going and a reload before he gives his name.
    bob.page.goto(link)
    invitation = bob.page.locator("#invitation")
    expect(invitation).to_be_visible()
    expect(bob.page.locator("#invitation-text")).to_contain_text(invite)
    above_the_fold(bob.page, "#invitation-join")
    settled(bob)
    bob.page.goto(f"{bob.url}/play")  # the page loaded again without the link: the invite was kept
    expect(bob.page.locator("#invitation-text")).to_contain_text(invite)
    settled(bob)
    audit(bob.page, f"a duel's invite opened, a name first ({width}, en)")
    bob.tab_to("element.id === 'invite-name'")
    bob.page.keyboard.type(f"Bob {suffix}")
    bob.page.keyboard.press("Enter")
    challenger = rf"Ann {suffix}#[A-Z2-7]{{4}}"
    expect(bob.page.locator("#invitation-text")).to_have_text(
        re.compile(
            rf"^{challenger} challenges you to a duel: Golf, easy\. One deal for you both, one attempt each; "
            r"the better result wins\.$"
        )
    )
    expect(bob.page.locator("#invitation-title")).to_be_focused()
    expect(bob.page.locator("#duel-status")).to_have_text(
        re.compile(rf"^{challenger} is waiting for someone to take up the challenge\.$")
    )
    expect(bob.page.locator("#duel-invitation")).to_be_hidden()
    audit(bob.page, f"a duel's challenge, to accept ({width}, en)")
    bob.tab_to("element.id === 'invitation-accept'")
    bob.page.keyboard.press("Enter")
    expect(invitation).to_be_hidden()
    expect(bob.page.locator("#duel-tag")).to_be_visible()
    assert bob.table() == dealt  # the same deal, on the same table

    # Ann's page learns that Bob plays, by itself.
    bob_tagged = rf"Bob {suffix}#[A-Z2-7]{{4}}"
    expect(page.locator("#duel-status")).to_have_text(
        re.compile(rf"^{bob_tagged} играет; ваша партия тоже идёт\.$"), timeout=FOLLOWS
    )
    expect(page.locator("#duel-other")).to_have_text(re.compile(rf"^{bob_tagged} играет"))

    # Ann plays her one attempt and submits: Bob's page says so, by itself.
    play_out(ann)
    submit_by_keyboard(ann)
    expect(page.locator("#duel-message")).to_have_text("Результат дуэли отправлен.")
    expect(page.locator("#duel-card-title")).to_be_focused()
    expect(page.locator("#duel-status")).to_have_text(
        re.compile(rf"^Ваш результат отправлен; {bob_tagged} ещё играет\.$")
    )
    expect(bob.page.locator("#duel-other")).to_have_text(
        re.compile(rf"^{challenger} has sent a result: finish your game and submit yours\.$"), timeout=FOLLOWS
    )
    play_out(bob)
    submit_by_keyboard(bob)

    # Both in: the results side by side, the winner or a draw, the code and the solver's line.
    expect(bob.page.locator("#duel-status")).to_have_text("The duel is over: both results are in.")
    expect(bob.page.locator("#duel-opponent")).to_have_text(re.compile(rf"^{bob_tagged} \(you\)$"))
    rows = bob.page.locator("#duel-results tbody tr")
    expect(rows.first).to_have_text(re.compile(r"^Result\s*in\s*in$"))
    expect(rows.nth(2).locator("td")).to_have_count(2)
    for cell in rows.nth(2).locator("td").all():
        expect(cell).to_have_text(re.compile(r"^\d+$"))
    verdict = bob.page.locator("#duel-verdict")
    expect(verdict).to_have_text(re.compile(rf"^(You won!|A draw\.|{challenger} won\.)$"))
    expect(bob.page.locator("#duel-solver")).to_have_text(re.compile(r"^Deal code GO1-E-[A-Z0-9]+\. "))
    expect(bob.page.locator("#duel-counts")).to_have_text(COUNTS)
    expect(bob.page.locator("#duel-list li")).to_have_count(1)
    within_width(bob.page, "#duels", "#duel-card", "#duel-results")
    for side in ("#duel-challenger", "#duel-opponent"):
        tag_whole(bob.page, side)
    audit(bob.page, f"a duel's result side by side ({width}, en)")

    # The solver's line, titled as the duel's, step by step from the keyboard (a random
    # deal: the solver may find it lost, or run out of its budget, and then says so instead).
    line = bob.page.locator("#duel-line")
    if not line.is_visible():
        expect(bob.page.locator("#duel-solver")).to_have_text(re.compile(r"(cannot be won|ran out of time)"))
    else:
        bob.tab_to("element.id === 'duel-line'")
        bob.page.keyboard.press("Enter")
        expect(bob.page.locator("#replay-tag")).to_be_visible()
        expect(bob.page.locator("#replay-label")).to_have_text(f"Solution of duel {invite}: Golf, easy")
        expect(bob.page.locator("#replay-step")).to_have_text(re.compile(r"^0 "))
        bob.page.keyboard.press(".")
        expect(bob.page.locator("#replay-step")).to_have_text(re.compile(r"^1 "))
        bob.page.keyboard.press(",")
        expect(bob.page.locator("#replay-step")).to_have_text(re.compile(r"^0 "))

    # Ann's page, never reloaded nor refreshed: the same outcome, seen from her side.
    expect(page.locator("#duel-status")).to_have_text(
        "Дуэль окончена: оба результата получены.", timeout=FOLLOWS
    )
    bob_won = verdict.inner_text() == "You won!"
    draw = verdict.inner_text() == "A draw."
    expected = "Ничья." if draw else re.compile(rf"^Победа: {bob_tagged}\.$") if bob_won else "Вы победили!"
    expect(page.locator("#duel-verdict")).to_have_text(expected)
    counts = COUNTS.fullmatch(bob.page.locator("#duel-counts").inner_text())
    assert counts is not None
    won, lost, drawn = counts.groups()
    expect(page.locator("#duel-counts")).to_have_text(
        f"Побед {lost} · поражений {won} · ничьих {drawn} · идут 0"
    )
    expect(page.locator("#duel-message")).to_be_empty(timeout=PASSED)
    audit(page, f"a duel's result side by side ({width}, ru)")
    assert_russian(page, f"a duel's result ({width}, ru)", names=(f"Ann {suffix}", f"Bob {suffix}"))


def test_a_second_tab_behind_resyncs_from_the_stale_state_problem(play: Play, watch: Watch) -> None:
    """A duel's game in two tabs of one browser (issue 42): the one left behind plays a
    move, the service refuses it (409 stale-state) and sends the latest state, which the
    tab shows, saying so; the player plays on from there."""
    watch.expect(r"HTTP 409: POST .*/v1/moves", r"^console: Failed to load resource: .* 409")
    play.open()
    play.join_by_keyboard(f"Tabs {secrets.token_hex(3)}")
    challenge(play)
    # The solver refuses a duel's deal until the duel ends: no Hint, no "Is this winnable?",
    # and H says why instead of a refusal from the service.
    expect(play.page.locator("#hint")).to_be_hidden()
    expect(play.page.locator("#solve")).to_be_hidden()
    play.page.keyboard.press("h")
    expect(play.message).to_have_text(
        "Решатель не играет раздачу дуэли и не даёт к ней подсказок, пока дуэль не окончена."
    )
    other = Play(play.page.context.new_page(), play.url)
    watch.attach(other.page)
    other.open()
    expect(other.page.locator("#duel-tag")).to_be_visible()  # the same duel game, resumed
    assert other.table() == play.table()
    for _ in range(2):
        moves = int(play.moves.inner_text())
        play.stock().click()
        expect(play.moves).to_have_text(str(moves + 1))
    ahead = play.table()
    other.stock().click()  # from the state two moves back
    expect(other.message).to_have_text(
        "Эта партия продолжилась в другой вкладке или на другом устройстве: вот она такой, какая она сейчас. "
        "Сделайте ход ещё раз."
    )
    expect(other.message).to_have_attribute("data-kind", "notice")
    expect(other.moves).to_have_text(play.moves.inner_text())
    assert other.table() == ahead
    other.stock().click()  # plays on from the latest
    expect(other.moves).to_have_text(str(int(play.moves.inner_text()) + 1))
    expect(other.message).to_be_empty()


def test_a_held_result_shows_under_review_and_a_third_player_only_looks_on(
    open_strict_play: Callable[..., Play],
) -> None:
    """On the service whose pace review holds every result: both results in, the duel says a
    result is under review and names no winner, and counts it in none of the player's
    counts; a third player opening the invite sees who plays, never a result, and cannot join."""
    suffix = secrets.token_hex(3)
    ann, bob, cy = (open_strict_play(locale="en-US") for _ in range(3))
    invite = first_side_in(ann, f"Ann {suffix}")
    expect(ann.page.locator("#duel-message")).to_have_text("Duel result submitted; it is under review.")
    expect(ann.page.locator("#duel-results tbody tr").last).to_have_text(
        re.compile(r"^Review\s*under review\s*—$")
    )

    bob.page.goto(f"{bob.url}/play")
    expect(bob.page.locator("#board .card").first).to_be_visible()
    bob.join_by_keyboard(f"Bob {suffix}")
    bob.tab_to("element.id === 'duel-invite'")
    bob.page.keyboard.type(invite.lower())  # typed as a person types it
    bob.page.keyboard.press("Enter")
    expect(bob.page.locator("#duel-card-title")).to_be_focused()
    bob.tab_to("element.id === 'duel-play'")
    second_side_by_keyboard(bob)
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
    cy.join_by_keyboard(f"Cy {suffix}")
    expect(cy.page.locator("#duel-card-title")).to_have_text(f"Duel: Golf, easy, {invite}")
    expect(cy.page.locator("#duel-play")).to_be_hidden()
    expect(cy.page.locator("#duel-verdict")).to_be_hidden()
    expect(cy.page.locator("#duel-solver")).to_be_hidden()
    for row in cy.page.locator("#duel-results tbody tr").all()[1:]:
        expect(row.locator("td")).to_have_text(["—", "—"])
    expect(cy.page.locator("#duel-counts")).to_have_text("Won 0 · lost 0 · drawn 0 · open 0")


def test_a_duel_nobody_took_up_ends_without_a_winner_and_not_under_review(
    play: Play, browser_database: str
) -> None:
    """A challenge left for 7 days (its expiry moved to the past in the database): the page,
    asking again by itself, says the duel expired with nobody to duel, never "under review"."""
    play.open()
    play.join_by_keyboard(f"Alone {secrets.token_hex(3)}")
    invite = challenge(play)
    with psycopg.connect(browser_database, autocommit=True) as conn:
        moved = conn.execute(
            "UPDATE duels SET expires_at = created_at + interval '1 millisecond' WHERE invite = %s", [invite]
        )
        assert moved.rowcount == 1
    page = play.page
    expect(page.locator("#duel-status")).to_have_text("Дуэль истекла: прошло 7 дней.", timeout=FOLLOWS)
    expect(page.locator("#duel-verdict")).to_have_text(
        "Вызов никто не принял: дуэль окончена без победителя."
    )
    expect(page.locator("#duel-list li")).to_have_text(re.compile(r": вызов не принят$"))
    expect(page.locator("#duel-counts")).to_have_text("Побед 0 · поражений 0 · ничьих 0 · идут 0")
    audit(page, "a duel nobody took up (desktop, ru)")
