"""Friends: a player follows others by name and tag (the four characters the boards show
beside a name), unfollows them and lists whom they follow; the day's board ranks them
with the follower (``scope=friends``, in ``service/api/daily/routes.py``).

Each route is on the player's own behalf, spending the history's allowance as the other
writes of a player's own data do.  Whom a player may follow is ``service.social.friends``'s
to say; each refusal is answered here with its problem."""

from __future__ import annotations

import uuid

from flask import Blueprint, Response, jsonify

from ...clock import now
from ...social.friends import FOLLOW_LIMIT
from ...social.friends import follow as follow_by_name
from ..schemas import FRIEND, FRIENDS_PAGE, load_follow_request
from ..web.auth import authorize
from ..web.caching import BY_PLAYER, OWN, revalidated
from ..web.db import store
from ..web.fastschema import dump
from ..web.idempotency import idempotent
from ..web.inputs import json_body
from ..web.limits import client_key, spend_rate_limit
from ..web.pages import own_page
from ..web.problems import NOT_FOLLOWING

bp = Blueprint("friends", __name__, url_prefix="/v1")


@bp.post("/players/<uuid:player_id>/friends")
@idempotent()
def follow(player_id: uuid.UUID) -> tuple[Response, int]:
    """Follow ``Name#TAG``: 201 with the new follow, 200 with the follow that was when the
    player is followed already; refused (storing nothing) for an unknown name and tag, the
    caller's own, or past ``FOLLOW_LIMIT``."""
    authorize(player_id)
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    named = load_follow_request(json_body())["player"]
    friend, made = follow_by_name(store().friends.follow, player_id, named, now(), FOLLOW_LIMIT)
    return jsonify(dump(FRIEND, friend)), 201 if made else 200


@bp.delete("/players/<uuid:player_id>/friends/<uuid:friend_id>")
def unfollow(player_id: uuid.UUID, friend_id: uuid.UUID) -> tuple[str, int]:
    """204 once ``friend_id`` is not followed; 404 when they were not (nothing changes)."""
    authorize(player_id)
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    if not store().friends.unfollow(player_id, friend_id):
        raise NOT_FOLLOWING(friend=friend_id)
    return "", 204


@bp.get("/players/<uuid:player_id>/friends")
def list_friends(player_id: uuid.UUID) -> Response:
    """The players followed, in the order they were followed, by keyset pages."""
    listing, key = (
        f"friends of player {player_id}",
        lambda last: [last.since.isoformat(), str(last.player_id)],
    )
    friends, following = own_page(player_id, listing, store().friends.own_page, key)
    return revalidated(dump(FRIENDS_PAGE, {"friends": friends, "next": following}), OWN, vary=BY_PLAYER)
