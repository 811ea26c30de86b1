"""A result the play review reads (issue 39), on the service as deployed (the review on): a
Golf daily result and a duel's sides wait ``pending`` for the seconds their lines take to
read.  The page says so in words a player reads ("being checked": never "rejected", never a
rank that is not there yet), off the board, asks again by itself and, once the lines are
read, shows the rank or the winner, with no reload.  The reading is done by hand here
(``reviewing_service_url``): the "being checked" a player sees is not a race."""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable

import psycopg
from flask import Flask
from playwright.sync_api import expect

from harness.pages import Play
from service import create_app
from service.store import DailyDeal

from .accessibility import audit
from .conftest import PHONE, SECRET_KEY
from .daily import DAILY_VARIANT, play_line_through_api, today, winning_line
from .test_daily_record import day_button
from .test_duels import FOLLOWS, first_side_in, second_side_by_keyboard

READ = 10_000
"""How long a page may take to show a result read, in ms (it asks every 2 s: review.js)."""


def read_pending(database_url: str) -> None:
    """The operator's ``flask daily review read``: every result waiting for the play review."""
    app: Flask = create_app({"DATABASE_URL": database_url, "SECRET_KEY": SECRET_KEY})
    try:
        output = app.test_cli_runner().invoke(args=["daily", "review", "read"])
    finally:
        app.extensions["store"].close()
    assert output.exit_code == 0 and re.match(r"[1-9]\d* result\(s\) read", output.output), output.output


def second_side_by_link(play: Play, invite: str, name: str) -> None:
    """``name`` opens the invite's link, joins and accepts by keyboard, and plays the second
    side out: both results in."""
    play.page.goto(f"{play.url}/play#/duel/{invite}")
    expect(play.page.locator("#board .card").first).to_be_visible()
    play.join_by_keyboard(name)
    play.tab_to("element.id === 'invitation-accept'")
    second_side_by_keyboard(play)


def test_a_daily_result_being_checked_joins_the_board_by_itself(
    open_reviewing_play: Callable[..., Play], browser_database: str, daily_deals: dict[str, DailyDeal]
) -> None:
    play = open_reviewing_play(locale="en-US").open()
    page = play.page
    name = f"Vera {secrets.token_hex(3)}"
    play.join(name)
    play.play_daily(DAILY_VARIANT)
    line = winning_line(daily_deals[DAILY_VARIANT])
    play.resume(play_line_through_api(play.url, play.saved_game(), line[:-1], play.saved_player()["token"]))
    play.click_golf_move(line[-1])
    page.click("#submit-result")

    # Being read: told so, off the board, the player's row pinned and marked "being checked".
    expect(play.message).to_have_text("Result received and being checked: its rank follows in a few seconds.")
    expect(play.message).to_have_attribute("data-kind", "info")  # seconds of reading: no warning
    expect(play.daily_deal(DAILY_VARIANT)).to_have_text("Being checked")
    expect(page.locator("#board-review")).to_have_text(
        "Your result is being checked: it joins the board in a few seconds."
    )
    expect(play.own_row.locator(".you")).to_have_text("being checked")
    expect(page.locator("#percentile")).to_be_empty()
    expect(page.locator(day_button(today()))).to_have_class(re.compile(r"\bwon\b"))  # in the record
    audit(page, "a daily result being checked (desktop, en)")

    # Read: the page, asking again by itself, shows the rank; the result is on the board.
    read_pending(browser_database)
    expect(play.message).to_have_text(re.compile(r"^Result submitted: rank \d+\.$"), timeout=READ)
    expect(play.message).to_have_attribute("data-kind", "won")
    rank = re.findall(r"\d+", play.message.inner_text())[0]
    expect(play.daily_deal(DAILY_VARIANT)).to_have_text(f"Rank {rank}")
    expect(page.locator("#board-review")).to_be_hidden()
    play.page_to_own_row()
    expect(play.own_row.locator(".you")).to_have_text("you")
    expect(play.own_row.locator("th")).to_have_text(rank)
    expect(play.own_row).to_contain_text(name)


