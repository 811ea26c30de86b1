"""The database going away and coming back: a clear error while it is away, and recovery
without restarting anything.  These stop the throwaway server, so they do not run
against a TEST_DATABASE_URL."""

from __future__ import annotations

import contextlib
import datetime as dt
import select
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TypeVar

import psycopg
import pytest

from harness.databases import ThrowawayDatabase
from harness.store_data import game_record, new_token_of
from service.store import (
    Advance,
    AttemptLine,
    AttemptMove,
    Bulkhead,
    DatabaseBusy,
    DatabaseUnavailable,
    Owned,
    Store,
)
from tests.store.wire import Relay


@pytest.fixture
def quick_store(database_url: str) -> Iterator[Store]:
    """A store that gives up on an absent database within about a second."""
    quick = Store(database_url, timeout_s=1.0, connect_timeout_s=1, reconnect_timeout_s=2.0)
    quick.open()
    yield quick
    quick.close()


T = TypeVar("T")


def eventually(action: Callable[[], T], within_s: float = 15.0) -> T:
    deadline = time.monotonic() + within_s
    while True:
        try:
            return action()
        except DatabaseUnavailable:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def test_an_absent_database_raises_database_unavailable_then_recovers(
    server: ThrowawayDatabase, quick_store: Store, store: Store
) -> None:
    player, token = quick_store.players.create("Before")
    server.stop()
    try:
        started = time.monotonic()
        with pytest.raises(DatabaseUnavailable):
            quick_store.ping(timeout_s=0.5)
        assert time.monotonic() - started < 3
        with pytest.raises(DatabaseUnavailable):
            quick_store.players.authenticate(token)
        with pytest.raises(DatabaseUnavailable) as unavailable:
            quick_store.players.create("During")
        assert time.monotonic() - started < 10
        assert unavailable.value.retry_after_s > 0
    finally:
        server.restart_on_same_port()
    # the same stores, never reopened: their pools drop the dead connections and reconnect
    eventually(quick_store.ping)
    assert quick_store.players.authenticate(token) == player
    assert eventually(lambda: store.players.authenticate(token)) == player
    assert quick_store.players.create("After")[0] != player


def test_the_first_request_after_an_outage_succeeds_with_a_full_pool(
    server: ThrowawayDatabase, database_url: str
) -> None:
    """Every pooled connection is dead after a restart: the first request must not wait
    through them one by one (3 s is the pool's default wait)."""
    full = Store(database_url, min_size=4, max_size=4, timeout_s=3.0)
    try:
        full.open()
        full.pool.wait(timeout=10)
        player, token = full.players.create("Full")
        server.stop()
        server.restart_on_same_port()
        assert full.players.authenticate(token) == player
    finally:
        server.restart_on_same_port()
        full.close()


def test_a_database_known_down_is_answered_at_once_and_a_quicker_restart_is_waited_out(
    server: ThrowawayDatabase, database_url: str
) -> None:
    """Known down (connecting has failed for ``outage_after_s``): a request no longer
    waits the pool's ``timeout_s``.  Before that, a request waits as ever, so a restart
    quicker than the bound is never seen."""
    watched = Store(
        database_url, timeout_s=5.0, connect_timeout_s=1, reconnect_timeout_s=30.0, outage_after_s=1.0
    )
    try:
        player, token = watched.players.create("Watched")
        server.stop()
        server.restart_on_same_port()
        assert watched.players.authenticate(token) == player  # the restart, waited out
        assert not watched.database.outage.known
        server.stop()
        try:
            with pytest.raises(DatabaseUnavailable):
                watched.players.authenticate(token)  # the pool's whole wait: the outage is not known yet
            assert watched.database.outage.known
            for _ in range(5):
                started = time.monotonic()
                with pytest.raises(DatabaseUnavailable):
                    watched.players.authenticate(token)
                assert time.monotonic() - started < 0.5
        finally:
            server.restart_on_same_port()
        assert eventually(lambda: watched.players.authenticate(token)) == player
        assert not watched.database.outage.known
    finally:
        watched.close()


