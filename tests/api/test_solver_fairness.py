"""The solver shared fairly (issue 28 item 6, issue 30 item 5), against the real app and
PostgreSQL, with clients on threads told apart by ``X-Forwarded-For`` (one trusted hop):
a flood of fresh accounts cannot starve an established player, players behind one address
each get their search in turn, and a client runs one search at a time (a player's token
makes the player the client)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

import psycopg
import pytest
from flask import Flask
from werkzeug.test import TestResponse

from service import create_app
from tests.api.helpers import DB_SETTINGS, Clock, bearer, new_player
from tests.api.test_limits import LONG_SEARCH, NO_LIMITS, QUICK_CODE


def address(n: int) -> dict[str, str]:
    return {"X-Forwarded-For": f"198.51.100.{n}"}


def established_player(app: Flask, database_url: str) -> tuple[str, str]:
    """A player who signed up two days ago (past ``SOLVER_ESTABLISHED_AGE_S``)."""
    player, token = new_player(app.test_client())
    with psycopg.connect(database_url) as conn:
        conn.execute("UPDATE players SET created_at = now() - interval '2 days' WHERE id = %s", [player])
    return player, token


@pytest.fixture
def fair(database_url: str, clock: Clock) -> Iterator[Callable[..., Flask]]:
    """Apps over the test database with two search slots, as a worker of the deployment
    has, behind one proxy; the rate limits out of the way."""
    made: list[Flask] = []

    def build(**settings: Any) -> Flask:
        app = create_app(
            DB_SETTINGS
            | NO_LIMITS
            | {"DATABASE_URL": database_url, "CLOCK": clock, "TRUSTED_PROXY_HOPS": 1, "SOLVER_CONCURRENCY": 2}
            | settings
        )
        made.append(app)
        quick = {"code": QUICK_CODE, "budget_ms": 50}

        def warm(n: int) -> int:  # the worker's search processes, spawned on first use
            return app.test_client().post("/v1/solve", json=quick, headers=address(n)).status_code

        with ThreadPoolExecutor(2) as pool:
            assert list(pool.map(warm, (250, 251))) == [200, 200]
        return app

    yield build
    for app in made:
        app.extensions["store"].close()


class Flood:
    """Clients asking for long searches again and again, each with a fresh account's token
    from an address of its own, retrying at once when refused (harder than the issue's
    ~145 requests a minute)."""

    def __init__(self, app: Flask, clients: int) -> None:
        signing_up = app.test_client()
        self.tokens = [new_player(signing_up)[1] for _ in range(clients)]
        self.app, self.stop = app, threading.Event()
        self.statuses: list[int] = []
        self.threads = [threading.Thread(target=self.ask, args=(n,)) for n in range(clients)]

    def ask(self, n: int) -> None:
        client = self.app.test_client()
        body = {"code": LONG_SEARCH["code"], "budget_ms": 10_000}
        while not self.stop.is_set():
            answer = client.post("/v1/solve", json=body, headers=address(n + 1) | bearer(self.tokens[n]))
            self.statuses.append(answer.status_code)
            if answer.status_code != 200:
                time.sleep(0.05)

    def __enter__(self) -> Flood:
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join()


def test_a_flood_of_fresh_accounts_cannot_starve_an_established_player(
    fair: Callable[..., Flask], database_url: str
) -> None:
    """The issue's attack: 8 addresses with throwaway tokens asking 10 s searches made 27 of
    27 of a victim's hints 503.  Now the fresh accounts hold at most half the slots, so the
    player's hints are answered at once while the flood runs (and is refused beyond it)."""
    app = fair(SOLVER_QUEUE_SEATS=2, SOLVER_MAX_BUDGET_MS=3000)
    _, token = established_player(app, database_url)
    victim = app.test_client()
    state = victim.post("/v1/games", json={"code": QUICK_CODE}).get_json()["state"]
    schedule = app.extensions["solver_queue"].schedule
    waits, answers, flood_waiting = [], [], []
    with Flood(app, 8) as flood:
        time.sleep(1.5)  # the flood holds what it may, and more of it waits
        for _ in range(6):
            flood_waiting.append(schedule.waiting_count())
            started = time.monotonic()
            answer = victim.post(
                "/v1/hint", json={"state": state, "budget_ms": 200}, headers=address(200) | bearer(token)
            )
            waits.append(time.monotonic() - started)
            answers.append(answer)
            time.sleep(0.3)
    assert [answer.status_code for answer in answers] == [200] * 6, [a.get_json() for a in answers]
    assert max(waits) < 3, waits
    assert max(flood_waiting) == 2 and 503 in flood.statuses, "the flood filled the seats, and was refused"


