"""The lock is no oracle (issue 39 item 4), over HTTP against the real test PostgreSQL: the
issue's attack rerun as written (one custom layout for each order of the last 5 stock cards
of a live Golf daily deal, anonymous, as fast as answers come) gets the same answer for
every order and is throttled as the solver is; each refusal is recorded against who asked,
and the operator's ``daily refusals`` lists them."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import psycopg
import pytest
from flask import Flask

from harness.disguises import deal_sight, face_up_changed
from harness.lock_oracle import probe
from service import create_app
from service.engine import format_code
from service.engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT
from service.engine.games import deal_layout
from service.engine.golf_layout import GolfLayout
from service.engine.rules import GOLF_EASY
from tests.api.daily_play import daily_game, fresh_deal
from tests.api.helpers import DB_SETTINGS, Clock, bearer, new_player, publish, start
from tests.api.test_daily_lock import LIVE, hint, layout_body, solve_request
from tests.api.test_duels import code_of

SOLVER_LIMIT = 30
"""The default ``SOLVER_RATE_LIMIT``, 30 a minute."""


def live_golf_deal(app: Flask, clock: Clock) -> GolfLayout:
    """A fresh Golf deal, published as today's golf-easy deal (a long code, as daily deals are)."""
    deal = SHORT_DEAL_COUNT + fresh_deal() % (DEAL_COUNT - SHORT_DEAL_COUNT)
    publish(app, clock.now.date(), {"golf-easy": format_code(GOLF_EASY, deal)})
    layout = deal_layout(GOLF_EASY, deal)
    assert isinstance(layout, GolfLayout)
    return layout


@pytest.fixture
def unlimited_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    """The app with the solver's rate limit lifted: the lock's own answers."""
    app = create_app(
        DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "SOLVER_RATE_LIMIT": "100000/minute"}
    )
    yield app
    app.extensions["store"].close()


def test_the_attack_learns_nothing_from_the_lock(unlimited_app: Flask, clock: Clock) -> None:
    """Every order of the last 5 stock cards shows the live deal's face-up cards: all 120
    are refused alike, so the answers leave every order possible (before: 76 refused, 44
    started, which left exactly the live order)."""
    live = live_golf_deal(unlimited_app, clock)
    attack = probe(unlimited_app.test_client(), live, "easy")
    assert attack.statuses == {403: 120}
    assert len(attack.candidates()) == 120 and attack.live in attack.candidates()


def test_the_attack_is_throttled_as_the_solver_is(db_app: Flask, clock: Clock) -> None:
    """As deployed: a custom layout spends the solver's allowance (30 a minute a client), so
    the first 30 orders are refused alike and the other 90 answer 429 with Retry-After; the
    client's solver allowance is spent with it."""
    live = live_golf_deal(db_app, clock)
    client = db_app.test_client()
    attack = probe(client, live, "easy")
    assert attack.statuses == {403: SOLVER_LIMIT, 429: 120 - SOLVER_LIMIT}
    assert len(attack.candidates()) == 120
    body = layout_body(GOLF_EASY, live)
    throttled = client.post("/v1/games", json=body)
    assert throttled.status_code == 429 and int(throttled.headers["Retry-After"]) > 0
    assert throttled.headers["RateLimit-Policy"] == f'"solver";q={SOLVER_LIMIT};w=60'
    assert client.post("/v1/solve", json={"code": format_code(GOLF_EASY, fresh_deal())}).status_code == 429
    # a random game and a game by code are not custom: never counted
    assert client.post("/v1/games", json={"game": "golf"}).status_code == 201
    assert client.post("/v1/games", json={"code": format_code(GOLF_EASY, fresh_deal())}).status_code == 201


def test_a_custom_layout_says_the_budget_it_spent(db_app: Flask, clock: Clock) -> None:
    client = db_app.test_client()
    other = deal_layout(GOLF_EASY, fresh_deal())
    started = client.post("/v1/games", json=layout_body(GOLF_EASY, other))
    assert started.status_code == 201
    assert started.headers["RateLimit"] == f'"solver";r={SOLVER_LIMIT - 1};t=60'


def refusals_listed(app: Flask) -> str:
    result = app.test_cli_runner().invoke(args=["daily", "refusals", "--hours", "1"])
    assert result.exit_code == 0, result.output
    output: str = result.output
    return output


