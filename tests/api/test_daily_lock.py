"""The daily lock, over HTTP against the real test PostgreSQL: while a daily deal's results
are open, no winning line, no hint and no game of it but the daily game, however it is
asked for: by code, by a state, by a layout of the same game in disguise or a few cards
away; no hint on a daily game either, its own player's included, whatever the lock's cache
holds.

Each test publishes deals of its own (random deal numbers): the database is shared, and
the pinned codes are published on many days by other tests."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from harness.databases import ThrowawayDatabase
from harness.disguises import (
    HEARTS_DIAMONDS_CLUBS_SPADES,
    RED_BLACK,
    columns_reordered,
    deal_shape,
    deal_sight,
    face_up_changed,
    same_rank_swapped,
    stock_cycled,
    suits_renamed,
)
from harness.policies import golf_policy
from service import create_app
from service.api.web.tokens import Envelope
from service.engine import Layout, format_code, layout_game, new_game
from service.engine.canfield_layout import CanfieldLayout
from service.engine.cards import CARD_TEXTS, is_joker, make_card, rank_of, suit_of
from service.engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT
from service.engine.deals import deal_fingerprint
from service.engine.game import Draw, Move, Tap, Transfer
from service.engine.games import deal_layout
from service.engine.golf_layout import GolfLayout
from service.engine.golf_vocabulary import Remove
from service.engine.rules import CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY, Rules
from service.solver import Budget, solve
from tests.api.daily_play import daily_game, fresh_deal, played_on, submit
from tests.api.helpers import (
    DB_SETTINGS,
    Clock,
    bearer,
    conforming,
    game_document,
    move,
    new_player,
    play,
    publish,
    sealed,
    start,
)

LIVE = "urn:solitaire:problem:daily-deal-live"
SUITS_CYCLED = (1, 2, 3, 0)
"""Spades become hearts, hearts diamonds, diamonds clubs, clubs spades: nothing to Golf."""


def solve_request(client: FlaskClient, body: dict[str, Any]) -> TestResponse:
    return conforming(client.post("/v1/solve", json=body | {"budget_ms": 50}), "/v1/solve", "POST")


def hint(client: FlaskClient, state: str, token: str | None = None) -> TestResponse:
    headers = bearer(token) if token else {}
    response = client.post("/v1/hint", json={"state": state, "budget_ms": 50}, headers=headers)
    return conforming(response, "/v1/hint", "POST")


def new_game_request(client: FlaskClient, body: dict[str, Any]) -> TestResponse:
    return conforming(client.post("/v1/games", json=body), "/v1/games", "POST")


def describe(client: FlaskClient, code: str) -> TestResponse:
    return conforming(client.get(f"/v1/codes/{code}"), "/v1/codes/{code}", "GET")


def assert_locked(response: TestResponse, why: str) -> None:
    assert response.status_code == 403, (why, response.get_json())
    assert response.get_json()["type"] == LIVE, why


def layout_body(rules: Rules, layout: Layout) -> dict[str, Any]:
    game = {"game": "golf", "mode": "easy" if rules == GOLF_EASY else "classic"}
    return (game if rules.game == "golf" else {"game": "canfield", "draw": 3}) | {"layout": layout.to_json()}


def golf(deal: int) -> GolfLayout:
    layout = deal_layout(GOLF_EASY, deal)
    assert isinstance(layout, GolfLayout)
    return layout


def canfield(deal: int) -> CanfieldLayout:
    layout = deal_layout(CANFIELD_DRAW3, deal)
    assert isinstance(layout, CanfieldLayout)
    return layout


# --- what the lock knows ------------------------------------------------------------------------


def test_a_live_daily_deal_by_code_is_refused_by_the_solver_games_and_codes(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day, golf_deal, canfield_deal = clock.now.date(), fresh_deal(), fresh_deal()
    easy_code = format_code(GOLF_EASY, golf_deal)
    canfield_code = format_code(CANFIELD_DRAW3, canfield_deal)
    # games started before the deals were published (say a `daily set` for today)
    _, token = new_player(db_client)
    anonymous = start(db_client, {"code": easy_code})
    bound = game_document(db_client.post("/v1/games", json={"code": easy_code}, headers=bearer(token)))
    publish(db_app, day, {"golf-easy": easy_code, "canfield-draw3": canfield_code})
    letters, canfield_letters = easy_code.rsplit("-", 1)[1], canfield_code.rsplit("-", 1)[1]
    same_cards = [
        easy_code, easy_code.lower(), f"GO1-N-{letters}", f"GO1-C-{letters}", f"GO1-CKST-{letters}",
        f"GO1-ED-{letters}", canfield_code, f"CF1-D1-{canfield_letters}",
    ]  # fmt: skip
    for code in same_cards:
        assert_locked(solve_request(db_client, {"code": code}), code)
        assert_locked(new_game_request(db_client, {"code": code}), code)
        assert_locked(describe(db_client, code), code)
    for other in (f"GO1-EJ-{letters}", format_code(GOLF_EASY, fresh_deal())):  # jokers deal other cards
        assert solve_request(db_client, {"code": other}).status_code == 200, other
        assert new_game_request(db_client, {"code": other}).status_code == 201, other
        assert describe(db_client, other).status_code == 200, other
    for document in (anonymous, bound):
        played = game_document(move(db_client, document["state"], {"type": "draw"}))
        assert_locked(solve_request(db_client, {"state": played["state"]}), "state")
        assert_locked(hint(db_client, played["state"], token), "hint")
    # a random game is never a daily deal, and never asks the lock
    assert new_game_request(db_client, {"game": "golf"}).status_code == 201


def test_a_custom_deal_sealed_by_the_previous_release_meets_the_lock_by_its_fingerprint(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    """States of custom deals sealed before the canonical form carry the deal's exact
    fingerprint, not its cards: the lock still knows the deal by it."""
    deal = fresh_deal()
    layout = golf(deal)
    envelope = Envelope(game_id=uuid.uuid4(), fingerprint=deal_fingerprint(layout))
    state = sealed(db_app, layout_game(GOLF_CLASSIC, layout), envelope=envelope)
    assert solve_request(db_client, {"state": state}).status_code == 200
    publish(db_app, clock.now.date(), {"golf-easy": format_code(GOLF_EASY, deal)})
    assert_locked(solve_request(db_client, {"state": state}), "legacy fingerprint")
    assert_locked(hint(db_client, state), "legacy fingerprint")


GOLF_DISGUISES: dict[str, Callable[[GolfLayout], Layout]] = {
    "the same cards": lambda layout: layout,
    "suits cycled": lambda layout: suits_renamed(layout, SUITS_CYCLED),
    "columns rotated": lambda layout: columns_reordered(layout, [1, 2, 3, 4, 5, 6, 0]),
    "two cards of one rank swapped": same_rank_swapped,
    "suits cycled, columns rotated, 3 card positions away": lambda layout: stock_cycled(
        suits_renamed(columns_reordered(layout, [6, 5, 4, 3, 2, 1, 0]), SUITS_CYCLED), 3
    ),
}
CANFIELD_DISGUISES: dict[str, Callable[[CanfieldLayout], Layout]] = {
    "the same cards": lambda layout: layout,
    "hearts and diamonds, clubs and spades swapped": lambda layout: suits_renamed(
        layout, HEARTS_DIAMONDS_CLUBS_SPADES
    ),
    "red and black swapped, columns reversed": lambda layout: columns_reordered(
        suits_renamed(layout, RED_BLACK), [3, 2, 1, 0]
    ),
    "3 card positions away": lambda layout: stock_cycled(layout, 3),
}


@pytest.mark.parametrize("disguise", list(GOLF_DISGUISES) + list(CANFIELD_DISGUISES))
def test_a_live_daily_deal_in_disguise_is_refused_by_games_solve_and_hint(
    db_app: Flask, db_client: FlaskClient, clock: Clock, disguise: str
) -> None:
    deal = fresh_deal()
    if disguise in GOLF_DISGUISES:
        rules, variant, real = GOLF_CLASSIC, "golf-classic", golf(deal)
        disguised = GOLF_DISGUISES[disguise](real)
    else:
        rules, variant, canfield_real = CANFIELD_DRAW3, "canfield-draw3", canfield(deal)
        real, disguised = canfield_real, CANFIELD_DISGUISES[disguise](canfield_real)
    assert deal_shape(real, rules).distance(deal_shape(disguised, rules), 4) <= 3
    # a game of the disguise started before the deal was published, played on a little
    _, token = new_player(db_client)
    body = layout_body(rules, disguised)
    earlier = game_document(db_client.post("/v1/games", json=body, headers=bearer(token)))
    earlier = game_document(move(db_client, earlier["state"], {"type": "draw"}))
    assert solve_request(db_client, {"state": earlier["state"]}).status_code == 200
    publish(db_app, clock.now.date(), {variant: format_code(rules, deal)})
    assert_locked(new_game_request(db_client, body), f"game: {disguise}")
    assert_locked(solve_request(db_client, {"state": earlier["state"]}), f"solve: {disguise}")
    assert_locked(hint(db_client, earlier["state"], token), f"hint: {disguise}")
    assert_locked(hint(db_client, earlier["state"]), f"anonymous hint: {disguise}")


@pytest.mark.parametrize("game", ["golf", "canfield"])
def test_a_layout_is_another_deal_by_its_face_up_cards_alone(
    db_app: Flask, db_client: FlaskClient, clock: Clock, game: str
) -> None:
    """Issue 39: the lock compares what a player of the live deal sees face up, never the
    cards face down.  Golf: 5 column cards changed is another deal (two random deals' sights
    lie 18 or more apart, bench/lock.md); 4 is locked.  Canfield's six face-up cards are
    compared whole: one changed is another deal.  Any stock, however far from the live one,
    is locked under the live deal's face-up cards."""
    deal = fresh_deal()
    rules = GOLF_EASY if game == "golf" else CANFIELD_DRAW3
    real = deal_layout(rules, deal)
    publish(
        db_app,
        clock.now.date(),
        {"golf-easy" if game == "golf" else "canfield-draw3": format_code(rules, deal)},
    )
    far = face_up_changed(real, 5 if game == "golf" else 1)
    assert deal_sight(real, rules).distance(deal_sight(far, rules), 10) > (4 if game == "golf" else 0)
    document = start(db_client, layout_body(rules, far))
    assert solve_request(db_client, {"state": document["state"]}).status_code == 200
    assert hint(db_client, document["state"]).status_code == 200
    if game == "golf":
        assert_locked(new_game_request(db_client, layout_body(rules, face_up_changed(real, 4))), "4 away")
    assert deal_shape(real, rules).distance(deal_shape(stock_cycled(real, 8), rules), 10) >= 8
    assert_locked(new_game_request(db_client, layout_body(rules, stock_cycled(real, 8))), "its stock 8 away")


