"""docs/rules.md's Golf worked examples, played through HTTP."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.api.helpers import move, play, start
from tests.engine.helpers import DOCUMENTED_COLUMNS, PINNED

WINNING_LINE = PINNED["GO1-E-AAAAAAB"]["winning_line_easy"]
DRAW = {"type": "draw"}


def test_documented_deal_starts_as_documented(client: FlaskClient) -> None:
    game = start(client, {"code": "go1-n-aaaaaab"})
    assert game["code"] == "GO1-E-AAAAAAB"
    assert game["game"] == "golf"
    assert game["rules"]["mode"] == "easy"
    assert game["view"] == {"columns": DOCUMENTED_COLUMNS, "discard": ["AC"], "stock_count": 16}
    assert (game["score"], game["moves"], game["status"]) == (0, 0, "playing")
    assert game["undo_available"] is False
    assert game["legal_moves"] == [DRAW], "no free card fits AC"
    assert game["outcome"] == {"accepted": True, "points": 0, "events": [{"type": "deal"}]}


def test_draw_then_9c_then_8c(client: FlaskClient) -> None:
    game = start(client, {"code": "GO1-E-AAAAAAB"})
    game = play(client, game, DRAW)
    assert game["view"]["discard"][-1] == "8S"
    game = play(client, game, {"type": "remove", "column": 5}, {"type": "tap", "card": "8c"})
    columns = [list(column) for column in DOCUMENTED_COLUMNS]
    columns[1].pop()
    columns[4].pop()
    assert game["view"] == {"columns": columns, "discard": ["AC", "8S", "9C", "8C"], "stock_count": 15}
    assert (game["score"], game["moves"]) == (20, 3)
    assert game["outcome"]["events"] == [{"type": "remove", "card": "8C", "column": 2}]
    assert game["outcome"]["points"] == 10


@pytest.mark.parametrize(
    ("card", "code", "russian", "english"),
    [
        (
            "6H",
            "rank_mismatch",
            "Достоинство должно быть на одну ступень выше или ниже",
            "The rank must be one step higher or lower",
        ),
        ("TS", "card_blocked", "Эта карта заблокирована", "This card is blocked"),
    ],
)
def test_refusals_are_explained_in_both_languages(
    client: FlaskClient, card: str, code: str, russian: str, english: str
) -> None:
    game = start(client, {"code": "GO1-E-AAAAAAB"})
    for language, text in (("ru", russian), ("en", english)):
        response = move(client, game["state"], {"type": "tap", "card": card}, language)
        assert response.status_code == 200
        assert response.headers["Content-Language"] == language
        refused = response.get_json()
        assert refused["outcome"] == {"accepted": False, "violation": {"code": code, "message": text}}
        assert refused["view"] == game["view"] and refused["moves"] == 0


def test_explain_off_omits_the_message(client: FlaskClient) -> None:
    game = start(client, {"code": "GO1-E-AAAAAAB", "explain": False})
    refused = move(client, game["state"], {"type": "tap", "card": "6H"}).get_json()
    assert refused["outcome"] == {"accepted": False, "violation": {"code": "rank_mismatch"}}
    assert refused["settings"] == {"explain": False, "double_tap": True}


def test_easy_mode_plays_ace_on_king_at_move_35_and_wins(client: FlaskClient) -> None:
    game = play(client, start(client, {"code": "GO1-E-AAAAAAB"}), *WINNING_LINE[:34])
    assert game["view"] == {
        "columns": [["6C", "5S"], ["2S"], ["TC", "AH"], ["3D"], ["JH"], ["TH", "4H"], ["3S", "7S"]],
        "discard": game["view"]["discard"],
        "stock_count": 6,
    }
    assert game["view"]["discard"][-1] == "KC"
    game = play(client, game, WINNING_LINE[34])
    assert game["outcome"]["events"] == [{"type": "remove", "card": "AH", "column": 3}]
    game = play(client, game, *WINNING_LINE[35:])
    assert (game["status"], game["score"], game["legal_moves"]) == ("won", 350, [])


def test_dead_end_says_no_more_moves(client: FlaskClient) -> None:
    """Classic GO1-C-AAAAAAB: drawing the whole stock ends on KH, and no free card is a Q."""
    game = play(client, start(client, {"code": "GO1-C-AAAAAAB"}), *[DRAW] * 15)
    for language, text in (("ru", "Больше нет возможных ходов"), ("en", "No more possible moves")):
        response = move(client, game["state"], DRAW, language)
        ended = response.get_json()
        assert response.headers["Content-Language"] == language
        assert (ended["status"], ended["score"], ended["legal_moves"]) == ("dead_end", 0, [])
        assert ended["view"]["discard"][-1] == "KH"
        assert ended["outcome"]["notice"] == {"code": "no_more_moves", "message": text}
    undone = play(client, ended, {"type": "undo"})
    assert (undone["status"], undone["view"]["stock_count"], undone["moves"]) == ("playing", 1, 17)


def test_undo_restores_the_position_and_keeps_counting(client: FlaskClient) -> None:
    game = start(client, {"code": "GO1-E-AAAAAAB"})
    drawn = play(client, game, DRAW, {"type": "remove", "column": 5})
    undone = play(client, drawn, {"type": "undo"}, {"type": "undo"})
    assert undone["view"] == game["view"]
    assert (undone["moves"], undone["score"], undone["undo_available"]) == (4, 0, False)
    nothing = move(client, undone["state"], {"type": "undo"}).get_json()
    assert nothing["outcome"]["violation"]["code"] == "nothing_to_undo"
