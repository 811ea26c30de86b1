"""The health checks' answers."""

from __future__ import annotations

from marshmallow import Schema, fields


class CheckSchema(Schema):
    name = fields.String(required=True)
    ok = fields.Boolean(required=True)
    detail = fields.String(required=True)


class HealthSchema(Schema):
    status = fields.String(required=True)
    checks = fields.List(fields.Nested(CheckSchema))


HEALTH = HealthSchema()
