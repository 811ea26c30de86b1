"""Pages of a listing (a board, a player's games): a page's default size and its cursor's
length; the most a page holds is the store's (``MAX_PAGE_SIZE``, which it refuses past)."""

from __future__ import annotations

from marshmallow import fields, validate

from ...store import MAX_PAGE_SIZE
from .base import StrictSchema

DEFAULT_PAGE_SIZE = 20
MAX_CURSOR_CHARS = 512


class PageQuerySchema(StrictSchema):
    limit = fields.Integer(load_default=DEFAULT_PAGE_SIZE, validate=validate.Range(1, MAX_PAGE_SIZE))
    after = fields.String(validate=validate.Length(1, MAX_CURSOR_CHARS))
