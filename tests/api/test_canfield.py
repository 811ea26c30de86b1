"""docs/rules.md's Canfield worked examples, played through HTTP."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.api.helpers import move, play, start
from tests.engine.helpers import PINNED

EMPTY_FOUNDATIONS = [{"suit": "S", "cards": []}, {"suit": "D", "cards": []}, {"suit": "C", "cards": []}]
AFTER_MOVE_3 = PINNED["CF1-D3-AAAAACL"]["after_move_3_layout"]


def test_documented_deal_starts_as_documented(client: FlaskClient) -> None:
    game = start(client, {"code": "CF1-D3-AAAAACL"})
    view = game["view"]
    assert (game["code"], game["rules"]["draw"], view["base_rank"]) == ("CF1-D3-AAAAACL", 3, "7")
    assert view["reserve"] == {"count": 13, "top": "QC"}
    assert view["foundations"] == [{"suit": "H", "cards": ["7H"]}, *EMPTY_FOUNDATIONS]
    assert view["columns"] == [["6C"], ["KH"], ["QH"], ["AS"]]
    assert (view["stock_count"], view["waste"]) == (34, {"count": 0, "fan": []})


def test_ace_of_spades_cannot_start_the_spades_foundation(client: FlaskClient) -> None:
    game = start(client, {"code": "CF1-D3-AAAAACL"})
    response = move(client, game["state"], {"type": "move", "card": "AS", "to": "f2"}, "ru")
    assert response.get_json()["outcome"] == {
        "accepted": False,
        "violation": {
            "code": "foundation_start",
            "message": "Пустой фундамент начинается с карты стартового ранга",
        },
    }


def test_move_3_puts_king_and_queen_on_the_ace_and_refills_from_the_reserve(client: FlaskClient) -> None:
    game = start(client, {"code": "CF1-D3-AAAAACL"})
    game = play(
        client,
        game,
        {"type": "move", "card": "QC", "to": "c2"},
        {"type": "move", "card": "8H", "to": "foundation"},
    )
    assert game["score"] == 5
    game = play(client, game, {"type": "move", "card": "KH", "to": "c4"})
    assert game["outcome"]["events"] == [
        {"type": "move", "cards": ["KH", "QC"], "from": "c2", "to": "c4"},
        {"type": "auto_fill", "card": "QS", "to": "c2"},
    ]
    view = game["view"]
    assert view["reserve"] == {"count": 10, "top": "JS"}
    assert view["foundations"] == [{"suit": "H", "cards": ["7H", "8H"]}, *EMPTY_FOUNDATIONS]
    assert view["columns"] == AFTER_MOVE_3["columns"] == [["6C"], ["QS"], ["QH"], ["AS", "KH", "QC"]]
    assert (view["stock_count"], view["waste"]["count"], game["moves"]) == (34, 0, 3)


def test_draw_three_fans_three_cards_and_only_the_last_plays(client: FlaskClient) -> None:
    game = play(client, start(client, {"code": "CF1-D3-AAAAACL"}), {"type": "draw"})
    stock = AFTER_MOVE_3["stock"]
    assert game["view"]["waste"] == {"count": 3, "fan": [stock[-1], stock[-2], stock[-3]]}
    buried = move(client, game["state"], {"type": "tap", "card": stock[-1]}).get_json()
    assert buried["outcome"]["violation"]["code"] == "card_not_playable"


def test_draw_one_and_double_tap_settings_travel_in_the_state(client: FlaskClient) -> None:
    game = start(client, {"code": "CF1-D1-AAAAACL", "double_tap": False})
    game = play(client, game, {"type": "draw"})
    assert game["view"]["waste"]["count"] == 1
    assert game["settings"] == {"explain": True, "double_tap": False}
    refused = move(client, game["state"], {"type": "tap", "card": "QC"}).get_json()
    assert refused["outcome"]["violation"]["code"] == "no_foundation"
