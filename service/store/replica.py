"""Reads that may lag a little (public board pages, a board's spread, the days' deals), served
by a streaming replica (``DATABASE_READ_URL``) while it is measured close behind the primary,
by the primary otherwise; a player's own reads never come here.  How the lag is bounded:
docs/design/store.md."""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any, TypeVar

from psycopg.abc import Params

from .database import Database, DatabaseUnavailable
from .statements import statement

R = TypeVar("R")

_PRIMARY_POSITION = statement("primary_position")
_REPLICA_POSITION = statement("replica_position")

PROBE_EVERY_S = 0.5
"""How often the replica's lag is measured (per process): the bound's resolution."""
PROBE_WAIT_S = 0.5
"""How long a probe waits for each database: a replica slower than this counts as down."""
CATCH_UP_S = 0.05
"""How long a probe waits for the replica to replay the primary position it has just read
(a streaming replica is a millisecond or two behind): without it, reads further apart than
``max_lag_s`` would find no earlier probe the replica holds and go to the primary."""
CATCH_UP_POLL_S = 0.002


def _no_observer(database: str, reason: str) -> None:
    return None


class LaggingReads:
    """Where a read that may lag runs: ``execute`` and ``read`` as on a ``Database``."""

    def __init__(self, primary: Database, replica: Database | None = None, max_lag_s: float = 2.0) -> None:
        self.primary = primary
        self.replica = replica
        self.max_lag_s = max_lag_s
        self.observe: Callable[[str, str], None] = _no_observer
        """Told, for each read when there is a replica, which database served it
        (``replica`` or ``primary``) and why (``fresh``, ``behind``, ``down``)."""
        self._probing = threading.Lock()
        self._probed_at = -PROBE_EVERY_S
        self._positions: deque[tuple[float, int]] = deque()
        """(time, primary position) of the recent probes, oldest first."""
        self._fresh_as_of: float | None = None
        """The time of the newest primary state the replica is known to hold; None when it
        is down or holds none of the recent ones."""
        self._down = False
        self._catches_up = True
        """Whether the last probe saw the replica reach its position within ``CATCH_UP_S``;
        a replica that did not is judged by the earlier probes alone, without waiting."""

    def execute(self, query: str, parameters: Params) -> list[tuple[Any, ...]]:
        """The rows of one read: one round trip, on the replica when it is fresh."""
        return self.run(lambda database: database.execute(query, parameters, replayable=True))

    def read(self, kind: type[R], query: str, parameters: Params) -> list[R]:
        """The rows of one read as ``kind``."""
        return self.run(lambda database: database.read(kind, query, parameters))

    def lag_s(self) -> float | None:
        """The bound on the replica's lag now; None when it is down or too far behind to say."""
        fresh_as_of = self._fresh_as_of
        return None if fresh_as_of is None else time.monotonic() - fresh_as_of

    def run(self, work: Callable[[Database], R]) -> R:
        """``work`` (reads only) on the replica when it is fresh, else on the primary."""
        if self.replica is None:
            return work(self.primary)
        reason = self._replica_state()
        if reason == "fresh":
            try:
                answer = work(self.replica)
            except DatabaseUnavailable:
                self._down, self._fresh_as_of = True, None
                reason = "down"
            else:
                self.observe("replica", reason)
                return answer
        self.observe("primary", reason)
        return work(self.primary)

    def _replica_state(self) -> str:
        """``fresh``, ``behind`` or ``down``, probing first when the last probe is old."""
        if time.monotonic() - self._probed_at >= PROBE_EVERY_S and self._probing.acquire(blocking=False):
            try:
                self._probe()
            finally:
                self._probing.release()
        if self._down:
            return "down"
        lag_s = self.lag_s()
        return "fresh" if lag_s is not None and lag_s <= self.max_lag_s else "behind"

    def _probe(self) -> None:
        assert self.replica is not None
        started = self._probed_at = time.monotonic()
        position: int | None = None
        try:
            [(written,)] = self.primary.execute(
                _PRIMARY_POSITION, (), replayable=True, timeout_s=PROBE_WAIT_S
            )
            position = int(written)
            self._positions.append((started, position))
        except DatabaseUnavailable:
            pass  # the replica is judged against the positions seen before
        while self._positions and started - self._positions[0][0] > self.max_lag_s:
            self._positions.popleft()
        try:
            replayed = self._replayed()
            if position is not None and replayed < position and self._catches_up:
                while replayed < position and time.monotonic() - started < CATCH_UP_S:
                    time.sleep(CATCH_UP_POLL_S)
                    replayed = self._replayed()
        except DatabaseUnavailable:
            self._down, self._fresh_as_of = True, None
            return
        self._catches_up = position is None or replayed >= position
        held = [at for at, written in self._positions if written <= replayed]
        self._down, self._fresh_as_of = False, max(held, default=None)

    def _replayed(self) -> int:
        assert self.replica is not None
        [(replayed,)] = self.replica.execute(_REPLICA_POSITION, (), replayable=True, timeout_s=PROBE_WAIT_S)
        return int(replayed)
