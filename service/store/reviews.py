"""The play review's queue (``service/daily/play_review.py``): results stored ``pending``,
daily results and duel sides in one queue, are claimed one at a time by any worker of any
instance, read off the request path, and their verdict written with the player's evidence
in one transaction."""

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
_LOCK_PLAYER = statement("lock_player")
_PLAYER_EVIDENCE = statement("player_evidence")
_RECORD_REVIEW = statement("record_review")
_RECORD_DUEL_REVIEW = statement("record_duel_review")
_ADD_EVIDENCE = statement("add_evidence")
_LOCK_BOARD = statement("lock_board")
_RECOUNT_DAILY_STREAK = statement("recount_daily_streak")
_UNSETTLE_BOARD = statement("unsettle_board")


@dataclass(frozen=True, slots=True)
class PendingReview:
    """A result claimed for the play review: its deal and every action of its attempt
    (a daily result's, or a duel side's: then ``duel`` names it and ``day`` is None)."""

    day: dt.date | None
    variant: str
    player_id: uuid.UUID
    code: str
    actions: str
    """``engine.move_notation``'s texts, each followed by a space."""
    duel: uuid.UUID | None = None


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
        """The oldest pending result, a daily result or a duel side, that no live worker
        holds, claimed until ``now + lease``."""
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
        (``logs``: this result's, per bet) and add ``logs`` to it, in one transaction holding
        the player's row from the read on; a daily result's with what an operator's decision
        does beside (its board locked first, the streak recounted, the month's ``badges``
        kept while it is open, a settled board unlisted); a duel side's winner follows by
        itself.  None when the result was no longer pending (nothing written).  Replayable:
        a second run finds the result decided."""
        key = {
            "day": pending.day, "variant": pending.variant, "player": pending.player_id, "duel": pending.duel,
        }  # fmt: skip

        def record(conn: psycopg.Connection[Any]) -> Verdict | None:
            with conn.transaction():  # the locks held to the end (a savepoint in a held request's)
                with conn.pipeline():
                    if pending.duel is None:
                        conn.execute(_LOCK_BOARD, key)
                    conn.execute(_LOCK_PLAYER, key)
                    found = conn.execute(_PLAYER_EVIDENCE, key)
                row = found.fetchone()
                before = PlayerEvidence(None, 0) if row is None else PlayerEvidence(list(row[0]), row[1])
                verdict = decide(before)
                parameters = key | {
                    "review": verdict.review, "reason": verdict.reason, "logs": logs,
                    "tells": Jsonb(verdict.tells), "now": now,
                }  # fmt: skip
                recorded = _RECORD_REVIEW if pending.duel is None else _RECORD_DUEL_REVIEW
                if not conn.execute(recorded, parameters).fetchall():
                    return None
                with conn.pipeline():
                    conn.execute(_ADD_EVIDENCE, parameters)
                    if pending.duel is None:
                        conn.execute(_RECOUNT_DAILY_STREAK, key)
                        if badges is not None:
                            conn.execute(AWARD_BADGES, award_parameters(pending.player_id, badges))
                        conn.execute(_UNSETTLE_BOARD, key)
                return verdict

        return self.database.run(record, replayable=True)
