"""Every operation in openapi.yaml shows an example of its request body and of every answer
it documents (problem+json included), and every example is valid against its schema: what a
client team reads first, and what ``prism mock openapi.yaml`` answers, is a document the
service could have sent."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import yaml
from flask import Flask
from jsonschema import Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from tests.contract.spec import SPEC_PATH

SPEC: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text())
SPEC_URI = "urn:solitaire:openapi"
METHODS = ("get", "put", "post", "delete", "patch")


def _pointer(*parts: str) -> str:
    return "".join("/" + part.replace("~", "~0").replace("/", "~1") for part in parts)


def _follow(spec: dict[str, Any], node: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """A ``$ref`` object's target and its pointer (None when ``node`` is no reference)."""
    if "$ref" not in node:
        return node, None
    pointer = node["$ref"].removeprefix("#")
    target: Any = spec
    for part in pointer.strip("/").split("/"):
        target = target[part.replace("~1", "/").replace("~0", "~")]
    return target, pointer


def _media_types(spec: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Each request body's and response's media type: (what it is, its pointer, the object)."""
    for path, item in spec["paths"].items():
        for method in METHODS:
            operation = item.get(method)
            if operation is None:
                continue
            where = f"{method.upper()} {path}"
            parts: list[tuple[str, dict[str, Any], str]] = []
            if "requestBody" in operation:
                body, pointer = _follow(spec, operation["requestBody"])
                parts.append(("request", body, pointer or _pointer("paths", path, method, "requestBody")))
            for status, answer in operation["responses"].items():
                response, pointer = _follow(spec, answer)
                own = _pointer("paths", path, method, "responses", str(status))
                parts.append((str(status), response, pointer or own))
            for what, part, pointer in parts:
                for media_type, media in part.get("content", {}).items():
                    yield f"{where} {what} {media_type}", pointer + _pointer("content", media_type), media


def _examples(spec: dict[str, Any], media: dict[str, Any]) -> dict[str, Any]:
    named = {name: _follow(spec, example)[0]["value"] for name, example in media.get("examples", {}).items()}
    if "example" in media:
        named["example"] = media["example"]
    return named


def contract_problems(spec: dict[str, Any]) -> list[str]:
    """What keeps ``spec``'s examples from serving clients: a body or answer without an
    example, an example its schema refuses (formats such as uuid and date-time checked).  A
    media type without a schema (the YAML of ``GET /openapi.yaml``) still needs an example."""
    registry = Registry().with_resource(SPEC_URI, DRAFT202012.create_resource(spec))
    problems = []
    for where, pointer, media in _media_types(spec):
        examples = _examples(spec, media)
        if not examples:
            problems.append(f"{where}: no example")
        if "schema" not in media:
            continue
        validator = Draft202012Validator(
            {"$ref": f"{SPEC_URI}#{pointer}/schema"},
            registry=registry,
            format_checker=Draft202012Validator.FORMAT_CHECKER,
        )
        for name, value in examples.items():
            problems.extend(
                f"{where} example {name!r}: {error.message}" for error in validator.iter_errors(value)
            )
    return problems


def test_every_body_and_answer_has_a_valid_example() -> None:
    assert contract_problems(SPEC) == []
    assert sum(1 for _ in _media_types(SPEC)) > 100


def test_every_parameter_example_is_valid_against_its_schema() -> None:
    parameters = [
        _follow(SPEC, parameter)[0]
        for item in SPEC["paths"].values()
        for operation in [item, *(item.get(method, {}) for method in METHODS)]
        for parameter in operation.get("parameters", [])
    ]
    checked = 0
    for parameter in parameters:
        validator = Draft202012Validator(
            parameter["schema"], format_checker=Draft202012Validator.FORMAT_CHECKER
        )
        for name, example in parameter.get("examples", {}).items():
            assert validator.is_valid(example["value"]), (parameter["name"], name)
            checked += 1
    assert checked >= 5


def test_the_move_examples_are_what_the_service_answers(app: Flask) -> None:
    """The states are sealed with the published example key, which the test app seals with."""
    examples = SPEC["paths"]["/v1/moves"]["post"]["requestBody"]["content"]["application/json"]["examples"]
    for request, answer in (("draw", "GolfGameAfterDraw"), ("refusedTap", "GolfMoveRefused")):
        response = app.test_client().post(
            "/v1/moves", json=examples[request]["value"], headers={"Accept-Language": "en"}
        )
        documented = SPEC["components"]["examples"][answer]["value"]
        assert response.status_code == 200
        assert {**response.get_json(), "state": documented["state"]} == documented


def test_a_missing_or_wrong_example_is_caught() -> None:
    broken = copy.deepcopy(SPEC)
    del broken["paths"]["/v1/variants"]["get"]["responses"]["200"]["content"]["application/json"]["examples"]
    broken["components"]["examples"]["GolfGame"]["value"]["game_id"] = "not-a-uuid"
    unauthorized = broken["components"]["responses"]["Unauthorized"]["content"]["application/problem+json"]
    del unauthorized["examples"]["noToken"]["value"]["status"]
    problems = contract_problems(broken)
    assert "GET /v1/variants 200 application/json: no example" in problems
    assert any(
        problem.startswith("POST /v1/games 201 application/json example 'documentedGolf'")
        and "uuid" in problem
        for problem in problems
    ), problems
    assert any("'status' is a required property" in problem for problem in problems), problems