def test_a_duel_being_checked_names_its_winner_on_both_pages_by_itself(
    open_reviewing_play: Callable[..., Play], browser_database: str
) -> None:
    """Ann in Russian at a phone's width, Bob in English: neither page reloaded."""
    suffix = secrets.token_hex(3)
    ann, bob = open_reviewing_play(**PHONE), open_reviewing_play(locale="en-US")
    invite = first_side_in(ann, f"Ann {suffix}")
    expect(ann.page.locator("#duel-message")).to_have_text("Результат дуэли отправлен и проверяется.")
    expect(ann.page.locator("#duel-message")).to_have_attribute("data-kind", "info")  # no win yet, no warning
    review_row = ann.page.locator("#duel-results tbody tr").last
    expect(review_row).to_have_text(re.compile(r"^Проверка\s*проверяется\s*—$"))

    second_side_by_link(bob, invite, f"Bob {suffix}")
    expect(bob.page.locator("#duel-verdict")).to_have_text(
        "The results are being checked: the winner is known in a few seconds."
    )
    expect(bob.page.locator("#duel-results tbody tr").last).to_have_text(
        re.compile(r"^Review\s*being checked\s*being checked$")
    )
    expect(bob.page.locator("#duel-list li")).to_have_text(re.compile(r": being checked$"))
    audit(bob.page, "a duel being checked (desktop, en)")
    expect(ann.page.locator("#duel-verdict")).to_have_text(
        "Результаты проверяются: победитель будет известен через несколько секунд.", timeout=FOLLOWS
    )
    audit(ann.page, "a duel being checked (phone, ru)")

    # Both sides read: each page names the winner (or a draw) by itself.
    read_pending(browser_database)
    expect(bob.page.locator("#duel-results tbody tr").last).to_have_text(
        re.compile(r"^Review\s*clear\s*clear$"), timeout=FOLLOWS
    )
    verdict = bob.page.locator("#duel-verdict")
    expect(verdict).to_have_text(re.compile(rf"^(You won!|A draw\.|Ann {suffix}#[A-Z2-7]{{4}} won\.)$"))
    expect(bob.page.locator("#duel-list li")).to_have_text(re.compile(r": (won|lost|draw)$"))
    said = verdict.inner_text()
    bob_won = re.compile(r"^Победа: Bob ")
    expected = "Ничья." if said == "A draw." else "Вы победили!" if said.startswith("Ann") else bob_won
    expect(ann.page.locator("#duel-verdict")).to_have_text(expected, timeout=FOLLOWS)
    expect(review_row).to_have_text(re.compile(r"^Проверка\s*пройдена\s*пройдена$"))


def test_a_duel_with_a_held_side_is_under_review_not_known_in_seconds(
    open_reviewing_play: Callable[..., Play], browser_database: str
) -> None:
    """Ann's side held (set in the database, as the review would), Bob's being read: the
    winner waits for an operator whatever Bob's reading says, so neither page promises it
    "in a few seconds"."""
    suffix = secrets.token_hex(3)
    ann, bob = open_reviewing_play(locale="en-US", **PHONE), open_reviewing_play(locale="en-US")
    invite = first_side_in(ann, f"Ann {suffix}")
    expect(ann.page.locator("#duel-message")).to_have_text("Duel result submitted; it is being checked.")
    with psycopg.connect(browser_database, autocommit=True) as conn:
        held = conn.execute(
            "UPDATE duel_sides s SET review = 'held' FROM duels d"
            " WHERE d.id = s.duel_id AND d.invite = %s AND s.side = 'challenger' AND s.review = 'pending'",
            [invite],
        )
        assert held.rowcount == 1

    second_side_by_link(bob, invite, f"Bob {suffix}")
    under_review = "A result is under review: the winner is known once it is decided."
    expect(bob.page.locator("#duel-verdict")).to_have_text(under_review)
    expect(bob.page.locator("#duel-list li")).to_have_text(re.compile(r": under review$"))
    expect(ann.page.locator("#duel-verdict")).to_have_text(under_review, timeout=FOLLOWS)
    audit(ann.page, "a duel with a held side (phone, en)")