def test_a_store_opened_while_the_database_is_down_works_once_it_is_up(
    server: ThrowawayDatabase, database_url: str
) -> None:
    server.stop()
    late = Store(database_url, timeout_s=1.0, connect_timeout_s=1, reconnect_timeout_s=2.0)
    try:
        late.open()  # a worker starting during the outage: no error, play routes serve
        with pytest.raises(DatabaseUnavailable):
            late.ping()
        server.restart_on_same_port()
        eventually(late.ping)
    finally:
        server.restart_on_same_port()
        late.close()


# --- a connection lost under a statement ---------------------------------------------------


@pytest.fixture
def relayed(database_url: str) -> Iterator[tuple[Relay, Store]]:
    """A store of one connection, through a relay that can lose an answer; the connection
    is up, so what is lost next is a statement's answer."""
    with Relay(database_url) as relay:
        relayed_store = Store(relay.url, max_size=1)
        try:
            relayed_store.ping()
            yield relay, relayed_store
        finally:
            relayed_store.close()


def test_a_connection_that_got_something_while_idle_is_pinged_and_kept_if_alive(
    relayed: tuple[Relay, Store], store: Store, database_url: str
) -> None:
    """No ping when the pool hands out a connection, unless the server sent it something
    while it sat idle: here a notification, not the last word of a server going away."""
    relay, relayed_store = relayed
    player, token = store.players.create("Notified")
    with relayed_store.pool.connection() as idle:
        idle.execute("LISTEN wake_up")
    with psycopg.connect(database_url, autocommit=True) as other:
        other.execute("NOTIFY wake_up")
    assert select.select([idle.fileno()], [], [], 10)[0], "the notification came"
    connections, round_trips = relay.connections, relay.round_trips
    assert relayed_store.players.authenticate(token) == player
    assert relay.connections == connections, "the connection was kept"
    assert relay.round_trips - round_trips == 2, "a ping, then the statement"


def test_a_read_whose_answer_is_lost_runs_again_on_a_fresh_connection(
    relayed: tuple[Relay, Store], store: Store
) -> None:
    relay, relayed_store = relayed
    player, token = store.players.create("Reader")
    relay.lose_next_answer()
    assert relayed_store.players.authenticate(token) == player
    assert (relay.lost_answers, relay.connections) == (1, 2)


def test_idempotent_writes_whose_answer_is_lost_run_again_and_are_applied_once(
    relayed: tuple[Relay, Store], store: Store, published_day: dt.date, new_player: Callable[..., uuid.UUID]
) -> None:
    """The server ran each write and committed it; only its answer was lost.  Run again,
    each finds its own work done: a daily start, a ranked move (the line one step on, with
    this very move: the caller answers it as a retry), a result, a game recorded in
    the history."""
    relay, relayed_store = relayed
    player = new_player()
    token = new_token_of(store, player)
    noon = dt.datetime.combine(published_day, dt.time(12), dt.UTC)
    store.history.create_partitions(published_day, 1)  # the result's history row goes in at the first try
    relay.lose_next_answer()
    start = relayed_store.attempts.start(published_day, "golf-easy", player, noon)
    assert start is not None and start.started_at == noon
    game, draw = uuid.uuid4(), {"type": "draw"}
    relay.lose_next_answer()
    moved = relayed_store.attempts.advance(
        AttemptMove(published_day, "golf-easy", player, game, 0, draw, "drawn", False, noon, 0.25), token
    )
    assert moved == Owned(player, Advance(False, AttemptLine(game, 1, draw, "drawn")))
    relay.lose_next_answer()
    result = relayed_store.results.submit(
        published_day, "golf-easy", player, replace(game_record("golf-easy"), game_id=game), 35,
        noon + dt.timedelta(minutes=5), step=1,
    )  # fmt: skip
    assert not result.created, "the first run stored it; the second found it"
    assert result.entry.seconds == 300
    relay.lose_next_answer()
    game, written = relayed_store.history.record_game(player, game_record("golf-classic"))
    assert not written
    assert relay.lost_answers == 4
    assert store.results.standing(published_day, "golf-easy", player) == result
    games = store.history.list_games(player).items
    assert game in games and sorted(stored.variant or "" for stored in games) == ["golf-classic", "golf-easy"]
    assert sorted((s.variant, s.played) for s in store.history.stats(player)) == [
        ("golf-classic", 1),
        ("golf-easy", 1),
    ]


