"""What the day's board, the friends' board and a group's board share: the day a path
names, the board's pages and their cursor, and a client's copy answered ``304``."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from typing import Any

from flask import Response

from ...clock import now
from ...daily import challenge
from ...engine import Variant
from ...engine.texts import N_, Text
from ...i18n import variant_title
from ...store import BoardKey, LeaderboardEntry, Page
from ..schemas import LEADERBOARD
from ..web.caching import asks_if_changed, board_cache, board_tag, not_modified, revalidated
from ..web.cursors import next_cursor, open_cursor
from ..web.db import store
from ..web.documents import daily_results_open
from ..web.fastschema import dump
from ..web.inputs import parse_day
from ..web.problems import NOT_SCHEDULED, ApiError


def not_scheduled(day: dt.date, variant: str | None = None) -> ApiError:
    if variant:
        what = Text(
            N_("No {variant} deal is published for {day}"),
            variant=variant_title(variant),
            day=day.isoformat(),
        )
    else:
        what = Text(N_("No deals are published for {day}"), day=day.isoformat())
    return NOT_SCHEDULED(what=what)


def scheduled(day: dt.date, variant: Variant) -> bool:
    """Whether a deal of ``variant`` is published for ``day``."""
    return any(deal.variant == variant for deal in store().deals.of_day(day))


def require_scheduled(day: dt.date, variant: Variant) -> None:
    """404 ``not-scheduled`` unless a deal of ``variant`` is published for ``day``."""
    if not scheduled(day, variant):
        raise not_scheduled(day, variant)


def begun_day(date: str) -> dt.date:
    """The path's date, 404 before that date opens (its midnight at UTC+14): dates to come
    stay secret, whether published or not, and the answer says when the date opens."""
    day = parse_day(date)
    if not challenge.has_begun(day, now()):
        template = N_("No deals of {day} are shown before {opens_at}")
        opens_at = challenge.opens_at(day).isoformat()
        raise NOT_SCHEDULED(what=Text(template, day=day.isoformat(), opens_at=opens_at))
    return day


def board_position(entry: LeaderboardEntry) -> list[Any]:
    """The cursor's contents: the last entry's key (written in the order of contract v2's
    board, so cursors handed out before v3 keep working, then the undos) and its rank."""
    key = entry.key
    return [
        key.lost, key.cards_left, key.hints, key.moves, key.seconds, key.submitted_at.isoformat(),
        str(key.player_id), entry.rank, key.undos,
    ]  # fmt: skip


def read_board_position(position: list[Any]) -> tuple[BoardKey, int]:
    """A cursor's key and rank; a cursor handed out before undos were ranked points at a
    result stored before they were counted, whose undos are 0."""
    lost, cards_left, hints, moves, seconds, submitted_at, player_id, rank, *undos = position
    key = BoardKey(
        lost=bool(lost), cards_left=int(cards_left), hints=int(hints), undos=int(undos[0]) if undos else 0,
        seconds=int(seconds), moves=int(moves), submitted_at=dt.datetime.fromisoformat(submitted_at),
        player_id=uuid.UUID(player_id),
    )  # fmt: skip
    return key, int(rank)


def unchanged_board(day: dt.date, variant: Variant, results_open: bool, cache: str) -> Response | None:
    """``304`` for a client whose copy of a page of the board (or of its spread, or of one
    of its groups) has the board's version now: the cost of that version's lookup."""
    if not asks_if_changed():
        return None
    return not_modified(board_tag(store().boards.version(day, variant), results_open), cache)


def board_answer(
    day: dt.date, variant: Variant, listing: str, page: Page[LeaderboardEntry]
) -> dict[str, Any]:
    """A page of a board (the day's, the friends', a group's), with the cursor of the next
    page of that ``listing``."""
    last = page.items[-1] if page.has_more else None
    answer = {
        "date": day, "variant": variant, "entries": page.items,
        "next": next_cursor(listing, None if last is None else board_position(last)),
    }  # fmt: skip
    return dump(LEADERBOARD, answer)


def board_page(
    day: dt.date,
    variant: Variant,
    listing: str,
    cursor: str | None,
    read: Callable[[tuple[BoardKey, int] | None], tuple[int, Page[LeaderboardEntry]]],
    when_empty: Callable[[], None],
) -> Response:
    """A page of a public board (the day's, a group's): the ``cursor`` of ``listing``
    opened, a client's copy answered ``304`` while the board's version has not moved, else
    the page ``read`` after the cursor's entry with the version read before it; an empty
    first page is ``when_empty``'s to refuse (a 404 saying why), and the answer is tagged
    with the version and cached as long as the board may change."""
    after = open_cursor(cursor, listing, read_board_position)
    results_open = daily_results_open(day, now())
    cache = board_cache(results_open)
    unchanged = unchanged_board(day, variant, results_open, cache)
    if unchanged is not None:
        return unchanged
    version, page = read(after)
    if not page.items and after is None:
        when_empty()
    return revalidated(board_answer(day, variant, listing, page), cache, tag=board_tag(version, results_open))
