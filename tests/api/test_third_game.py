"""A game is one registration (issue 32): Ascent (tests/ascent.py), a game no shared module
knows, is named by ``GAME_MODULES`` alone and played over HTTP against gunicorn as deployed
and a real PostgreSQL: the catalog, its codes, new games by code, body and layout, moves
and their refusals, undo, hint and solve (in the spawned search processes), and the
player's history."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from harness.servers import fetch_json, gunicorn_server
from service.engine.cards import CARD_TEXTS, rank_of
from service.engine.deals import shuffled_deck
from tests.api.helpers import TEST_KEY

DEAL = 1
CODE = "AS1-N-AAAAAAB"


@pytest.fixture(scope="module")
def url(database_url: str) -> Iterator[str]:
    env = {"SECRET_KEY": TEST_KEY, "DATABASE_URL": database_url, "GAME_MODULES": "tests.ascent"}
    with gunicorn_server(env, "/readyz") as served:
        yield served


def dealt_row() -> list[str]:
    return [CARD_TEXTS[card] for card in shuffled_deck(DEAL)[:8]]


def _card(text: str) -> int:
    return CARD_TEXTS.index(text)


def move(url: str, state: str, played: dict[str, Any]) -> tuple[int, Any]:
    return fetch_json(url + "/v1/moves", {"state": state, "move": played})


def test_the_catalog_and_the_codes_know_the_registered_game(url: str) -> None:
    status, catalog = fetch_json(url + "/v1/variants")
    assert status == 200 and catalog["variants"][-1] == {
        "name": "ascent",
        "game": "ascent",
        "title": "Ascent",
        "code_prefix": "AS1-N",
        "new_game": {"game": "ascent"},
        "rules": {"cards": 8, "undo_depth": 100},
    }
    status, described = fetch_json(url + f"/v1/codes/{CODE.lower()}")
    assert status == 200
    assert described["code"] == CODE and described["game"] == "ascent" and described["deal"] == DEAL
    assert described["layout"] == {"row": dealt_row()} and described["variant"] is None
    status, refused = fetch_json(url + "/v1/codes/XX1-N-AAAAAAB")
    assert status == 422 and "AS1" in refused["detail"]  # the prefixes told include Ascent's


def test_a_registered_game_is_played_hinted_solved_and_recorded(url: str) -> None:
    status, player = fetch_json(url + "/v1/players", {"name": f"Climber{uuid.uuid4().hex[:6]}"})
    assert status == 201
    token = player["token"]
    status, game = fetch_json(url + "/v1/games", {"code": CODE}, token)
    assert status == 201 and game["game"] == "ascent" and game["view"] == {"row": dealt_row()}
    assert game["rules"] == {"cards": 8, "undo_depth": 100} and game["status"] == "playing"

    row = sorted(dealt_row(), key=lambda text: rank_of(_card(text)))
    highest = row[-1]
    if rank_of(_card(highest)) != rank_of(_card(row[0])):
        status, refused = move(url, game["state"], {"type": "tap", "card": highest})
        assert status == 200 and refused["outcome"]["violation"]["code"] == "card_not_playable"
        assert refused["moves"] == game["moves"] and refused["view"] == game["view"]
    status, other_game = move(url, game["state"], {"type": "draw"})
    assert status == 422 and other_game["type"].endswith(":move-not-in-game")

    status, hint = fetch_json(url + "/v1/hint", {"state": game["state"]}, token)
    assert status == 200 and hint["kind"] == "winning" and hint["move"]["type"] == "tap"
    status, solved = fetch_json(url + "/v1/solve", {"state": game["state"]}, token)
    assert status == 200 and solved["result"] == "winnable" and len(solved["solution"]) == 8

    state = game["state"]
    status, played = move(url, state, solved["solution"][0])
    assert status == 200 and played["outcome"]["accepted"] and played["score"] == 5
    status, undone = move(url, played["state"], {"type": "undo"})
    assert status == 200 and undone["view"] == game["view"] and undone["score"] == 0
    for step in solved["solution"]:
        status, played = move(url, state, step)
        assert status == 200 and played["outcome"]["accepted"], played
        state = played["state"]
    assert played["status"] == "won" and played["score"] == 40 and played["legal_moves"] == []

    status, recorded = fetch_json(url + f"/v1/players/{player['id']}/games", {"state": state}, token)
    assert status == 201 and recorded["game"] == "ascent" and recorded["code"] == CODE
    assert recorded["status"] == "won" and recorded["score"] == 40
    status, again = fetch_json(url + f"/v1/players/{player['id']}/games", {"state": state}, token)
    assert status == 200 and again["id"] == recorded["id"]
    status, page = fetch_json(url + f"/v1/players/{player['id']}/games", token=token)
    assert status == 200 and [(one["game"], one["code"]) for one in page["games"]] == [("ascent", CODE)]


def test_a_registered_game_starts_from_its_body_and_from_a_layout(url: str) -> None:
    status, random_game = fetch_json(url + "/v1/games", {"game": "ascent"})
    assert status == 201 and random_game["code"].startswith("AS1-N-")
    layout = {"row": ["KS", "2H", "AD", "9C", "5S", "JH", "3D", "7C"]}
    status, custom = fetch_json(url + "/v1/games", {"game": "ascent", "layout": layout})
    assert status == 201 and custom["code"] is None and custom["view"] == layout
    status, solved = fetch_json(url + "/v1/solve", {"state": custom["state"]})
    assert status == 200 and [step["card"] for step in solved["solution"]] == [
        "AD", "2H", "3D", "5S", "7C", "9C", "JH", "KS",
    ]  # fmt: skip
    status, bad = fetch_json(url + "/v1/games", {"game": "ascent", "layout": {"row": ["KS"]}})
    assert status == 422 and bad["type"].endswith(":invalid-layout")
