"""Rounds of Golf over HTTP: a worked round played to its end along the solver's best
lines, the round's code and catalog, bad input, and bound rounds in history and stats
(against the real test PostgreSQL).  Every answer is checked against openapi.yaml."""

from __future__ import annotations

import base64
import datetime as dt
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.api.web.tokens import StateSealer, new_envelope
from service.engine import new_game, pack
from service.engine.binary import varint
from service.engine.golf_round import GolfRoundGame
from service.engine.golf_vocabulary import NEXT_HOLE
from service.engine.packing import FORMAT_VERSION
from service.solver import Budget, solve
from tests.api.helpers import bearer, conforming, game_document, move, new_player, sealed, start
from tests.api.test_players import get_games, get_stats, post_game
from tests.engine.helpers import WORKED_ROUND

NEXT = {"type": "next-hole"}
ROUND_CODE, HOLES = WORKED_ROUND
BESTS = [best for _, best in HOLES]


def moved(client: FlaskClient, state: str, the_move: dict[str, Any], language: str = "en") -> TestResponse:
    return conforming(move(client, state, the_move, language), "/v1/moves", "POST")


def play_on(client: FlaskClient, document: dict[str, Any], moves: list[dict[str, Any]]) -> dict[str, Any]:
    for the_move in moves:
        response = moved(client, document["state"], the_move)
        assert response.status_code == 200, response.get_json()
        document = game_document(response)
        assert document["outcome"]["accepted"], (the_move, document["outcome"])
    return document


UNHURRIED_MS = 600_000
"""A time cap no search here comes near: the searches end by their states alone."""


@pytest.fixture
def unhurried_solver(app: Flask) -> FlaskClient:
    """A client whose searches are bounded by states only (``SOLVER_MAX_STATES``, which every
    hole of the worked round needs fewer of), their time cap far beyond them: a verdict that
    does not depend on how loaded the machine is (the anonymous cap of 1 s, then a player's
    10 s, cut a hole's search short on a loaded CI machine)."""
    app.config["SOLVER_MAX_BUDGET_MS"] = app.config["SOLVER_ANON_BUDGET_MS"] = UNHURRIED_MS
    return app.test_client()


def test_the_worked_round_played_to_its_end_along_the_solvers_best_lines(
    unhurried_solver: FlaskClient,
) -> None:
    """Nine classic holes, each played along the line POST /v1/solve answers for it: each
    hole's strokes are its best (tests/engine/helpers.py), 10 in all, 35 under par."""
    client = unhurried_solver
    document = game_document(
        conforming(client.post("/v1/games", json={"code": ROUND_CODE}), "/v1/games", "POST")
    )
    assert document["code"] == ROUND_CODE and document["game"] == "golf" and document["status"] == "playing"
    assert document["round"] == {"hole": 1, "holes": 9, "par": 45, "strokes": [], "total": 0}
    assert document["rules"]["holes"] == 9 and document["rules"]["par"] == 45
    score = moves = 0
    for hole, (hole_code, best) in enumerate(HOLES, start=1):
        assert document["view"] == new_game(hole_code).view()
        answer = conforming(
            client.post("/v1/solve", json={"state": document["state"], "budget_ms": UNHURRIED_MS}),
            "/v1/solve",
            "POST",
        ).get_json()
        assert (answer["best"], answer["best_exact"]) == (best, True), hole_code
        assert answer["result"] == ("winnable" if best == 0 else "unwinnable")
        document = play_on(client, document, answer["best_line"])
        score += 350 if best == 0 else max(0, 10 * (35 - 2 * best))
        moves += len(answer["best_line"])
        assert document["round"]["strokes"] == BESTS[:hole] and document["round"]["total"] == sum(
            BESTS[:hole]
        )
        assert document["score"] == score and document["moves"] == moves
        if best:
            assert document["outcome"]["notice"]["code"] == "no_more_moves"
        if hole < 9:
            assert (document["status"], document["legal_moves"]) == ("playing", [NEXT])
            document = play_on(client, document, [NEXT])
            moves += 1
            assert document["outcome"]["events"] == [{"type": "deal", "hole": hole + 1}]
            assert document["round"]["hole"] == hole + 1 and not document["undo_available"]
    card = document["round"]
    assert document["status"] == "finished" and document["legal_moves"] == []
    assert card == {"hole": 9, "holes": 9, "par": 45, "strokes": [2, 1, 1, 2, 1, 1, 0, 0, 2], "total": 10}
    assert card["total"] - card["par"] == -35


