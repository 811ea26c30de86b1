"""A day's groups of 100 (migration 0019): each board's cleared results in groups of at
most 100 in the order first cleared, each group's own board, paged as the day's is.  Only
an established player's result takes a group (migration 0023: ``submit_result.sql`` and
``set_review.sql`` ask ``daily_established``); the reads here need not know it."""

from __future__ import annotations

import datetime as dt

from .boards import entry_from, page_parameters, with_board_version
from .database import page
from .models import BoardKey, LeaderboardEntry, Page
from .repository import Repository
from .statements import statement

_GROUP_LEADERBOARD = statement("group_leaderboard")
_BOARD_GROUPS = statement("board_groups")


class Groups(Repository):
    def versioned_leaderboard(
        self,
        day: dt.date,
        variant: str,
        group: int,
        limit: int = 20,
        after: tuple[BoardKey, int] | None = None,
    ) -> tuple[int, Page[LeaderboardEntry]]:
        """A group's board as ``Boards.leaderboard`` pages the day's (ranked within the
        group), and the day's board's version read just before it in the same round trip
        (any change of the group changes it).  One index range of at most 100 entries
        (``next_daily_group``, migration 0019).  A read that may lag."""
        parameters = page_parameters(day, variant, limit, after) | {"group": group}
        version, rows = self.reads.run(
            lambda database: with_board_version(database, day, variant, _GROUP_LEADERBOARD, parameters)
        )
        return version, page([entry_from(row) for row in rows], limit)

    def count(self, day: dt.date, variant: str) -> int:
        """How many groups the board of ``day`` and ``variant`` has so far (its groups are
        numbered 1 to this): 0 before its first cleared result.  A read that may lag."""
        [(groups,)] = self.reads.execute(_BOARD_GROUPS, {"day": day, "variant": variant})
        return int(groups)
