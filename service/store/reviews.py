"""The play review's queue (``service/daily/play_review.py``): results stored ``pending``
are claimed one at a time by any worker of any instance, read off the request path, and
their verdict written with the player's evidence in one transaction."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import psycopg
from psycopg.types.json import Jsonb

from .badges import AWARD_BADGES, award_parameters
from .models import MonthBadges
from .repository import Repository
from .statements import statement

_CLAIM_REVIEW = statement("claim_review")
_PLAYER_EVIDENCE = statement("player_evidence")
_RECORD_REVIEW = statement("record_review")
_LOCK_BOARD = statement("lock_board")
_RECOUNT_DAILY_STREAK = statement("recount_daily_streak")
_UNSETTLE_BOARD = statement("unsettle_board")


@dataclass(frozen=True, slots=True)
class PendingReview:
    """A result claimed for the play review: its deal and every action of its attempt."""

    day: dt.date
    variant: str
    player_id: uuid.UUID
    code: str
    actions: str
    """``engine.move_notation``'s texts, each followed by a space."""


@dataclass(frozen=True, slots=True)
class PlayerEvidence:
    """A player's evidence so far: per bet, the sum of their read results' logarithms."""

    logs: list[float] | None
    """None before their first result is read."""
    results: int


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the review decided of a result, given the player's evidence before it."""

    review: str
    reason: str | None
    tells: dict[str, Any]


class PlayReviews(Repository):
    def claim(self, now: dt.datetime, lease: dt.timedelta) -> PendingReview | None:
        """The oldest pending result no live worker holds, claimed until ``now + lease``."""
        parameters = {"now": now, "stale_before": now - lease}
        rows = self.database.execute(_CLAIM_REVIEW, parameters, replayable=False)
        return PendingReview(*rows[0]) if rows else None

    def record(
        self,
        pending: PendingReview,
        logs: list[float],
        decide: Callable[[PlayerEvidence], Verdict],
        now: dt.datetime,
        badges: MonthBadges | None = None,
    ) -> Verdict | None:
        """Write the verdict ``decide`` makes from the player's evidence before this result
        (``logs``: this result's, per bet), and add ``logs`` to it, in one transaction with
        what an operator's decision does beside (the board locked, the streak recounted, the
        month's ``badges`` kept while it is open, a settled board unlisted).  None when the
        result was no longer pending (nothing written).  Replayable: a second run finds the
        result decided."""
        key = {"day": pending.day, "variant": pending.variant, "player": pending.player_id}

        def record(conn: psycopg.Connection[Any]) -> Verdict | None:
            conn.execute(_LOCK_BOARD, key)
            row = conn.execute(_PLAYER_EVIDENCE, key).fetchone()
            verdict = decide(PlayerEvidence(None, 0) if row is None else PlayerEvidence(list(row[0]), row[1]))
            parameters = key | {
                "review": verdict.review, "reason": verdict.reason, "logs": logs,
                "tells": Jsonb(verdict.tells), "now": now,
            }  # fmt: skip
            if not conn.execute(_RECORD_REVIEW, parameters).fetchall():
                return None
            conn.execute(_RECOUNT_DAILY_STREAK, key)
            if badges is not None:
                conn.execute(AWARD_BADGES, award_parameters(pending.player_id, badges))
            conn.execute(_UNSETTLE_BOARD, key)
            return verdict

        return self.database.run(record, replayable=True)
