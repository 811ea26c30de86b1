"""The player's data (GDPR articles 15, 17 and 20; docs/design/devices.md): everything
stored about them as one JSON document, streamed section by section from the database's
cursors (the worker's memory never grows with the history); and the whole account erased,
their daily results left on the boards as an anonymous player's so no one else's rank moves.

Both are rate limited (``DATA_RATE_LIMIT``, per player; a retried erasure, per address) and
answer the same when repeated: an export is a read, and an erasure retried with the token it
revoked is the first one's ``204`` (for a day: ``erased_tokens``, migration 0029)."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator

import orjson
from flask import Blueprint, Response, stream_with_context

from ...clock import now
from ...store import EXPORT_SECTIONS
from ..web.auth import authorize, bearer_token, not_a_players_token, owned_by_bearer
from ..web.db import store
from ..web.documents import daily_results_open
from ..web.limits import client_key, spend_rate_limit
from ..web.problems import TOKEN_NOT_FRESH

bp = Blueprint("player_data", __name__, url_prefix="/v1")

EXPORT_FORMAT = 1
"""The export document's version: a change of its shape counts it up."""
FRESH_TOKEN = dt.timedelta(minutes=10)
"""How new a token must be to erase its account (issued by a sign-up, link, rotation or
recovery): a token left on a device, or copied from an old request, cannot erase it."""
DAYS_SEALED_AT_MOST = 4
"""A day's results are open at most this many days after it begins (the widest window and
the grace): the export looks this far back for the first day whose codes are sealed."""


def first_sealed_day(at: dt.datetime) -> dt.date:
    """The earliest day whose results are open at ``at``: from it on a daily game's code stays
    sealed (it deals the face-down cards of a live deal)."""
    day = at.date() - dt.timedelta(days=DAYS_SEALED_AT_MOST)
    while day <= at.date() and not daily_results_open(day, at):
        day += dt.timedelta(days=1)
    return day


def export_document(
    player: uuid.UUID, at: dt.datetime, profile: str, rows: Iterator[tuple[str, str]]
) -> Iterator[bytes]:
    """The JSON document of the player's ``profile`` and the (section, JSON text) ``rows``
    after it (``PlayerData.export``), written as the rows come: a list a section, in
    ``EXPORT_SECTIONS``' order, empty when the section has no row."""
    head = {"format": EXPORT_FORMAT, "exported_at": at.isoformat(), "id": str(player)}
    yield orjson.dumps(head)[:-1] + b',"profile":' + profile.encode()
    pending = next(rows, None)
    for section in EXPORT_SECTIONS:
        yield b',"' + section.encode() + b'":['
        separator = b""
        while pending is not None and pending[0] == section:
            yield separator + pending[1].encode()
            separator, pending = b",", next(rows, None)
        yield b"]"
    yield b"}"


@bp.get("/players/<uuid:player_id>/export")
def export(player_id: uuid.UUID) -> Response:
    """Everything stored about the player, one JSON document streamed (``Content-Disposition:
    attachment``); never a token's, a code's or an address's digest, nor the play review's
    evidence (docs/design/devices.md lists what stays out, and why)."""
    authorize(player_id)
    spend_rate_limit("DATA_RATE_LIMIT", "data", client_key(player_id))
    at = now()
    rows = store().player_data.export(player_id, first_sealed_day(at))
    profile = next(rows, None)
    if profile is None:  # erased since the token was checked
        raise not_a_players_token()
    document = export_document(player_id, at, profile[1], rows)
    response = Response(stream_with_context(document), mimetype="application/json")
    response.headers["Cache-Control"] = "no-store"
    response.headers["Content-Disposition"] = f'attachment; filename="solitaire-{player_id}.json"'
    return response


@bp.delete("/players/<uuid:player_id>")
def erase(player_id: uuid.UUID) -> tuple[str, int]:
    """The player erased (``PlayerData.erase``) with a token issued in the last
    ``FRESH_TOKEN`` (403 ``token-not-fresh`` otherwise: rotate it first).  A token that is
    nobody's is 401, unless an erasure revoked it in the last day: then that erasure's ``204``
    again (a retry whose answer was lost)."""
    token = bearer_token()
    found = store().devices.own_profile(token)
    if found is None:
        if not store().player_data.erased_token(token):
            raise not_a_players_token()
        spend_rate_limit("DATA_RATE_LIMIT", "data", client_key(None))
        return "", 204
    owned_by_bearer(found, player_id)
    spend_rate_limit("DATA_RATE_LIMIT", "data", client_key(player_id))
    if found.value.current.issued_at < now() - FRESH_TOKEN:
        raise TOKEN_NOT_FRESH(minutes=int(FRESH_TOKEN.total_seconds()) // 60)
    store().player_data.erase(player_id)
    return "", 204
