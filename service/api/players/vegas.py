"""Vegas Canfield's balances: read by their player, and reset when they ask
(docs/design/vegas.md).  A deal is counted where it is dealt (``play.moves``) and settled
where its game is recorded (``routes.record_game``, the history's write)."""

from __future__ import annotations

import uuid
from typing import Any

from flask import Blueprint, Response

from ...clock import now
from ...store import VegasBalance
from ..schemas import VEGAS_BALANCE, VEGAS_BALANCES, load_vegas_reset
from ..web.auth import authorize, bearer_token, owned_by_bearer
from ..web.caching import BY_PLAYER, OWN, revalidated
from ..web.db import store
from ..web.fastschema import dump
from ..web.idempotency import idempotent
from ..web.inputs import json_body
from ..web.limits import client_key, spend_rate_limit

bp = Blueprint("vegas", __name__, url_prefix="/v1")

VEGAS_DRAWS = (3, 1)
"""The draws a player keeps a balance of, in the order listed (the app's default first)."""


@bp.get("/players/<uuid:player_id>/vegas")
def vegas_balances(player_id: uuid.UUID) -> Response:
    """Both draws' balances; $0 and no deals for a draw never played."""
    own = {
        found.draw: found
        for found in owned_by_bearer(store().vegas.own_balances(bearer_token()), player_id).value
    }
    balances = [own.get(draw) or VegasBalance(draw, 0, 0, 0, None) for draw in VEGAS_DRAWS]
    answer = dump(VEGAS_BALANCES, {"player_id": player_id, "balances": balances})
    return revalidated(answer, OWN, vary=BY_PLAYER)


@bp.post("/players/<uuid:player_id>/vegas/reset")
@idempotent()
def reset_vegas(player_id: uuid.UUID) -> dict[str, Any]:
    """A draw's balance back to $0: a reset again leaves the same; the deals not yet
    recorded are settled by nothing."""
    authorize(player_id)
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    draw = load_vegas_reset(json_body())["draw"]
    return dump(VEGAS_BALANCE, store().vegas.reset(player_id, draw, now()))
