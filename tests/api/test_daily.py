"""The daily challenge over HTTP against the real test PostgreSQL: deals, result
submission (verification, idempotence, races, a write cut off half-way, the rate limit),
leaderboards, the database going away and coming back, and the same under gunicorn."""

from __future__ import annotations

import datetime as dt
import json
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service import create_app
from service.api import create_app as build_app
from service.api.schemas import DAILY_DEALS, DAILY_RESULT, LEADERBOARD
from service.devdb import DevDatabase
from service.engine import custom_game, new_game
from service.engine.deals import deal_layout
from service.engine.rules import GOLF_EASY
from tests.store.conftest import CODES, random_day

from .conftest import TEST_KEY, bearer, conforming, new_player, played, publish, sealed
from .test_gunicorn import gunicorn_server

RESULTS = "/v1/daily/{date}/results"
BOARD = "/v1/daily/{date}/leaderboard"


@pytest.fixture
def day(db_app: Flask) -> dt.date:
    """A fresh day with the pinned deal of every variant published."""
    published = random_day()
    publish(db_app, published, dict(CODES))
    return published


def submit(client: FlaskClient, day: dt.date | str, token: str | None, body: dict[str, Any]) -> TestResponse:
    headers = bearer(token) if token else {}
    response = client.post(f"/v1/daily/{day}/results", json=body, headers=headers)
    return conforming(response, RESULTS, "POST")


def board(client: FlaskClient, day: dt.date, query: str) -> TestResponse:
    return conforming(client.get(f"/v1/daily/{day}/leaderboard?{query}"), BOARD, "GET")


def result_body(
    app: Flask, code: str = "GO1-E-AAAAAAB", variant: str = "golf-easy", **how: Any
) -> dict[str, str]:
    return {"variant": variant, "state": sealed(app, played(code, **how))}


def test_the_days_deals_or_404_when_not_scheduled(db_client: FlaskClient, day: dt.date) -> None:
    response = conforming(db_client.get(f"/v1/daily/{day}"), "/v1/daily/{date}", "GET")
    assert response.status_code == 200
    listed = DAILY_DEALS.load(response.get_json())
    assert listed["date"] == day
    assert [(d["variant"], d["code"], d["difficulty"]) for d in listed["deals"]] == [
        (variant, code, 2.5) for variant, code in CODES.items()
    ]
    missing = conforming(db_client.get(f"/v1/daily/{random_day()}"), "/v1/daily/{date}", "GET")
    assert missing.status_code == 404
    assert missing.get_json()["type"] == "urn:solitaire:problem:not-scheduled"
    assert missing.headers["Content-Type"] == "application/problem+json"
    for bad in ("2031-02-30", "20310105", "tomorrow", "2031-1-5"):
        malformed = db_client.get(f"/v1/daily/{bad}")
        assert malformed.status_code == 400 and malformed.get_json()["errors"][0]["field"] == "date", bad


