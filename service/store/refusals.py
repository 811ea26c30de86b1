"""The daily lock's refusals (``service.daily.lock``): each recorded against who asked, and
listed for an operator by asker, so a probe of the lock is seen."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass

from .repository import Repository
from .statements import statement

_RECORD_LOCK_REFUSAL = statement("record_lock_refusal")
_LOCK_REFUSALS = statement("lock_refusals")


@dataclass(frozen=True, slots=True)
class LockRefusal:
    """One refusal: when, who (``player``, else ``address_key``: a keyed hash of the
    client address), the route's endpoint, and the live deal met (a day's, by ``day`` and
    ``variant``, or a duel's)."""

    at: dt.datetime
    player: uuid.UUID | None
    address_key: bytes | None
    route: str
    day: dt.date | None = None
    variant: str | None = None
    duel: uuid.UUID | None = None


@dataclass(frozen=True, slots=True)
class RefusedAsker:
    """An asker the lock refused, as an operator sees them: a player (``player_id``, its
    name) or an address's keyed hash."""

    player_id: uuid.UUID | None
    player: str | None
    address_key: bytes | None
    refusals: int
    first_at: dt.datetime
    last_at: dt.datetime
    routes: list[str]
    deals: int


class LockRefusals(Repository):
    def record(self, refusal: LockRefusal, timeout_s: float | None = None) -> None:
        """Store ``refusal`` (one statement; not replayed: a refusal lost with a connection
        is one row fewer, never two)."""
        parameters = {
            "at": refusal.at, "player": refusal.player, "address_key": refusal.address_key,
            "route": refusal.route, "day": refusal.day, "variant": refusal.variant, "duel": refusal.duel,
        }  # fmt: skip
        self.database.run(
            lambda conn: conn.execute(_RECORD_LOCK_REFUSAL, parameters), replayable=False, timeout_s=timeout_s
        )

    def by_asker(self, since: dt.datetime, until: dt.datetime, limit: int) -> list[RefusedAsker]:
        """The askers refused from ``since`` to ``until``, the most refused first (at most
        ``limit``)."""
        parameters = {"since": since, "until": until, "limit": limit}
        return self.database.read(RefusedAsker, _LOCK_REFUSALS, parameters)
