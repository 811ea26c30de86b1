"""A player's own profile and devices, a link code and its exchange, a recovery code and a
recovery (docs/design/devices.md)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from ...players import names
from ..web.field_texts import NAME_SHAPE
from .base import StrictSchema, load_object
from .friends import _friend_shape
from .players import _encodable

DEVICE_NAME_CHARS = 64
MAX_CODE_INPUT_CHARS = 64
"""A code as typed: its characters, with the hyphens and spaces a person adds."""


def _device_name() -> fields.String:
    """A device's name, as a person calls it ("Anna's phone"): optional, of a name's shape
    (no control character, no space at either end), shown to its player only."""
    return fields.String(
        validate=[
            validate.Length(1, DEVICE_NAME_CHARS),
            validate.Regexp(names.SHAPE_PATTERN, error=NAME_SHAPE),
            _encodable,
        ]
    )


class LinkRequestSchema(StrictSchema):
    code = fields.String(required=True, validate=validate.Length(1, MAX_CODE_INPUT_CHARS))
    device = _device_name()


class RecoverRequestSchema(StrictSchema):
    player = fields.String(required=True, validate=[_friend_shape, _encodable])
    code = fields.String(required=True, validate=validate.Length(1, MAX_CODE_INPUT_CHARS))
    device = _device_name()


class DeviceSchema(Schema):
    id = fields.UUID(required=True)
    name = fields.String(required=True, allow_none=True)
    created_at = fields.AwareDateTime(required=True)
    last_seen_at = fields.AwareDateTime(required=True)
    current = fields.Boolean(required=True)


class DevicesSchema(Schema):
    player_id = fields.UUID(required=True)
    devices = fields.List(fields.Nested(DeviceSchema), required=True)


class OwnProfileSchema(Schema):
    id = fields.UUID(required=True)
    name = fields.String(required=True)
    tag = fields.String(required=True)
    created_at = fields.AwareDateTime(required=True)
    devices = fields.List(fields.Nested(DeviceSchema), required=True)


class LinkCodeSchema(Schema):
    code = fields.String(required=True)
    expires_in = fields.Integer(required=True)
    expires_at = fields.AwareDateTime(required=True)
    interval = fields.Integer(required=True)


class LinkedDeviceSchema(Schema):
    id = fields.UUID(required=True)
    device = fields.UUID(required=True)
    token = fields.String(required=True)


class RecoveryCodeSchema(Schema):
    code = fields.String(required=True)


LINK_REQUEST = LinkRequestSchema()
RECOVER_REQUEST = RecoverRequestSchema()
DEVICES = DevicesSchema()
OWN_PROFILE = OwnProfileSchema()
LINK_CODE = LinkCodeSchema()
LINKED_DEVICE = LinkedDeviceSchema()
RECOVERY_CODE = RecoveryCodeSchema()


def load_link_request(body: Any) -> dict[str, Any]:
    return load_object(LINK_REQUEST, body)


def load_recover_request(body: Any) -> dict[str, Any]:
    return load_object(RECOVER_REQUEST, body)
