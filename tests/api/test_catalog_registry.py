"""A game registered later (issue 32) joins the catalog and the new-game bodies without an
edit of a shared module: its variants are listed by ``GET /v1/variants`` (rebuilt when the
registries change), and ``POST /v1/games`` reads its body through the schema it registers
(``WIRES.register``), or else the generic one (``game``, ``layout``, the settings)."""

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
from service.engine import GAMES, variant_of
from service.engine.canfield import CanfieldGame
from service.engine.registry import GameEntry, VariantFacts
from service.engine.rules import CANFIELD_DRAW3, CanfieldRules
from tests.api.helpers import start


class ThirdRules(CanfieldRules):
    """A third game's rules: Canfield's, under a class of its own."""


class ThirdGame(CanfieldGame):
    game = "third"
    KIND = 99


THIRD_VARIANT = VariantFacts("third-draw3", 99, ThirdRules(), "Third, draw 3")
THIRD: GameEntry = replace(
    GAMES.of_rules(CANFIELD_DRAW3),
    game_class=ThirdGame,
    rules_type=ThirdRules,
    code_prefix="TH1",
    rules_of_body=lambda body: ThirdRules(),
    new_game_body=lambda rules: {"game": "third"},
    variants=(THIRD_VARIANT,),
)


class NewThirdGameSchema(SettingsFields):
    game = fields.String(required=True, validate=validate.Equal("third"))
    speed = fields.String(validate=validate.OneOf(("slow", "fast")))


THIRD_WIRE = GameWire(
    "third",
    NewThirdGameSchema(),
    catalog={
        "third_options": CatalogField(
            fields.List(fields.Nested(RuleOptionSchema), required=True),
            [option("speed", "string", "slow", "how fast", ["slow", "fast"])],
        )
    },
    settings=(option("autoplay", "boolean", False, "plays the obvious moves"),),
)


@pytest.fixture
def third() -> Iterator[GameEntry]:
    GAMES.register(THIRD)
    yield THIRD
    GAMES.unregister(THIRD)


@pytest.fixture
def third_wire(third: GameEntry) -> Iterator[GameWire]:
    WIRES.register(THIRD_WIRE)
    yield THIRD_WIRE
    WIRES.unregister(THIRD_WIRE)


def _post(client: FlaskClient, body: dict[str, Any]) -> tuple[int, Any]:
    response = client.post("/v1/games", json=body, headers={"Accept-Language": "en"})
    return response.status_code, response.get_json()


def test_a_game_registered_later_is_listed_and_leaves_the_catalog_as_it_was(client: FlaskClient) -> None:
    before = client.get("/v1/variants")
    GAMES.register(THIRD)
    try:
        during = client.get("/v1/variants")
    finally:
        GAMES.unregister(THIRD)
    assert during.headers["ETag"] != before.headers["ETag"]
    listed = during.get_json()["variants"][-1]
    assert listed["name"] == "third-draw3" and listed["title"] == "Third, draw 3"
    assert listed["new_game"] == {"game": "third"}
    assert "third-draw3" not in {variant["name"] for variant in during.get_json()["rounds"]}
    assert client.get("/v1/variants").data == before.data


def test_its_variant_is_listed_but_no_record_names_it(third: GameEntry) -> None:
    assert variant_of(THIRD_VARIANT.rules) is None


def test_a_game_without_wire_pieces_takes_the_generic_body(client: FlaskClient, third: GameEntry) -> None:
    game = start(client, {"game": "third", "explain": False})
    assert game["game"] == "third" and game["settings"]["explain"] is False
    assert (
        client.post("/v1/moves", json={"state": game["state"], "move": {"type": "draw"}}).status_code == 200
    )
    status, problem = _post(client, {"game": "third", "speed": "fast"})
    assert status == 400 and problem["errors"] == [{"field": "speed", "message": "Unknown field."}]
    status, problem = _post(client, {"game": "third", "layout": [1]})
    assert status == 400 and problem["errors"][0]["field"] == "layout"


def test_the_refusal_of_a_body_of_no_game_lists_the_registered_games(
    client: FlaskClient, third: GameEntry
) -> None:
    status, problem = _post(client, {"game": "chess"})
    assert status == 400
    assert problem["errors"] == [
        {"field": "game", "message": 'Give either "code", or "game" naming a game: golf, canfield, third.'}
    ]
    russian = client.post("/v1/games", json={"game": 7}, headers={"Accept-Language": "ru"}).get_json()
    assert russian["errors"][0]["message"].endswith("с названием игры: golf, canfield, third.")


def test_a_game_registers_its_own_body_and_catalog_fields(client: FlaskClient, third_wire: GameWire) -> None:
    assert start(client, {"game": "third", "speed": "fast"})["game"] == "third"
    status, problem = _post(client, {"game": "third", "speed": "warp"})
    assert status == 400 and problem["errors"][0]["field"] == "speed"
    catalog = client.get("/v1/variants").get_json()
    assert list(catalog)[-2:] == ["third_options", "settings"]
    assert [option["name"] for option in catalog["third_options"]] == ["speed"]
    assert [setting["name"] for setting in catalog["settings"]] == ["explain", "double_tap", "autoplay"]
    assert "golf_rule_options" in catalog


def test_a_game_has_one_set_of_wire_pieces(third_wire: GameWire) -> None:
    with pytest.raises(ValueError, match="the game third has its wire pieces already"):
        WIRES.register(replace(third_wire))