# --- the issue's case: the disguise's line wins the real daily game -------------------------------


def winnable_deal(rules: Rules, budget: Budget) -> tuple[int, list[Move]]:
    """A fresh long-code deal of ``rules`` the solver wins within ``budget``, and its line."""
    for _ in range(50):
        deal = SHORT_DEAL_COUNT + fresh_deal() % (DEAL_COUNT - SHORT_DEAL_COUNT)
        found = solve(new_game(format_code(rules, deal)), budget)
        if found.solution is not None:
            return deal, found.solution
    raise AssertionError("no winnable deal in 50")


def renamed_back(
    line: list[Move], card_back: Callable[[int], int], column_back: list[int]
) -> list[dict[str, Any]]:
    """A disguise's winning line as moves of the real deal: cards and columns renamed back
    (a foundation is named by what fits: each card fits one)."""
    moves: list[dict[str, Any]] = []
    for step in line:
        if isinstance(step, Draw):
            moves.append({"type": "draw"})
        elif isinstance(step, Remove):
            moves.append({"type": "remove", "column": column_back[step.column - 1] + 1})
        elif isinstance(step, Tap):
            moves.append({"type": "tap", "card": CARD_TEXTS[card_back(step.card)]})
        else:
            assert isinstance(step, Transfer)
            to = step.to
            if to.startswith("c"):
                to = f"c{column_back[int(to[1:]) - 1] + 1}"
            elif to.startswith("f"):
                to = "foundation"
            moves.append({"type": "move", "card": CARD_TEXTS[card_back(step.card)], "to": to})
    return moves


