"""Every device its own bearer token (docs/design/devices.md): the player's own profile, a
second device linked by a one-time code (RFC 8628's device flow as the model), devices
listed and revoked, and a recovery code that restores the account when every device is lost.

A code is a secret as a token is: shown once (``no-store``), kept as its sha256, and its
guesses limited so that none is found within its life: a link code's by each address and by
every address together, a recovery code's by address and by the player it names."""

from __future__ import annotations

import datetime as dt
import uuid

from flask import Blueprint, Response, jsonify

from ...clock import now
from ...players import bearer, codes
from ...players.names import player_tag
from ...store import Profile
from ..schemas import (
    DEVICES,
    LINK_CODE,
    LINKED_DEVICE,
    OWN_PROFILE,
    RECOVERY_CODE,
    load_link_request,
    load_recover_request,
)
from ..web.auth import authorize, bearer_token, not_a_players_token, owned_by_bearer
from ..web.caching import BY_PLAYER, OWN, revalidated
from ..web.db import store
from ..web.fastschema import dump
from ..web.idempotency import idempotent
from ..web.inputs import json_body
from ..web.limits import client_key, spend_rate_limit
from ..web.problems import LINK_CODE_REFUSED, NO_SUCH_DEVICE, RECOVERY_REFUSED

bp = Blueprint("devices", __name__, url_prefix="/v1")

LINK_CODE_LIFE = dt.timedelta(minutes=10)
LINK_INTERVAL_S = 5
"""RFC 8628's ``interval``: the seconds a device waits between two tries of a code, so that
one typing it again stays within its address's ``LINK_RATE_LIMIT`` (12 a minute)."""
EVERY_ADDRESS = "every-address"
"""The one client of a limit counted over all addresses together."""


def _own_profile() -> tuple[uuid.UUID, Profile]:
    found = owned_by_bearer(store().devices.own_profile(bearer_token()))
    return found.player, found.value


def _devices_json(profile: Profile) -> list[dict[str, object]]:
    return [
        {
            "id": d.id,
            "name": d.name,
            "created_at": d.created_at,
            "last_seen_at": d.last_seen_at,
            "current": d.current,
        }
        for d in profile.devices
    ]


def _shown_once(answer: dict[str, object], status: int = 200) -> tuple[Response, int]:
    """An answer holding a secret (a token, a code): never kept by a cache."""
    response = jsonify(answer)
    response.headers["Cache-Control"] = "no-store"
    return response, status


@bp.get("/players/me")
def own_profile() -> Response:
    """The bearer token's player: id, name, the tag others follow them by, and their devices."""
    player, profile = _own_profile()
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player))
    answer = {
        "id": player, "name": profile.name, "tag": player_tag(player), "created_at": profile.created_at,
        "devices": _devices_json(profile),
    }  # fmt: skip
    return revalidated(dump(OWN_PROFILE, answer), OWN, vary=BY_PLAYER)


@bp.get("/players/<uuid:player_id>/devices")
def list_devices(player_id: uuid.UUID) -> Response:
    """The player's devices, oldest first; ``current`` is the one asking."""
    found = owned_by_bearer(store().devices.own_profile(bearer_token()), player_id)
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    answer = {"player_id": player_id, "devices": _devices_json(found.value)}
    return revalidated(dump(DEVICES, answer), OWN, vary=BY_PLAYER)


@bp.delete("/players/<uuid:player_id>/devices/<uuid:device_id>")
def revoke_device(player_id: uuid.UUID, device_id: uuid.UUID) -> tuple[str, int]:
    """The device's token stops working at once (the one asking may revoke its own: a
    sign-out).  404 for a device the player does not have (a retried revocation finds it so)."""
    authorize(player_id)
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    if not store().devices.revoke(player_id, device_id):
        raise NO_SUCH_DEVICE(device=device_id)
    return "", 204


@bp.post("/players/<uuid:player_id>/link")
@idempotent()
def new_link_code(player_id: uuid.UUID) -> tuple[Response, int]:
    """A one-time code another device exchanges for a token of this player within
    ``LINK_CODE_LIFE``; a new code replaces the one before."""
    authorize(player_id)
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    expires_at = now() + LINK_CODE_LIFE
    code = store().devices.new_link_code(player_id, expires_at)
    answer = {
        "code": code, "expires_in": int(LINK_CODE_LIFE.total_seconds()), "expires_at": expires_at,
        "interval": LINK_INTERVAL_S,
    }  # fmt: skip
    return _shown_once(dump(LINK_CODE, answer), 201)


@bp.post("/players/link")
@idempotent(caller="address")
def link_device() -> tuple[Response, int]:
    """A link code exchanged for a new device and its token; the code is used up, whatever
    the answer.  Every try spends the address's ``LINK_RATE_LIMIT`` and every address's
    ``LINK_GUESS_RATE_LIMIT`` together (docs/design/devices.md counts the guesses)."""
    spend_rate_limit("LINK_RATE_LIMIT", "link", client_key(None))
    spend_rate_limit("LINK_GUESS_RATE_LIMIT", "link-guesses", EVERY_ADDRESS)
    body = load_link_request(json_body())
    code = codes.read_code(body["code"], bearer.LINK_CODE_CHARS)
    linked = None if code is None else store().devices.link(code, _device_name(body), now())
    if linked is None or linked.token is None:
        raise LINK_CODE_REFUSED(minutes=int(LINK_CODE_LIFE.total_seconds()) // 60)
    spend_rate_limit("SIGNUP_RATE_LIMIT", "signup", client_key(None))  # a token minted, as a sign-up's
    return _shown_once(
        dump(LINKED_DEVICE, {"id": linked.player, "device": linked.device, "token": linked.token}), 201
    )


@bp.post("/players/<uuid:player_id>/recovery")
@idempotent()
def new_recovery_code(player_id: uuid.UUID) -> tuple[Response, int]:
    """A new recovery code, shown this once, replacing the one before."""
    authorize(player_id)
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    code = store().devices.new_recovery_code(player_id)
    if code is None:  # erased since the token was checked
        raise not_a_players_token()
    return _shown_once(dump(RECOVERY_CODE, {"code": codes.grouped(code)}), 201)


@bp.post("/players/recover")
@idempotent(caller="address")
def recover() -> tuple[Response, int]:
    """``Name#TAG`` and its recovery code exchanged for a new device: every other device is
    revoked and the code used up.  Tries spend the address's ``RECOVER_RATE_LIMIT`` and the
    named player's ``RECOVER_PLAYER_RATE_LIMIT`` (however many addresses try)."""
    spend_rate_limit("RECOVER_RATE_LIMIT", "recover", client_key(None))
    body = load_recover_request(json_body())
    name, _, tag = body["player"].rpartition("#")
    spend_rate_limit("RECOVER_PLAYER_RATE_LIMIT", "recover-player", f"named:{name.lower()}#{tag.upper()}")
    code = codes.read_code(body["code"], bearer.RECOVERY_CODE_CHARS)
    recovered = None if code is None else store().devices.recover(name, tag, code, _device_name(body), now())
    if recovered is None:
        raise RECOVERY_REFUSED()
    return _shown_once(
        dump(LINKED_DEVICE, {"id": recovered.player, "device": recovered.device, "token": recovered.token}),
        201,
    )


def _device_name(body: dict[str, str]) -> str | None:
    return body.get("device")
