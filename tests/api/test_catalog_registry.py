"""A game registered later (issue 32) joins the catalog and the new-game bodies without an
edit of a shared module: its variants are listed by ``GET /v1/variants`` (rebuilt when the
registries change), and ``POST /v1/games`` reads its body through the schema it registers
(``WIRES.register``), or else the generic one (``game``, ``layout``, the settings), then
hands it to the game's ``rules_of_body`` (tests/unplayable.py's refuses every body: 422)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from flask.testing import FlaskClient
from marshmallow import fields, validate

from service.api.schemas import WIRES, CatalogField, GameWire, RuleOptionSchema
from service.api.schemas.catalog import option
from service.api.schemas.games import SettingsFields
from service.engine import GAMES
from service.engine.registry import GameEntry
from tests import unplayable


class NewUnplayableGameSchema(SettingsFields):
    game = fields.String(required=True, validate=validate.Equal(unplayable.NAME))
    speed = fields.String(validate=validate.OneOf(("slow", "fast")))


WIRE = GameWire(
    unplayable.NAME,
    NewUnplayableGameSchema(),
    catalog={
        "unplayable_options": CatalogField(
            fields.List(fields.Nested(RuleOptionSchema), required=True),
            [option("speed", "string", "slow", "how fast", ["slow", "fast"])],
        )
    },
    settings=(option("autoplay", "boolean", False, "plays the obvious moves"),),
)


@pytest.fixture
def registered() -> Iterator[GameEntry]:
    GAMES.register(unplayable.ENTRY)
    yield unplayable.ENTRY
    GAMES.unregister(unplayable.ENTRY)


@pytest.fixture
def wire(registered: GameEntry) -> Iterator[GameWire]:
    WIRES.register(WIRE)
    yield WIRE
    WIRES.unregister(WIRE)


def _post(client: FlaskClient, body: dict[str, Any], language: str = "en") -> tuple[int, Any]:
    response = client.post("/v1/games", json=body, headers={"Accept-Language": language})
    return response.status_code, response.get_json()


def _reaches_the_games_rules(client: FlaskClient, body: dict[str, Any]) -> bool:
    """The schema let the body in: the game's ``rules_of_body`` refused it."""
    status, problem = _post(client, body)
    return status == 422 and problem["type"].endswith(":unplayable")


def test_a_game_registered_later_is_listed_and_leaves_the_catalog_as_it_was(client: FlaskClient) -> None:
    before = client.get("/v1/variants")
    GAMES.register(unplayable.ENTRY)
    try:
        during = client.get("/v1/variants")
    finally:
        GAMES.unregister(unplayable.ENTRY)
    assert during.headers["ETag"] != before.headers["ETag"]
    assert during.get_json()["variants"][-1] == {
        "name": "unplayable-slow",
        "game": "unplayable",
        "title": "Unplayable, slow",
        "code_prefix": "UN1-N",
        "new_game": {"game": "unplayable"},
        "rules": {"speed": "slow"},
    }
    assert during.get_json()["rounds"] == before.get_json()["rounds"]
    assert client.get("/v1/variants").data == before.data


def test_a_game_without_wire_pieces_takes_the_generic_body(
    client: FlaskClient, registered: GameEntry
) -> None:
    assert _reaches_the_games_rules(client, {"game": "unplayable", "explain": False, "double_tap": True})
    assert _reaches_the_games_rules(client, {"game": "unplayable", "layout": {"row": ["KS"]}})
    status, problem = _post(client, {"game": "unplayable", "speed": "fast"})
    assert status == 400 and problem["errors"] == [{"field": "speed", "message": "Unknown field."}]
    status, problem = _post(client, {"game": "unplayable", "layout": [1]})
    assert status == 400 and [error["field"] for error in problem["errors"]] == ["layout"]


def test_the_refusal_of_a_body_of_no_game_lists_the_registered_games(
    client: FlaskClient, registered: GameEntry
) -> None:
    status, problem = _post(client, {"game": "chess"})
    assert status == 400
    assert problem["errors"] == [
        {
            "field": "game",
            "message": 'Give either "code", or "game" naming a game: golf, canfield, unplayable.',
        }
    ]
    status, problem = _post(client, {"game": 7}, "ru")
    assert problem["errors"][0]["message"].endswith("с названием игры: golf, canfield, unplayable.")


def test_a_game_registers_its_own_body_and_catalog_fields(client: FlaskClient, wire: GameWire) -> None:
    assert _reaches_the_games_rules(client, {"game": "unplayable", "speed": "fast"})
    status, problem = _post(client, {"game": "unplayable", "speed": "warp"})
    assert status == 400 and [error["field"] for error in problem["errors"]] == ["speed"]
    catalog = client.get("/v1/variants").get_json()
    assert list(catalog) == [
        "variants", "rounds", "round_sizes", "golf_rule_options", "unplayable_options", "settings",
    ]  # fmt: skip
    assert [option["name"] for option in catalog["unplayable_options"]] == ["speed"]
    assert [setting["name"] for setting in catalog["settings"]] == ["explain", "double_tap", "autoplay"]


def test_a_game_has_one_set_of_wire_pieces(wire: GameWire) -> None:
    with pytest.raises(ValueError, match="the game unplayable has its wire pieces already"):
        WIRES.register(replace(wire))
