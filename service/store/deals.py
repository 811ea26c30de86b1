"""The daily deals: published ahead by the scheduler, read by day."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

import psycopg
from psycopg.rows import class_row
from psycopg.types.json import Jsonb

from ..engine import VARIANTS
from .models import DailyDeal
from .repository import Repository
from .statements import statement

_PUBLISH_DEALS = statement("publish_deals")
_PUBLISHED_DEALS = statement("published_deals")
_KEEP_SOLUTIONS = statement("keep_solutions")
_DEALS_BY_DAY = statement("deals_by_day")
_SCHEDULED_DEALS = statement("scheduled_deals")
_DAILY_DEALS = statement("daily_deals")


class Deals(Repository):
    def publish(self, deals: Iterable[DailyDeal]) -> list[DailyDeal]:
        """Publish deals in one transaction; a day already published is never changed.
        Returns what is stored for each (date, variant) asked, the old deal where one was."""
        deals = list(deals)
        if not deals:
            return []
        columns = {
            "days": [d.day for d in deals],
            "variants": [d.variant for d in deals],
            "codes": [d.code for d in deals],
            "difficulties": [d.difficulty for d in deals],
            "solutions": [None if d.solution is None else Jsonb(d.solution) for d in deals],
            "bests": [d.best for d in deals],
        }

        def publish(conn: psycopg.Connection[Any]) -> list[DailyDeal]:
            with conn.pipeline():
                conn.execute(_PUBLISH_DEALS, columns)
                stored = conn.cursor(row_factory=class_row(DailyDeal)).execute(_PUBLISHED_DEALS, columns)
            return stored.fetchall()

        by_key = {(deal.day, deal.variant): deal for deal in self.database.run(publish, replayable=True)}
        return [by_key[deal.day, deal.variant] for deal in deals]

    def keep_solutions(self, deals: Iterable[DailyDeal]) -> int:
        """Store the solver's line (and best) of published deals that have none yet (deals
        published before lines were kept); a deal's code never changes.  Returns how many
        were filled in."""
        deals = [deal for deal in deals if deal.solution is not None]
        if not deals:
            return 0
        rows = self.database.execute(
            _KEEP_SOLUTIONS,
            {
                "days": [d.day for d in deals],
                "variants": [d.variant for d in deals],
                "codes": [d.code for d in deals],
                "solutions": [Jsonb(d.solution) for d in deals],
                "bests": [d.best for d in deals],
            },
            replayable=True,
        )
        return len(rows)

    def lockable(self, first: dt.date, last: dt.date, timeout_s: float | None = None) -> list[DailyDeal]:
        """The deals published from ``first`` to ``last`` inclusive (the daily lock's), read
        within ``timeout_s``."""
        return self.database.read(DailyDeal, _DEALS_BY_DAY, {"first": first, "last": last}, timeout_s)

    def scheduled(self, first: dt.date, last: dt.date) -> list[DailyDeal]:
        """The deals published from ``first`` to ``last`` inclusive, by day and variant."""
        return self.database.read(
            DailyDeal, _SCHEDULED_DEALS, {"first": first, "last": last, "variants": list(VARIANTS)}
        )

    def of_day(self, day: dt.date) -> list[DailyDeal]:
        """The deals published for ``day`` (empty when it is not scheduled): a read that may
        lag (published days never change; they are published days ahead)."""
        return self.reads.read(DailyDeal, _DAILY_DEALS, {"day": day, "variants": list(VARIANTS)})
