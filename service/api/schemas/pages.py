"""Pages of a listing (a board, a player's games): how many entries a page holds is the
API's to say; the store reads whatever page it is asked for."""

from __future__ import annotations

from marshmallow import fields, validate

from .base import StrictSchema

DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 100
MAX_CURSOR_CHARS = 512


class PageQuerySchema(StrictSchema):
    limit = fields.Integer(load_default=DEFAULT_PAGE_SIZE, validate=validate.Range(1, MAX_PAGE_SIZE))
    after = fields.String(validate=validate.Length(1, MAX_CURSOR_CHARS))
