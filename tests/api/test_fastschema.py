"""The quick roads of ``fastschema.load`` and ``fastschema.dump`` answer exactly what
marshmallow's ``Schema.load`` and ``Schema.dump`` do: the same dict for a good body, the same
error messages for a bad one, the same JSON text for an answer; and the marshmallow behaviour
they rely on is pinned here, so an upgrade that changes it fails here first."""

from __future__ import annotations

import datetime as dt
import importlib.metadata
import json
import sys
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from flask import Flask
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, fields, missing, post_dump
from marshmallow.decorators import POST_DUMP, PRE_DUMP
from marshmallow.utils import ensure_text_type, get_value

from service.api import schemas
from service.api.web import fastschema
from tests.api.daily_play import board, finished_daily, me, submit
from tests.api.helpers import bearer, new_player, played, sealed

SCHEMAS: list[Schema] = [
    schemas.MOVE_REQUEST,
    schemas.SOLVE_REQUEST,
    schemas.HINT_REQUEST,
    schemas.NewPlayerSchema(),
    schemas.ResultSubmissionSchema(),
    schemas.GameSubmissionSchema(),
    schemas.DailyGameRequestSchema(),
    schemas.PageQuerySchema(),
    schemas.LeaderboardQuerySchema(),
]

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-10, 10**10)
    | st.floats(allow_nan=False)
    | st.sampled_from(
        [
            "draw",
            "undo",
            "remove",
            "tap",
            "move",
            "AS",
            "10H",
            "KD",
            "foundation",
            "tableau 2",
            "waste",
            "golf-easy",
            "canfield-draw3",
            "2026-12-01T10:00:00Z",
            "x",
            "",
            "20",
            "0",
        ]
    )
    | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=2)
        | st.dictionaries(st.sampled_from(["type", "card", "to"]), inner, max_size=3)
    ),
    max_leaves=4,
)


def bodies(schema: Schema) -> st.SearchStrategy[dict[str, Any]]:
    keys = st.sampled_from([*schema.fields, "extra"])
    return st.dictionaries(keys, JSON_VALUES, max_size=len(schema.fields) + 1)


def answer(load: Any, schema: Schema, body: dict[str, Any]) -> tuple[str, Any]:
    try:
        return "loaded", load(schema, body)
    except ValidationError as error:
        return "refused", error.messages


@pytest.mark.parametrize("schema", SCHEMAS, ids=lambda schema: type(schema).__name__)
@given(data=st.data())
def test_quick_road_answers_as_marshmallow_does(schema: Schema, data: st.DataObject) -> None:
    body = data.draw(bodies(schema))
    assert answer(fastschema.load, schema, body) == answer(Schema.load, schema, body)


