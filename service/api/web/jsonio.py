"""JSON in and out of the API, with orjson.

orjson writes a game document about ten times faster than the standard library
(bench/http.md) and is stricter where clients' mistakes
hide: it refuses ``NaN``/``Infinity``, invalid UTF-8 and nesting beyond 1024 levels, so
each of those is a plain 400 instead of a value that surprises the schema later.
"""

from __future__ import annotations

from typing import Any

import orjson
from flask.json.provider import JSONProvider

JSONDecodeError = orjson.JSONDecodeError


def parse(data: bytes | str) -> Any:
    """The value of a JSON text; ``JSONDecodeError`` (a ``ValueError``) if it is not one."""
    return orjson.loads(data)


def serialize(value: Any) -> bytes:
    """Compact UTF-8 JSON; dates and times as RFC 3339, anything else unknown as its text."""
    return orjson.dumps(value, default=str)


class OrjsonProvider(JSONProvider):
    """Flask's ``jsonify`` and the test client's ``get_json`` through the same library."""

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return serialize(obj).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return parse(s)
