"""A joined player's ordinary games go into their history, so their stats fill: each game
they start is bound to them (their bearer token on POST /v1/games), recorded once won (or
dead-ended), or when they leave it for another after playing (POST /v1/players/{id}/games)."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from harness.pages import Play
from tests.engine.helpers import PINNED

from .daily import call

GOLF_LINE = PINNED["GO1-E-AAAAAAB"]["winning_line_easy"]


def test_a_players_won_and_left_games_fill_their_stats(play: Play) -> None:
    page = play.page
    play.open()
    play.join("Historian")
    player = play.saved_player()
    bearer = f"Bearer {player['token']}"

    with page.expect_request(re.compile(r"/v1/games$")) as started:
        play.open_code("GO1-E-AAAAAAB")
    assert started.value.headers["authorization"] == bearer
    with page.expect_request(re.compile(rf"/v1/players/{player['id']}/games$")) as recorded:
        play.click_golf_line(GOLF_LINE)
    assert recorded.value.headers["authorization"] == bearer
    answer = recorded.value.response()
    assert answer is not None and answer.status == 201
    expect(play.status).to_have_attribute("data-status", "won")

    play.open_code("CF1-D3-AAAAACL")
    play.stock().click()
    expect(play.moves).to_have_text("1")
    with page.expect_request(re.compile(rf"/v1/players/{player['id']}/games$")) as left:
        play.open_code("GO1-C-AAAAAAB")  # the Canfield game is left after a move: recorded
    answer = left.value.response()
    assert answer is not None and answer.status == 201

    stats = call("GET", f"{play.url}/v1/players/{player['id']}/stats", token=player["token"])
    by_variant = {entry["variant"]: entry for entry in stats["variants"]}
    assert (by_variant["golf-easy"]["played"], by_variant["golf-easy"]["won"]) == (1, 1)
    assert by_variant["golf-easy"]["best_score"] == 350
    assert (by_variant["canfield-draw3"]["played"], by_variant["canfield-draw3"]["won"]) == (1, 0)
    assert by_variant["golf-classic"]["played"] == 0  # not played yet: nothing recorded
    # Nothing waits to be sent (the page drops a game once its answer is in: wait for that).
    play.page.wait_for_function(
        "JSON.parse(localStorage.getItem('solitaire.play.v1')).unrecorded.length === 0"
    )


def test_a_game_started_before_joining_is_not_the_players(play: Play) -> None:
    """An anonymous game cannot go into anyone's history (the service would refuse it)."""
    page = play.page
    recorded: list[str] = []  # a game put into a history (the player's daily record is read, not written)
    page.on(
        "request",
        lambda request: re.search(r"/v1/players/[^/]+/games$", request.url) and recorded.append(request.url),
    )
    play.open().open_code("GO1-E-AAAAAAB")
    play.stock().click()
    expect(play.moves).to_have_text("1")
    play.join("Latecomer")
    play.open_code("CF1-D3-AAAAACL")
    expect(play.moves).to_have_text("0")
    assert recorded == []
