"""The daily challenge: the day's deals, result submission and leaderboards.

A result is the sealed final state of a game the service itself dealt and played, so the
score cannot be made up: the route opens the state (a forged or edited one is a 422),
checks it is finished (won, or a Golf dead end) and is the day's deal of that variant
(a custom layout or another day's code is a 422 saying which), then stores it.

Submissions are idempotent per (date, variant, player): the first stores the result and
the game in the player's history, in one transaction, and answers ``201``; any later one,
even racing the first, stores nothing and answers ``200`` with the stored result (its
rank as it is now).  A request cut off mid-way leaves nothing: the transaction either
commits both rows or neither (see ``Store.submit_result``).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from flask import Blueprint, request

from ..store import DailyDealMismatch
from .errors import ApiError
from .limits import rate_limited
from .play import json_body, open_state
from .players import authenticated_player, game_record, record_pool_stats, store
from .schemas import (
    DAILY_DEALS,
    DAILY_RESULT,
    DATE_PATTERN,
    LEADERBOARD,
    load_leaderboard_query,
    load_result_submission,
)

bp = Blueprint("daily", __name__, url_prefix="/v1/daily")
FINISHED = ("won", "dead_end")


def parse_day(text: str) -> dt.date:
    """A calendar date written ``YYYY-MM-DD`` (400 otherwise, naming the parameter)."""
    try:
        if not re.fullmatch(DATE_PATTERN, text):
            raise ValueError("write the date as YYYY-MM-DD")
        return dt.date.fromisoformat(text)
    except ValueError as exc:
        raise ApiError(
            400,
            "invalid-parameter",
            "A path or query parameter is malformed",
            f"date {text!r}: {exc}",
            [{"field": "date", "message": str(exc)}],
        ) from None


def not_scheduled(day: dt.date, variant: str | None = None) -> ApiError:
    what = f"No {variant} deal is" if variant else "No deals are"
    return ApiError(
        404,
        "not-scheduled",
        "Not scheduled",
        f"{what} published for {day.isoformat()}: the scheduler publishes days ahead; "
        "there is never an improvised deal.",
    )


def not_the_daily_deal(detail: str) -> ApiError:
    return ApiError(
        422,
        "not-the-daily-deal",
        "The game is not this daily deal",
        detail,
        [{"field": "state", "message": detail}],
    )


@bp.get("/<date>")
def daily_deals(date: str) -> dict[str, Any]:
    day = parse_day(date)
    deals = store().daily_deals(day)
    if not deals:
        raise not_scheduled(day)
    answer: dict[str, Any] = DAILY_DEALS.dump({"date": day, "deals": deals})
    return answer


@bp.post("/<date>/results")
@rate_limited("RESULTS_RATE_LIMIT")
def submit_result(date: str) -> tuple[dict[str, Any], int]:
    player = authenticated_player()
    day = parse_day(date)
    body = load_result_submission(json_body())
    variant = body["variant"]
    game = open_state(body["state"])
    if game.status not in FINISHED:
        raise ApiError(
            422,
            "game-not-finished",
            "The game is not finished",
            f"the game's status is {game.status!r}: a result is a won game (or a Golf dead end)",
            [{"field": "state", "message": f"status {game.status!r}"}],
        )
    record = game_record(game)
    if record.code is None:
        raise not_the_daily_deal("a custom deal (layout) is never a daily deal")
    if record.variant != variant:
        raise not_the_daily_deal(f"{record.code} is a {record.variant or 'custom-rules'} game, not {variant}")
    try:
        result = store().submit_result(day, variant, player, record)
    except DailyDealMismatch as exc:
        raise not_the_daily_deal(str(exc)) from None
    answer: dict[str, Any] = DAILY_RESULT.dump(
        {
            "date": day,
            "variant": variant,
            "rank": result.rank,
            "score": result.score,
            "moves": result.moves,
            "status": result.status,
            "submitted_at": result.submitted_at,
        }
    )
    return answer, 201 if result.created else 200


@bp.get("/<date>/leaderboard")
def leaderboard(date: str) -> dict[str, Any]:
    """Best first: higher score, then fewer moves, then earlier submission."""
    day = parse_day(date)
    query = load_leaderboard_query(request.args)
    page = store().leaderboard(day, query["variant"], query["page"], query["size"])
    if not page.items and all(deal.variant != query["variant"] for deal in store().daily_deals(day)):
        raise not_scheduled(day, query["variant"])
    answer: dict[str, Any] = LEADERBOARD.dump(
        {
            "date": day,
            "variant": query["variant"],
            "page": query["page"],
            "size": query["size"],
            "has_more": page.has_more,
            "entries": page.items,
        }
    )
    return answer


bp.after_request(record_pool_stats)
