"""An operator's work on the boards: deciding a held result (a daily one, or a duel side's),
and settling the boards whose results have closed (their final rank and percentile written
once, so a calendar reads them instead of counting a rank per result; a board not settled
yet is counted live)."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

from ..engine import Variant
from ..store import Store
from . import badge_rules, challenge
from .pace import Review


class NoResult(Exception):
    """The player has no result of that day and variant to decide on."""


@dataclass(frozen=True, slots=True)
class Decided:
    """A review decided: the review the result had ``before``, and when its board had
    already closed, its cleared results ranked anew (``settled``; None otherwise)."""

    before: str
    settled: int | None


def decide_review(
    store: Store, day: dt.date, variant: Variant, player: uuid.UUID, review: Review, now: dt.datetime,
    grace: dt.timedelta,
) -> Decided:  # fmt: skip
    """Put ``player``'s result of ``day`` on the board (``Review.CLEAR``) or keep it off
    for good (``Review.REJECTED``); a board already settled is settled again, the month's
    badges follow while it is open."""
    before = store.boards.set_review(day, variant, player, review, badge_rules.month_badges(day, now, grace))
    if before is None:
        raise NoResult(f"player {player} has no {variant} result for {day}")
    if day > challenge.last_closed_day(now, grace):
        return Decided(before, None)
    return Decided(before, store.boards.settle(day, variant))


def decide_duel_review(store: Store, duel: uuid.UUID, player: uuid.UUID, review: Review) -> str:
    """Count ``player``'s held (or pending) result of ``duel`` (``Review.CLEAR``, which
    starts their play-review evidence again) or make it a loss for good
    (``Review.REJECTED``), as ``decide_review`` does a daily result: the review it had
    before.  The duel's winner is decided once neither side is held or pending."""
    before = store.duels.set_review(duel, player, review)
    if before is None:
        raise NoResult(f"player {player} has no result in duel {duel}")
    return before


def settle_closed(store: Store, now: dt.datetime, grace: dt.timedelta) -> Iterator[tuple[dt.date, str, int]]:
    """Settle every board closed at ``now`` and not settled yet, oldest first: each one's
    day, variant and cleared results as it is written."""
    for day, variant in store.boards.unsettled(challenge.last_closed_day(now, grace)):
        yield day, variant, store.boards.settle(day, variant)
