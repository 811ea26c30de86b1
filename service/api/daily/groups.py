"""Groups of 100 (issue 33): each day and variant, cleared results fall into groups of at
most 100 in the order they were first cleared, as Microsoft Solitaire's events rank their
players (``GET /v1/daily/{date}/leaderboard/me`` names the caller's); a group's board is
paged, ordered and cached as the day's board is (``daily.leaderboard``).  Who joins a
group, and which groups a board has, are ``service.social.groups``'s rules."""

from __future__ import annotations

import datetime as dt

from flask import Blueprint, Response, request

from ...engine import Variant
from ...engine.texts import N_, Text
from ...i18n import variant_title
from ...social.groups import UnknownGroup, numbered, require_group
from ..schemas import GroupLeaderboardQuerySchema, load_query
from ..web.db import store
from ..web.problems import UNKNOWN_GROUP, ApiError
from .boards import begun_day, board_page, not_scheduled, scheduled

bp = Blueprint("groups", __name__, url_prefix="/v1/daily")


@bp.get("/<date>/groups/<int:group>/leaderboard")
def group_leaderboard(date: str, group: int) -> Response:
    """Best first, as the day's board, of one group's cleared results, ranked within the
    group; paged by keyset, tagged with the day's board's version (any change of the group
    is one of the board).  A group the board does not have: 404 ``unknown-group``."""
    day = begun_day(date)
    query = load_query(GroupLeaderboardQuerySchema, request.args)
    variant = Variant(query["variant"])
    try:
        if not numbered(group):  # before any conditional answer: no 304 for group 0
            raise UnknownGroup(group, store().groups.count(day, variant))
        return board_page(
            day,
            variant,
            f"leaderboard of group {group} of {day.isoformat()} {variant}",
            query.get("after"),
            lambda after: store().groups.versioned_leaderboard(day, variant, group, query["limit"], after),
            lambda: require_group(group, store().groups.count(day, variant)),
        )
    except UnknownGroup as unknown:
        raise _unknown_group(day, variant, unknown.group, unknown.groups) from None


def _unknown_group(day: dt.date, variant: Variant, group: int, groups: int) -> ApiError:
    """404 for a group the board does not have (it has ``groups``): ``not-scheduled`` when
    the day has no deal of the variant, else ``unknown-group`` saying which there are."""
    if groups == 0 and not scheduled(day, variant):
        return not_scheduled(day, variant)
    title, board = variant_title(variant), day.isoformat()
    if groups == 0:
        template = N_("the {variant} board of {day} has no group {group}: no result is in a group yet")
        detail = Text(template, variant=title, day=board, group=group)
    else:
        template = N_(
            "the {variant} board of {day} has no group {group}: its results fill groups 1 to {groups} so far"
        )
        detail = Text(template, variant=title, day=board, group=group, groups=groups)
    return UNKNOWN_GROUP(detail)