@pytest.mark.parametrize(
    ("schema", "body"),
    [
        (schemas.MOVE_REQUEST, {"state": "s", "move": {"type": "remove", "column": 3}}),
        (schemas.PageQuerySchema(), {}),
        (schemas.LeaderboardQuerySchema(), {"variant": "golf-easy", "limit": "50"}),
    ],
)
def test_good_bodies_take_the_quick_road(
    schema: Schema, body: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fast path is the one a real move takes (else the speed-up would be silently lost)."""

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("Schema.load was called")

    monkeypatch.setattr(type(schema), "load", refuse)
    assert fastschema.load(schema, body) == Schema.load(schema, body)


# --- dump -----------------------------------------------------------------------------------

RESPONSE_SCHEMAS: list[type[Schema]] = [
    value
    for value in vars(schemas).values()
    if isinstance(value, type)
    and issubclass(value, Schema)
    and value is not Schema
    and not issubclass(value, schemas.StrictSchema)
]
"""Every answer's schema: those that are not strict (strict ones read requests)."""

ZONES = st.sampled_from([dt.UTC, dt.timezone(dt.timedelta(hours=-5, minutes=-30))])
TEXT = st.text(max_size=4)


def dumped_values(field: fields.Field[Any]) -> st.SearchStrategy[Any]:
    """Values an object may hold for ``field``: its own kind, None, and what marshmallow
    converts (an int for a text, a bool or a float for an integer, ...)."""
    kind = type(field)
    if isinstance(field, fields.Nested):
        nested = objects(field.schema)
        return st.none() | (st.lists(nested, max_size=3) if field.many else nested)
    if isinstance(field, fields.List):
        inner = dumped_values(field.inner)
        return st.none() | st.lists(inner, max_size=4) | st.lists(inner, max_size=2).map(tuple)
    by_kind: dict[type[fields.Field[Any]], st.SearchStrategy[Any]] = {
        fields.String: TEXT | st.integers(-5, 5) | st.uuids(),
        fields.UUID: st.uuids() | TEXT,
        fields.Integer: st.integers(-(2**70), 2**70) | st.booleans() | st.floats(-1e6, 1e6),
        fields.Float: st.floats(allow_nan=False, allow_infinity=False) | st.integers(-(2**60), 2**60),
        fields.Boolean: st.booleans() | st.integers(-1, 2),
        fields.Raw: JSON_VALUES,
        fields.Date: st.dates() | st.datetimes(timezones=ZONES),
        fields.AwareDateTime: st.datetimes(timezones=ZONES),
        schemas.ZuluDateTime: st.datetimes(timezones=ZONES),
        fields.Dict: st.dictionaries(TEXT, JSON_VALUES, max_size=3)
        | st.lists(st.tuples(TEXT, JSON_VALUES), max_size=2),
    }
    return st.none() | by_kind[kind]


def objects(schema: Schema) -> st.SearchStrategy[Any]:
    """What a route dumps with ``schema``: a dict, or an object with attributes (a
    dataclass of the store), each value there or not, and a player id for the fields
    that compute their value from it (a board's tag)."""
    values = {
        field.attribute or name: dumped_values(field)
        for name, field in schema.dump_fields.items()
        if not isinstance(field, fields.Function)
    }
    held = st.fixed_dictionaries({}, optional=values)
    computed = any(isinstance(field, fields.Function) for field in schema.dump_fields.values())
    as_object = st.builds(
        lambda held, player_id: SimpleNamespace(**{"player_id": player_id} | held), held, st.uuids()
    )
    return as_object if computed else held | as_object


@pytest.mark.parametrize("schema_class", RESPONSE_SCHEMAS, ids=lambda schema_class: schema_class.__name__)
@given(data=st.data())
def test_the_quick_dump_writes_what_marshmallow_writes(
    schema_class: type[Schema], data: st.DataObject
) -> None:
    """The same JSON text, key order and number types included; and without calling
    marshmallow (else the speed-up would be silently lost)."""
    schema = schema_class()
    obj = data.draw(objects(schema))
    expected = json.dumps(schema.dump(obj))
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(Schema, "dump", refuse)
        assert json.dumps(fastschema.dump(schema, obj)) == expected


def refuse(*args: Any, **kwargs: Any) -> None:
    raise AssertionError("marshmallow was called")


class Hooked(Schema):
    name = fields.String()

    @post_dump
    def shout(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        return {key: value.upper() for key, value in data.items()}


class Formatted(Schema):
    day = fields.Date(format="%d/%m/%Y")


class Inner(Schema):
    name = fields.String(dump_default="nobody")


class Outer(Schema):
    inner = fields.Nested(Inner)


@pytest.mark.parametrize(
    ("schema", "obj"),
    [
        (Hooked(), {"name": "x"}),
        (Formatted(), {"day": dt.date(2030, 1, 2)}),
        (Outer(), {"inner": {}}),
        (schemas.CheckSchema(many=True), [{"name": "db", "ok": True, "detail": "ok"}]),
        (schemas.CheckSchema(only=("name",)), {"name": "db", "ok": True, "detail": "ok"}),
    ],
)
def test_what_the_quick_dump_does_not_know_marshmallow_dumps(schema: Schema, obj: Any) -> None:
    assert fastschema.dump(schema, obj) == schema.dump(obj)


def test_the_database_routes_dump_on_the_quick_road(
    db_app: Flask, day: dt.date, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every answer of the daily and history routes is written without ``Schema.dump``
    (a route calling it, or an answer's schema it cannot compile, would answer 500)."""
    client = db_app.test_client()
    monkeypatch.setattr(Schema, "dump", refuse)
    player, token = new_player(client, "Quick")
    result = {"variant": "golf-easy", "state": finished_daily(db_app, client, day, token)}
    recorded = sealed(db_app, played("GO1-E-AAAAAAB"), player)
    history = f"/v1/players/{player}"
    answers = {
        "deals": client.get(f"/v1/daily/{day}"),
        "first result": submit(client, day, token, result),
        "resubmission": submit(client, day, token, result),
        "board": board(client, day, "variant=golf-easy&limit=1"),
        "own rank": me(client, day, token),
        "recorded game": client.post(f"{history}/games", json={"state": recorded}, headers=bearer(token)),
        "history": client.get(f"{history}/games?limit=1", headers=bearer(token)),
        "stats": client.get(f"{history}/stats", headers=bearer(token)),
    }
    assert {name: answer.status_code for name, answer in answers.items()} == {
        "deals": 200, "first result": 201, "resubmission": 200, "board": 200, "own rank": 200,
        "recorded game": 201, "history": 200, "stats": 200,
    }  # fmt: skip
    assert answers["board"].get_json()["entries"][0]["player"] == "Quick"
    assert [game["actions"] for game in answers["history"].get_json()["games"]] != [[]]


def schemas_in_use() -> dict[str, Schema]:
    """Every schema the service reads or writes with: the instances its modules hold, and
    an instance of each strict schema class (a query string's is made from its class)."""
    found: dict[str, Schema] = {}
    api = [sys.modules[name] for name in sorted(sys.modules) if name.startswith("service.api")]
    for module in [schemas, *api]:
        for name, value in vars(module).items():
            if isinstance(value, Schema):
                found[f"{module.__name__}.{name}"] = value
            elif isinstance(value, type) and issubclass(value, schemas.StrictSchema):
                found[f"{module.__name__}.{name}()"] = value()
    return found


def test_no_schema_of_the_service_takes_marshmallows_own_road(app: Flask) -> None:
    """The loud half of the fallback: a schema the quick roads cannot take (a hook, a
    renamed field, ``many``, a field type they do not know) fails here, not in a benchmark."""
    used = schemas_in_use()
    assert len(used) > 30
    requests = {name: schema for name, schema in used.items() if isinstance(schema, schemas.StrictSchema)}
    slow_loads = sorted(name for name, schema in requests.items() if not fastschema._plain(type(schema)))
    slow_dumps = sorted(
        name for name, schema in used.items() if name not in requests and fastschema._dumper(schema) is None
    )
    assert (slow_loads, slow_dumps) == ([], [])


# --- what fastschema relies on in marshmallow ------------------------------------------------


def test_marshmallow_is_the_major_version_fastschema_was_written_for() -> None:
    """Its private parts change between major versions: on 5, read ``fastschema`` again."""
    assert importlib.metadata.version("marshmallow").split(".")[0] == "4"


class Pinned(Schema):
    name = fields.String()
    day = fields.Date(attribute="when")
    tag = fields.Function(lambda obj: "t")

    @post_dump
    def keep(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        return data


def test_a_schema_class_declares_its_fields_and_hooks_where_fastschema_reads_them() -> None:
    assert list(Pinned._declared_fields) == ["name", "day", "tag"]
    assert all(isinstance(field, fields.Field) for field in Pinned._declared_fields.values())
    assert Pinned._hooks[POST_DUMP] and not Pinned._hooks[PRE_DUMP]
    assert not any(Outer._hooks.values())
    bound = Pinned()
    assert bound.dump_fields["day"].attribute == "when" and bound.dump_fields["name"].data_key is None
    assert bound.dump_fields["tag"].serialize_func is not None  # type: ignore[attr-defined]
    assert bound.dict_class is dict and Pinned.get_attribute is Schema.get_attribute


def test_temporal_fields_format_through_their_serialization_funcs() -> None:
    """The quick dump calls ``SERIALIZATION_FUNCS[format or DEFAULT_FORMAT]`` directly,
    for any Date or DateTime class that keeps the shared ``_serialize``."""
    assert fields.Date._serialize is fields.DateTime._serialize is fields.AwareDateTime._serialize
    assert schemas.ZuluDateTime._serialize is fields.Date._serialize
    at = dt.datetime(2026, 12, 1, 1, tzinfo=dt.UTC)
    temporal: list[tuple[fields.Date | fields.DateTime, dt.date]] = [
        (fields.Date(), at.date()),
        (fields.AwareDateTime(), at),
        (schemas.ZuluDateTime(), at),
    ]
    for field, value in temporal:
        iso: Callable[[Any], Any] = field.SERIALIZATION_FUNCS[field.format or field.DEFAULT_FORMAT]
        assert iso(value) == field.serialize("v", {"v": value})
    assert schemas.ZuluDateTime().serialize("v", {"v": at}) == "2026-12-01T01:00:00Z"


def test_marshmallow_reads_a_value_as_the_quick_dump_does() -> None:
    """``get_value``: a key of a mapping, else an attribute; ``ensure_text_type`` as ``str``;
    a plain ``Raw``/``Boolean`` field passes its value through ``Field._serialize``."""
    assert get_value({"a": 1}, "a") == 1 and get_value(SimpleNamespace(a=2), "a") == 2
    assert get_value({}, "a", missing) is missing
    assert ensure_text_type("text") == "text"
    assert fields.String().serialize("v", {"v": 5}) == "5"
    assert fields.Raw._serialize is fields.Field._serialize is fields.Boolean._serialize
    assert fields.Boolean().serialize("v", {"v": 2}) == 2
