"""The fair queue of a worker's search slots (service/api/web/solver_queue.py): its schedule's
promises under any sequence of arrivals, departures and finished searches, and the waits
of the threaded queue."""

from __future__ import annotations

import threading
import time
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.api.web.solver_queue import FairQueue, NoTurn, Outcome, Turn, TurnSchedule

CLIENTS = [f"client-{n}" for n in range(4)]
Event = tuple[str, int]
events = st.lists(
    st.tuples(st.sampled_from(["arrive", "arrive", "finish", "leave"]), st.integers(0, 50)), max_size=80
)


class Watched:
    """A schedule with every promise checked after each event.  A client is an established
    player or not, for all its turns (a player's key, or an address's)."""

    def __init__(self, slots: int, unestablished_slots: int, seats: int, established: list[bool]) -> None:
        self.schedule = TurnSchedule(slots, unestablished_slots, seats)
        self.established = dict(zip(CLIENTS, established, strict=True))
        self.running: list[Turn] = []
        self.started_since: dict[str, Counter[str]] = {}
        """For each client with turns waiting: how often each other client started since
        it joined the round or last started."""

    def waiting(self) -> list[Turn]:
        return [turn for turns in self.schedule.waiting.values() for turn in turns]

    def apply(self, event: Event) -> None:
        kind, pick = event
        if kind == "arrive":
            client = CLIENTS[pick % len(CLIENTS)]
            turn = Turn(client, self.established[client])
            unestablished_waited = any(not other.established for other in self.waiting())
            self.started_since.setdefault(client, Counter())
            decided = self.schedule.arrive(turn)
            if turn.outcome is Outcome.TURNED_AWAY:
                assert not (turn.established and unestablished_waited), "an established arrival takes a seat"
        elif kind == "finish" and self.running:
            decided = self.schedule.finish(self.running.pop(pick % len(self.running)))
        elif kind == "leave" and self.waiting():
            leaving = self.waiting()[pick % len(self.waiting())]
            assert self.schedule.leave(leaving) and leaving.outcome is Outcome.TIMED_OUT
            decided = []
        else:
            return
        for turn in decided:
            if turn.outcome is Outcome.RUNNING:
                self.running.append(turn)
                self.check_the_round(turn)
            else:
                assert turn.outcome is Outcome.TURNED_AWAY
        self.started_since = {
            client: self.started_since.get(client, Counter()) for client in self.schedule.waiting
        }
        self.check()

    def check_the_round(self, started: Turn) -> None:
        """Round-robin: while a client has turns waiting, another client starts at most once
        between two of its starts, unless the waiting client may not start (unestablished,
        at the share's cap) and the one that started is an established player."""
        self.started_since[started.client] = Counter()
        for client in self.schedule.waiting:
            if client == started.client or (started.established and not self.established[client]):
                continue
            since = self.started_since.setdefault(client, Counter())
            since[started.client] += 1
            assert since[started.client] <= 1, (client, started.client)

    def check(self) -> None:
        schedule = self.schedule
        assert schedule.running == len(self.running) <= schedule.slots
        assert schedule.running_unestablished == sum(not turn.established for turn in self.running)
        assert schedule.running_unestablished <= schedule.unestablished_slots
        waiting = self.waiting()
        assert len(waiting) <= schedule.seats
        assert all(turn.outcome is Outcome.WAITING for turn in waiting)
        if schedule.running < schedule.slots:  # no slot idles while a waiter could take it
            assert all(not turn.established for turn in waiting)
            assert not waiting or schedule.running_unestablished == schedule.unestablished_slots


@settings(max_examples=500, deadline=None)
@given(
    slots=st.integers(1, 4),
    share=st.floats(0, 1),
    seats=st.integers(0, 4),
    established=st.lists(st.booleans(), min_size=len(CLIENTS), max_size=len(CLIENTS)),
    happenings=events,
)
def test_the_schedule_keeps_its_promises(
    slots: int, share: float, seats: int, established: list[bool], happenings: list[Event]
) -> None:
    watched = Watched(slots, max(1, int(slots * share)), seats, established)
    for event in happenings:
        watched.apply(event)


def test_a_client_with_many_turns_waiting_gets_one_turn_in_each_round() -> None:
    schedule = TurnSchedule(slots=1, unestablished_slots=1, seats=10)
    first = Turn("greedy", True)
    assert schedule.arrive(first) == [first]
    greedy = [Turn("greedy", True) for _ in range(4)]
    others = [Turn("ann", True), Turn("bob", True)]
    for turn in greedy + others:
        assert schedule.arrive(turn) == []
    order = []
    running = first
    while schedule.waiting:
        [running] = schedule.finish(running)
        order.append(running.client)
    assert order == ["greedy", "ann", "bob", "greedy", "greedy", "greedy"]


def test_unestablished_callers_never_hold_more_than_their_share() -> None:
    schedule = TurnSchedule(slots=2, unestablished_slots=1, seats=4)
    fresh = [Turn(f"fresh-{n}", False) for n in range(3)]
    assert schedule.arrive(fresh[0]) == [fresh[0]]
    assert schedule.arrive(fresh[1]) == [] and schedule.arrive(fresh[2]) == []
    player = Turn("player", True)
    assert schedule.arrive(player) == [player], "the other slot is kept for players"
    assert player.contended, "others wait: a long budget is cut"
    [after] = schedule.finish(fresh[0])
    assert after is fresh[1]


def test_an_established_player_takes_the_seat_of_the_newest_unestablished_waiter() -> None:
    schedule = TurnSchedule(slots=1, unestablished_slots=1, seats=2)
    running, older, newer = Turn("a", False), Turn("b", False), Turn("c", False)
    schedule.arrive(running)
    schedule.arrive(older)
    schedule.arrive(newer)
    late = Turn("d", False)
    assert schedule.arrive(late) == [late] and late.outcome is Outcome.TURNED_AWAY, "no seat left"
    player = Turn("player", True)
    assert schedule.arrive(player) == [newer] and newer.outcome is Outcome.TURNED_AWAY
    assert schedule.finish(running) == [older], "the round goes on in order"
    assert schedule.finish(older) == [player]


def test_a_waiter_gets_the_slot_as_soon_as_it_is_free_or_gives_up_after_its_wait() -> None:
    queue = FairQueue(slots=1, unestablished_slots=1, seats=2)
    got: list[float] = []

    def wait_for_the_slot() -> None:
        started = time.monotonic()
        with queue.turn("waiter", True, wait_s=5):
            got.append(time.monotonic() - started)

    with queue.turn("runner", True, wait_s=0):
        waiter = threading.Thread(target=wait_for_the_slot)
        waiter.start()
        time.sleep(0.3)
        started = time.monotonic()
        with pytest.raises(NoTurn) as timed_out, queue.turn("impatient", True, wait_s=0.2):
            pass
        assert timed_out.value.outcome is Outcome.TIMED_OUT and 0.2 <= time.monotonic() - started < 2
    waiter.join()
    assert len(got) == 1 and 0.3 <= got[0] < 3, "served once the runner finished"
    assert queue.schedule.running == 0 and not queue.schedule.waiting
