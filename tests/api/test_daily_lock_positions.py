"""The daily lock completed (issue 28), over HTTP against the real test PostgreSQL: Canfield
draw 1 is one game whatever its stock's order; and the solver routes know a state by its
position, however its deal was written: a custom Golf deal written to differ from the live
daily deal only in cards already played or drawn, started before the deal went live and
played to where the live game stands, is refused there (and since issue 39 at its start,
by its sight: it shows the live deal's columns).  A Canfield deal written otherwise in its
face-down cards is refused by its sight, its states too; one written otherwise in a face-up
card is another sight, answered: the lock compares no face-down card (issue 39).  Random
practice positions are answered."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from harness.disguises import face_down_twins_swapped, face_up_changed, golf_attack, playing_out
from service.engine import Layout, format_code
from service.engine.canfield import CanfieldGame
from service.engine.canfield_layout import CanfieldLayout
from service.engine.game import Move, move_to_json
from service.engine.games import deal_layout
from service.engine.rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY, CanfieldRules, Rules
from tests.api.daily_play import fresh_deal
from tests.api.helpers import Clock, bearer, game_document, move, new_player, play, publish, start
from tests.api.test_daily_lock import assert_locked, hint, new_game_request, solve_request

VARIANTS = {GOLF_EASY: "golf-easy", GOLF_CLASSIC: "golf-classic", CANFIELD_DRAW1: "canfield-draw1"}


def game_body(rules: Rules, layout: Layout) -> dict[str, Any]:
    if isinstance(rules, CanfieldRules):
        return {"game": "canfield", "draw": rules.draw, "layout": layout.to_json()}
    return {"game": "golf", "mode": "easy" if rules == GOLF_EASY else "classic", "layout": layout.to_json()}


def played_through(client: FlaskClient, document: dict[str, Any], line: list[Move]) -> dict[str, Any]:
    return play(client, document, *(move_to_json(step) for step in line))


def stock_reordered(layout: CanfieldLayout, how: str) -> CanfieldLayout:
    stock = list(layout.stock)
    if how == "reversed":
        stock.reverse()
    elif how == "rotated":
        stock = stock[11:] + stock[:11]
    else:
        random.Random(how).shuffle(stock)
    return CanfieldLayout(layout.reserve, layout.base, layout.columns, stock)


# --- Canfield draw 1: the stock is a set ---------------------------------------------------------


@pytest.mark.parametrize("how", ["reversed", "rotated", "shuffled"])
def test_a_live_draw_1_deal_is_locked_whatever_its_stocks_order(
    db_app: Flask, db_client: FlaskClient, clock: Clock, how: str
) -> None:
    """With unlimited redeals a draw-1 stock is cycled a card at a time: any order of it is
    the same game, and a draw-3 game of its cards wins it too (each draw of three drawn as
    three).  A draw-3 deal's other orders are other games, but the stock is face down: a
    layout is compared by its face-up cards alone, so they are locked too (issue 39)."""
    draw1, draw3 = fresh_deal(), fresh_deal()
    one, three = deal_layout(CANFIELD_DRAW1, draw1), deal_layout(CANFIELD_DRAW3, draw3)
    assert isinstance(one, CanfieldLayout) and isinstance(three, CanfieldLayout)
    earlier = start(db_client, game_body(CANFIELD_DRAW1, stock_reordered(one, how)))
    publish(
        db_app,
        clock.now.date(),
        {
            "canfield-draw1": format_code(CANFIELD_DRAW1, draw1),
            "canfield-draw3": format_code(CANFIELD_DRAW3, draw3),
        },
    )
    for rules in (CANFIELD_DRAW1, CANFIELD_DRAW3):
        assert_locked(
            new_game_request(db_client, game_body(rules, stock_reordered(one, how))), f"{how}, {rules}"
        )
    assert_locked(solve_request(db_client, {"state": earlier["state"]}), f"{how}: a game started before")
    assert_locked(hint(db_client, earlier["state"]), f"{how}: a game started before")
    # the live draw-3 deal: another order is another draw-3 game, yet locked under either draw
    # (issue 39: the stock is face down, and refusing only the live order would name it)
    for rules in (CANFIELD_DRAW1, CANFIELD_DRAW3):
        assert_locked(new_game_request(db_client, game_body(rules, stock_reordered(three, how))), how)


# --- positions: the attack --------------------------------------------------------------


@pytest.mark.parametrize("moves", [8, 10, 12, 25])
def test_a_golf_deal_written_otherwise_in_its_drawn_cards_is_refused_where_the_live_game_stands(
    db_app: Flask, db_client: FlaskClient, clock: Clock, moves: int
) -> None:
    """Issue 28: the deal differs from the live one only in cards the first ``moves`` moves
    draw (no whole deal near enough), started before the deal goes live and played on, then
    stands where the live game stands: solve and hint refuse it.  Started now it is refused
    by its sight (the live deal's columns)."""
    attack = golf_attack(GOLF_EASY, moves, random.Random(fresh_deal()))
    started = new_game_request(db_client, game_body(GOLF_EASY, attack.written))
    assert started.status_code == 201, started.get_json()
    publish(db_app, clock.now.date(), {"golf-easy": format_code(GOLF_EASY, attack.deal)})
    assert_locked(new_game_request(db_client, game_body(GOLF_EASY, attack.written)), "its sight")
    there = played_through(db_client, game_document(started), attack.written_line)
    _, token = new_player(db_client)
    assert_locked(solve_request(db_client, {"state": there["state"]}), f"solve after {moves}")
    assert_locked(hint(db_client, there["state"]), f"hint after {moves}")
    assert_locked(hint(db_client, there["state"], token), f"a player's hint after {moves}")


@pytest.mark.parametrize("rules", [CANFIELD_DRAW1, CANFIELD_DRAW3])
def test_a_canfield_deal_written_otherwise_in_its_face_down_cards_is_refused_by_its_sight(
    db_app: Flask, db_client: FlaskClient, clock: Clock, rules: CanfieldRules
) -> None:
    """Twins (same rank and colour) swapped among the reserve beneath its top and the stock:
    6 positions from the live deal, the same sight; refused to start, and a game of it
    started before, played on, is refused at the solver.  One face-up card changed is
    another sight: answered (six cards are compared whole, bench/lock.md)."""
    deal = fresh_deal()
    live = deal_layout(rules, deal)
    assert isinstance(live, CanfieldLayout)
    written = face_down_twins_swapped(live)
    earlier = start(db_client, game_body(rules, written))
    publish(db_app, clock.now.date(), {f"canfield-draw{rules.draw}": format_code(rules, deal)})
    assert_locked(new_game_request(db_client, game_body(rules, written)), f"draw {rules.draw}")
    line = playing_out(CanfieldGame(written, rules), 30, random.Random(deal))
    there = played_through(db_client, earlier, line)
    assert_locked(solve_request(db_client, {"state": there["state"]}), f"solve, draw {rules.draw}")
    assert_locked(hint(db_client, there["state"]), f"hint, draw {rules.draw}")
    other = start(db_client, game_body(rules, face_up_changed(live, 1)))
    assert solve_request(db_client, {"state": other["state"]}).status_code == 200


# --- random practice positions are answered -------------------------------------------------------


def test_random_practice_positions_are_answered_while_deals_are_live(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    """Coded and custom practice games of every game, at random positions, beside live
    deals of every variant: none is refused (bench/lock.md counts many more, in-process)."""
    publish(
        db_app,
        clock.now.date(),
        {variant: format_code(rules, fresh_deal()) for rules, variant in VARIANTS.items()}
        | {"canfield-draw3": format_code(CANFIELD_DRAW3, fresh_deal())},
    )
    rng = random.Random(fresh_deal())
    _, token = new_player(db_client)
    for rules in (*VARIANTS, CANFIELD_DRAW3):
        coded = start(db_client, {"code": format_code(rules, fresh_deal())})
        custom = start(db_client, game_body(rules, deal_layout(rules, fresh_deal())))
        for document in (coded, custom):
            for _ in range(rng.randrange(0, 40)):
                legal = document["legal_moves"]
                if not legal:
                    break
                document = game_document(move(db_client, document["state"], rng.choice(legal)))
            answered = solve_request(db_client, {"state": document["state"]})
            assert answered.status_code == 200, (rules, answered.get_json())
            assert hint(db_client, document["state"], token).status_code == 200, rules
    assert db_client.post("/v1/games", json={"game": "golf"}, headers=bearer(token)).status_code == 201
