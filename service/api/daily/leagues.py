"""Weekly leagues (issue 44, docs/design/leagues.md): the bearer's week and league, and a
league's standings, public and cached by their body's digest.  The rules (the week, the
places, the lines) are ``service.daily.league_rules``'s; the seats and the points the store's."""

from __future__ import annotations

import uuid
from typing import Any

from flask import Blueprint, Response, request

from ...clock import now
from ...daily import challenge, league_rules
from ...store import League
from ..schemas import CURRENT_LEAGUE, LEAGUE, CurrentLeagueQuerySchema, load_query
from ..web.auth import bearer_token, owned_by_bearer
from ..web.caching import BY_PLAYER, CLOSED, LIVE_BOARD, OWN, revalidated
from ..web.db import store
from ..web.fastschema import dump
from ..web.inputs import parse_day
from ..web.limits import client_key, spend_rate_limit
from ..web.problems import NO_SUCH_LEAGUE

bp = Blueprint("leagues", __name__, url_prefix="/v1/leagues")

LAST_LEAGUE_ID = 2**63 - 1
"""The largest id a league can have (bigint): a path beyond it names none."""


@bp.get("/current")
def current_league() -> Response:
    """The bearer's week of their date (``date``, by default the UTC date): their tier,
    whether they are seated, waiting for last week's settlement or not joined, whether a
    cleared result of the date would seat them (established), and their league's
    standings.  Their own, so never cached by others."""
    query = load_query(CurrentLeagueQuerySchema, request.args)
    day = parse_day(query["date"]) if "date" in query else challenge.utc_date(now())
    week = league_rules.week_of(day)
    own = owned_by_bearer(store().leagues.own_week(bearer_token(), week, day))
    spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(own.player))  # a live league: ~1 ms of SQL
    found = None if own.value.league_id is None else store().leagues.league(own.value.league_id)
    answer: dict[str, Any] = {
        "week": week, "ends": league_rules.week_end(week), "tier": own.value.tier,
        "status": "placed" if found else "waiting" if own.value.joined else "not_joined",
        "established": own.value.established,
        "row": _row_of(found, own.player), "league": None if found is None else _league_json(found),
    }  # fmt: skip
    return revalidated(dump(CURRENT_LEAGUE, answer), OWN, vary=BY_PLAYER)


@bp.get("/<int:league>")
def league_standings(league: int) -> Response:
    """A league's standings, provisional until its week is settled (then final)."""
    found = store().leagues.league(league) if league <= LAST_LEAGUE_ID else None
    if found is None:
        raise NO_SUCH_LEAGUE(league=league)
    return revalidated(dump(LEAGUE, _league_json(found)), CLOSED if found.settled else LIVE_BOARD)


def _league_json(league: League) -> dict[str, Any]:
    promotion, demotion = league_rules.lines(len(league.members), league.tier)
    standings = [
        {"place": standing.place, "player": member.name, "player_id": member.player_id,
         "points": member.points, "movement": standing.movement}
        for member, standing in zip(league.members, league_rules.standings(league), strict=True)
    ]  # fmt: skip
    return {
        "id": league.id, "week": league.week, "ends": league_rules.week_end(league.week), "tier": league.tier,
        "settled": league.settled, "promotion_line": promotion, "demotion_line": demotion,
        "standings": standings,
    }  # fmt: skip


def _row_of(league: League | None, player: uuid.UUID) -> int | None:
    """The player's row in the league's standings; None without a league."""
    if league is None:
        return None
    return next((row for row, member in enumerate(league.members) if member.player_id == player), None)
