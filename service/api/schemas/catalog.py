"""The catalog: the variants on offer, and what a game code says."""

from __future__ import annotations

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


class VariantsSchema(Schema):
    variants = fields.List(fields.Nested(VariantSchema), required=True)
    rounds = fields.List(fields.Nested(VariantSchema), required=True)
    round_sizes = fields.List(fields.Integer(), required=True)
    golf_rule_options = fields.List(fields.Nested(RuleOptionSchema), required=True)
    settings = fields.List(fields.Nested(RuleOptionSchema), required=True)


class CodeDescriptionSchema(Schema):
    code = fields.String(required=True)
    game = fields.String(required=True)
    variant = fields.String(required=True, allow_none=True)
    deal = fields.Integer(required=True)
    rules = fields.Dict(required=True)
    layout = fields.Dict(required=True, allow_none=True)
    holes = fields.List(fields.String())


VARIANTS_SCHEMA = VariantsSchema()
CODE_DESCRIPTION = CodeDescriptionSchema()