def test_a_random_round_under_any_rule_options_and_either_size(client: FlaskClient) -> None:
    body = {"game": "golf", "rules": {"wrap": False, "queen_on_king": False, "strict_draw": True,
            "scoring": "strokes", "jokers": 2, "empty_discard": True}, "round": 18}  # fmt: skip
    document = start(client, body)
    code = document["code"]
    assert code.startswith("GR1-CKSTJJD-18-") and len(code) == len("GR1-CKSTJJD-18-") + 7
    assert document["round"] == {"hole": 1, "holes": 18, "par": 90, "strokes": [], "total": 0}
    assert document["score"] == 35 and document["view"]["discard"] == []  # strokes: the table's cards
    assert document["rules"] | {"holes": 18, "par": 90} == document["rules"]
    easy = start(client, {"game": "golf", "mode": "easy", "round": 9})
    assert easy["code"].startswith("GR1-E-9-") and easy["rules"]["wrap"] is True
    again = start(client, {"code": code.lower()})
    assert again["code"] == code and again["view"] == document["view"]


def test_next_hole_before_the_hole_is_over_is_422_with_the_rules_words(client: FlaskClient) -> None:
    document = start(client, {"code": ROUND_CODE})
    for language, words in (
        ("ru", "Сначала доиграйте эту лунку: следующая раздаётся, когда поле очищено или ходов больше нет"),
        ("en", "Finish this hole first: the next one is dealt once it is cleared or no move is left"),
    ):
        response = moved(client, document["state"], NEXT, language)
        assert response.status_code == 422 and response.content_type == "application/problem+json"
        assert response.headers["Content-Language"] == language
        problem = response.get_json()
        assert problem["type"] == "urn:solitaire:problem:hole-not-over" and problem["detail"] == words
        assert problem["errors"] == [{"field": "move.type", "message": words}]
    after = game_document(moved(client, document["state"], {"type": "draw"}))  # the state still plays
    assert after["outcome"]["accepted"] and after["moves"] == 1


@pytest.mark.parametrize(
    ("body", "status", "kind", "field"),
    [
        ({"game": "golf", "round": 7}, 422, "invalid-round", "round"),
        ({"game": "golf", "round": 0}, 422, "invalid-round", "round"),
        ({"game": "golf", "round": "9"}, 400, "invalid-body", "round"),
        ({"game": "golf", "round": True}, 400, "invalid-body", "round"),
        ({"game": "canfield", "round": 9}, 400, "invalid-body", "round"),
        ({"code": "GO1-C-AAAAAAB", "round": 9}, 400, "invalid-body", "round"),
        ({"code": "GR1-C-10-AAAAAAB"}, 422, "invalid-code", "code"),
        ({"code": "GR1-C-AAAAAAB"}, 422, "invalid-code", "code"),
        ({"code": "GR1-Q-9-AAAAAAB"}, 422, "invalid-code", "code"),
        ({"code": "GR9-C-9-AAAAAAB"}, 422, "invalid-code", "code"),
        (
            {"game": "golf", "mode": "classic", "round": 9, "rules": {"wrap": True}},
            422,
            "conflicting-rules",
            "rules.wrap",
        ),
    ],
)
def test_bad_rounds_are_problems_naming_the_field(
    client: FlaskClient, body: dict[str, Any], status: int, kind: str, field: str
) -> None:
    response = conforming(
        client.post("/v1/games", json=body, headers={"Accept-Language": "en"}), "/v1/games", "POST"
    )
    assert response.status_code == status and response.content_type == "application/problem+json"
    problem = response.get_json()
    assert problem["type"] == f"urn:solitaire:problem:{kind}"
    assert problem["errors"][0]["field"] == field, problem


def test_a_round_has_no_custom_layout(client: FlaskClient) -> None:
    layout = new_game("GO1-C-AAAAAAB").view()
    body = {
        "game": "golf",
        "round": 9,
        "layout": {"columns": layout["columns"], "discard": "AC", "stock": []},
    }
    response = conforming(
        client.post("/v1/games", json=body, headers={"Accept-Language": "en"}), "/v1/games", "POST"
    )
    assert (
        response.status_code == 422 and response.get_json()["type"] == "urn:solitaire:problem:invalid-layout"
    )
    assert "round code" in response.get_json()["errors"][0]["message"]


def test_next_hole_is_no_move_of_a_single_deal(client: FlaskClient) -> None:
    response = moved(client, start(client, {"code": "GO1-C-AAAAAAB"})["state"], NEXT)
    assert response.status_code == 422
    assert response.get_json()["type"] == "urn:solitaire:problem:move-not-in-game"


