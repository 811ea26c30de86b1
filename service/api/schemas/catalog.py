"""The catalog: the variants on offer, and what a game code says."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, fields


class VariantSchema(Schema):
    name = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    code_prefix = fields.String(required=True)
    new_game = fields.Dict(required=True)
    rules = fields.Dict(required=True)


class RuleOptionSchema(Schema):
    name = fields.String(required=True)
    type = fields.String(required=True)
    default = fields.Raw(required=True)
    choices = fields.List(fields.Raw())
    description = fields.String(required=True)


def option(
    name: str, kind: str, default: Any, description: str, choices: list[Any] | None = None
) -> dict[str, Any]:
    """A rule option or a setting as the catalog lists it (``RuleOptionSchema``)."""
    described: dict[str, Any] = {"name": name, "type": kind, "default": default, "description": description}
    if choices is not None:
        described["choices"] = choices
    return described


_SHARED_FIELDS: Mapping[str, fields.Field[Any]] = {
    "variants": fields.List(fields.Nested(VariantSchema), required=True),
    "rounds": fields.List(fields.Nested(VariantSchema), required=True),
    "round_sizes": fields.List(fields.Integer(), required=True),
}
_SETTINGS_FIELD = fields.List(fields.Nested(RuleOptionSchema), required=True)


def variants_schema(games_fields: Mapping[str, fields.Field[Any]]) -> type[Schema]:
    """The catalog's schema (openapi.yaml's ``Variants``): the fields every game shares, the
    games' own (``wire.CatalogField``), then ``settings``, in the contract's order."""
    return Schema.from_dict(
        {**_SHARED_FIELDS, **games_fields, "settings": _SETTINGS_FIELD}, name="VariantsSchema"
    )


class CodeDescriptionSchema(Schema):
    code = fields.String(required=True)
    game = fields.String(required=True)
    variant = fields.String(required=True, allow_none=True)
    deal = fields.Integer(required=True)
    rules = fields.Dict(required=True)
    layout = fields.Dict(required=True, allow_none=True)
    holes = fields.List(fields.String())


CODE_DESCRIPTION = CodeDescriptionSchema()