def suit_renaming(images: tuple[int, ...]) -> Callable[[int], int]:
    back = [images.index(suit) for suit in range(4)]
    return lambda card: card if is_joker(card) else make_card(rank_of(card), back[suit_of(card)])


@pytest.mark.parametrize(
    ("rules", "variant", "images", "order"),
    [
        (GOLF_EASY, "golf-easy", SUITS_CYCLED, [1, 2, 3, 4, 5, 6, 0]),
        (CANFIELD_DRAW3, "canfield-draw3", HEARTS_DIAMONDS_CLUBS_SPADES, [0, 1, 2, 3]),
        (CANFIELD_DRAW3, "canfield-draw3", RED_BLACK, [3, 2, 1, 0]),
    ],
)
def test_the_disguises_winning_line_wins_the_real_daily_game_so_the_refusal_matters(
    db_app: Flask,
    db_client: FlaskClient,
    clock: Clock,
    rules: Rules,
    variant: str,
    images: tuple[int, ...],
    order: list[int],
) -> None:
    """What issue 20 found: the solver's line for a disguise of today's deal, renamed back,
    wins the daily game itself.  The service refuses the disguise; the engine's own solver
    (open source: anyone runs it) shows what that refusal withholds."""
    budget = Budget(ms=None, states=300_000)
    deal, _ = winnable_deal(rules, budget)
    publish(db_app, clock.now.date(), {variant: format_code(rules, deal)})
    disguised = columns_reordered(suits_renamed(deal_layout(rules, deal), images), order)
    assert_locked(new_game_request(db_client, layout_body(rules, disguised)), "the disguise")
    line = solve(layout_game(rules, disguised), budget).solution
    assert line is not None
    _, token = new_player(db_client)
    document = daily_game(db_client, clock.now.date(), token, variant)
    won = play(db_client, document, *renamed_back(line, suit_renaming(images), order))
    assert won["status"] == "won"


