"""The solver lock of the daily challenge, over HTTP against the real test PostgreSQL: no
winning line and no hint for a daily deal whose results are open (or of a day to come),
however it is asked for, but hints on the player's own daily game, counted by the server.

Each test publishes deals of its own (random deal numbers): the database is shared, and
the pinned codes are published on many days by other tests."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.devdb import DevDatabase
from service.engine import deal_fingerprint, format_code
from service.engine.codes import DEAL_COUNT
from service.engine.deals import deal_layout
from service.engine.rules import CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY
from tests.api.daily_play import daily_game, finished_daily, fresh_deal, submit
from tests.api.helpers import Clock, bearer, conforming, game_document, move, new_player, publish, start


def solve(client: FlaskClient, body: dict[str, Any]) -> TestResponse:
    return conforming(client.post("/v1/solve", json=body | {"budget_ms": 50}), "/v1/solve", "POST")


def hint(client: FlaskClient, state: str, token: str | None = None) -> TestResponse:
    headers = bearer(token) if token else {}
    response = client.post("/v1/hint", json={"state": state, "budget_ms": 50}, headers=headers)
    return conforming(response, "/v1/hint", "POST")


def assert_locked(response: TestResponse, why: str) -> None:
    assert response.status_code == 403, (why, response.get_json())
    assert response.get_json()["type"] == "urn:solitaire:problem:daily-deal-live", why


def test_the_solver_refuses_a_live_daily_deal_however_it_is_asked(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day, golf, canfield = clock.now.date(), fresh_deal(), fresh_deal()
    easy_code = format_code(GOLF_EASY, golf)
    publish(db_app, day, {"golf-easy": easy_code, "canfield-draw3": format_code(CANFIELD_DRAW3, canfield)})
    letters = easy_code.split("-")[-1]
    same_cards = [
        easy_code, easy_code.lower(), f"GO1-N-{letters}", f"GO1-C-{letters}", f"GO1-CKST-{letters}",
        f"GO1-ED-{letters}", f"CF1-D3-{format_code(CANFIELD_DRAW3, canfield).split('-')[-1]}",
        f"CF1-D1-{format_code(CANFIELD_DRAW3, canfield).split('-')[-1]}",
    ]  # fmt: skip
    for code in same_cards:
        assert_locked(solve(db_client, {"code": code}), code)
    for other in (f"GO1-EJ-{letters}", format_code(GOLF_EASY, fresh_deal())):  # jokers deal other cards
        assert solve(db_client, {"code": other}).status_code == 200, other
    # by the state of an anonymous game, or of a game bound to a player, of that deal
    _, token = new_player(db_client)
    anonymous = start(db_client, {"code": easy_code})
    bound = game_document(db_client.post("/v1/games", json={"code": easy_code}, headers=bearer(token)))
    for document in (anonymous, bound):
        played = game_document(move(db_client, document["state"], {"type": "draw"}))
        assert_locked(solve(db_client, {"state": played["state"]}), "state")
        assert_locked(hint(db_client, played["state"], token), "hint")
    # by a custom layout writing out the same cards, under other rules
    layout = deal_layout(GOLF_EASY, golf).to_json()
    custom = start(db_client, {"game": "golf", "mode": "classic", "layout": layout})
    assert custom["code"] is None
    assert_locked(solve(db_client, {"state": custom["state"]}), "layout")
    assert_locked(hint(db_client, custom["state"]), "layout hint")
    swapped = layout | {"stock": layout["stock"][::-1]}  # another deal of the same columns
    assert (
        solve(
            db_client, {"state": start(db_client, {"game": "golf", "layout": swapped})["state"]}
        ).status_code
        == 200
    )


def test_the_deals_of_days_to_come_are_locked_and_a_closed_days_are_free(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day = clock.now.date()
    today, tomorrow = format_code(GOLF_CLASSIC, fresh_deal()), format_code(GOLF_CLASSIC, fresh_deal())
    publish(db_app, day, {"golf-classic": today})
    publish(db_app, day + dt.timedelta(days=1), {"golf-classic": tomorrow})
    assert_locked(solve(db_client, {"code": tomorrow}), "a day to come")
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(0, 59), dt.UTC)
    assert_locked(solve(db_client, {"code": today}), "in its grace period")
    clock.advance(minutes=1)
    assert solve(db_client, {"code": today}).status_code == 200  # its results are closed
    assert_locked(solve(db_client, {"code": tomorrow}), "live")


def test_hints_on_the_players_own_daily_game_are_counted_whatever_state_follows(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day, code = clock.now.date(), format_code(GOLF_EASY, fresh_deal())
    publish(db_app, day, {"golf-easy": code})
    _, token = new_player(db_client, "Hinted")
    _, other_token = new_player(db_client, "Other")
    document = daily_game(db_client, day, token)
    first = hint(db_client, document["state"], token)
    assert first.status_code == 200 and first.get_json()["daily_hints"] == 1
    moved = game_document(move(db_client, document["state"], first.get_json()["move"]))
    assert hint(db_client, moved["state"], token).get_json()["daily_hints"] == 2
    # going back to an older state does not take a hint back
    assert hint(db_client, document["state"], token).get_json()["daily_hints"] == 3
    # a new daily game of the same deal (a restart) counts on
    restarted = daily_game(db_client, day, token)
    assert hint(db_client, restarted["state"], token).get_json()["daily_hints"] == 4
    missing = hint(db_client, document["state"])
    assert missing.status_code == 401 and missing.headers["WWW-Authenticate"].startswith("Bearer")
    stolen = hint(db_client, document["state"], other_token)
    assert stolen.status_code == 403 and stolen.get_json()["type"] == "urn:solitaire:problem:state-not-yours"
    assert_locked(solve(db_client, {"state": document["state"]}), "the solver, even on one's own daily game")
    state = finished_daily(db_app, db_client, day, token)
    entry = submit(db_client, day, token, {"variant": "golf-easy", "state": state}).get_json()["entry"]
    assert entry["hints"] == 4
    # once the day's results are closed, a hint is a hint: answered, not counted
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(1), dt.UTC)
    after = hint(db_client, document["state"], token)
    assert after.status_code == 200 and "daily_hints" not in after.get_json()


def test_the_lock_holds_from_the_last_list_while_the_database_is_away(
    server: DevDatabase, db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    code = format_code(GOLF_EASY, fresh_deal())
    publish(db_app, clock.now.date(), {"golf-easy": code})
    assert_locked(solve(db_client, {"code": code}), "loaded")
    server.stop()
    try:
        assert_locked(solve(db_client, {"code": code}), "database away")
        assert solve(db_client, {"code": format_code(GOLF_EASY, fresh_deal())}).status_code == 200
    finally:
        server.restart_on_same_port()


def test_an_instance_that_never_read_the_locked_deals_answers_503(
    server: DevDatabase, db_app: Flask, db_client: FlaskClient
) -> None:
    server.stop()
    try:
        busy = solve(db_client, {"code": format_code(GOLF_EASY, fresh_deal())})
    finally:
        server.restart_on_same_port()
    assert busy.status_code == 503 and int(busy.headers["Retry-After"]) > 0
    assert busy.get_json()["type"] == "urn:solitaire:problem:database-unavailable"


def test_fingerprints_name_the_cards_not_the_rules() -> None:
    deal = fresh_deal()
    easy = deal_fingerprint(deal_layout(GOLF_EASY, deal))
    assert easy == deal_fingerprint(deal_layout(GOLF_CLASSIC, deal))
    assert easy != deal_fingerprint(deal_layout(CANFIELD_DRAW3, deal))
    assert easy == deal_fingerprint(deal_layout(replace(GOLF_CLASSIC, empty_discard=True), deal))
    assert easy != deal_fingerprint(deal_layout(replace(GOLF_EASY, jokers=1), deal))
    assert easy != deal_fingerprint(deal_layout(GOLF_EASY, (deal + 1) % DEAL_COUNT))
