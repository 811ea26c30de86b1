"""A worker's search slots shared fairly: a short wait in a round-robin queue instead of a
503 at once, and a cap on the slots that callers without an established account hold.

Throwaway accounts once held every slot of every worker (issue 28).  A search waits up to
``SOLVER_QUEUE_WAIT_S`` in a few seats, turns go round-robin between clients, unestablished
callers hold at most a share of the slots, and long budgets are cut under contention
(docs/design/searches.md).  ``TurnSchedule`` decides who runs (pure bookkeeping);
``FairQueue`` puts it behind a lock and makes the callers wait."""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum


class Outcome(Enum):
    WAITING = "waiting"
    RUNNING = "running"
    TURNED_AWAY = "turned-away"
    """No seat was left for it, or an established player took its seat."""
    TIMED_OUT = "timed-out"


@dataclass(eq=False)
class Turn:
    """One search's place: waiting, then running on a slot (or never)."""

    client: str
    established: bool
    outcome: Outcome = Outcome.WAITING
    contended: bool = False
    """Set when it starts: another search was waiting then."""
    decided: threading.Event = field(default_factory=threading.Event)


class TurnSchedule:
    """Who runs next, without threads: ``arrive``, ``leave`` and ``finish`` say which turns
    were decided (started, or turned away) by each event."""

    def __init__(self, slots: int, unestablished_slots: int, seats: int) -> None:
        self.slots, self.unestablished_slots, self.seats = slots, min(unestablished_slots, slots), seats
        self.running = 0
        self.running_unestablished = 0
        self.waiting: dict[str, deque[Turn]] = {}
        """Clients with turns waiting, in round-robin order: a client served goes last."""

    def waiting_count(self) -> int:
        return sum(len(turns) for turns in self.waiting.values())

    def arrive(self, turn: Turn) -> list[Turn]:
        """Queue ``turn`` and start what can start; when the seats are full, the newest
        unestablished waiter leaves for an established arrival, else the arrival leaves."""
        self.waiting.setdefault(turn.client, deque()).append(turn)
        decided = self._start_what_can()
        if turn.outcome is Outcome.WAITING and self.waiting_count() > self.seats:
            leaving = self._newest_unestablished() if turn.established else None
            decided.append(self._remove(leaving or turn, Outcome.TURNED_AWAY))
        return decided

    def leave(self, turn: Turn) -> bool:
        """A waiter gives up (its wait is over); False when it started meanwhile."""
        if turn.outcome is not Outcome.WAITING:
            return False
        self._remove(turn, Outcome.TIMED_OUT)
        return True

    def finish(self, turn: Turn) -> list[Turn]:
        """A running search is done: its slot goes to the next turn."""
        assert turn.outcome is Outcome.RUNNING
        self.running -= 1
        self.running_unestablished -= not turn.established
        return self._start_what_can()

    def _may_start(self, turn: Turn) -> bool:
        return turn.established or self.running_unestablished < self.unestablished_slots

    def _start_what_can(self) -> list[Turn]:
        started = []
        while self.running < self.slots:
            client = next((c for c, turns in self.waiting.items() if self._may_start(turns[0])), None)
            if client is None:
                break
            turns = self.waiting.pop(client)
            turn = turns.popleft()
            if turns:
                self.waiting[client] = turns  # to the back of the round
            self.running += 1
            self.running_unestablished += not turn.established
            turn.outcome, turn.contended = Outcome.RUNNING, bool(self.waiting)
            started.append(turn)
        return started

    def _newest_unestablished(self) -> Turn | None:
        unestablished = [turn for turns in self.waiting.values() for turn in turns if not turn.established]
        return unestablished[-1] if unestablished else None

    def _remove(self, turn: Turn, outcome: Outcome) -> Turn:
        turns = self.waiting[turn.client]
        turns.remove(turn)
        if not turns:
            del self.waiting[turn.client]
        turn.outcome = outcome
        return turn


class NoTurn(Exception):
    """The search got no slot: turned away at once, or its wait ran out."""

    def __init__(self, outcome: Outcome, waited_s: float) -> None:
        super().__init__(outcome.value)
        self.outcome, self.waited_s = outcome, waited_s


class FairQueue:
    """``TurnSchedule`` behind a lock, with callers waiting for their turn."""

    def __init__(self, slots: int, unestablished_slots: int, seats: int) -> None:
        self.schedule = TurnSchedule(slots, unestablished_slots, seats)
        self._lock = threading.Lock()

    @contextmanager
    def turn(self, client: str, established: bool, wait_s: float) -> Iterator[Turn]:
        """Run the block on one of the slots, once it is ``client``'s turn; ``NoTurn`` when
        no seat is left or the wait passes ``wait_s``."""
        turn, arrived = Turn(client, established), time.monotonic()
        with self._lock:
            self._tell(self.schedule.arrive(turn))
        if not turn.decided.wait(wait_s):
            with self._lock:
                if self.schedule.leave(turn):
                    raise NoTurn(Outcome.TIMED_OUT, time.monotonic() - arrived)
        if turn.outcome is not Outcome.RUNNING:
            raise NoTurn(turn.outcome, time.monotonic() - arrived)
        try:
            yield turn
        finally:
            with self._lock:
                self._tell(self.schedule.finish(turn))

    @staticmethod
    def _tell(decided: list[Turn]) -> None:
        for turn in decided:
            turn.decided.set()
