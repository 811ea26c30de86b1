"""Cards move: a played or drawn card glides to its new place (a few hundred ms), a win is
celebrated, and nothing moves for a player who asks for reduced motion.  The other browser
tests reduce motion (conftest.py), so they never wait for an animation."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import expect

from harness.pages import Play
from tests.engine.helpers import PINNED

from .rounds import WORKED, played_until

GOLF_LINE = PINNED["GO1-E-AAAAAAB"]["winning_line_easy"]
# Every animation the page starts, by the key of what it moves (the page's Element.animate,
# logged: a check after the fact would race the animation's end).
LOG_GLIDES = """() => {
    window.glides = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
        window.glides.push([this.dataset.key, options.duration]);
        return animate.call(this, keyframes, options);
    };
}"""
BANNER = (
    "() => { const style = getComputedStyle(document.querySelector('.celebration .banner'));"
    " return [style.animationName, style.animationDuration]; }"
)


def test_cards_glide_and_a_win_bursts_out(open_play: Callable[..., Play]) -> None:
    play = open_play(reduced_motion="no-preference").open().open_code("GO1-E-AAAAAAB")
    page = play.page
    page.evaluate(LOG_GLIDES)
    play.stock().click()  # 8S comes from the stock onto the discard
    expect(play.moves).to_have_text("1")
    play.free_card(5).click()  # 9C leaves column 5 for the discard
    expect(play.moves).to_have_text("2")
    page.click("#undo")  # 9C goes back
    expect(play.moves).to_have_text("3")
    assert page.evaluate("window.glides") == [["card:8S", 280], ["card:9C", 280], ["card:9C", 280]]
    play.click_golf_line(GOLF_LINE[1:], played=3)
    expect(play.status).to_have_attribute("data-status", "won")
    expect(page.locator(".celebration .banner")).to_contain_text("Победа!")
    expect(page.locator(".celebration .spark")).to_have_count(16)
    assert page.evaluate(BANNER) == ["banner-in", "0.6s"]
    page.reload()  # a game won before: no banner over its cards (issue 42), the head says it
    expect(play.status).to_have_attribute("data-status", "won")
    expect(page.locator(".celebration")).to_have_count(0)


def test_nothing_moves_when_motion_is_reduced(open_play: Callable[..., Play]) -> None:
    play = open_play(reduced_motion="reduce").open().open_code("GO1-E-AAAAAAB")
    page = play.page
    page.evaluate(LOG_GLIDES)
    play.click_golf_line(GOLF_LINE)
    expect(play.status).to_have_attribute("data-status", "won")
    expect(page.locator(".celebration .banner")).to_contain_text("Победа!")
    expect(page.locator(".celebration .spark")).to_have_count(0)
    assert page.evaluate("window.glides") == []
    assert page.evaluate(BANNER)[0] == "none"
    assert page.evaluate("document.getAnimations().length") == 0


def test_the_next_hole_is_dealt_from_the_stock(open_play: Callable[..., Play]) -> None:
    """Every card of the new hole glides in from the stock (wherever a card of that name lay
    on the hole before); not one when motion is reduced."""
    for motion, glides in (("no-preference", 36), ("reduce", 0)):  # 35 cards on the table, the discard
        play = open_play(reduced_motion=motion).open()
        play.resume(played_until(play.url, WORKED, moves_left=0, hole=1))
        play.page.evaluate(LOG_GLIDES)
        play.page.keyboard.press("n")
        expect(play.page.locator("#round-hole")).to_have_text("2 из 9")
        logged = play.page.evaluate("window.glides")
        assert len(logged) == glides and all(duration == 280 for _, duration in logged), logged
