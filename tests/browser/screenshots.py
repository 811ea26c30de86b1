"""The web client's screenshots in docs/ (``scripts/screenshots``): each game in mid-play,
at a desktop's 1280x800 and a phone's 390x844, the language English, a hint lit up."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect, sync_playwright

from tests.api.conftest import PINNED
from tests.api.test_gunicorn import gunicorn_server

from .chromium import launch
from .pages import Play

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SIZES = ((1280, 800), (390, 844))


def golf_in_play(play: Play) -> None:
    play.open_code("GO1-E-AAAAAAB")
    for move in PINNED["GO1-E-AAAAAAB"]["winning_line_easy"][:11]:
        play.click_golf_move(move)
    expect(play.moves).to_have_text("11")


def canfield_in_play(play: Play) -> None:
    play.open_code("CF1-D3-AAAAACL")
    play.card("QC").drag_to(play.pile("c2"))
    play.card("8H").drag_to(play.pile("f1"))
    play.card("KH").drag_to(play.pile("c4"), source_position={"x": 20, "y": 8})
    play.stock().click()
    expect(play.moves).to_have_text("4")


def main() -> None:
    DOCS.mkdir(exist_ok=True)
    with gunicorn_server({"SECRET_KEY": "screenshots"}) as url, sync_playwright() as driver:
        browser = launch(driver)
        for width, height in SIZES:
            for name, set_up in (("golf", golf_in_play), ("canfield", canfield_in_play)):
                context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
                play = Play(context.new_page(), url).open()
                set_up(play)
                play.page.click("#hint")
                expect(play.page.locator("#board .hinted").first).to_be_visible()
                play.page.locator("#hint").blur()
                path = DOCS / f"play-{name}-{width}x{height}.png"
                play.page.screenshot(path=path)
                print(path.relative_to(ROOT))
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