def test_a_rounds_hole_cannot_be_swapped_for_another_games_state(app: Flask, client: FlaskClient) -> None:
    """From outside, a state is sealed: spliced, its bytes are refused.  From inside (the
    service's own key sealing a round whose body is another game's), unpacking refuses it:
    a round's body holds no card, only a line played from its own hole's deal."""
    round_state = start(client, {"code": ROUND_CODE})["state"]
    golf_state = start(client, {"code": "GO1-C-AAAAAAB"})["state"]
    spliced = round_state[:40] + golf_state[40:]
    for forged in (spliced, golf_state[:40] + round_state[40:]):
        response = moved(client, forged, {"type": "draw"})
        assert (
            response.status_code == 422
            and response.get_json()["type"] == "urn:solitaire:problem:invalid-state"
        )
    sealer: StateSealer = app.extensions["state_sealer"]
    golf_body = pack(new_game("GO1-C-AAAAAAB"))[6:]
    inside = sealer.seal(
        bytes([FORMAT_VERSION, GolfRoundGame.KIND, 3, 2]) + varint(2) + varint(0) + golf_body,
        new_envelope(),
        dt.datetime.now(dt.UTC),
    )
    response = moved(client, inside, {"type": "draw"})
    assert (
        response.status_code == 422 and response.get_json()["type"] == "urn:solitaire:problem:invalid-state"
    )
    raw = bytearray(base64.urlsafe_b64decode(round_state + "=" * (-len(round_state) % 4)))
    raw[-1] ^= 1
    flipped = base64.urlsafe_b64encode(bytes(raw)).rstrip(b"=").decode()
    assert moved(client, flipped, {"type": "draw"}).status_code == 422


def test_a_round_code_lists_its_holes(client: FlaskClient) -> None:
    response = conforming(client.get(f"/v1/codes/{ROUND_CODE.lower()}"), "/v1/codes/{code}", "GET")
    described = response.get_json()
    assert (described["code"], described["variant"], described["deal"], described["layout"]) == (
        ROUND_CODE, "golf-round", 1, None
    )  # fmt: skip
    assert described["holes"] == [code for code, _ in HOLES]
    assert described["rules"]["holes"] == 9 and described["rules"]["par"] == 45
    single = client.get("/v1/codes/GO1-C-AAAAAAB").get_json()
    assert "holes" not in single and single["layout"] is not None
    bad = conforming(client.get("/v1/codes/GR1-C-9-9-AAAAAAB"), "/v1/codes/{code}", "GET")
    assert bad.status_code == 422 and bad.get_json()["type"] == "urn:solitaire:problem:invalid-code"


def test_the_catalog_offers_the_round_variants_and_sizes(client: FlaskClient) -> None:
    catalog = conforming(client.get("/v1/variants"), "/v1/variants", "GET").get_json()
    assert [variant["name"] for variant in catalog["variants"]] == [
        "golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1",
        "canfield-vegas-draw3", "canfield-vegas-draw1",
    ]  # fmt: skip
    assert [(r["name"], r["code_prefix"], r["new_game"]) for r in catalog["rounds"]] == [
        ("golf-round", "GR1-C-9", {"game": "golf", "mode": "classic", "round": 9}),
        ("golf-round-easy", "GR1-E-9", {"game": "golf", "mode": "easy", "round": 9}),
    ]
    assert catalog["round_sizes"] == [9, 18]
    for offered in catalog["rounds"]:
        assert start(client, offered["new_game"])["code"].startswith(offered["code_prefix"] + "-")


def test_a_hint_between_holes_is_next_hole(client: FlaskClient) -> None:
    game = new_game(ROUND_CODE)
    assert isinstance(game, GolfRoundGame)
    line = solve(game, Budget(ms=None)).best_line
    assert line is not None
    for the_move in line:
        game.play(the_move)
    sealer: StateSealer = client.application.extensions["state_sealer"]
    state = sealer.seal(pack(game), new_envelope(), dt.datetime.now(dt.UTC))
    hint = conforming(client.post("/v1/hint", json={"state": state}), "/v1/hint", "POST").get_json()
    assert (hint["move"], hint["kind"], hint["best"]) == (NEXT, "best", BESTS[0])
    game.play(NEXT_HOLE)
    assert game.hole_number == 2


# --- bound rounds: history and stats ----------------------------------------------------------


def played_along_best_lines(code: str, holes: int | None = None) -> GolfRoundGame:
    """A round played along the solver's best lines, all its holes or its first ``holes``
    (then left as it stands: abandoned)."""
    game = new_game(code)
    assert isinstance(game, GolfRoundGame)
    for hole in range(holes or game.rules.holes):
        line = solve(game, Budget(ms=None)).best_line
        assert line is not None
        for the_move in line:
            assert game.play(the_move).accepted
        if hole + 1 < game.rules.holes:
            game.play(NEXT_HOLE)
    return game


