"""POST /v1/solve and /v1/hint: verdicts, replayable lines, budgets, errors, rate limits."""

from __future__ import annotations

import os
import signal
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.config import load_config
from tests.api.helpers import TEST_KEY, game_document, move, play, start


@pytest.fixture
def solver(app: Flask) -> FlaskClient:
    """A client searching with a player's time cap, though it sends no token (these tests
    are about verdicts and lines; the anonymous cap has its own tests): searches that must
    finish stay sure to, on a busy machine too."""
    app.config["SOLVER_ANON_BUDGET_MS"] = app.config["SOLVER_MAX_BUDGET_MS"]
    return app.test_client()


def solve(client: FlaskClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/v1/solve", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def test_the_documented_golf_deal_is_winnable_in_easy_and_the_line_replays(solver: FlaskClient) -> None:
    answer = solve(solver, {"code": "GO1-E-AAAAAAB", "budget_ms": 5000})
    assert answer["result"] == "winnable" and answer["solution"]
    document = play(solver, start(solver, {"code": "GO1-E-AAAAAAB"}), *answer["solution"])
    assert document["status"] == "won" and document["score"] == 350


def test_the_documented_golf_deal_is_proven_unwinnable_in_classic(solver: FlaskClient) -> None:
    answer = solve(solver, {"code": "GO1-C-AAAAAAB", "budget_ms": 10_000})
    assert answer["result"] == "unwinnable" and answer["solution"] is None and answer["states"] > 0
    assert (answer["best"], answer["best_exact"]) == (1, True)
    document = play(solver, start(solver, {"code": "GO1-C-AAAAAAB"}), *answer["best_line"])
    assert document["status"] == "dead_end" and sum(map(len, document["view"]["columns"])) == 1


def test_a_winnable_golf_deals_best_is_zero_and_canfield_has_none(client: FlaskClient) -> None:
    golf = solve(client, {"code": "GO1-E-AAAAAAB", "budget_ms": 5000})
    assert (golf["best"], golf["best_exact"], golf["best_line"]) == (0, True, golf["solution"])
    canfield = solve(client, {"code": "CF1-D3-AAAAACL", "budget_ms": 5000})
    assert "best" not in canfield and "best_line" not in canfield


def test_a_position_mid_game_is_solved_from_its_state(solver: FlaskClient) -> None:
    document = play(
        solver,
        start(solver, {"code": "CF1-D3-AAAAACL"}),
        {"type": "move", "card": "QC", "to": "c2"},
        {"type": "move", "card": "8H", "to": "foundation"},
        {"type": "move", "card": "KH", "to": "c4"},
    )
    answer = solve(solver, {"state": document["state"], "budget_ms": 5000})
    assert answer["result"] == "winnable"
    won = play(solver, document, *answer["solution"])
    assert won["status"] == "won"


def test_the_budget_is_capped_by_the_server_and_an_exhausted_budget_is_unknown(client: FlaskClient) -> None:
    """Without a bearer token the cap is the anonymous one (a player's: test_limits.py)."""
    capped = solve(client, {"code": "GO1-E-AAAAAAB", "budget_ms": 600_000})
    assert capped["budget_ms"] == 1_000
    assert solve(client, {"code": "GO1-E-AAAAAAB", "budget_ms": 300})["budget_ms"] == 300
    unknown = solve(client, {"code": "CF1-D3-AAAAAAC", "max_states": 1})
    assert unknown["result"] == "unknown" and unknown["solution"] is None


def test_a_hint_is_the_next_move_of_a_winning_line(solver: FlaskClient) -> None:
    document = start(solver, {"code": "GO1-E-AAAAAAB"})
    response = solver.post("/v1/hint", json={"state": document["state"], "budget_ms": 5000})
    assert response.status_code == 200
    hint = response.get_json()
    assert hint["kind"] == "winning" and hint["result"] == "winnable"
    assert hint["move"] in document["legal_moves"]
    assert game_document(move(solver, document["state"], hint["move"]))["outcome"]["accepted"]


def test_a_hint_when_no_win_exists_starts_a_line_leaving_the_fewest_cards(solver: FlaskClient) -> None:
    document = start(solver, {"code": "GO1-C-AAAAAAB"})
    hint = solver.post("/v1/hint", json={"state": document["state"], "budget_ms": 5000}).get_json()
    assert (hint["kind"], hint["result"], hint["best"]) == ("best", "unwinnable", 1)
    assert hint["move"] in document["legal_moves"]


def test_a_hint_the_budget_cannot_prove_is_the_heuristics_move(solver: FlaskClient) -> None:
    document = start(solver, {"code": "GO1-C-AAAAAAB"})
    hint = solver.post("/v1/hint", json={"state": document["state"], "max_states": 10}).get_json()
    assert (hint["kind"], hint["result"]) == ("heuristic", "unknown") and "best" not in hint
    assert hint["move"] in document["legal_moves"]


def test_bad_solver_requests(client: FlaskClient) -> None:
    document = start(client, {"code": "GO1-E-AAAAAAB"})
    both = client.post("/v1/solve", json={"code": "GO1-E-AAAAAAB", "state": document["state"]})
    neither = client.post("/v1/solve", json={"budget_ms": 10})
    assert both.status_code == neither.status_code == 400
    assert both.content_type == "application/problem+json"
    bad_code = client.post("/v1/solve", json={"code": "GO1-X-AAAAAAB"})
    assert bad_code.status_code == 422 and bad_code.get_json()["errors"][0]["field"] == "code"
    forged = client.post("/v1/hint", json={"state": document["state"][:-4] + "AAAA"})
    assert forged.status_code == 422 and forged.get_json()["errors"][0]["field"] == "state"
    zero = client.post("/v1/solve", json={"code": "GO1-E-AAAAAAB", "budget_ms": 0})
    assert zero.status_code == 400


def test_the_solver_routes_are_rate_limited_per_client() -> None:
    app = create_app(
        {"TESTING": True, "ACCESS_LOG": False, "STATE_KEYS": [TEST_KEY], "SOLVER_RATE_LIMIT": "2/minute"}
    )
    client = app.test_client()
    body = {"code": "GO1-E-AAAAAAB", "budget_ms": 50}
    assert [client.post("/v1/solve", json=body).status_code for _ in range(2)] == [200, 200]
    limited = client.post("/v1/solve", json=body)
    assert limited.status_code == 429 and limited.content_type == "application/problem+json"
    assert 1 <= int(limited.headers["Retry-After"]) <= 60
    assert limited.get_json()["type"].endswith("rate-limited")


def test_searches_beyond_the_workers_slots_wait_their_turn_then_503_and_play_goes_on() -> None:
    """Every slot taken: a search waits ``SOLVER_QUEUE_WAIT_S`` for one, then 503 with
    ``Retry-After``; past the waiting seats it is 503 at once; moves are served meanwhile,
    and the slot, once free, serves the next search."""
    app = create_app(
        {
            "TESTING": True,
            "ACCESS_LOG": False,
            "STATE_KEYS": [TEST_KEY],
            "SOLVER_CONCURRENCY": 1,
            "SOLVER_QUEUE_WAIT_S": 1.5,
            "SOLVER_QUEUE_SEATS": 1,
            "TRUSTED_PROXY_HOPS": 1,
        }
    )
    client = app.test_client()
    state = start(client, {"code": "GO1-E-AAAAAAB"})["state"]
    queue = app.extensions["solver_queue"]
    with queue.turn("player:somebody", True, 0):  # a search is running
        for path, body in (("/v1/solve", {"code": "GO1-E-AAAAAAB"}), ("/v1/hint", {"state": state})):
            started = time.monotonic()
            busy = client.post(path, json=body)
            assert 1.5 <= time.monotonic() - started < 6, "it waited for the slot"
            assert busy.status_code == 503 and busy.headers["Retry-After"] == "1"
            assert busy.get_json()["type"] == "urn:solitaire:problem:solver-busy"
        with ThreadPoolExecutor(1) as pool:
            waiting = pool.submit(
                app.test_client().post, "/v1/solve", json={"code": "GO1-E-AAAAAAB"},
                headers={"X-Forwarded-For": "192.0.2.1"},
            )  # fmt: skip
            time.sleep(0.2)  # it holds the one seat
            started = time.monotonic()
            turned_away = client.post(
                "/v1/hint", json={"state": state}, headers={"X-Forwarded-For": "192.0.2.2"}
            )
            assert turned_away.status_code == 503 and time.monotonic() - started < 1, "no seat: at once"
            assert move(client, state, {"type": "draw"}).status_code == 200
            assert waiting.result().status_code == 503
    assert client.post("/v1/hint", json={"state": state}).status_code == 200
    assert queue.schedule.running == 0 and not queue.schedule.waiting, "every slot was given back"


def test_each_worker_searches_on_half_its_threads_by_default() -> None:
    key = {"SECRET_KEY": TEST_KEY}
    assert load_config(key)["SOLVER_CONCURRENCY"] == 2
    assert load_config(key | {"GUNICORN_THREADS": "2"})["SOLVER_CONCURRENCY"] == 1
    assert load_config(key | {"GUNICORN_THREADS": "1"})["SOLVER_CONCURRENCY"] == 1
    assert load_config(key | {"SOLVER_CONCURRENCY": "5"})["SOLVER_CONCURRENCY"] == 5


def _children() -> dict[int, tuple[int, int]]:
    """This process's children: (nice, CPU ticks used) of each, from /proc."""
    found = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == os.getpid():  # fields from the 3rd of stat: ppid, ..., utime, ..., nice
            found[int(stat.parent.name)] = (int(fields[16]), int(fields[11]) + int(fields[12]))
    return found


def test_a_search_runs_in_a_child_process_at_the_lowest_priority_and_survives_its_death() -> None:
    """Searches run apart from the worker's play threads (searches.py), niced; a search
    process killed mid-search (out of memory, say) is a 503, and the next search works."""
    app = create_app(
        {
            "TESTING": True,
            "ACCESS_LOG": False,
            "STATE_KEYS": [TEST_KEY],
            "SOLVER_CONCURRENCY": 1,
            "SOLVER_ANON_BUDGET_MS": 4000,
        }
    )
    long_search = {"code": "CF1-D1-AAAADDY", "budget_ms": 4000}  # not settled in 4 s
    with ThreadPoolExecutor(1) as pool:
        answer = pool.submit(app.test_client().post, "/v1/solve", json=long_search)
        deadline = time.monotonic() + 10
        searching: set[int] = set()
        while not searching:  # a child at the lowest priority whose CPU time grows: the search
            # (other children of the test run, PostgreSQL's say, may be busy too, at nice 0)
            assert time.monotonic() < deadline and not answer.done()
            before = _children()
            time.sleep(0.3)
            after = _children()
            grew = {pid for pid, (_, used) in after.items() if used > before.get(pid, (0, used))[1]}
            searching = {pid for pid in grew if after[pid][0] == 19}
        for pid in searching:
            os.kill(pid, signal.SIGKILL)
        killed = answer.result(timeout=30)
    assert killed.status_code == 503 and killed.get_json()["type"] == "urn:solitaire:problem:solver-busy"
    assert killed.headers["Retry-After"] == "1"
    again = app.test_client().post("/v1/solve", json={"code": "GO1-E-AAAAAAB", "budget_ms": 5000})
    assert again.status_code == 200 and again.get_json()["result"] == "winnable"