# --- when the lock holds ----------------------------------------------------------------------


def test_days_to_come_are_free_and_a_day_is_locked_from_its_start_until_its_results_close(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    """A date to come is secret: refusing its deal would tell that it is scheduled.  A date
    is locked from its midnight at UTC+14 until its end at UTC-12 plus the grace."""
    day = clock.now.date()
    today, later = format_code(GOLF_CLASSIC, fresh_deal()), format_code(GOLF_CLASSIC, fresh_deal())
    publish(db_app, day, {"golf-classic": today})
    publish(db_app, day + dt.timedelta(days=2), {"golf-classic": later})  # opens tomorrow, 10:00 UTC
    assert solve_request(db_client, {"code": later}).status_code == 200
    assert new_game_request(db_client, {"code": later}).status_code == 201
    assert describe(db_client, later).status_code == 200
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(12, 59), dt.UTC)
    assert_locked(solve_request(db_client, {"code": today}), "in its grace period")
    assert_locked(new_game_request(db_client, {"code": today}), "in its grace period")
    assert_locked(solve_request(db_client, {"code": later}), "open at UTC+14")
    clock.advance(minutes=1)
    assert solve_request(db_client, {"code": today}).status_code == 200  # its results are closed
    assert new_game_request(db_client, {"code": today}).status_code == 201
    assert describe(db_client, today).status_code == 200


@pytest.fixture
def cached_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    """An app whose workers read the locked deals once an hour, as deployed (30 s)."""
    app = create_app(
        DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "DAILY_LOCK_REFRESH_S": 3600}
    )
    yield app
    app.extensions["store"].close()


def test_a_list_read_before_a_date_opens_locks_it_then(cached_app: Flask, clock: Clock) -> None:
    """The date after next opens at 10:00 UTC tomorrow, its midnight at UTC+14."""
    client = cached_app.test_client()
    day = clock.now.date()
    later = format_code(GOLF_EASY, fresh_deal())
    publish(cached_app, day + dt.timedelta(days=2), {"golf-easy": later})
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(9, 59), dt.UTC)
    assert solve_request(client, {"code": later}).status_code == 200  # the list is read now
    clock.advance(minutes=1)
    assert_locked(solve_request(client, {"code": later}), "from the list read before the date opened")


