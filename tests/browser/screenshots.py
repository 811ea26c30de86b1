"""The web client's screenshots in docs/ (``scripts/screenshots``), at a desktop's 1280x800
and a phone's 390x844, the language English: each game in mid-play with a hint lit up, and
a daily game just won and submitted, the player's own row lit up on the leaderboard (the
desktop's picture is the whole page: the game head and the board below it).  The service
runs over a throwaway PostgreSQL with today's deals published by the scheduler and a dozen
other players' results, submitted while the games are photographed (their clocks run)."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Browser, expect, sync_playwright

from harness.chromium import launch
from harness.daily_flow import NO_PACE_REVIEW
from harness.databases import ThrowawayDatabase
from harness.pages import Play
from harness.servers import gunicorn_server
from service.store import DailyDeal, migrate
from tests.engine.helpers import PINNED

from .daily import (
    DAILY_VARIANT,
    publish_days,
    submit_results,
    todays_deals,
    win_todays_deal,
    winning_line,
)

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SIZES = ((1280, 800), (390, 844))
SECRET_KEY = "screenshots"
OTHER_PLAYERS = [
    "Mila",
    "Oleg",
    "Chen",
    "Ada",
    "Ravi",
    "Jonas",
    "Sofia",
    "Yuki",
    "Tomás",
    "Lena",
    "Amir",
    "Eva",
]
DAILY_PLAYERS = {1280: "Ann", 390: "Kim"}


def golf_in_play(play: Play) -> None:
    play.open_code("GO1-E-AAAAAAB")
    play.click_golf_line(PINNED["GO1-E-AAAAAAB"]["winning_line_easy"][:11])
    hint_lit_up(play)


def canfield_in_play(play: Play) -> None:
    play.open_code("CF1-D3-AAAAACL")
    play.card("QC").drag_to(play.pile("c2"))
    play.card("8H").drag_to(play.pile("f1"))
    play.card("KH").drag_to(play.pile("c4"), source_position={"x": 20, "y": 8})
    play.stock().click()
    expect(play.moves).to_have_text("4")
    hint_lit_up(play)


def hint_lit_up(play: Play) -> None:
    play.page.click("#hint")
    expect(play.page.locator("#board .hinted").first).to_be_visible()
    play.page.locator("#hint").blur()


def daily_submitted(play: Play, deal: DailyDeal, name: str) -> None:
    """Today's Golf ``deal`` won along the solver's line and submitted; the focus is on the
    player's own row, so it is in view."""
    play.join(name)
    play.play_daily(DAILY_VARIANT)
    play.click_golf_line(winning_line(deal))
    play.page.click("#submit-result")
    expect(play.own_row).to_be_focused()


@contextmanager
def service_with_a_daily_challenge() -> Iterator[tuple[str, DailyDeal]]:
    """The service's URL, and today's Golf deal (its code sealed by the service)."""
    with tempfile.TemporaryDirectory(prefix="screenshots-pg-") as directory:
        database = ThrowawayDatabase(Path(directory))
        try:
            url = database.start()
            migrate(url)
            publish_days(url)
            deal = todays_deals(url)[DAILY_VARIANT]
            environment = {"SECRET_KEY": SECRET_KEY, "DATABASE_URL": url, **NO_PACE_REVIEW}
            with gunicorn_server(environment, "/readyz") as service:
                yield service, deal
        finally:
            database.remove()


@contextmanager
def page_of(browser: Browser, url: str, width: int, height: int) -> Iterator[Play]:
    """The page at that size; a phone's is a touch screen (no keyboard help), and motion is
    reduced: the pictures show cards where they lie, not mid-glide."""
    phone = {"has_touch": True, "is_mobile": True} if width < 600 else {}
    context = browser.new_context(
        viewport={"width": width, "height": height}, locale="en-GB", reduced_motion="reduce", **phone
    )
    try:
        yield Play(context.new_page(), url).open()
    finally:
        context.close()


def save(play: Play, name: str, width: int, height: int, *, full_page: bool = False) -> None:
    path = DOCS / f"play-{name}-{width}x{height}.png"
    play.page.screenshot(path=path, full_page=full_page)
    print(path.relative_to(ROOT))


def main() -> None:
    DOCS.mkdir(exist_ok=True)
    with service_with_a_daily_challenge() as (url, deal), sync_playwright() as driver:
        others = win_todays_deal(url, deal, OTHER_PLAYERS)
        browser = launch(driver)
        for width, height in SIZES:
            for name, set_up in (("golf", golf_in_play), ("canfield", canfield_in_play)):
                with page_of(browser, url, width, height) as play:
                    set_up(play)
                    save(play, name, width, height)
        submit_results(url, others)
        for width, height in SIZES:
            with page_of(browser, url, width, height) as play:
                daily_submitted(play, deal, DAILY_PLAYERS[width])
                save(play, "daily", width, height, full_page=width > 960)
        browser.close()


if __name__ == "__main__":
    main()
