"""The quick road of ``schemas.load`` answers exactly what marshmallow's ``Schema.load`` does:
the same dict for a good body, the same error messages for a bad one."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError

from service.api import schemas

SCHEMAS: list[Schema] = [
    *schemas.MOVE_SCHEMAS.values(),
    schemas.MOVE_REQUEST,
    schemas.SOLVE_REQUEST,
    schemas.HINT_REQUEST,
    schemas.NewPlayerSchema(),
    schemas.ResultSubmissionSchema(),
    schemas.GameSubmissionSchema(),
    schemas.DailyGameRequestSchema(),
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
    assert answer(schemas.load, schema, body) == answer(Schema.load, schema, body)


@pytest.mark.parametrize(
    ("schema", "body"),
    [
        (schemas.MOVE_SCHEMAS["tap"], {"type": "tap", "card": "7H"}),
        (schemas.MOVE_SCHEMAS["move"], {"type": "move", "card": "AS", "to": "foundation"}),
        (schemas.MOVE_REQUEST, {"state": "s", "move": {"type": "remove", "column": 3}}),
    ],
)
def test_good_bodies_take_the_quick_road(
    schema: Schema, body: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fast path is the one a real move takes (else the speed-up would be silently lost)."""

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("Schema.load was called")

    monkeypatch.setattr(type(schema), "load", refuse)
    assert schemas.load(schema, body) == Schema.load(schema, body)
