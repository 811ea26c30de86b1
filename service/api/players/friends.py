"""Friends: a player follows others by name and tag (the four characters the boards show
beside a name), unfollows them and lists whom they follow; the day's board ranks them
with the follower (``scope=friends``, in ``daily.py``).

Each route is on the player's own behalf (their bearer token), spending the history's
allowance as the other writes of a player's own data do.  At most ``FOLLOW_LIMIT``
follows a player, so a friends board stays a few hundred lookups by key.
"""

from __future__ import annotations

import uuid

from flask import Blueprint, Response, jsonify, request

from ...clock import now
from ...players.names import NameRefused, player_name
from ...store import AmbiguousPlayer, FollowingSelf, Friend, NoSuchPlayer, TooManyFriends
from ..schemas import FRIEND, FRIENDS_PAGE, PageQuerySchema, load_follow_request, load_query
from ..web.auth import authorize, bearer_token, own
from ..web.caching import BY_PLAYER, OWN, revalidated
from ..web.cursors import next_cursor, open_cursor, read_moment_and_id
from ..web.db import store
from ..web.fastschema import dump
from ..web.idempotency import idempotent
from ..web.inputs import json_body
from ..web.limits import client_key, spend
from ..web.problems import (
    AMBIGUOUS_PLAYER,
    FOLLOW_LIMIT_REACHED,
    FOLLOW_SELF,
    NOT_FOLLOWING,
    UNKNOWN_PLAYER,
    ApiError,
)

bp = Blueprint("friends", __name__, url_prefix="/v1")

FOLLOW_LIMIT = 200
"""The most players one player follows (openapi.yaml says so)."""


@bp.post("/players/<uuid:player_id>/friends")
@idempotent()
def follow(player_id: uuid.UUID) -> tuple[Response, int]:
    """Follow ``Name#TAG``: 201 with the new follow, 200 with the follow that was when the
    player is followed already; refused (storing nothing) for an unknown name and tag, the
    caller's own, or past ``FOLLOW_LIMIT``."""
    authorize(player_id)
    spend("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    named = load_follow_request(json_body())["player"]
    written, _, tag = named.rpartition("#")
    name, tag = _stored_name(written), tag.upper()
    if name is None:  # no player can have it
        raise _unknown_player(written, tag)
    try:
        friend, made = store().follow(player_id, name, tag, now(), FOLLOW_LIMIT)
    except NoSuchPlayer:
        raise _unknown_player(name, tag) from None
    except AmbiguousPlayer:
        raise AMBIGUOUS_PLAYER(player=f"{name}#{tag}") from None
    except FollowingSelf:
        raise FOLLOW_SELF(player=f"{name}#{tag}") from None
    except TooManyFriends:
        raise FOLLOW_LIMIT_REACHED(limit=FOLLOW_LIMIT) from None
    return jsonify(dump(FRIEND, friend)), 201 if made else 200


def _unknown_player(name: str, tag: str) -> ApiError:
    return UNKNOWN_PLAYER(player=f"{name}#{tag}")


def _stored_name(written: str) -> str | None:
    """The name as a player's is stored (``names.player_name``), so that ``Ａｎｎ#TAG``
    finds Ann; None for one no player can have."""
    try:
        return player_name(written)
    except NameRefused:
        return None


@bp.delete("/players/<uuid:player_id>/friends/<uuid:friend_id>")
def unfollow(player_id: uuid.UUID, friend_id: uuid.UUID) -> tuple[str, int]:
    """204 once ``friend_id`` is not followed; 404 when they were not (nothing changes)."""
    authorize(player_id)
    spend("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    if not store().unfollow(player_id, friend_id):
        raise NOT_FOLLOWING(friend=friend_id)
    return "", 204


@bp.get("/players/<uuid:player_id>/friends")
def list_friends(player_id: uuid.UUID) -> Response:
    """The players followed, in the order they were followed, by keyset pages."""
    token = bearer_token()
    query = load_query(PageQuerySchema, request.args)
    listing = f"friends of player {player_id}"
    after = open_cursor(query.get("after"), listing, read_moment_and_id)
    page = own(store().own_friends(token, query["limit"], after), player_id).value
    last: Friend | None = page.items[-1] if page.has_more else None
    position = None if last is None else [last.since.isoformat(), str(last.player_id)]
    answer = dump(FRIENDS_PAGE, {"friends": page.items, "next": next_cursor(listing, position)})
    return revalidated(answer, OWN, vary=BY_PLAYER)
