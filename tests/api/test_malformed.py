"""Every class of malformed or unprocessable input: a problem+json 4xx naming the field,
never a 500."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.api.helpers import move, start
from tests.engine.helpers import PINNED

PROBLEM = "application/problem+json"


def problem_of(response: Any, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == PROBLEM
    body: dict[str, Any] = response.get_json()
    assert body["status"] == status and body["title"] and body["detail"]
    return body


def fields_of(body: dict[str, Any]) -> set[str]:
    return {error["field"] for error in body["errors"]}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"code": "GO1-E-AAAAAAB", "colour": "red"}, "colour"),
        ({"code": "GO1-E-AAAAAAB", "explain": 1}, "explain"),
        ({"code": 7}, "code"),
        ({"game": "golf", "mode": "hard"}, "mode"),
        ({"game": "canfield", "draw": 2}, "draw"),
        ({"game": "golf", "rules": {"jokers": 3}}, "rules.jokers"),
        ({"game": "golf", "rules": {"wrap": "yes"}}, "rules.wrap"),
        ({"game": "chess"}, "game"),
        ({"game": "canfield", "mode": "easy"}, "mode"),
        (
            {"game": "golf", "layout": {"columns": [["XX"]], "discard": "AC", "stock": []}},
            "layout.columns[0][0]",
        ),
    ],
)
def test_bodies_that_break_the_schema_are_400(client: FlaskClient, body: dict[str, Any], field: str) -> None:
    problem = problem_of(client.post("/v1/games", json=body), 400)
    assert problem["type"] == "urn:solitaire:problem:invalid-body"
    assert field in fields_of(problem)


@pytest.mark.parametrize(
    ("the_move", "field"),
    [
        ({"type": "remove", "column": 9}, "move.column"),
        ({"type": "remove", "column": True}, "move.column"),
        ({"type": "tap", "card": "ZZ"}, "move.card"),
        ({"type": "tap", "card": "TS", "extra": 1}, "move.extra"),
        ({"type": "fly"}, "move.type"),
        ({"type": "move", "card": "TS", "to": "reserve"}, "move.to"),
        ("draw", "move"),
    ],
)
def test_malformed_moves_are_400(client: FlaskClient, the_move: Any, field: str) -> None:
    game = start(client, {"code": "GO1-E-AAAAAAB"})
    problem = problem_of(move(client, game["state"], the_move), 400)
    assert field in fields_of(problem)


@pytest.mark.parametrize(
    ("code", "the_move"),
    [
        ("GO1-E-AAAAAAB", {"type": "move", "card": "KH", "to": "c4"}),
        ("CF1-D3-AAAAACL", {"type": "remove", "column": 1}),
    ],
)
def test_a_move_of_the_other_game_is_422(client: FlaskClient, code: str, the_move: dict[str, Any]) -> None:
    game = start(client, {"code": code})
    problem = problem_of(move(client, game["state"], the_move), 422)
    assert problem["type"] == "urn:solitaire:problem:move-not-in-game"
    assert fields_of(problem) == {"move.type"}


def test_text_that_is_not_json_is_400(client: FlaskClient) -> None:
    not_json = (
        "{",
        '{"code": "GO1-E-AAAAAAB",}',
        "\xff\xfe",
        "[" * 60_000,
        '{"code": NaN}',
        '{"code": "\\ud800"}',  # a lone surrogate escape: no Unicode text
    )
    for text in not_json:
        response = client.post("/v1/games", data=text, content_type="application/json")
        assert problem_of(response, 400)["type"] == "urn:solitaire:problem:invalid-json"


def test_a_body_that_is_not_an_object_is_400(client: FlaskClient) -> None:
    for text in ("[]", '"GO1-E-AAAAAAB"', "null", "7"):
        for path in ("/v1/games", "/v1/moves"):
            problem_of(client.post(path, data=text, content_type="application/json"), 400)


def test_other_media_types_are_415(client: FlaskClient) -> None:
    response = client.post(
        "/v1/games", data="code=GO1-E-AAAAAAB", content_type="application/x-www-form-urlencoded"
    )
    problem_of(response, 415)


def test_bodies_over_the_limit_are_413(client: FlaskClient) -> None:
    response = client.post("/v1/games", json={"code": "G" * 70_000})
    problem_of(response, 413)


@pytest.mark.parametrize(
    ("code", "part"),
    [("GO2-E-AAAAAAB", "prefix"), ("GO1-X-AAAAAAB", "mode"), ("CF1-D3-AAAA", "deal"), ("golf", "code")],
)
def test_bad_codes_are_422_naming_the_part(client: FlaskClient, code: str, part: str) -> None:
    for response in (client.post("/v1/games", json={"code": code}), client.get(f"/v1/codes/{code}")):
        problem = problem_of(response, 422)
        assert problem["type"] == "urn:solitaire:problem:invalid-code"
        assert problem["errors"][0]["field"] == "code"
        assert problem["errors"][0]["message"].startswith(f"{part}:")


def test_layout_errors_name_every_field(client: FlaskClient) -> None:
    layout = PINNED["GO1-E-AAAAAAB"]["layout"]
    broken = {
        "columns": [*layout["columns"][:6], ["AC", "5C"]],
        "discard": "AC",
        "stock": layout["stock"][:3],
    }
    problem = problem_of(client.post("/v1/games", json={"game": "golf", "layout": broken}), 422)
    assert problem["type"] == "urn:solitaire:problem:invalid-layout"
    assert fields_of(problem) == {"layout.columns[6]", "layout.discard", "layout.stock"}


def test_mode_and_wrap_must_agree(client: FlaskClient) -> None:
    problem = problem_of(
        client.post("/v1/games", json={"game": "golf", "mode": "classic", "rules": {"wrap": True}}), 422
    )
    assert fields_of(problem) == {"rules.wrap"}


def test_unknown_routes_and_methods_are_problems(client: FlaskClient) -> None:
    problem_of(client.get("/v1/nothing"), 404)
    response = client.get("/v1/games")
    problem_of(response, 405)
    assert "POST" in response.headers["Allow"]


def test_a_real_bug_is_a_bare_500_problem_and_is_logged(app: Flask, caplog: pytest.LogCaptureFixture) -> None:
    def broken() -> str:
        raise RuntimeError("secret internals")

    app.add_url_rule("/broken", view_func=broken)
    body = problem_of(app.test_client().get("/broken"), 500)
    assert "secret internals" not in str(body) and "Traceback" not in str(body)