def test_a_token_rotation_whose_answer_is_lost_runs_again_and_answers_the_token_it_stored(
    relayed: tuple[Relay, Store], store: Store
) -> None:
    """The server stored the new token and the answer was lost: run again, the rotation
    finds its own token stored and answers it, so the player is never left without one."""
    relay, relayed_store = relayed
    player, old = store.players.create("Rotator")
    relay.lose_next_answer()
    new = relayed_store.players.rotate_token(player, old)
    assert relay.lost_answers == 1 and new is not None
    assert store.players.authenticate(new) == player and store.players.authenticate(old) is None


def test_writes_that_are_not_idempotent_never_run_twice(
    relayed: tuple[Relay, Store],
    store: Store,
    published_day: dt.date,
    new_player: Callable[..., uuid.UUID],
    database_url: str,
) -> None:
    """A lost answer is a 503 for a sign-up: its server ran it once."""
    relay, relayed_store = relayed
    name = f"Once {uuid.uuid4().hex[:12]}"
    relay.lose_next_answer()
    with pytest.raises(DatabaseUnavailable):
        relayed_store.players.create(name)
    with psycopg.connect(database_url) as conn:
        assert conn.execute("SELECT count(*) FROM players WHERE name = %s", [name]).fetchone() == (1,)
    assert relay.lost_answers == 1


def test_threads_past_the_bulkhead_are_answered_busy_at_once_while_the_others_wait(
    server: ThrowawayDatabase, database_url: str
) -> None:
    """Before an outage is known a request waits the pool's whole ``timeout_s``: at most
    ``slots`` threads do so; one more is told ``DatabaseBusy`` after the bulkhead's short
    wait (so a worker's last thread stays free for play).  Afterwards every slot is free."""
    bulkhead = Bulkhead(slots=2, wait_s=0.05)
    gated = Store(
        database_url,
        timeout_s=3.0,
        connect_timeout_s=1,
        reconnect_timeout_s=30.0,
        outage_after_s=30.0,
        bulkhead=bulkhead,
    )
    try:
        player, token = gated.players.create("Gated")
        server.stop()
        try:
            waiting = [threading.Thread(target=suppress_unavailable, args=(gated, token)) for _ in range(2)]
            for thread in waiting:
                thread.start()
            time.sleep(0.5)  # both are in the pool's wait by now
            started = time.monotonic()
            with pytest.raises(DatabaseBusy):
                gated.players.authenticate(token)
            assert time.monotonic() - started < 0.5
            for thread in waiting:
                thread.join()
        finally:
            server.restart_on_same_port()
        assert eventually(lambda: gated.players.authenticate(token)) == player
        # every slot given back: as many threads as slots are served at once again
        served: list[object] = []
        readers = [
            threading.Thread(target=lambda: served.append(gated.players.authenticate(token)))
            for _ in range(2)
        ]
        for thread in readers:
            thread.start()
        for thread in readers:
            thread.join()
        assert served == [player, player]
    finally:
        gated.close()


def test_a_thread_inside_the_bulkhead_takes_no_second_slot() -> None:
    """A read on the replica inside a block on the primary: one slot, not two (with one
    slot, a second acquisition would wait and fail)."""
    bulkhead = Bulkhead(slots=1, wait_s=0.01)
    bulkhead.enter()
    bulkhead.enter()
    bulkhead.leave()
    bulkhead.leave()
    bulkhead.enter()  # the slot was given back once, after the outer leave
    bulkhead.leave()


def test_in_a_surge_one_more_thread_waits_for_a_slot_instead_of_being_refused() -> None:
    """Those inside use their connections (nobody waits for one): a thread past the slots
    waits up to ``wait_s`` for one to be given back."""
    bulkhead = Bulkhead(slots=1, wait_s=2.0)
    inside = threading.Event()

    def hold_a_moment() -> None:
        bulkhead.enter()
        try:
            inside.set()
            time.sleep(0.2)
        finally:
            bulkhead.leave()

    holder = threading.Thread(target=hold_a_moment)
    holder.start()
    inside.wait()
    started = time.monotonic()
    bulkhead.enter()
    assert 0.1 < time.monotonic() - started < 2.0
    bulkhead.leave()
    holder.join()


def suppress_unavailable(store: Store, token: str) -> None:
    """One request that waits out the pool and is refused (the database is down)."""
    with contextlib.suppress(DatabaseUnavailable):
        store.players.authenticate(token)