def test_no_hint_on_a_daily_game_with_a_cold_cache(cached_app: Flask, clock: Clock) -> None:
    """The lock's list was read before today's deal was published (`daily set` for today):
    a hint on the daily game is still refused, as the game itself says which day's it is."""
    client = cached_app.test_client()
    day, code = clock.now.date(), format_code(GOLF_EASY, fresh_deal())
    assert solve_request(client, {"code": format_code(GOLF_EASY, fresh_deal())}).status_code == 200
    publish(cached_app, day, {"golf-easy": code})
    _, token = new_player(client, "Cold")
    document = daily_game(client, day, token)
    assert_locked(hint(client, document["state"], token), "a hint on the own daily game, cold cache")
    assert_locked(hint(client, document["state"]), "a hint on a daily game without a token")
    assert_locked(solve_request(client, {"state": document["state"]}), "the daily game, cold cache")


def test_no_hint_on_a_live_daily_deal_to_anyone(db_app: Flask, db_client: FlaskClient, clock: Clock) -> None:
    """Not to the game's own player, nor to another account's attempt of the same deal (the
    same hint), nor on a replay after the result; hints stay 0 on the board; once the day's
    results close, a hint is a hint."""
    day, code = clock.now.date(), format_code(GOLF_EASY, fresh_deal())
    publish(db_app, day, {"golf-easy": code})
    _, token = new_player(db_client, "Hinted")
    _, other_token = new_player(db_client, "Other")
    document = daily_game(db_client, day, token)
    others = daily_game(db_client, day, other_token)
    moved = game_document(move(db_client, document["state"], {"type": "draw"}))
    for state, asking in (
        (document["state"], token),
        (moved["state"], token),
        (others["state"], other_token),
    ):
        assert_locked(hint(db_client, state, asking), "a hint on a live daily game")
    assert_locked(hint(db_client, others["state"], token), "a hint on another's daily game")
    state = played_on(db_app, moved["state"], golf_policy())
    entry = submit(db_client, day, token, {"variant": "golf-easy", "state": state}).get_json()["entry"]
    assert entry["hints"] == 0
    replay = daily_game(db_client, day, token)
    assert replay["daily"]["ranked"] is False
    assert_locked(hint(db_client, replay["state"], token), "a hint on a replay")
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(13), dt.UTC)
    after = hint(db_client, document["state"], token)
    assert after.status_code == 200 and "daily_hints" not in after.get_json()


# --- while the database is away -----------------------------------------------------------------


def test_the_lock_holds_from_the_last_list_while_the_database_is_away(
    server: ThrowawayDatabase, db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    deal = fresh_deal()
    code = format_code(GOLF_EASY, deal)
    publish(db_app, clock.now.date(), {"golf-easy": code})
    assert_locked(solve_request(db_client, {"code": code}), "loaded")
    server.stop()
    try:
        assert_locked(solve_request(db_client, {"code": code}), "database away")
        assert_locked(new_game_request(db_client, {"code": code}), "database away")
        disguise = layout_body(GOLF_EASY, suits_renamed(golf(deal), SUITS_CYCLED))
        assert_locked(new_game_request(db_client, disguise), "database away")
        assert solve_request(db_client, {"code": format_code(GOLF_EASY, fresh_deal())}).status_code == 200
        assert new_game_request(db_client, {"code": format_code(GOLF_EASY, fresh_deal())}).status_code == 201
    finally:
        server.restart_on_same_port()


def test_an_instance_that_never_read_the_list_plays_but_does_not_solve(
    server: ThrowawayDatabase, db_app: Flask, db_client: FlaskClient
) -> None:
    """Without the list a worker cannot tell a daily deal: the solver answers 503 rather
    than guess, while games start (the play routes never wait on the database); a state of
    such a game meets the lock at the solver once the list is read."""
    code = format_code(GOLF_EASY, fresh_deal())
    server.stop()
    try:
        busy = solve_request(db_client, {"code": code})
        by_code = new_game_request(db_client, {"code": code})
        by_layout = new_game_request(db_client, layout_body(GOLF_EASY, golf(fresh_deal())))
        random_game = new_game_request(db_client, {"game": "canfield"})
    finally:
        server.restart_on_same_port()
    assert busy.status_code == 503 and int(busy.headers["Retry-After"]) > 0
    assert busy.get_json()["type"] == "urn:solitaire:problem:database-unavailable"
    assert (by_code.status_code, by_layout.status_code, random_game.status_code) == (201, 201, 201)
