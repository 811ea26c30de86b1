"""openapi.yaml is valid OpenAPI 3.1, names exactly the routes the app serves, and agrees
with the marshmallow schemas on what a well-formed body is."""

from __future__ import annotations

import re
from typing import Any

import yaml
from flask import Flask
from marshmallow import Schema
from openapi_spec_validator import validate

from service.api import schemas
from service.api.ops import webclient
from service.api.schemas import canfield, golf
from service.api.web import inputs
from service.engine import DAILY_VARIANTS, VARIANTS
from service.engine.canfield import CanfieldGame
from service.engine.games import GAMES
from service.players import names
from tests.contract.spec import SPEC_PATH

SPEC: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text())
COMPONENTS = SPEC["components"]["schemas"]
IMPLICIT_METHODS = {"HEAD", "OPTIONS"}


def test_the_spec_is_valid_openapi_3_1() -> None:
    assert SPEC["openapi"].startswith("3.1")
    validate(SPEC)


def test_the_spec_and_the_url_map_name_the_same_routes(app: Flask) -> None:
    """Every route but the web client's (/play: a client of the API, not part of it)."""
    served = {
        (re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule), method.lower())
        for rule in app.url_map.iter_rules()
        if not rule.endpoint.startswith(f"{webclient.bp.name}.")
        for method in (rule.methods or set()) - IMPLICIT_METHODS
    }
    documented = {
        (path, method) for path, item in SPEC["paths"].items() for method in item if method != "parameters"
    }
    assert served == documented


def test_card_and_length_rules_match_the_schemas() -> None:
    assert COMPONENTS["Card"]["pattern"] == schemas.CARD_PATTERN
    assert COMPONENTS["MoveRequest"]["properties"]["state"]["maxLength"] == schemas.MAX_STATE_CHARS
    assert COMPONENTS["NewGameFromCode"]["properties"]["code"]["maxLength"] == schemas.MAX_CODE_CHARS
    assert COMPONENTS["TransferMove"]["properties"]["to"]["enum"] == list(CanfieldGame.MOVE_TARGETS)


def _properties(name: str) -> set[str]:
    return set(COMPONENTS[name]["properties"])


def _assert_same_fields(pairs: dict[str, type[Schema]]) -> None:
    """Each component names the fields of its schema (by their keys in JSON), and requires
    the required ones."""
    for component, schema in pairs.items():
        keys = {field.data_key or name: field for name, field in schema().fields.items()}
        assert _properties(component) == set(keys), component
        required = {key for key, field in keys.items() if field.required}
        assert set(COMPONENTS[component].get("required", [])) == required, component


def test_request_bodies_have_the_same_fields_as_the_schemas() -> None:
    pairs: dict[str, type[Schema]] = {
        "MoveRequest": schemas.MoveRequestSchema,
        "NewGameFromCode": schemas.NewGameFromCodeSchema,
        "NewGolfGame": golf.NewGolfGameSchema,
        "NewCanfieldGame": canfield.NewCanfieldGameSchema,
        "GolfRuleOptions": golf.GolfRuleOptionsSchema,
        "GolfLayout": golf.GolfLayoutSchema,
        "CanfieldLayout": canfield.CanfieldLayoutSchema,
        "DailyGameRequest": schemas.DailyGameRequestSchema,
    }
    _assert_same_fields(pairs)


def test_each_move_has_the_fields_the_engine_reads() -> None:
    """A move's shape is the engine's (``move_from_json``); the schema checks an object only."""
    fields = {kind: move.FIELDS for kind, move in GAMES.moves.items()}
    moves = {"DrawMove": "draw", "UndoMove": "undo", "RemoveMove": "remove", "TapMove": "tap",
             "TransferMove": "move", "NextHoleMove": "next-hole"}  # fmt: skip
    for component, kind in moves.items():
        assert _properties(component) == fields[kind], component
        assert set(COMPONENTS[component]["required"]) == fields[kind], component
        assert COMPONENTS[component]["properties"]["type"]["const"] == kind, component
    column = COMPONENTS["RemoveMove"]["properties"]["column"]
    assert (column["minimum"], column["maximum"]) == (1, 7)