def test_each_refusal_is_recorded_against_who_asked(db_app: Flask, clock: Clock) -> None:
    """A player's refusals (a layout of the live deal, a hint on their own daily game) under
    their id and name; an anonymous client's under its address's keyed hash (never the
    address); the operator's list, the most refused first."""
    live = live_golf_deal(db_app, clock)
    client = db_app.test_client()
    player, token = new_player(client, "Prober")
    body = layout_body(GOLF_EASY, live)
    assert client.post("/v1/games", json=body, headers=bearer(token)).get_json()["type"] == LIVE
    document = daily_game(client, clock.now.date(), token)
    assert hint(client, document["state"], token).get_json()["type"] == LIVE
    for _ in range(3):
        assert client.post("/v1/games", json=body).status_code == 403
    listed = refusals_listed(db_app)
    lines = [line for line in listed.splitlines() if player in line or line.startswith("address ")]
    mine = next(line for line in lines if player in line)
    assert "'Prober'" in mine and "2 refusals" in mine and "1 live deals" in mine
    assert "play.create_game" in mine and "solve.hint_move" in mine
    anonymous = next(line for line in lines if line.startswith("address "))
    assert re.match(r"address [0-9a-f]{32}  \d+ refusals", anonymous), anonymous
    assert "127.0.0.1" not in listed


def test_no_refusal_no_row(db_app: Flask, clock: Clock) -> None:
    clock.advance(days=3)  # a day of its own, nothing refused in it
    client = db_app.test_client()
    assert (
        client.post(
            "/v1/games", json=layout_body(GOLF_EASY, deal_layout(GOLF_EASY, fresh_deal()))
        ).status_code
        == 201
    )
    assert "no lock refusal since" in refusals_listed(db_app)


def test_the_solver_answers_a_state_the_same_whatever_its_unseen_cards(
    unlimited_app: Flask, clock: Clock
) -> None:
    """The attack through the solver: custom games started before the deal went live, one for
    each order of the last 3 stock cards, asked at /v1/solve and /v1/hint.  With the live
    deal's face-up cards every order is refused; with 5 column cards changed, every order is
    answered: never one order alone."""
    client = unlimited_app.test_client()
    deal = SHORT_DEAL_COUNT + fresh_deal() % (DEAL_COUNT - SHORT_DEAL_COUNT)
    live = deal_layout(GOLF_EASY, deal)
    far = face_up_changed(live, 5)
    assert isinstance(live, GolfLayout) and isinstance(far, GolfLayout)
    assert deal_sight(live, GOLF_EASY).distance(deal_sight(far, GOLF_EASY), 4) > 4
    states = {
        (name, order): start(
            client,
            layout_body(GOLF_EASY, GolfLayout(layout.columns, layout.discard, [*order, *layout.stock[3:]])),
        )["state"]
        for name, layout in (("live", live), ("far", far))
        for order in itertools.permutations(layout.stock[:3])
    }
    publish(unlimited_app, clock.now.date(), {"golf-easy": format_code(GOLF_EASY, deal)})
    solved = {key: solve_request(client, {"state": state}).status_code for key, state in states.items()}
    hinted = {key: hint(client, state).status_code for key, state in states.items()}
    for answers in (solved, hinted):
        assert {status for (name, _), status in answers.items() if name == "live"} == {403}
        assert {status for (name, _), status in answers.items() if name == "far"} == {200}


def test_a_refusal_on_a_duels_deal_is_recorded_with_the_duel(db_app: Flask, database_url: str) -> None:
    """A hint on one's own duel game and a solve of the duel's code (which nobody should
    know) are refusals too, kept with the duel they met."""
    client = db_app.test_client()
    ann, ann_token = new_player(client, "Duellist")
    created = client.post("/v1/duels", json={"variant": "golf-easy"}, headers=bearer(ann_token)).get_json()
    duel, state = created["duel"]["id"], created["game"]["state"]
    assert hint(client, state, ann_token).get_json()["type"] == LIVE
    code = code_of(database_url, duel)
    assert client.post("/v1/solve", json={"code": code}, headers=bearer(ann_token)).get_json()["type"] == LIVE
    with psycopg.connect(database_url) as conn:
        rows = conn.execute(
            "SELECT route, day, variant FROM lock_refusals WHERE player_id = %s AND duel_id = %s ORDER BY id",
            [ann, duel],
        ).fetchall()
    assert rows == [("solve.hint_move", None, None), ("solve.solve_position", None, None)]
