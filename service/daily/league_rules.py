"""Weekly leagues' rules (docs/design/leagues.md): the week of a date, the points a place on a
board earns, the places in a league and where each moves at the week's end, and settling
the weeks whose results have all closed.  The database holds the same table and lines
(migration 0031) for the settlement's one statement; tests hold the two equal."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from ..store import League, Store
from . import challenge

TIERS = 10
LEAGUE_SIZE = 30
PROMOTED = 7
"""The top places that go up a tier at the week's end (none from the top tier)."""
DEMOTED = 5
"""The bottom places that go down a tier (none from the first; never a promoted place)."""
FIRST_PLACE_POINTS = 50
POINTS_BY_SHARE = ((1, 40), (10, 30), (25, 22), (50, 15))
"""(top share of the board in percent, points), best first, below the first place."""
CLEARED_POINTS = 10
"""A cleared result anywhere below the top half."""
Movement = Literal["up", "stay", "down"]


def week_of(day: dt.date) -> dt.date:
    """The Monday of ``day``'s week: a league's week runs Monday to Sunday of the daily's dates."""
    return day - dt.timedelta(days=day.weekday())


def week_end(week: dt.date) -> dt.date:
    """The Sunday that ends the week of Monday ``week``: its last date."""
    return week + dt.timedelta(days=6)


def points_for_place(place: int, board: int) -> int:
    """The league points of ``place`` (1 best; ties share the better place) on a board of
    ``board`` cleared results: "top p%" is a place at most ceil(board * p / 100)."""
    if not 1 <= place <= board:
        raise ValueError(f"place {place} is not on a board of {board}")
    if place == 1:
        return FIRST_PLACE_POINTS
    for share, points in POINTS_BY_SHARE:
        if 100 * (place - 1) < board * share:
            return points
    return CLEARED_POINTS


def movement(place: int, members: int, tier: int) -> Movement:
    """Where ``place`` in a league of ``members`` at ``tier`` moves its player at the week's
    end: the top 7 up (not above the last tier), the bottom 5 down (not below the first);
    a place in both (a league of 12 or fewer) goes up."""
    if place <= PROMOTED and tier < TIERS:
        return "up"
    if place > PROMOTED and place > members - DEMOTED and tier > 1:
        return "down"
    return "stay"


@dataclass(frozen=True, slots=True)
class Standing:
    """A member's row of a league's table: place and movement as settled, or as the points
    stand now while the week is live."""

    place: int
    movement: Movement


def standings(league: League) -> list[Standing]:
    """Each member's place and movement, in the league's order (most points first; equal
    points, who joined the week first): a place each, so that exactly 7 cross the upper
    line and 5 the lower (a tie shared on a line could send a whole league up)."""
    if league.settled:
        return [Standing(member.place or 0, _settled(member.movement)) for member in league.members]
    size = len(league.members)
    return [Standing(place, movement(place, size, league.tier)) for place in range(1, size + 1)]


def lines(members: int, tier: int) -> tuple[int | None, int | None]:
    """The promotion line (the last place that goes up) and the demotion line (the first
    place that goes down) of a league of ``members`` at ``tier``; None where none crosses."""
    promotion = min(PROMOTED, members) if tier < TIERS and members else None
    first_down = max(PROMOTED + 1, members - DEMOTED + 1)
    demotion = first_down if tier > 1 and first_down <= members else None
    return promotion, demotion


def settle_closed_weeks(
    store: Store, now: dt.datetime, grace: dt.timedelta
) -> Iterator[tuple[dt.date, int | None]]:
    """Settle every week whose dates' results have all closed at ``now`` and that is not
    settled, oldest first (a week's waiting players are seated by the one before): each
    week and its members settled (None: a run racing this one settled it first)."""
    for week in store.leagues.unsettled_weeks(challenge.last_closed_day(now, grace)):
        yield week, store.leagues.settle(week)


MOVEMENTS: dict[str | None, Movement] = {"up": "up", "stay": "stay", "down": "down"}


def _settled(found: str | None) -> Movement:
    if found not in MOVEMENTS:
        raise ValueError(f"a settled member moves up, stays or goes down, not {found!r}")
    return MOVEMENTS[found]
