"""The one module that knows marshmallow's insides: quicker roads for ``Schema.load`` and
``Schema.dump`` that answer exactly what they answer (``tests/api/test_fastschema.py``
proves it, pins the marshmallow behaviour relied on, and fails when a schema would take
marshmallow's own road; upgrading marshmallow: run it first).  The roads and their cost:
bench/http.md, "fastschema, decided with numbers".  Every answer is written through
``dump``, every body read through ``load``; the schemas know nothing of this."""

from __future__ import annotations

import functools
import logging
import weakref
from collections.abc import Callable
from typing import Any

from marshmallow import Schema, ValidationError, fields, missing
from marshmallow.decorators import POST_DUMP, PRE_DUMP
from marshmallow.utils import ensure_text_type, get_value

_LOG = logging.getLogger(__name__)


def load(schema: Schema, data: dict[str, Any]) -> dict[str, Any]:
    """``schema.load(data)``, with a quicker road for the common case: every key a field of
    the schema and every field's own checks passing answer the very dict ``load`` would
    (a field left out that has a default gets it, as ``load`` gives it).  Anything else (an
    unknown key, a missing required field, a field's error) takes ``load`` itself, for its
    exact error messages.  Only for schemas with no schema-level hooks (``load`` would run
    them); another schema takes ``load`` itself, and a warning says so once."""
    fields_ = schema.load_fields
    if data.keys() <= fields_.keys() and _plain(type(schema)):
        out: dict[str, Any] = {}
        for name, field in fields_.items():
            if name in data:
                try:
                    out[name] = field.deserialize(data[name])
                except ValidationError:
                    break
            elif field.required:
                break
            elif field.load_default is not missing:
                out[name] = field.deserialize(missing)
        else:
            return out
    loaded: dict[str, Any] = schema.load(data)
    return loaded


@functools.cache
def _plain(schema_class: type[Schema]) -> bool:
    """No hook to run and no field that reads or writes under another name: then a field's
    name is both its key in the data and in the answer, as the quick road assumes."""
    renamed = any(
        field.data_key is not None or field.attribute is not None
        for field in schema_class._declared_fields.values()
    )
    plain = not renamed and not any(schema_class._hooks.values())
    if not plain:
        _LOG.warning("%s is loaded by marshmallow's own load, the slow road", schema_class.__name__)
    return plain


Dumper = Callable[[Any], dict[str, Any]]
Convert = Callable[[Any], Any]


def dump(schema: Schema, obj: Any) -> dict[str, Any]:
    """``schema.dump(obj)``, with a quicker road: the schema compiled once into a list of
    its fields' keys, attributes and conversions, for the field types the answers use
    (marshmallow's generic machinery runs around each field and each list item).  A schema
    with a dump hook, ``many``, its own ``get_attribute`` or any field it does not know,
    nested or not, takes ``dump`` itself, and a warning says so once.  The answer is the
    same JSON document; the one liberty taken: a ``Dict`` field's dict is answered as it
    is, not copied (and so a ``List(Dict())`` of dicts), since the answer is only ever
    written out."""
    dumper = _dumper(schema)
    if dumper is None:
        dumped: dict[str, Any] = schema.dump(obj)
        return dumped
    return dumper(obj)


_DUMPERS: weakref.WeakKeyDictionary[Schema, Dumper | None] = weakref.WeakKeyDictionary()


def _dumper(schema: Schema) -> Dumper | None:
    try:
        return _DUMPERS[schema]
    except KeyError:
        dumper = _DUMPERS[schema] = None if schema.many else _object_dumper(schema)
        if dumper is None:
            _LOG.warning("%s is dumped by marshmallow's own dump, the slow road", type(schema).__name__)
        return dumper


def _object_dumper(schema: Schema) -> Dumper | None:
    """A function dumping one object as ``schema`` does (whatever its ``many``), or None."""
    if (
        type(schema).get_attribute is not Schema.get_attribute
        or schema.dict_class is not dict
        or schema._hooks.get(PRE_DUMP)
        or schema._hooks.get(POST_DUMP)
    ):
        return None
    parts: list[tuple[str, str | None, Convert]] = []
    for name, field in schema.dump_fields.items():
        key = name if field.data_key is None else field.data_key
        if type(field) is fields.Function and field.serialize_func is not None:
            parts.append((key, None, field.serialize_func))  # it reads the whole object
            continue
        convert = _converter(field)
        attribute = name if field.attribute is None else field.attribute
        if convert is None or field.dump_default is not missing or "." in attribute:
            return None
        parts.append((key, attribute, convert))

    def dump_object(obj: Any) -> dict[str, Any]:
        get = get_value if hasattr(obj, "__getitem__") else getattr  # as marshmallow reads
        out: dict[str, Any] = {}
        for key, attribute, convert in parts:
            if attribute is None:
                out[key] = convert(obj)
            else:
                value = get(obj, attribute, missing)
                if value is not missing:
                    out[key] = convert(value)
        return out

    if any(attribute is not None and hasattr(dict, attribute) for _, attribute, _ in parts):
        return dump_object  # get_value falls back to getattr: a field named ``items`` reads the method
    return _dict_dumper(parts, dump_object)


