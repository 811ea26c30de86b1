"""Vegas Canfield's dollars (docs/design/vegas.md): the deck's $52 paid, $5 a card on the
foundations (the base card one of them), read from the cards home at every step."""

from __future__ import annotations

from service.engine import GAMES, new_game, pack, parse_code, unpack, variant_of
from service.engine.canfield import CanfieldGame
from service.engine.cards import parse_card
from service.engine.game import DRAW, UNDO, Tap, Transfer
from service.engine.rules import CANFIELD_DRAW3, CANFIELD_VEGAS_DRAW1, CANFIELD_VEGAS_DRAW3, vegas_draw

from .helpers import canfield_position


def vegas_opening() -> CanfieldGame:
    game = new_game("CF1-D3V-AAAAACL")
    assert isinstance(game, CanfieldGame)
    return game


def test_a_vegas_deal_is_the_same_deal_and_starts_at_minus_47() -> None:
    """The deck bought for $52, the base card (7H) already home and paid $5."""
    game, points = vegas_opening(), new_game("CF1-D3-AAAAACL")
    assert game.view() == points.view()
    assert game.cards_home == 1 and game.score == -47 and points.score == 0


def test_worked_example_three_cards_home_one_back_and_undone() -> None:
    """8H, 9H and TH go home from the waste ($-47 + 15 = $-32); TH back onto a column gives
    its $5 back (the app's points keep it); undo restores every dollar exactly."""
    game = canfield_position(["JS", "", "", ""], waste="TH 9H 8H", foundations=["7H", "", "", ""], vegas=True)
    assert game.score == -47
    scores = [game.play(Tap(parse_card(card))).points for card in ("8H", "9H", "TH")]
    assert scores == [5, 5, 5] and game.score == -32 and game.points == 15
    back = game.play(Transfer(parse_card("TH"), "c1"))
    assert back.accepted and back.points == -5 and game.score == -37 and game.points == 15
    assert game.play(Transfer(parse_card("TH"), "foundation")).points == 5 and game.score == -32
    for expected in (-37, -32, -37, -42, -47):
        assert game.play(UNDO).accepted and game.score == expected


def test_a_won_vegas_game_is_worth_208_and_the_base_card_can_cost_its_5() -> None:
    suits, ranks = "HSDC", "789TJQKA23456"
    full = [" ".join(r + s for r in ranks) for s in suits]
    last = canfield_position(["6C", "", "", ""], foundations=[*full[:3], full[3][:-3]], vegas=True)
    assert last.score == 203
    assert last.play(Tap(parse_card("6C"))).points == 5
    assert last.status == "won" and last.score == 208 == 5 * 52 - 52
    bare = canfield_position(["8S", "", "", ""], vegas=True)
    assert bare.play(Transfer(parse_card("7H"), "c1")).accepted and bare.score == -52


def test_draws_and_redeals_cost_nothing() -> None:
    game = canfield_position(["KS", "", "", ""], stock="5C 4D 3S", vegas=True)
    assert game.play(DRAW).points == 0 and game.play(DRAW).points == 0 and game.score == -47


def test_codes_bodies_packing_and_the_catalog_know_vegas() -> None:
    assert parse_code("cf1-d1v-aaaaacl").rules == CANFIELD_VEGAS_DRAW1
    assert str(parse_code("CF1-D3V-AAAAACL")) == "CF1-D3V-AAAAACL"
    game = vegas_opening()
    game.play(DRAW)
    twin = unpack(pack(game))
    assert isinstance(twin, CanfieldGame) and twin.rules == CANFIELD_VEGAS_DRAW3 and twin.score == -47
    assert unpack(pack(new_game("CF1-D3-AAAAACL"))).rules == CANFIELD_DRAW3
    entry = GAMES.of_name("canfield")
    assert entry.rules_of_body is not None
    assert entry.rules_of_body({"game": "canfield", "draw": 1, "scoring": "vegas"}) == CANFIELD_VEGAS_DRAW1
    assert entry.new_game_body(CANFIELD_VEGAS_DRAW3) == {"game": "canfield", "draw": 3, "scoring": "vegas"}
    assert (
        CANFIELD_VEGAS_DRAW3.describe()["scoring"] == "vegas" and "scoring" not in CANFIELD_DRAW3.describe()
    )
    listed = {facts.name: facts.rules for facts in GAMES.variants}
    assert listed["canfield-vegas-draw3"] == CANFIELD_VEGAS_DRAW3
    assert variant_of(CANFIELD_VEGAS_DRAW3) is None  # a balance, not the stats, keeps it
    assert (vegas_draw(CANFIELD_VEGAS_DRAW1), vegas_draw(CANFIELD_DRAW3)) == (1, None)
