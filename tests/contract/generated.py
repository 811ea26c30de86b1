"""What a generated client must hold of openapi.yaml: every route (its operation), each of
its parameters, every status it documents with each media type, and every field of every
object schema.  A generator that drops a piece (an untyped array made openapi-python-client
drop ``Option`` and ``Variants``) leaves a client that compiles and misses a route: these
checks find the gap, in the TypeScript types (openapi-typescript) and in the Python client
(openapi-python-client)."""

from __future__ import annotations

import importlib
import inspect
import json
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import attrs
import httpx
import yaml
from openapi_python_client.strings import ClassName, PythonIdentifier, pascal_case, snake_case

from tests.contract.spec import SPEC_PATH

SPEC: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text())
METHODS = ("get", "put", "post", "delete", "patch")
FIELD_PREFIX = "field_"
"""openapi-python-client's prefix for a property name that is no Python identifier (its default)."""


def resolve(spec: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        target: Any = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        node = target
    return node


@dataclass(frozen=True)
class Operation:
    path: str
    method: str
    spec: dict[str, Any]
    parameters: list[dict[str, Any]]

    @property
    def name(self) -> str:
        return f"{self.method.upper()} {self.path}"

    @property
    def operation_id(self) -> str:
        return str(self.spec["operationId"])

    def responses(self, spec: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
        for status, response in self.spec["responses"].items():
            yield str(status), resolve(spec, response)


def operations(spec: dict[str, Any]) -> Iterator[Operation]:
    for path, item in spec["paths"].items():
        for method in METHODS:
            if method in item:
                shared, own = item.get("parameters", []), item[method].get("parameters", [])
                yield Operation(path, method, item[method], [resolve(spec, p) for p in [*shared, *own]])


def properties(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    """A schema's properties, with those of each schema it is ``allOf``."""
    merged: dict[str, Any] = {}
    for part in schema.get("allOf", []):
        merged |= properties(spec, resolve(spec, part))
    return merged | schema.get("properties", {})


def object_schemas(spec: dict[str, Any]) -> Iterator[tuple[list[str], dict[str, Any]]]:
    """Every object schema with properties, with their names: a component (``[name]``),
    then inline objects among its own properties, as a property (``[name, property]``) or
    an array's items (``[name, property, "[]"]``).  (Those of a schema it is ``allOf`` are
    that schema's: generators name them after it.)"""

    def walk(place: list[str], schema: dict[str, Any]) -> Iterator[tuple[list[str], dict[str, Any]]]:
        yield place, properties(spec, schema)
        for name, node in schema.get("properties", {}).items():
            if "properties" in node:
                yield from walk([*place, name], node)
            elif "properties" in node.get("items", {}):
                yield from walk([*place, name, "[]"], node["items"])

    for name, schema in spec["components"]["schemas"].items():
        if properties(spec, schema):
            yield from walk([name], schema)


# --- the TypeScript types -----------------------------------------------------------------


def typescript_coverage(spec: dict[str, Any], types_module: str) -> tuple[str, list[str]]:
    """A TypeScript module that compiles only if the types in ``types_module`` hold every
    route, parameter, status, media type and field of ``spec``, and what each of its lines
    checks (tsc names the line of a gap)."""
    lines = [
        f'import type {{ components, operations, paths }} from "{types_module}";',
        "// Present<T> is true for any type but never and undefined (a route the types left out).",
        "type Present<T> = [T] extends [never] ? false : [T] extends [undefined] ? false : true;",
        "type Holds<T extends true> = T;",
    ]
    checks = ["", "", "", ""]

    def check(what: str, accessor: str) -> None:
        lines.append(f"export type Check{len(lines)} = Holds<Present<{accessor}>>;")
        checks.append(what)

    for operation in operations(spec):
        route = f"paths[{json.dumps(operation.path)}][{json.dumps(operation.method)}]"
        check(operation.name, route)
        own = f"operations[{json.dumps(operation.operation_id)}]"
        check(f"{operation.name}: operation {operation.operation_id}", own)
        for parameter in operation.parameters:
            where = f"NonNullable<{own}['parameters'][{json.dumps(parameter['in'])}]>"
            name = parameter["name"]
            check(f"{operation.name}: parameter {name}", f"{where}[{json.dumps(name)}]")
        for status, response in operation.responses(spec):
            answer = f"{own}['responses'][{status}]"
            check(f"{operation.name}: status {status}", answer)
            for media_type in response.get("content", {}):
                content = f"{answer}['content'][{json.dumps(media_type)}]"
                check(f"{operation.name}: {status} {media_type}", content)
    for place, named in object_schemas(spec):
        accessor = f"components['schemas'][{json.dumps(place[0])}]"
        for part in place[1:]:
            accessor = f"NonNullable<{accessor}>" + ("[number]" if part == "[]" else f"[{json.dumps(part)}]")
        for name in named:
            check(f"{'.'.join(place)}.{name}", f"NonNullable<{accessor}>[{json.dumps(name)}]")
    return "\n".join(lines) + "\n", checks


# --- the Python client ----------------------------------------------------------------------


def python_client_gaps(package: ModuleType, spec: dict[str, Any] = SPEC) -> list[str]:
    """What the generated ``package`` lacks of ``spec``: an operation's module, one of its
    parameters, a status its answer parser does not take (each documented example is
    parsed), a property of an object schema not in its model."""
    gaps: list[str] = []
    client = package.Client(base_url="http://contract.invalid", raise_on_unexpected_status=True)
    for operation in operations(spec):
        tag, function = snake_case(operation.spec["tags"][0]), snake_case(operation.operation_id)
        try:
            module = importlib.import_module(f"{package.__name__}.api.{tag}.{function}")
        except ModuleNotFoundError:
            gaps.append(f"{operation.name}: no module api.{tag}.{function}")
            continue
        arguments = set(inspect.signature(module.sync_detailed).parameters)
        for parameter in operation.parameters:
            if PythonIdentifier(parameter["name"], FIELD_PREFIX) not in arguments:
                gaps.append(f"{operation.name}: no parameter {parameter['name']}")
        if "requestBody" in operation.spec and "body" not in arguments:
            gaps.append(f"{operation.name}: no request body")
        for status, response in operation.responses(spec):
            parsed = _parse_gaps(spec, module, client, status, response)
            gaps.extend(f"{operation.name}: {status} {gap}" for gap in parsed)
    models = importlib.import_module(f"{package.__name__}.models")
    for place, named in object_schemas(spec):
        class_name = "".join(
            ClassName(part, FIELD_PREFIX) if index == 0 else "Item" if part == "[]" else pascal_case(part)
            for index, part in enumerate(place)
        )
        model = getattr(models, class_name, None)
        if model is None:
            gaps.append(f"{'.'.join(place)}: no model {class_name}")
            continue
        fields = attrs.fields_dict(model)
        gaps.extend(
            f"{'.'.join(place)}.{name}: not in {class_name}"
            for name in named
            if PythonIdentifier(name, FIELD_PREFIX) not in fields
        )
    return gaps


def _parse_gaps(
    spec: dict[str, Any], module: ModuleType, client: Any, status: str, response: dict[str, Any]
) -> Iterator[str]:
    """The operation's answer parser on each example of a documented answer (an empty body
    when the answer has none): it must take the status and, where there is a schema, parse."""
    bodies: list[tuple[str, httpx.Response]] = []
    for media_type, media in response.get("content", {}).items():
        for name, example in media.get("examples", {}).items():
            value = resolve(spec, example)["value"]
            if media_type.endswith("json"):
                answer = httpx.Response(int(status), json=value)
            else:
                text = value if isinstance(value, str) else yaml.safe_dump(value)
                answer = httpx.Response(int(status), text=text, headers={"Content-Type": media_type})
            bodies.append((f"{media_type} example {name!r}", answer))
    for what, answer in bodies or [("(no body)", httpx.Response(int(status)))]:
        try:
            parsed = module._parse_response(client=client, response=answer)
        except Exception as error:  # UnexpectedStatus for a status left out, else a parse error
            yield f"{what}: {type(error).__name__}: {str(error).splitlines()[0]}"
            continue
        if parsed is None and any("schema" in media for media in response.get("content", {}).values()):
            yield f"{what}: parsed as nothing"