def test_response_bodies_have_the_same_fields_as_the_schemas() -> None:
    pairs = {
        "GameDocument": schemas.GameDocumentSchema,
        "DailyTag": schemas.DailyTagSchema,
        "CodeDescription": schemas.CodeDescriptionSchema,
        "Variants": schemas.WIRES.catalog_schema(),
        "Health": schemas.HealthSchema,
        "Settings": schemas.SettingsSchema,
        "Check": schemas.CheckSchema,
        "Option": schemas.RuleOptionSchema,
        "Solution": schemas.SolutionSchema,
        "Hint": schemas.HintSchema,
    }
    for component, schema in pairs.items():
        assert _properties(component) == set(schema().fields), component


def test_the_database_routes_bodies_have_the_same_fields_as_the_schemas() -> None:
    _assert_same_fields(
        {
            "NewPlayer": schemas.NewPlayerSchema,
            "ResultSubmission": schemas.ResultSubmissionSchema,
            "GameSubmission": schemas.GameSubmissionSchema,
            "PlayerCreated": schemas.PlayerCreatedSchema,
            "DailyDeals": schemas.DailyDealsSchema,
            "DailyDeal": schemas.DailyDealSchema,
            "DailyStanding": schemas.DailyStandingSchema,
            "Leaderboard": schemas.LeaderboardSchema,
            "LeaderboardEntry": schemas.LeaderboardEntrySchema,
            "RecordedGame": schemas.RecordedGameSchema,
            "GamesPage": schemas.GamesPageSchema,
            "PlayerStats": schemas.PlayerStatsSchema,
            "VariantStats": schemas.VariantStatsSchema,
            "DailyRecord": schemas.DailyRecordSchema,
            "Streak": schemas.StreakSchema,
            "PlayerBadges": schemas.PlayerBadgesSchema,
            "MonthBadges": schemas.MonthBadgesSchema,
            "MonthBadge": schemas.MonthBadgeSchema,
            "RecordDay": schemas.RecordDaySchema,
            "RecordEntry": schemas.RecordEntrySchema,
            "BoardStats": schemas.BoardStatsSchema,
            "Histogram": schemas.HistogramSchema,
            "HistogramBucket": schemas.BucketSchema,
            "FollowRequest": schemas.FollowRequestSchema,
            "Friend": schemas.FriendSchema,
            "FriendsPage": schemas.FriendsPageSchema,
            "DuelRequest": schemas.DuelRequestSchema,
            "DuelJoinRequest": schemas.DuelJoinRequestSchema,
            "DuelResultSubmission": schemas.DuelResultSubmissionSchema,
            "DuelGame": schemas.DuelGameSchema,
            "Duel": schemas.DuelSchema,
            "DuelSide": schemas.DuelSideSchema,
            "DuelResult": schemas.DuelResultSchema,
            "DuelSolution": schemas.DuelSolutionSchema,
            "DuelsPage": schemas.DuelsPageSchema,
            "GroupStanding": schemas.GroupStandingSchema,
            "OwnProfile": schemas.OwnProfileSchema,
            "Device": schemas.DeviceSchema,
            "Devices": schemas.DevicesSchema,
            "LinkCode": schemas.LinkCodeSchema,
            "LinkRequest": schemas.LinkRequestSchema,
            "LinkedDevice": schemas.LinkedDeviceSchema,
            "RecoveryCode": schemas.RecoveryCodeSchema,
            "RecoverRequest": schemas.RecoverRequestSchema,
        }
    )
    assert COMPONENTS["FollowRequest"]["properties"]["player"]["pattern"] == schemas.FRIEND_PATTERN
    parameters = SPEC["components"]["parameters"]
    name = COMPONENTS["NewPlayer"]["properties"]["name"]
    assert name["pattern"] == names.SHAPE_PATTERN and name["maxLength"] == names.MAX_CHARS
    assert f"{names.MAX_WIDTH} columns" in name["description"]
    assert COMPONENTS["VariantName"]["enum"] == list(DAILY_VARIANTS)
    assert COMPONENTS["AnyVariantName"]["enum"] == list(VARIANTS)
    assert parameters["Date"]["schema"]["pattern"] == inputs.DATE_PATTERN
    assert parameters["Limit"]["schema"]["maximum"] == schemas.MAX_PAGE_SIZE
    assert parameters["Limit"]["schema"]["default"] == schemas.DEFAULT_PAGE_SIZE
    assert parameters["After"]["schema"]["maxLength"] == schemas.MAX_CURSOR_CHARS
