"""A player's monthly badges (migration 0030): kept by the writes that change a month's
cleared results (a result stored, an operator's or the play review's decision), each
running ``award_badges.sql`` in its transaction while the month is open, and read back by
year with the month's progress.  The thresholds are the daily layer's (``daily.badge_rules``)."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from .models import EarnedBadge, MonthBadges, MonthProgress, Owned, PlayerBadges
from .repository import Repository
from .statements import statement

AWARD_BADGES = statement("award_badges")
_BADGES_OF_TOKEN = statement("badges_of_token")


def award_parameters(player: uuid.UUID, badges: MonthBadges) -> dict[str, Any]:
    """``award_badges.sql``'s parameters: the player's month and its thresholds."""
    return {
        "player": player, "month": badges.month, "month_last": badges.last, "at": badges.at,
        "badges": list(badges.badges), "dates_played": list(badges.dates_played),
        "dates_completed": list(badges.dates_completed),
    }  # fmt: skip


class Badges(Repository):
    def own_badges(self, token: str, first: dt.date, last: dt.date) -> Owned[PlayerBadges] | None:
        """The bearer token's player's badges of the months from ``first`` to ``last`` and
        their progress in each month played; None when the token is nobody's."""
        found = self.database.read_for_token(token, _BADGES_OF_TOKEN, {"first": first, "last": last})
        if found is None:
            return None
        earned, progress = [], []
        for month, badge, earned_at, dates_played, dates_completed in found.value:
            if badge is None:
                progress.append(MonthProgress(month, dates_played, dates_completed))
            else:
                earned.append(EarnedBadge(month, badge, earned_at))
        return Owned(found.player, PlayerBadges(earned, progress))