_SAME_TYPE: dict[Convert, str] = {}
"""Converters that answer a value of this type as it is: the unrolled dump skips the call."""


def _dict_dumper(parts: list[tuple[str, str | None, Convert]], otherwise: Dumper) -> Dumper:
    """``otherwise``, unrolled for a plain dict (what most answers are built as): one line a
    field, ``obj.get`` for ``get_value`` (the same for a key no dict attribute shares), and
    no call for a value already of its answer's type (the game document, on every move)."""
    lines = ["def dump_dict(obj):", "    if type(obj) is not dict:", "        return otherwise(obj)"]
    lines += ["    get = obj.get", "    out = {}"]
    scope: dict[str, Any] = {"otherwise": otherwise, "missing": missing}
    for index, (key, attribute, convert) in enumerate(parts):
        scope[f"c{index}"] = convert
        if attribute is None:
            lines.append(f"    out[{key!r}] = c{index}(obj)")
            continue
        same = _SAME_TYPE.get(convert)
        value = f"c{index}(value)" if same is None else f"value if type(value) is {same} else c{index}(value)"
        lines += [f"    value = get({attribute!r}, missing)", "    if value is not missing:"]
        lines.append(f"        out[{key!r}] = {'value' if convert is _itself else value}")
    lines.append("    return out")
    exec("\n".join(lines), scope)  # source built above from field names, repr-quoted
    dump_dict: Dumper = scope["dump_dict"]
    return dump_dict


def _converter(field: fields.Field[Any]) -> Convert | None:
    """What ``field._serialize`` does to a value, without the generic machinery around
    it; None for a field this does not know, or whose options change that."""
    if type(field) in (fields.Raw, fields.Boolean) and type(field)._serialize is fields.Field._serialize:
        return _itself
    if type(field) is fields.String:
        return _text
    if type(field) is fields.UUID:
        return _uuid_text
    if type(field) is fields.Integer and not field.as_string:
        return _integer
    if type(field) is fields.Float and not field.as_string:
        return _float
    if isinstance(field, fields.Date | fields.DateTime) and type(field)._serialize is fields.Date._serialize:
        iso = field.SERIALIZATION_FUNCS.get(field.format or field.DEFAULT_FORMAT)
        return None if iso is None else functools.partial(_formatted, iso)
    if type(field) is fields.Dict and field.key_field is None and field.value_field is None:
        return _mapping
    if type(field) is fields.List:
        each = _converter(field.inner)
        if each is _mapping:
            return _mappings
        return None if each is None else functools.partial(_listed, each)
    if type(field) is fields.Nested:
        one = _object_dumper(field.schema)
        if one is None:
            return None
        return functools.partial(_nested_list if field.schema.many or field.many else _nested, one)
    return None


def _itself(value: Any) -> Any:
    return value


def _text(value: Any) -> str | None:
    return value if type(value) is str else None if value is None else ensure_text_type(value)


def _uuid_text(value: Any) -> str | None:
    return None if value is None else str(value)


def _integer(value: Any) -> int | None:
    return value if type(value) is int else None if value is None else int(value)


def _float(value: Any) -> float | None:
    return value if type(value) is float else None if value is None else float(value)


def _formatted(iso: Callable[[Any], Any], value: Any) -> Any:
    return None if value is None else iso(value)


def _mapping(value: Any) -> dict[Any, Any] | None:
    return value if type(value) is dict else None if value is None else dict(value)


def _mappings(values: Any) -> list[Any] | None:
    """A list of dicts (an action log), answered as it is."""
    if type(values) is list and all(type(value) is dict for value in values):
        return values
    return _listed(_mapping, values)


def _listed(each: Convert, values: Any) -> list[Any] | None:
    return None if values is None else [each(value) for value in values]


def _nested(one: Dumper, value: Any) -> dict[str, Any] | None:
    return None if value is None else one(value)


def _nested_list(one: Dumper, values: Any) -> list[dict[str, Any]] | None:
    return None if values is None else [one(value) for value in values]


_SAME_TYPE.update({_text: "str", _integer: "int", _float: "float", _mapping: "dict"})
