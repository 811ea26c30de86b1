"""``prism mock openapi.yaml``, as a client team runs it before our service exists for them:
it answers the contract's own examples, realistic documents (including the problem+json a
``Prefer: code=...`` asks for), and refuses requests the contract does not allow."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
import yaml

from service.engine import DAILY_VARIANTS
from tests.contract.spec import SPEC_PATH
from tests.prism import PrismServer, prism_server

SPEC: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text())
EXAMPLES = SPEC["components"]["examples"]
RESPONSES = SPEC["components"]["responses"]
TOKEN = {"Authorization": "Bearer lo66iV96yx-0FBxqNuJmcJe9S7YOP2FHHeFMq7NGJpE"}


@pytest.fixture(scope="module")
def mock() -> Iterator[PrismServer]:
    with prism_server("mock", "openapi.yaml") as server:
        yield server


def ask(
    server: PrismServer, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
) -> tuple[int, str, Any]:
    request = urllib.request.Request(
        server.url + path,
        method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **(headers or {})},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers["Content-Type"], json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, error.headers["Content-Type"], json.load(error)


def example(media: dict[str, Any], name: str) -> Any:
    found = media["examples"][name]
    if "$ref" in found:
        found = EXAMPLES[found["$ref"].rsplit("/", 1)[-1]]
    return found["value"]


def test_the_mock_answers_the_catalog_and_a_new_game_from_the_examples(mock: PrismServer) -> None:
    status, _, catalog = ask(mock, "GET", "/v1/variants")
    assert status == 200
    named = [variant["name"] for variant in catalog["variants"] + catalog["rounds"]]
    listed_only = ["canfield-vegas-draw3", "canfield-vegas-draw1"]  # no stats: a balance keeps them
    assert [name for name in named if name not in listed_only] == SPEC["components"]["schemas"][
        "AnyVariantName"
    ]["enum"]
    assert [name for name in named if name in listed_only] == listed_only

    status, _, game = ask(mock, "POST", "/v1/games", {"code": "GO1-E-AAAAAAB"})
    assert status == 201
    assert game == EXAMPLES["GolfGame"]["value"]
    assert game["view"]["discard"] == ["AC"] and game["legal_moves"] == [{"type": "draw"}]


def test_prefer_code_answers_the_documented_problem(mock: PrismServer) -> None:
    status, media_type, problem = ask(
        mock, "POST", "/v1/games", {"code": "GO1-Q-AAAAAAB"}, {"Prefer": "code=422"}
    )
    assert (status, media_type) == (422, "application/problem+json")
    assert problem == example(
        RESPONSES["Unprocessable"]["content"]["application/problem+json"], "invalidCode"
    )
    assert problem["type"] == "urn:solitaire:problem:invalid-code"

    status, media_type, problem = ask(
        mock,
        "POST",
        "/v1/daily/2031-01-05/results",
        {"variant": "golf-easy", "state": EXAMPLES["DailyGolfGame"]["value"]["state"]},
        {**TOKEN, "Prefer": "code=409"},
    )
    assert (status, media_type) == (409, "application/problem+json")
    assert problem["type"] == "urn:solitaire:problem:daily-closed"


def test_the_daily_routes_answer_realistic_documents(mock: PrismServer) -> None:
    status, _, deals = ask(mock, "GET", "/v1/daily/2031-01-05")
    assert status == 200 and len(deals["deals"]) == len(DAILY_VARIANTS) and deals["results_close_at"]

    status, _, game = ask(mock, "POST", "/v1/daily/2031-01-05/games", {"variant": "golf-easy"}, TOKEN)
    assert status == 201 and game["daily"]["variant"] == "golf-easy" and game["player"]

    status, _, refused = ask(
        mock, "POST", "/v1/hint", {"state": game["state"]}, {**TOKEN, "Prefer": "code=403"}
    )
    assert status == 403 and refused["type"] == "urn:solitaire:problem:daily-deal-live"  # no hint on it

    status, _, board = ask(mock, "GET", "/v1/daily/2031-01-05/leaderboard?variant=golf-easy&limit=3")
    assert status == 200
    assert [entry["rank"] for entry in board["entries"]] == [1, 2, 3] and board["next"]

    status, _, mine = ask(mock, "GET", "/v1/daily/2031-01-05/leaderboard/me?variant=golf-easy", headers=TOKEN)
    assert status == 200 and mine["rank"] == mine["entry"]["rank"]


def test_the_mock_refuses_what_the_contract_does_not_allow(mock: PrismServer) -> None:
    status, _, problem = ask(mock, "POST", "/v1/moves", {"state": "x", "move": {"type": "fly"}})
    assert status == 422, problem
    status, _, _ = ask(mock, "GET", "/v1/daily/2031-01-05/leaderboard/me?variant=golf-easy")
    assert status == 401
