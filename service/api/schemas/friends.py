"""Friends: a player followed by name and tag, the follows listed."""

from __future__ import annotations

import re
from typing import Any

from marshmallow import Schema, ValidationError, fields

from ...players import names
from ..web.field_texts import NAME_AND_TAG
from .base import StrictSchema, load_object
from .players import _encodable

TAG_CHARS = 4
FRIEND_PATTERN = f"^[^#\\x00-\\x1f\\x7f-\\x9f]{{1,{names.MAX_CHARS}}}#[A-Za-z2-7]{{{TAG_CHARS}}}$"
"""``Name#TAG``: a name (no ``#`` in it), then the four base32 letters the boards show beside
it (``names.player_tag``; in any case)."""
_FRIEND = re.compile(FRIEND_PATTERN)


def _friend_shape(text: str) -> None:
    """The whole text is ``Name#TAG`` (``$`` alone lets a newline follow)."""
    if not _FRIEND.fullmatch(text):
        raise ValidationError(NAME_AND_TAG)


class FollowRequestSchema(StrictSchema):
    player = fields.String(
        required=True,
        validate=[_friend_shape, _encodable],
    )


class FriendSchema(Schema):
    id = fields.Function(lambda friend: str(friend.player_id), deserialize=str, required=True)
    player = fields.String(required=True, attribute="name")
    tag = fields.Function(lambda friend: names.player_tag(friend.player_id), deserialize=str, required=True)
    since = fields.AwareDateTime(required=True)


class FriendsPageSchema(Schema):
    friends = fields.List(fields.Nested(FriendSchema), required=True)
    next = fields.String(required=True, allow_none=True)


FOLLOW_REQUEST = FollowRequestSchema()
FRIEND = FriendSchema()
FRIENDS_PAGE = FriendsPageSchema()


def load_follow_request(body: Any) -> dict[str, Any]:
    return load_object(FOLLOW_REQUEST, body)