def test_players_behind_one_address_each_get_their_search_in_turn(
    fair: Callable[..., Flask], database_url: str
) -> None:
    """Six players behind one carrier NAT ask for a hint at once: all are answered (two run,
    four wait their turn), none is told another search of the address is running."""
    app = fair(SOLVER_QUEUE_SEATS=4, SOLVER_QUEUE_WAIT_S=30)  # the turns, not the machine's load, are tested
    tokens = [established_player(app, database_url)[1] for _ in range(6)]
    state = app.test_client().post("/v1/games", json={"code": LONG_SEARCH["code"]}).get_json()["state"]

    def hint(token: str) -> tuple[TestResponse, float]:
        started = time.monotonic()
        answer = app.test_client().post(
            "/v1/hint", json={"state": state, "budget_ms": 1000}, headers=address(7) | bearer(token)
        )
        return answer, time.monotonic() - started

    with ThreadPoolExecutor(6) as pool:
        answered = list(pool.map(hint, tokens))
    assert [answer.status_code for answer, _ in answered] == [200] * 6, [a.get_json() for a, _ in answered]
    assert max(seconds for _, seconds in answered) >= 2.5, "two at a time: the last waited two rounds"


@contextmanager
def searching(app: Flask, headers: dict[str, str]) -> Iterator[None]:
    """A long search of the client ``headers`` name runs during the block."""
    with ThreadPoolExecutor(1) as pool:
        long_search = pool.submit(app.test_client().post, "/v1/solve", json=LONG_SEARCH, headers=headers)
        time.sleep(0.7)
        assert not long_search.done()
        yield
        assert long_search.result().status_code == 200


def test_a_client_runs_one_search_at_a_time_a_player_by_token_else_its_address(
    fair: Callable[..., Flask], database_url: str
) -> None:
    """A player's second search while the first runs is 429 ``already-running``, from any
    address; another player from the same address is served; without a token the address
    is the client."""
    app = fair(SOLVER_ANON_BUDGET_MS=3000)
    (_, token), (_, other) = established_player(app, database_url), established_player(app, database_url)
    client, quick = app.test_client(), {"code": QUICK_CODE, "budget_ms": 20}

    def solve(headers: dict[str, str]) -> TestResponse:
        return client.post("/v1/solve", json=quick, headers=headers)

    with searching(app, address(1) | bearer(token)):
        for elsewhere in (1, 2):
            again = solve(address(elsewhere) | bearer(token))
            assert again.status_code == 429, again.get_json()
            assert again.get_json()["type"] == "urn:solitaire:problem:already-running"
            assert again.headers["Retry-After"] == "1"
        assert solve(address(1) | bearer(other)).status_code == 200, "another player, same address"
        assert solve(address(1)).status_code == 200, "the address without a token"
    with searching(app, address(3)):
        assert solve(address(3)).status_code == 429
        assert solve(address(3) | bearer(token)).status_code == 200, "a player is their own client"
    assert solve(address(1) | bearer(token)).status_code == 200, "free once it answered"


def test_a_search_that_starts_while_others_wait_gets_the_contended_budget(fair: Callable[..., Flask]) -> None:
    """One slot: while a search runs, two wait; the first of them starts with the other
    still waiting and searches ``SOLVER_CONTENDED_BUDGET_MS`` (its answer says so), the last
    starts alone and keeps the budget it asked for."""
    app = fair(
        SOLVER_CONCURRENCY=1, SOLVER_QUEUE_SEATS=2, SOLVER_ANON_BUDGET_MS=3000, SOLVER_CONTENDED_BUDGET_MS=500
    )
    asked = [
        (LONG_SEARCH | {"budget_ms": 1500}, address(1)),
        (LONG_SEARCH | {"budget_ms": 3000}, address(2)),
        ({"code": QUICK_CODE, "budget_ms": 1500}, address(3)),
    ]
    with ThreadPoolExecutor(3) as pool:
        answers = []
        for body, headers in asked:
            answers.append(pool.submit(app.test_client().post, "/v1/solve", json=body, headers=headers))
            time.sleep(0.3)
        budgets = [answer.result().get_json()["budget_ms"] for answer in answers]
    assert budgets == [1500, 500, 1500]