def test_bound_rounds_go_to_the_history_and_the_stats_of_their_variant(
    db_app: Flask, db_client: FlaskClient
) -> None:
    player, token = new_player(db_client)
    response = db_client.post(
        "/v1/games", json={"game": "golf", "mode": "classic", "round": 9}, headers=bearer(token)
    )
    assert game_document(response)["player"] == player
    rounds = [
        played_along_best_lines(ROUND_CODE),  # finished: 10 strokes, holes 7 and 8 cleared
        played_along_best_lines("GR1-E-9-AAAAAAE"),  # golf-round-easy: won, every hole cleared
        played_along_best_lines(ROUND_CODE, holes=3),  # abandoned after 3 holes: 2 + 1 + 1
        played_along_best_lines("GR1-C-18-AAAAAAB", holes=1),  # 18 holes: no variant
    ]
    recorded = []
    for game in rounds:
        answer = post_game(db_client, player, token, {"state": sealed(db_app, game, player)})
        assert answer.status_code == 201, answer.get_json()
        recorded.append(answer.get_json())
    assert [(r["code"], r["variant"], r["status"]) for r in recorded] == [
        (ROUND_CODE, "golf-round", "finished"),
        ("GR1-E-9-AAAAAAE", "golf-round-easy", "won"),
        (ROUND_CODE, "golf-round", "playing"),
        ("GR1-C-18-AAAAAAB", None, "playing"),
    ]
    assert [r["round"] for r in recorded] == [
        {"holes": 9, "par": 45, "strokes": BESTS, "total": 10},
        {"holes": 9, "par": 45, "strokes": [0] * 9, "total": 0},
        {"holes": 9, "par": 45, "strokes": [2, 1, 1], "total": 4},
        {"holes": 18, "par": 90, "strokes": [2], "total": 2},
    ]
    assert [r["score"] for r in recorded[:3]] == [2950, 9 * 350, 310 + 330 + 330]
    assert recorded[0]["actions"]  # the line of the last hole
    listed = get_games(db_client, player, token).get_json()["games"]
    assert [game["round"] for game in reversed(listed)] == [r["round"] for r in recorded]
    stats = {entry["variant"]: entry for entry in get_stats(db_client, player, token).get_json()["variants"]}
    assert stats["golf-round"] == {
        "variant": "golf-round", "played": 2, "won": 0, "win_rate": 0.0, "best_score": recorded[0]["score"],
        "current_streak": 0, "best_streak": 0,
        "round": {"finished": 1, "best_total": 10, "average_total": 10.0, "holes_cleared": 2},
    }  # fmt: skip
    assert stats["golf-round-easy"]["round"] == {
        "finished": 1, "best_total": 0, "average_total": 0.0, "holes_cleared": 9
    }  # fmt: skip
    assert (stats["golf-round-easy"]["won"], stats["golf-round-easy"]["current_streak"]) == (1, 1)
    assert stats["golf-classic"]["played"] == 0 and stats["golf-classic"]["round"] is None


def test_a_rounds_stats_average_its_finished_rounds(db_app: Flask, db_client: FlaskClient) -> None:
    player, token = new_player(db_client)
    finished = played_along_best_lines(ROUND_CODE)
    plain = new_game("GR1-C-9-AAAAAAC")
    assert isinstance(plain, GolfRoundGame)
    while plain.status == "playing":
        plain.play(plain.legal_moves()[-1])  # draws before removals: many strokes
    for game in (finished, plain):
        assert post_game(db_client, player, token, {"state": sealed(db_app, game, player)}).status_code == 201
    total = plain.scorecard()["total"]
    assert total > 10
    entry = next(
        e for e in get_stats(db_client, player, token).get_json()["variants"] if e["variant"] == "golf-round"
    )
    assert entry["round"]["finished"] == 2 and entry["round"]["best_total"] == 10
    assert entry["round"]["average_total"] == round((10 + total) / 2, 2)


def test_nothing_is_stored_of_a_refused_round(db_app: Flask, db_client: FlaskClient) -> None:
    player, token = new_player(db_client)
    document = game_document(db_client.post("/v1/games", json={"code": ROUND_CODE}, headers=bearer(token)))
    forged = document["state"][:-6] + ("AAAAAA" if not document["state"].endswith("AAAAAA") else "BBBBBB")
    assert post_game(db_client, player, token, {"state": forged}).status_code == 422
    assert moved(db_client, document["state"], NEXT).status_code == 422
    assert get_games(db_client, player, token).get_json()["games"] == []