def test_a_result_is_stored_once_and_a_resubmission_answers_the_same(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    player, token = new_player(db_client, "Ann")
    first = submit(db_client, day, token, result_body(db_app))
    assert first.status_code == 201
    stored = DAILY_RESULT.load(first.get_json())
    assert (stored["rank"], stored["score"], stored["moves"], stored["status"]) == (1, 350, 49, "won")
    # the same game again, or a worse one: nothing changes, the stored result answers
    for body in (result_body(db_app), result_body(db_app, draw_first=True)):
        again = submit(db_client, day, token, body)
        assert again.status_code == 200 and again.get_json() == first.get_json()
    entries = board(db_client, day, "variant=golf-easy").get_json()["entries"]
    assert [(e["player"], e["score"]) for e in entries] == [("Ann", 350)]
    history = db_client.get(f"/v1/players/{player}/games", headers=bearer(token)).get_json()["games"]
    assert [(g["daily_date"], g["variant"], g["score"], len(g["actions"])) for g in history] == [
        (day.isoformat(), "golf-easy", 350, 49)
    ]


def test_a_golf_dead_end_is_a_result_too(db_app: Flask, db_client: FlaskClient, day: dt.date) -> None:
    _, token = new_player(db_client)
    response = submit(db_client, day, token, result_body(db_app, "GO1-C-AAAAAAB", "golf-classic"))
    assert response.status_code == 201
    assert (response.get_json()["status"], response.get_json()["score"]) == ("dead_end", 230)


def test_submissions_need_a_players_token(db_app: Flask, db_client: FlaskClient, day: dt.date) -> None:
    body = result_body(db_app)
    missing = submit(db_client, day, None, body)
    assert missing.status_code == 401 and missing.headers["WWW-Authenticate"].startswith("Bearer")
    unknown = submit(db_client, day, "forged-token", body)
    assert unknown.status_code == 401 and 'error="invalid_token"' in unknown.headers["WWW-Authenticate"]
    assert board(db_client, day, "variant=golf-easy").get_json()["entries"] == []


def test_forged_unfinished_and_foreign_states_are_refused_saying_why(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    _, token = new_player(db_client)
    other_day = random_day()
    publish(db_app, other_day, {"golf-easy": "GO1-E-AAAAAAC"})
    won = sealed(db_app, played("GO1-E-AAAAAAB"))
    other_key = create_app({"STATE_KEYS": ["another-service-key"], "ACCESS_LOG": False})
    custom = _finished(custom_game(GOLF_EASY, deal_layout(GOLF_EASY, 1).to_json()))
    easy, deal = "golf-easy", "not-the-daily-deal"
    cases: list[tuple[str, str, dt.date, str, str]] = [
        (easy, won[:-4] + "AAAA", day, "invalid-state", "seal"),
        (easy, sealed(other_key, played("GO1-E-AAAAAAB")), day, "invalid-state", "key"),
        (easy, sealed(db_app, new_game("GO1-E-AAAAAAB")), day, "game-not-finished", "playing"),
        (easy, sealed(db_app, played("GO1-E-AAAAAAC")), day, deal, "GO1-E-AAAAAAC is not the golf-easy deal"),
        (easy, won, other_day, deal, "is not the golf-easy deal of"),  # another day's code
        ("golf-classic", won, day, deal, "is a golf-easy game, not golf-classic"),
        (easy, sealed(db_app, custom), day, deal, "custom deal"),
        (easy, won, random_day(), deal, "no golf-easy deal is published"),
    ]
    for variant, state, date, kind, why in cases:
        response = submit(db_client, date, token, {"variant": variant, "state": state})
        assert response.status_code == 422, (kind, why)
        problem = response.get_json()
        assert problem["type"] == f"urn:solitaire:problem:{kind}" and why in problem["detail"], problem
    assert board(db_client, day, "variant=golf-easy").get_json()["entries"] == []


def _finished(game: Any) -> Any:
    """Draw through the stock of a custom Golf deal until it is over."""
    while game.status == "playing":
        game.play(game.legal_moves()[-1])
    return game


def test_two_racing_submissions_store_one_result(db_app: Flask, day: dt.date) -> None:
    """The same player's two different games land at once: one is stored (201), the
    other answers it (200); the board and the history hold one each."""
    client = db_app.test_client()
    bodies = [result_body(db_app), result_body(db_app, detours=3)]
    for round_ in range(3):  # a new player each round: the race is the first submission
        name = f"racer-{round_}"
        player, token = new_player(client, name)
        barrier = threading.Barrier(len(bodies))

        def race(
            body: dict[str, str], token: str = token, barrier: threading.Barrier = barrier
        ) -> TestResponse:
            racer = db_app.test_client()
            barrier.wait()
            return racer.post(f"/v1/daily/{day}/results", json=body, headers=bearer(token))

        with ThreadPoolExecutor(len(bodies)) as pool:
            answers = list(pool.map(race, bodies))
        assert sorted(a.status_code for a in answers) == [200, 201]
        assert answers[0].get_json() == answers[1].get_json()
        entries = board(client, day, "variant=golf-easy&size=100").get_json()["entries"]
        assert [entry["player"] for entry in entries].count(name) == 1
        history = client.get(f"/v1/players/{player}/games", headers=bearer(token)).get_json()["games"]
        assert len(history) == 1


def test_the_leaderboard_ranks_by_score_then_moves_then_submission_in_pages(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    results = [  # (name, how it played): submitted in this order
        ("slow", {"detours": 2}),  # 350 in 53
        ("loser", {"draw_first": True}),  # dead end, 0 in 16
        ("best", {}),  # 350 in 49
        ("tied-first", {"detours": 1}),  # 350 in 51
        ("tied-second", {"detours": 1}),  # 350 in 51, later
    ]
    for name, how in results:
        _, token = new_player(db_client, name)
        assert submit(db_client, day, token, result_body(db_app, **how)).status_code == 201
    pages = [
        LEADERBOARD.load(board(db_client, day, f"variant=golf-easy&size=2&page={p}").get_json())
        for p in (1, 2, 3)
    ]
    assert [page["has_more"] for page in pages] == [True, True, False]
    entries = [entry for page in pages for entry in page["entries"]]
    assert [(e["rank"], e["player"], e["score"], e["moves"]) for e in entries] == [
        (1, "best", 350, 49),
        (2, "tied-first", 350, 51),
        (3, "tied-second", 350, 51),
        (4, "slow", 350, 53),
        (5, "loser", 0, 16),
    ]
    assert entries[1]["submitted_at"] < entries[2]["submitted_at"]
    beyond = board(db_client, day, "variant=golf-easy&size=2&page=4").get_json()
    assert (beyond["entries"], beyond["has_more"]) == ([], False)
    # the rank a late submission is told is its place on the board
    _, token = new_player(db_client, "late")
    assert submit(db_client, day, token, result_body(db_app, detours=1)).get_json()["rank"] == 4
    empty = board(db_client, day, "variant=canfield-draw1").get_json()
    assert (empty["entries"], empty["variant"]) == ([], "canfield-draw1")
    assert board(db_client, random_day(), "variant=golf-easy").status_code == 404
    for query in ("", "variant=golf", "variant=golf-easy&size=0", "variant=golf-easy&page=-1"):
        assert board(db_client, day, query).status_code == 400, query


def test_result_submission_is_rate_limited(database_url: str, day: dt.date) -> None:
    app = create_app(
        {
            "TESTING": True,
            "ACCESS_LOG": False,
            "STATE_KEYS": [TEST_KEY],
            "DATABASE_URL": database_url,
            "RESULTS_RATE_LIMIT": "2/minute",
        }
    )
    try:
        client = app.test_client()
        _, token = new_player(client)
        body = result_body(app)
        assert [submit(client, day, token, body).status_code for _ in range(2)] == [201, 200]
        limited = submit(client, day, token, body)
        assert limited.status_code == 429
        assert 0 < int(limited.headers["Retry-After"]) <= 60
        assert limited.get_json()["type"] == "urn:solitaire:problem:rate-limited"
    finally:
        app.extensions["store"].close()


def test_a_submission_cut_off_mid_write_leaves_nothing(
    db_app: Flask, db_client: FlaskClient, day: dt.date, database_url: str
) -> None:
    """The result row is written, then the request dies (its database session is killed
    while it waits to write the history row): the transaction rolls back, so neither row
    is left, and submitting again stores the result as a first submission."""
    player, token = new_player(db_client)
    body = result_body(db_app)
    with psycopg.connect(database_url) as blocker:
        blocker.execute("LOCK TABLE games IN ACCESS EXCLUSIVE MODE")
        with ThreadPoolExecutor(1) as pool:
            pending = pool.submit(lambda: db_app.test_client().post(
                f"/v1/daily/{day}/results", json=body, headers=bearer(token)
            ))  # fmt: skip
            with psycopg.connect(database_url, autocommit=True) as killer:
                victim = _wait_for(
                    lambda: killer.execute(
                        "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                        " AND query LIKE 'INSERT INTO games%%'"
                    ).fetchone()
                )
                killer.execute("SELECT pg_terminate_backend(%s)", [victim[0]])
            cut_off = pending.result(timeout=30)
        blocker.rollback()
    assert cut_off.status_code == 503
    assert board(db_client, day, "variant=golf-easy").get_json()["entries"] == []
    assert db_client.get(f"/v1/players/{player}/games", headers=bearer(token)).get_json()["games"] == []
    assert _eventually(lambda: submit(db_client, day, token, body)).status_code == 201


def _wait_for(probe: Callable[[], Any], within_s: float = 10.0) -> Any:
    deadline = time.monotonic() + within_s
    while (found := probe()) is None:
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)
    return found


def _eventually(request: Callable[[], TestResponse], within_s: float = 20.0) -> TestResponse:
    """The first answer that is not a 503, retrying while the database comes back."""
    deadline = time.monotonic() + within_s
    while (response := request()).status_code == 503 and time.monotonic() < deadline:
        time.sleep(0.2)
    return response


# --- outages --------------------------------------------------------------------------------


@pytest.fixture
def server(postgres_server: DevDatabase | None, database_url: str) -> DevDatabase:
    if postgres_server is None:
        pytest.skip("stopping the server needs the throwaway one, not TEST_DATABASE_URL")
    return postgres_server


def test_with_the_database_down_play_works_database_routes_503_then_everything_recovers(
    server: DevDatabase, db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    player, token = new_player(db_client)
    assert db_client.get("/readyz").status_code == 200
    server.stop()
    try:
        started = time.monotonic()
        assert db_client.post("/v1/games", json={"code": "GO1-E-AAAAAAB"}).status_code == 201
        down = [
            conforming(db_client.post("/v1/players", json={"name": "Late"}), "/v1/players", "POST"),
            conforming(db_client.get(f"/v1/daily/{day}"), "/v1/daily/{date}", "GET"),
            conforming(db_client.get(f"/v1/daily/{day}/leaderboard?variant=golf-easy"), BOARD, "GET"),
            submit(db_client, day, token, result_body(db_app)),
            db_client.get(f"/v1/players/{player}/stats", headers=bearer(token)),
        ]
        for response in down:
            assert response.status_code == 503, response.request.path
            assert response.get_json()["type"] == "urn:solitaire:problem:database-unavailable"
            assert int(response.headers["Retry-After"]) > 0
        ready = db_client.get("/readyz")
        assert ready.status_code == 503 and ready.get_json()["checks"][0]["name"] == "database"
        assert time.monotonic() - started < 20
    finally:
        server.restart_on_same_port()
    # the same app, never restarted
    assert _eventually(lambda: db_client.get("/readyz")).status_code == 200
    assert _eventually(lambda: submit(db_client, day, token, result_body(db_app))).status_code == 201
    assert db_client.post("/v1/players", json={"name": "After"}).status_code == 201


def test_without_a_database_url_play_works_and_database_routes_answer_503() -> None:
    client = build_app({"TESTING": True, "ACCESS_LOG": False}, environ={}).test_client()
    assert client.post("/v1/games", json={"code": "GO1-E-AAAAAAB"}).status_code == 201
    for response in (client.post("/v1/players", json={"name": "Ann"}), client.get("/v1/daily/2031-01-05")):
        assert response.status_code == 503 and response.headers["Retry-After"]
        assert "DATABASE_URL" in response.get_json()["detail"]
    assert client.get("/readyz").status_code == 200  # nothing to wait for


# --- under gunicorn ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def gunicorn_url(database_url: str) -> Iterator[str]:
    with gunicorn_server({"SECRET_KEY": TEST_KEY, "DATABASE_URL": database_url}, "/readyz") as url:
        yield url


def _call(url: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    headers = {"Content-Type": "application/json"} | (bearer(token) if token else {})
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def test_the_daily_challenge_under_gunicorn(gunicorn_url: str, db_app: Flask, day: dt.date) -> None:
    status, player = _call(f"{gunicorn_url}/v1/players", {"name": "Gunicorn"})
    assert status == 201
    status, deals = _call(f"{gunicorn_url}/v1/daily/{day}")
    assert status == 200 and deals["deals"][0]["code"] == "GO1-E-AAAAAAB"
    body = result_body(db_app)  # the same SECRET_KEY seals for both
    answers = [_call(f"{gunicorn_url}/v1/daily/{day}/results", body, player["token"]) for _ in range(4)]
    assert [status for status, _ in answers] == [201, 200, 200, 200]  # over both workers
    assert all(answer == answers[0][1] for _, answer in answers)
    status, leaderboard = _call(f"{gunicorn_url}/v1/daily/{day}/leaderboard?variant=golf-easy")
    assert status == 200 and leaderboard["entries"][0]["player"] == "Gunicorn"
    status, stats = _call(f"{gunicorn_url}/v1/players/{player['id']}/stats", token=player["token"])
    assert status == 200 and stats["variants"][0]["won"] == 1
    with urllib.request.urlopen(f"{gunicorn_url}/metrics", timeout=5) as response:
        metrics = response.read().decode()
    assert 'solitaire_db_pool_connections{state="open"}' in metrics
