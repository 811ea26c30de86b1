"""The reads that may lag, on a real streaming replica of the test server (``pg_basebackup
-R``): served by it while it is fresh; never for a player's own reads, which see their
writes however far it lags (replay paused here); handed to the primary when it falls
behind the bound or stops."""

from __future__ import annotations

import datetime as dt
import threading
import time
import uuid
from collections.abc import Callable

import pytest

from harness.clusters import Standby, wait_for_replay
from harness.store_data import CODES, game_record, random_day
from service.store import DailyDeal, Store, replica
from service.store.replica import PROBE_EVERY_S

NOON = dt.time(12, tzinfo=dt.UTC)


Served = list[tuple[str, str]]


def replicated_store(database_url: str, standby: Standby, max_lag_s: float) -> tuple[Store, Served]:
    """A store reading what may lag on ``standby``, and the list of where each such read
    went (database, reason)."""
    replicated = Store(
        database_url, read_url=standby.url(), max_lag_s=max_lag_s, timeout_s=2.0, connect_timeout_s=1
    )
    served: Served = []
    replicated.lagging.observe = lambda database, reason: served.append((database, reason))
    replicated.open()
    return replicated, served


def a_result(store: Store, day: dt.date, name: str, minutes: int = 5) -> tuple[uuid.UUID, str]:
    player, token = store.players.create(name)
    store.attempts.start(day, "golf-easy", player, dt.datetime.combine(day, NOON))
    finished = dt.datetime.combine(day, NOON) + dt.timedelta(minutes=minutes)
    assert store.results.submit(day, "golf-easy", player, game_record(), 35, finished).created
    return player, token


def board_names(store: Store, day: dt.date) -> list[str]:
    return [entry.player for entry in store.boards.leaderboard(day, "golf-easy", limit=100).items]


def until(condition: Callable[[], bool], within_s: float = 20.0) -> None:
    deadline = time.monotonic() + within_s
    while not condition():
        assert time.monotonic() < deadline
        time.sleep(0.1)


def known_fresh(replicated: Store, served: Served, day: dt.date) -> None:
    """Until a read went to the replica (a store learns the replica's lag from its first
    probes; the primary's background writes may keep it a moment behind), then forget
    where the reads went."""
    until(lambda: board_names(replicated, day) == ["Early"] and served[-1] == ("replica", "fresh"))
    served.clear()


@pytest.fixture
def published(store: Store, standby: Standby, database_url: str) -> dt.date:
    day = random_day()
    store.deals.publish(DailyDeal(day, variant, code, 1.0) for variant, code in CODES.items())
    a_result(store, day, "Early")
    wait_for_replay(database_url, standby.url())
    return day


def test_board_pages_stats_and_deals_are_read_on_a_fresh_replica(
    standby: Standby, database_url: str, published: dt.date
) -> None:
    replicated, served = replicated_store(database_url, standby, max_lag_s=5.0)
    try:
        known_fresh(replicated, served, published)
        assert board_names(replicated, published) == ["Early"]
        spread = replicated.boards.spread(published, "golf-easy", [0], [0])
        assert spread is not None and spread.results == 1
        assert [deal.variant for deal in replicated.deals.of_day(published)] == list(CODES)
        assert served == [("replica", "fresh")] * 3
        lag_s = replicated.lagging.lag_s()
        assert lag_s is not None and lag_s < 5.0
    finally:
        replicated.close()


def test_a_probe_with_nothing_recent_to_judge_by_waits_the_moment_the_replica_is_behind(
    standby: Standby, database_url: str, published: dt.date, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reads further apart than the bound leave no earlier probe to judge the replica by;
    one that finds it a moment behind the primary's position (replay paused here, resumed
    0.2 s into the read) waits for it to catch up and reads there, instead of sending the
    read to the primary for want of a measurement."""
    monkeypatch.setattr(replica, "CATCH_UP_S", 5.0)  # the machine's load must not decide
    max_lag_s = 0.5
    replicated, served = replicated_store(database_url, standby, max_lag_s)
    try:
        known_fresh(replicated, served, published)
        time.sleep(max_lag_s + PROBE_EVERY_S)
        standby.pause_replay()
        a_result(replicated, published, "Moment")
        time.sleep(0.3)  # the primary's WAL writer has written the result
        resume = threading.Timer(0.2, standby.resume_replay)
        resume.start()
        try:
            board_names(replicated, published)
        finally:
            resume.join()
        assert served == [("replica", "fresh")]
    finally:
        standby.resume_replay()
        replicated.close()


def test_a_players_own_reads_see_their_write_however_far_the_replica_lags(
    standby: Standby, database_url: str, published: dt.date
) -> None:
    """Replay paused: the replica never sees the new result, yet the player's own rank,
    record and history (read on the primary) hold it at once; the board, read on the
    replica within its bound, does not yet."""
    replicated, served = replicated_store(database_url, standby, max_lag_s=600.0)
    known_fresh(replicated, served, published)
    standby.pause_replay()
    try:
        _player, token = a_result(replicated, published, "Late", minutes=1)
        mine = replicated.results.own_standing(published, "golf-easy", token)
        assert mine is not None and mine.value is not None and mine.value.entry.rank == 1
        record = replicated.results.own_daily_record(token, published, published)
        assert record is not None and [entry.day for entry in record.value.entries] == [published]
        games = replicated.history.own_games(token)
        assert games is not None and len(games.value.items) == 1
        assert board_names(replicated, published) == ["Early"]  # the replica's, stale
        assert served == [("replica", "fresh")]
    finally:
        standby.resume_replay()
        replicated.close()


def test_a_replica_further_behind_than_the_bound_hands_its_reads_to_the_primary(
    standby: Standby, database_url: str, published: dt.date
) -> None:
    max_lag_s = 1.0
    replicated, served = replicated_store(database_url, standby, max_lag_s)
    known_fresh(replicated, served, published)
    standby.pause_replay()
    try:
        a_result(replicated, published, "Behind", minutes=1)
        time.sleep(max_lag_s + 2 * PROBE_EVERY_S)
        assert board_names(replicated, published) == ["Behind", "Early"]
        assert served[-1] == ("primary", "behind")
    finally:
        standby.resume_replay()
    try:
        until(
            lambda: board_names(replicated, published) == ["Behind", "Early"] and served[-1][0] == "replica"
        )
        assert served[-1] == ("replica", "fresh")
    finally:
        replicated.close()


def test_a_replica_that_stops_hands_its_reads_to_the_primary_then_takes_them_back(
    standby: Standby, database_url: str, published: dt.date
) -> None:
    replicated, served = replicated_store(database_url, standby, max_lag_s=5.0)
    try:
        known_fresh(replicated, served, published)
        standby.stop()
        try:
            time.sleep(PROBE_EVERY_S)
            started = time.monotonic()
            answers = [board_names(replicated, published) for _ in range(5)]
            assert answers == [["Early"]] * 5
            assert time.monotonic() - started < 5  # a probe's wait, at most, then the primary at once
            assert served[-5:] == [("primary", "down")] * 5
        finally:
            standby.restart_on_same_port()
        until(lambda: board_names(replicated, published) == ["Early"] and served[-1] == ("replica", "fresh"))
    finally:
        replicated.close()
