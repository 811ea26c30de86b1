"""A player's monthly badges of the daily challenge, a year at a time, each month with its
progress and what each badge asks (``service.daily.badge_rules``); the player's own only, as
their daily record is."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from flask import Blueprint, Response, request

from ...clock import now
from ...daily import badge_rules, challenge
from ...store import PlayerBadges
from ..schemas import PLAYER_BADGES, BadgesQuerySchema, load_query
from ..web.auth import bearer_token, owned_by_bearer
from ..web.caching import BY_PLAYER, OWN, revalidated
from ..web.daily_guard import daily_grace
from ..web.db import store
from ..web.fastschema import dump
from ..web.limits import client_key, spend_rate_limit

bp = Blueprint("badges", __name__, url_prefix="/v1")


@bp.get("/players/<uuid:player_id>/badges")
def player_badges(player_id: uuid.UUID) -> Response:
    """The year's twelve months (the year of the UTC date by default), January first."""
    at = now()
    year = load_query(BadgesQuerySchema, request.args).get("year", challenge.utc_date(at).year)
    first, last = dt.date(year, 1, 1), dt.date(year, 12, 31)
    held = owned_by_bearer(store().badges.own_badges(bearer_token(), first, last), player_id).value
    spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(player_id))
    months = [_month_json(dt.date(year, month, 1), held, at) for month in range(1, 13)]
    return revalidated(
        dump(PLAYER_BADGES, {"player_id": player_id, "year": year, "months": months}), OWN, vary=BY_PLAYER
    )


def _month_json(month: dt.date, held: PlayerBadges, at: dt.datetime) -> dict[str, Any]:
    """A month's progress and its badges bronze to diamond, each with what it asks and when
    it was earned (None while not held)."""
    progress = next((p for p in held.progress if p.month == month), None)
    earned = {badge.badge: badge.earned_at for badge in held.earned if badge.month == month}
    closes_at = badge_rules.closes_at(month, daily_grace())
    return {
        "month": f"{month.year:04d}-{month.month:02d}",
        "dates": badge_rules.last_of(month).day,
        "dates_played": 0 if progress is None else progress.dates_played,
        "dates_completed": 0 if progress is None else progress.dates_completed,
        "closes_at": closes_at,
        "closed": at >= closes_at,
        "badges": [
            {
                "badge": threshold.badge.value,
                "dates_played": threshold.dates_played,
                "dates_completed": threshold.dates_completed,
                "earned_at": earned.get(threshold.badge.value),
            }
            for threshold in badge_rules.thresholds(month)
        ],
    }
