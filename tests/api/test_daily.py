"""The daily challenge over HTTP against the real test PostgreSQL (contract v2): the day's
deals shown from the day's start only, daily games bound to their player with a clock
that never restarts, results that cannot be copied or farmed, the grace period, keyset
leaderboards and the caller's own rank, races, a write cut off half-way, the rate limit,
the database going away and coming back, and the same under gunicorn."""

from __future__ import annotations

import datetime as dt
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

from harness.databases import ThrowawayDatabase
from harness.policies import golf_policy
from harness.servers import fetch_json, gunicorn_server
from harness.store_data import CODES, random_day
from service import create_app
from service.api import create_app as build_app
from service.api.schemas import DAILY_DEALS, DAILY_STANDING, LEADERBOARD
from service.engine import format_code, move_to_json, new_game
from service.engine.rules import GOLF_EASY
from service.solver import Budget, solve
from service.store import DailyDeal, Store
from tests.api.daily_play import (
    BOARD,
    GAMES,
    board,
    daily_game,
    finished_daily,
    fresh_deal,
    me,
    played_on,
    start_daily,
    submit,
)
from tests.api.helpers import (
    DB_SETTINGS,
    TEST_KEY,
    Clock,
    bearer,
    conforming,
    establish,
    game_document,
    move,
    new_player,
    opened,
    publish,
    sealed,
)

# --- the day's deals ------------------------------------------------------------------------------


def test_a_days_deals_are_shown_from_its_start_and_never_before(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    """A date's deals are shown from its midnight at UTC+14, 14 hours before midnight UTC,
    and sealed until its end at UTC-12, 36 hours after, plus the grace."""
    response = conforming(db_client.get(f"/v1/daily/{day}"), "/v1/daily/{date}", "GET")
    assert response.status_code == 200
    listed = DAILY_DEALS.load(response.get_json())
    assert listed["date"] == day
    assert listed["opens_at"] == dt.datetime.combine(day - dt.timedelta(days=1), dt.time(10), dt.UTC)
    assert listed["closes_at"] == dt.datetime.combine(day + dt.timedelta(days=1), dt.time(12), dt.UTC)
    assert listed["results_close_at"] == dt.datetime.combine(day + dt.timedelta(days=1), dt.time(13), dt.UTC)
    assert [(d["variant"], d["code"], d["difficulty"], d["solution"]) for d in listed["deals"]] == [
        (variant, None, 2.5, None) for variant in CODES
    ]  # sealed while the day's results are open
    later = day + dt.timedelta(days=2)  # the date after next: it opens tomorrow at 10:00 UTC
    publish(db_app, later, {"golf-easy": "GO1-E-AAAAAAC"})
    clock.now = dt.datetime.combine(later - dt.timedelta(days=1), dt.time(9, 59, 59), dt.UTC)
    for hidden in (f"/v1/daily/{later}", f"/v1/daily/{later}/leaderboard?variant=golf-easy"):
        secret = db_client.get(hidden)
        assert secret.status_code == 404, hidden
        assert secret.get_json()["type"] == "urn:solitaire:problem:not-scheduled"
        assert f"{later}" in secret.get_json()["detail"]
        assert f"{later - dt.timedelta(days=1)}T10:00:00+00:00" in secret.get_json()["detail"]  # opens then
        assert "GO1-E-AAAAAAC" not in secret.get_data(as_text=True)
    clock.advance(seconds=1)  # the date begins at UTC+14
    opened_day = db_client.get(f"/v1/daily/{later}").get_json()["deals"][0]
    commitment = opened_day.pop("commitment")
    assert opened_day == {
        "variant": "golf-easy", "difficulty": 2.5, "code": None, "salt": None, "solution": None, "best": None,
    }  # fmt: skip
    clock.now = dt.datetime.combine(later + dt.timedelta(days=1), dt.time(12, 59, 59), dt.UTC)
    assert db_client.get(f"/v1/daily/{later}").get_json()["deals"][0]["code"] is None  # in the grace
    clock.advance(seconds=1)  # results close
    revealed = db_client.get(f"/v1/daily/{later}").get_json()["deals"][0]
    assert (revealed["code"], revealed["solution"], revealed["best"]) == ("GO1-E-AAAAAAC", None, None)
    assert revealed["commitment"] == commitment and len(revealed["salt"]) == 32
    yesterday = day - dt.timedelta(days=1)  # begun, never scheduled
    missing = conforming(db_client.get(f"/v1/daily/{yesterday}"), "/v1/daily/{date}", "GET")
    assert missing.status_code == 404 and missing.headers["Content-Type"] == "application/problem+json"
    for bad in ("2031-02-30", "20310105", "tomorrow", "2031-1-5"):
        malformed = db_client.get(f"/v1/daily/{bad}")
        assert malformed.status_code == 400 and malformed.get_json()["errors"][0]["field"] == "date", bad


# --- daily games -------------------------------------------------------------------------------


def test_a_daily_game_is_bound_marked_and_its_clock_never_restarts(
    database_url: str, db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    player, token = new_player(db_client, "Ann")
    first = daily_game(db_client, day, token)
    assert first["code"] is None and first["player"] == player  # sealed while the results are open
    started_at = clock.now.isoformat().replace("+00:00", "Z")
    assert first["daily"] == {
        "date": day.isoformat(), "variant": "golf-easy", "started_at": started_at, "archive": False,
        "ranked": True,
    }  # fmt: skip
    # moves keep the game, its player and its day
    after = game_document(move(db_client, first["state"], {"type": "draw"}))
    assert (after["game_id"], after["player"], after["daily"]) == (first["game_id"], player, first["daily"])
    # ten minutes later, on another instance (a restart): the same attempt, its clock running
    clock.advance(minutes=10)
    other_instance = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock})
    try:
        again = start_daily(other_instance.test_client(), day, token)
    finally:
        other_instance.extensions["store"].close()
    assert again.status_code == 409 and again.get_json()["state"] == after["state"]
    clock.advance(seconds=154)
    state = played_on(db_app, after["state"], golf_policy())
    entry = submit(db_client, day, token, {"variant": "golf-easy", "state": state}).get_json()["entry"]
    assert entry["seconds"] == 754  # from the first start
    # settings travel as in any game, and the attempt keeps those it was started with
    quiet = start_daily(db_client, day, token, "canfield-draw1", explain=False).get_json()
    assert quiet["code"] is None and quiet["settings"] == {"explain": False, "double_tap": True}
    again = start_daily(db_client, day, token, "canfield-draw1").get_json()["game"]
    assert again["settings"]["explain"] is False and again["daily"] == quiet["daily"]


def test_a_deleted_players_token_and_states_are_refused(
    db_app: Flask, db_client: FlaskClient, day: dt.date, database_url: str
) -> None:
    """A player removed from the database (by an operator: there is no route for it): their
    token is nobody's any more (401) and their daily state is nobody's to submit."""
    player, token = new_player(db_client, "Gone")
    state = finished_daily(db_app, db_client, day, token)
    with psycopg.connect(database_url) as conn:
        conn.execute("DELETE FROM daily_starts WHERE player_id = %s", [player])
        conn.execute("DELETE FROM players WHERE id = %s", [player])
    for refused in (
        start_daily(db_client, day, token),
        submit(db_client, day, token, {"variant": "golf-easy", "state": state}),
        me(db_client, day, token),
    ):
        assert refused.status_code == 401
        assert 'error="invalid_token"' in refused.headers["WWW-Authenticate"]
    _, other_token = new_player(db_client)
    stolen = submit(db_client, day, other_token, {"variant": "golf-easy", "state": state})
    assert stolen.status_code == 403 and stolen.get_json()["type"] == "urn:solitaire:problem:state-not-yours"


def test_only_an_open_date_can_be_started_by_a_player(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    """At 12:30 UTC yesterday has ended everywhere (in its grace: 409), today and tomorrow
    are open (it is tomorrow from UTC+12 on), the day after is not (404, as if
    unscheduled); once yesterday's results close it is the archive's
    (tests/api/test_daily_record.py)."""
    _, token = new_player(db_client)
    yesterday, tomorrow = day - dt.timedelta(days=1), day + dt.timedelta(days=1)
    after = tomorrow + dt.timedelta(days=1)
    publish(db_app, yesterday, {"golf-easy": "GO1-E-AAAAAAC"})
    publish(db_app, tomorrow, {"golf-easy": "GO1-E-AAAAAAD"})
    publish(db_app, after, {"golf-easy": "GO1-E-AAAAAAF"})
    clock.now = dt.datetime.combine(day, dt.time(12, 30), dt.UTC)
    cases = [
        (yesterday, "golf-easy", 409, "daily-not-live"),
        (after, "golf-easy", 404, "not-scheduled"),  # as if unscheduled: days to come are secret
        (yesterday, "golf-classic", 404, "not-scheduled"),
        (random_day(), "golf-easy", 404, "not-scheduled"),
    ]
    for date, variant, status, kind in cases:
        refused = start_daily(db_client, date, token, variant)
        assert refused.status_code == status, (date, variant)
        assert refused.get_json()["type"] == f"urn:solitaire:problem:{kind}"
    not_live = start_daily(db_client, yesterday, token).get_json()["detail"]
    assert f"{day}T12:00:00+00:00" in not_live and f"{day}T13:00:00+00:00" in not_live  # ended, results close
    assert start_daily(db_client, day, token, "golf-easy").status_code == 201
    assert start_daily(db_client, tomorrow, token, "golf-easy").status_code == 201
    assert start_daily(db_client, day, None).status_code == 401
    assert start_daily(db_client, day, "not-a-token").status_code == 401
    for body in ({}, {"variant": "golf"}, {"variant": "golf-easy", "code": "GO1-E-AAAAAAB"}):
        bad = db_client.post(f"/v1/daily/{day}/games", json=body, headers=bearer(token))
        assert conforming(bad, GAMES, "POST").status_code == 400, body


# --- results -----------------------------------------------------------------------------------


def test_a_result_is_stored_once_and_a_resubmission_answers_the_same(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    player, token = new_player(db_client, "Ann")
    state = finished_daily(db_app, db_client, day, token)
    clock.advance(seconds=90)
    first = submit(db_client, day, token, {"variant": "golf-easy", "state": state})
    assert first.status_code == 201
    stored = DAILY_STANDING.load(first.get_json())
    entry = stored["entry"]
    assert stored["rank"] == entry["rank"] == 1
    assert (entry["player"], entry["won"], entry["cards_home"], entry["score"], entry["moves"]) == (
        "Ann", True, 35, 350, 49,
    )  # fmt: skip
    assert (entry["hints"], entry["undos"], entry["seconds"]) == (0, 0, 90)
    # the same game again: the stored result answers
    again = submit(db_client, day, token, {"variant": "golf-easy", "state": state})
    assert again.status_code == 200 and again.get_json() == first.get_json()
    # a start now deals a replay, whose result is refused
    replay = daily_game(db_client, day, token)
    assert replay["daily"]["ranked"] is False and replay["game_id"] != str(opened(db_app, state)[0].game_id)
    worse = played_on(db_app, replay["state"], golf_policy(draw_first=True))
    refused = submit(db_client, day, token, {"variant": "golf-easy", "state": worse})
    assert refused.status_code == 409 and refused.get_json()["type"] == "urn:solitaire:problem:daily-replay"
    entries = board(db_client, day, "variant=golf-easy").get_json()["entries"]
    assert [(e["player"], e["score"]) for e in entries] == [("Ann", 350)]
    history = db_client.get(f"/v1/players/{player}/games", headers=bearer(token)).get_json()["games"]
    assert [(g["daily_date"], g["variant"], g["score"], len(g["actions"])) for g in history] == [
        (day.isoformat(), "golf-easy", 350, 49)
    ]
    assert history[0]["id"] == str(opened(db_app, state)[0].game_id)


def test_a_golf_dead_end_is_a_result_too(db_app: Flask, db_client: FlaskClient, day: dt.date) -> None:
    _, token = new_player(db_client)
    state = finished_daily(db_app, db_client, day, token, "golf-classic")
    response = submit(db_client, day, token, {"variant": "golf-classic", "state": state})
    assert response.status_code == 201
    entry = response.get_json()["entry"]
    assert (entry["won"], entry["score"], entry["cards_home"]) == (False, 230, 29)


def test_submissions_need_a_players_token(db_app: Flask, db_client: FlaskClient, day: dt.date) -> None:
    _, token = new_player(db_client)
    body = {"variant": "golf-easy", "state": finished_daily(db_app, db_client, day, token)}
    missing = submit(db_client, day, None, body)
    assert missing.status_code == 401 and missing.headers["WWW-Authenticate"].startswith("Bearer")
    unknown = submit(db_client, day, "forged-token", body)
    assert unknown.status_code == 401 and 'error="invalid_token"' in unknown.headers["WWW-Authenticate"]
    assert board(db_client, day, "variant=golf-easy").get_json()["entries"] == []


def test_copied_anonymous_forged_and_other_games_are_refused_saying_why(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    _, ann_token = new_player(db_client, "Ann")
    bob, bob_token = new_player(db_client, "Bob")
    anns_won = finished_daily(db_app, db_client, day, ann_token)
    # Bob's own game of the day's deal, not his daily game: started before the day began (while
    # the day is live, POST /v1/games refuses its deal)
    bound = {"state": sealed(db_app, new_game("GO1-E-AAAAAAB"), bob)}
    retired_key = create_app({"STATE_KEYS": ["a retired key"], "ACCESS_LOG": False})
    easy = "golf-easy"
    cases: list[tuple[str, str, dt.date, int, str, str]] = [
        # (variant, state, date, status, problem, why): Bob submits
        (easy, anns_won, day, 403, "state-not-yours", "another player"),  # Ann's state, posted online
        (
            easy,
            sealed(db_app, opened(db_app, anns_won)[1]),
            day,
            422,
            "not-a-daily-game",
            "an anonymous game",
        ),
        (
            easy,
            played_on(db_app, bound["state"], golf_policy()),
            day,
            422,
            "not-a-daily-game",
            "not a daily game",
        ),
        (easy, anns_won[:-4] + "AAAA", day, 422, "invalid-state", "seal"),
        (easy, sealed(retired_key, opened(db_app, anns_won)[1]), day, 422, "invalid-state", "key"),
    ]
    bobs_daily = daily_game(db_client, day, bob_token)
    bobs_won = played_on(db_app, bobs_daily["state"], golf_policy())
    cases += [
        (easy, bobs_daily["state"], day, 422, "game-not-finished", "still in play"),
        ("golf-classic", bobs_won, day, 422, "not-a-daily-game", "Golf, easy daily game"),
        (easy, bobs_won, day + dt.timedelta(days=1), 422, "not-a-daily-game", f"of {day.isoformat()}"),
    ]
    for variant, state, date, status, kind, why in cases:
        response = submit(db_client, date, bob_token, {"variant": variant, "state": state}, "en")
        assert response.status_code == status, (kind, why, response.get_json())
        problem = response.get_json()
        assert problem["type"] == f"urn:solitaire:problem:{kind}" and why in problem["detail"], problem
        assert problem["errors"][0]["field"] == "state"
    assert board(db_client, day, "variant=golf-easy").get_json()["entries"] == []
    assert submit(db_client, day, ann_token, {"variant": easy, "state": anns_won}).status_code == 201
    assert submit(db_client, day, bob_token, {"variant": easy, "state": bobs_won}).status_code == 201
    entries = board(db_client, day, "variant=golf-easy").get_json()["entries"]
    assert sorted(e["player"] for e in entries) == ["Ann", "Bob"]


def test_results_are_accepted_until_the_date_ends_at_utc_minus_12_plus_the_grace_period(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    states = {}
    for name in ("in-time", "late"):
        _, token = new_player(db_client, name)
        states[name] = (token, finished_daily(db_app, db_client, day, token))
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(12, 59, 59), dt.UTC)
    token, state = states["in-time"]
    assert submit(db_client, day, token, {"variant": "golf-easy", "state": state}).status_code == 201
    clock.advance(seconds=1)
    token, state = states["late"]
    closed = submit(db_client, day, token, {"variant": "golf-easy", "state": state})
    assert closed.status_code == 409
    assert closed.get_json()["type"] == "urn:solitaire:problem:daily-closed"
    assert f"{day + dt.timedelta(days=1)}T13:00:00+00:00" in closed.get_json()["detail"]
    assert [e["player"] for e in board(db_client, day, "variant=golf-easy").get_json()["entries"]] == [
        "in-time"
    ]


def test_the_grace_period_is_a_setting(database_url: str, clock: Clock) -> None:
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "DAILY_GRACE_MINUTES": 5})
    try:
        client = app.test_client()
        day = clock.now.date()
        publish(app, day, {"golf-easy": "GO1-E-AAAAAAB"})
        _, token = new_player(client)
        state = finished_daily(app, client, day, token)
        clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(12, 5), dt.UTC)
        assert submit(client, day, token, {"variant": "golf-easy", "state": state}).status_code == 409
    finally:
        app.extensions["store"].close()


def canfield_win_line(code: str) -> list[dict[str, Any]]:
    found = solve(new_game(code), Budget(ms=20_000))
    assert found.result == "winnable" and found.solution
    return [move_to_json(m) for m in found.solution]


def test_farmed_canfield_points_never_outrank_a_clean_win(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    """A real won Canfield game, played over HTTP; the farmer takes a card back from a
    foundation and plays it again ten times before the last move (+5 points each time):
    the higher score ranks below the clean win, which took fewer moves."""
    line = canfield_win_line("CF1-D3-AAAAACL")
    results = {}
    for name, farm in (("farmer", 10), ("clean", 0)):  # the farmer submits first
        _, token = new_player(db_client, name)
        document = daily_game(db_client, day, token, "canfield-draw3")
        for action in line[:-1]:
            document = game_document(move(db_client, document["state"], action))
        for _ in range(farm):
            back = next(
                m for m in document["legal_moves"] if m["type"] == "move" and m["to"].startswith("c")
                and any(m["card"] == f["cards"][-1] for f in document["view"]["foundations"] if f["cards"])
            )  # fmt: skip
            document = game_document(move(db_client, document["state"], back))
            again = {"type": "move", "card": back["card"], "to": "foundation"}
            document = game_document(move(db_client, document["state"], again))
            assert document["outcome"]["accepted"]
        document = game_document(move(db_client, document["state"], line[-1]))
        assert document["status"] == "won"
        response = submit(db_client, day, token, {"variant": "canfield-draw3", "state": document["state"]})
        results[name] = response.get_json()["entry"]
    assert results["farmer"]["score"] == results["clean"]["score"] + 50
    assert results["farmer"]["moves"] == results["clean"]["moves"] + 20
    entries = board(db_client, day, "variant=canfield-draw3").get_json()["entries"]
    assert [(e["rank"], e["player"], e["cards_home"]) for e in entries] == [
        (1, "clean", 52),
        (2, "farmer", 52),
    ]


def test_two_racing_submissions_store_one_result(db_app: Flask, day: dt.date) -> None:
    """The same player's result lands twice at once: one is stored (201), the other answers
    it (200); the board and the history hold one each."""
    client = db_app.test_client()
    for round_ in range(3):  # a new player each round: the race is the first submission
        name = f"racer-{round_}"
        player, token = new_player(client, name)
        bodies = [{"variant": "golf-easy", "state": finished_daily(db_app, client, day, token)}] * 2
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
        entries = board(client, day, "variant=golf-easy&limit=100").get_json()["entries"]
        assert [entry["player"] for entry in entries].count(name) == 1
        history = client.get(f"/v1/players/{player}/games", headers=bearer(token)).get_json()["games"]
        assert len(history) == 1


# --- leaderboards ------------------------------------------------------------------------------


def test_the_leaderboard_ranks_won_then_moves_and_pages_by_keyset(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    results = [  # (name, how it played): submitted in this order, a second apart
        ("slow", {"detours": 2}),  # won in 53
        ("loser", {"draw_first": True}),  # dead end: 0 points in 16
        ("best", {}),  # won in 49
        ("tied-first", {"detours": 1}),  # won in 51
        ("tied-second", {"detours": 1}),  # won in 51, in as many seconds, submitted later
    ]
    tokens = {}
    for name, how in results:
        player, tokens[name] = new_player(db_client, name)
        establish(db_app, day, player)  # each played before: their results join a group
        state = finished_daily(db_app, db_client, day, tokens[name], **how)
        clock.advance(seconds=1)
        assert (
            submit(db_client, day, tokens[name], {"variant": "golf-easy", "state": state}).status_code == 201
        )
    pages = [board(db_client, day, "variant=golf-easy&limit=2").get_json()]
    while cursor := pages[-1]["next"]:
        pages.append(board(db_client, day, f"variant=golf-easy&limit=2&after={cursor}").get_json())
    for page in pages:
        assert LEADERBOARD.load(page)["variant"] == "golf-easy"
    entries = [entry for page in pages for entry in page["entries"]]
    assert [len(page["entries"]) for page in pages] == [2, 2, 1]
    assert [(e["rank"], e["player"], e["won"], e["moves"]) for e in entries] == [
        (1, "best", True, 49),
        (2, "tied-first", True, 51),
        (3, "tied-second", True, 51),
        (4, "slow", True, 53),
        (5, "loser", False, 16),
    ]
    assert entries[1]["submitted_at"] < entries[2]["submitted_at"]
    percentiles = []
    for entry in entries:
        standing = me(db_client, day, tokens[entry["player"]]).get_json()
        percentiles.append(standing.pop("percentile"))
        assert standing.pop("share").endswith("Время: 0:01")
        assert standing == {
            "date": day.isoformat(),
            "variant": "golf-easy",
            "rank": entry["rank"],
            "entry": entry,
            "group": {"id": 1, "rank": entry["rank"], "size": 5},  # the five are one group
        }
    assert percentiles == [80.0, 60.0, 40.0, 20.0, 0.0]  # a share of the results below on the board
    # the rank a late submission is told is its place on the board
    _, token = new_player(db_client, "late")
    state = finished_daily(db_app, db_client, day, token, detours=1)
    clock.advance(seconds=1)  # as long as the tied ones took: ranked after them
    assert submit(db_client, day, token, {"variant": "golf-easy", "state": state}).get_json()["rank"] == 4
    empty = board(db_client, day, "variant=canfield-draw1").get_json()
    assert (empty["entries"], empty["next"]) == ([], None)
    assert board(db_client, random_day(), "variant=golf-easy").status_code == 404


def test_bad_cursors_are_422_and_bad_limits_400_naming_the_parameter(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    for name in ("a", "b"):
        _, token = new_player(db_client, name)
        state = finished_daily(db_app, db_client, day, token)
        submit(db_client, day, token, {"variant": "golf-easy", "state": state})
    cursor = board(db_client, day, "variant=golf-easy&limit=1").get_json()["next"]
    assert board(db_client, day, f"variant=golf-easy&after={cursor}").status_code == 200
    yesterday = day - dt.timedelta(days=1)
    publish(db_app, yesterday, {"golf-easy": "GO1-E-AAAAAAC"})
    for query, status, field, why in [
        (f"variant=golf-easy&after={cursor[:-4]}AAAA", 422, "after", "edited"),
        (f"variant=golf-classic&after={cursor}", 422, "after", "another list"),
        ("variant=golf-easy&after=%2F%2F", 422, "after", "not a cursor this service issued"),
        ("variant=golf-easy&after=a!b", 422, "after", "base64url"),
        ("variant=golf-easy&after=", 400, "after", ""),
        ("variant=golf-easy&limit=0", 400, "limit", ""),
        ("variant=golf-easy&limit=101", 400, "limit", ""),
        ("variant=golf-easy&page=2", 400, "page", ""),
        ("variant=golf", 400, "variant", ""),
        ("", 400, "variant", ""),
    ]:
        bad = board(db_client, day, query, "en")
        assert bad.status_code == status, query
        assert bad.get_json()["errors"][0]["field"] == field and why in bad.get_json()["detail"], query
    other_day = board(db_client, yesterday, f"variant=golf-easy&after={cursor}", "en")
    assert other_day.status_code == 422 and "another list" in other_day.get_json()["detail"]


def test_my_standing_needs_a_token_and_a_result(db_app: Flask, db_client: FlaskClient, day: dt.date) -> None:
    _, token = new_player(db_client)
    assert me(db_client, day, None).status_code == 401
    missing = me(db_client, day, token)
    assert missing.status_code == 404 and missing.get_json()["type"] == "urn:solitaire:problem:no-result"
    assert me(db_client, day + dt.timedelta(days=1), token).status_code == 404  # a day to come
    bad = db_client.get(f"/v1/daily/{day}/leaderboard/me?variant=golf", headers=bearer(token))
    assert bad.status_code == 400


def test_result_submission_is_rate_limited(database_url: str, clock: Clock) -> None:
    app = create_app(
        DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "RESULTS_RATE_LIMIT": "2/minute"}
    )
    try:
        client = app.test_client()
        day = clock.now.date()
        publish(app, day, {"golf-easy": "GO1-E-AAAAAAB"})
        _, token = new_player(client)
        body = {"variant": "golf-easy", "state": finished_daily(app, client, day, token)}
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
    """The result row and the history row are written, then the request dies (its
    database session is killed while it waits to count the result on the board, the last
    write of the statement): the transaction rolls back, so neither row is left, and
    submitting again stores the result as a first submission."""
    player, token = new_player(db_client)
    body = {"variant": "golf-easy", "state": finished_daily(db_app, db_client, day, token)}
    with psycopg.connect(database_url) as blocker:
        blocker.execute("LOCK TABLE daily_board_counts IN ACCESS EXCLUSIVE MODE")
        with ThreadPoolExecutor(1) as pool:
            pending = pool.submit(lambda: db_app.test_client().post(
                f"/v1/daily/{day}/results", json=body, headers=bearer(token)
            ))  # fmt: skip
            with psycopg.connect(database_url, autocommit=True) as killer:
                victim = _wait_for(
                    lambda: killer.execute(
                        "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                        " AND query LIKE '%%INSERT INTO daily_results%%'"
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


def test_with_the_database_down_play_works_database_routes_503_then_everything_recovers(
    server: ThrowawayDatabase, db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    player, token = new_player(db_client)
    state = finished_daily(db_app, db_client, day, token)
    ranked = daily_game(db_client, day, token, "golf-classic")
    assert db_client.get("/readyz").status_code == 200
    server.stop()
    try:
        started = time.monotonic()
        anonymous = db_client.post("/v1/games", json={"code": "GO1-E-AAAAAAC"})
        assert anonymous.status_code == 201
        assert move(db_client, anonymous.get_json()["state"], {"type": "draw"}).status_code == 200
        down = [
            move(db_client, ranked["state"], {"type": "draw"}),  # a ranked attempt's line is the server's
            conforming(db_client.post("/v1/players", json={"name": "Late"}), "/v1/players", "POST"),
            conforming(db_client.get(f"/v1/daily/{day}"), "/v1/daily/{date}", "GET"),
            board(db_client, day, "variant=golf-easy"),
            start_daily(db_client, day, token),
            submit(db_client, day, token, {"variant": "golf-easy", "state": state}),
            me(db_client, day, token),
            db_client.get(f"/v1/players/{player}/stats", headers=bearer(token)),
            db_client.post("/v1/games", json={"code": "GO1-E-AAAAAAC"}, headers=bearer(token)),
        ]
        for response in down:
            assert response.status_code == 503, response.request.path
            assert response.get_json()["type"] == "urn:solitaire:problem:database-unavailable"
            assert int(response.headers["Retry-After"]) > 0
        ready = db_client.get("/readyz")
        assert ready.status_code == 503
        assert ready.get_json()["checks"] == [{"name": "database", "ok": False, "detail": "down"}]
        assert time.monotonic() - started < 30
    finally:
        server.restart_on_same_port()
    # the same app, never restarted
    assert _eventually(lambda: db_client.get("/readyz")).status_code == 200
    body = {"variant": "golf-easy", "state": state}
    assert _eventually(lambda: submit(db_client, day, token, body)).status_code == 201
    assert db_client.post("/v1/players", json={"name": "After"}).status_code == 201


def test_without_a_database_url_play_works_and_database_routes_answer_503() -> None:
    client = build_app({"TESTING": True, "ACCESS_LOG": False}, environ={"SECRET_KEY": TEST_KEY}).test_client()
    assert client.post("/v1/games", json={"code": "GO1-E-AAAAAAB"}).status_code == 201
    for response in (
        client.post("/v1/players", json={"name": "Ann"}),
        client.get("/v1/daily/2020-01-05"),
        client.post("/v1/games", json={"code": "GO1-E-AAAAAAB"}, headers=bearer("some-token")),
    ):
        assert response.status_code == 503 and response.headers["Retry-After"]
        assert "DATABASE_URL" in response.get_json()["detail"]
    assert client.get("/readyz").status_code == 200  # nothing to wait for
    # no database, no daily challenge: nothing for the solver to refuse
    assert client.post("/v1/solve", json={"code": "GO1-E-AAAAAAB"}).status_code == 200


# --- under gunicorn ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def gunicorn_url(database_url: str) -> Iterator[str]:
    with gunicorn_server({"SECRET_KEY": TEST_KEY, "DATABASE_URL": database_url}, "/readyz") as url:
        yield url


TODAYS_TEST_DEAL = "GO1-E-GUNICRN"
"""The real today's golf-easy deal for the gunicorn test (its server runs on the real
clock), unless one is published already."""


def test_the_daily_challenge_under_gunicorn(gunicorn_url: str, db_app: Flask, store: Store) -> None:
    today = dt.datetime.now(dt.UTC).date()
    [deal] = store.deals.publish([DailyDeal(today, "golf-easy", TODAYS_TEST_DEAL, 2.0)])
    status, player = fetch_json(f"{gunicorn_url}/v1/players", {"name": "Gunicorn"})
    assert status == 201
    status, deals = fetch_json(f"{gunicorn_url}/v1/daily/{today}")
    assert status == 200 and deals["deals"][0]["code"] is None  # sealed until its results close
    status, game = fetch_json(
        f"{gunicorn_url}/v1/daily/{today}/games", {"variant": "golf-easy"}, player["token"]
    )
    assert status == 201 and game["player"] == player["id"]
    while game["status"] == "playing":  # over HTTP, the workers taking turns
        removes = [m for m in game["legal_moves"] if m["type"] == "remove"]
        chosen = removes[0] if removes else {"type": "draw"}
        status, game = fetch_json(
            f"{gunicorn_url}/v1/moves", {"state": game["state"], "move": chosen}, player["token"]
        )
        assert status == 200
    body = {"variant": "golf-easy", "state": game["state"]}
    answers = [
        fetch_json(f"{gunicorn_url}/v1/daily/{today}/results", body, player["token"]) for _ in range(4)
    ]
    assert [status for status, _ in answers] == [201, 200, 200, 200]  # over both workers
    assert all(answer == answers[0][1] for _, answer in answers)
    status, mine = fetch_json(
        f"{gunicorn_url}/v1/daily/{today}/leaderboard/me?variant=golf-easy", token=player["token"]
    )
    assert status == 200 and mine["entry"]["player"] == "Gunicorn"
    assert mine["entry"]["review"] == "held"  # a script's pace: every move within milliseconds
    status, board = fetch_json(f"{gunicorn_url}/v1/daily/{today}/leaderboard?variant=golf-easy")
    assert status == 200 and "Gunicorn" not in [entry["player"] for entry in board["entries"]]
    status, stats = fetch_json(f"{gunicorn_url}/v1/players/{player['id']}/stats", token=player["token"])
    assert status == 200 and stats["variants"][0]["played"] == 1
    status, refused = fetch_json(f"{gunicorn_url}/v1/solve", {"code": deal.code.lower()})
    assert status == 403 and refused["type"] == "urn:solitaire:problem:daily-deal-live"
    with urllib.request.urlopen(f"{gunicorn_url}/metrics", timeout=5) as response:
        metrics = response.read().decode()
    assert 'solitaire_db_pool_connections{state="open"}' in metrics


def test_players_of_the_same_name_are_told_apart_on_the_board(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    tokens = [new_player(db_client, "Twin")[1] for _ in range(3)]
    for token in tokens:
        state = finished_daily(db_app, db_client, day, token)
        assert submit(db_client, day, token, {"variant": "golf-easy", "state": state}).status_code == 201
    listed = board(db_client, day, "variant=golf-easy&limit=100").get_json()["entries"]
    entries = [entry for entry in listed if entry["player"] == "Twin"]
    tags = [entry["tag"] for entry in entries]
    assert len(set(tags)) == 3 and all(len(tag) == 4 and tag.isalnum() for tag in tags)
    mine = {me(db_client, day, token).get_json()["entry"]["tag"] for token in tokens}
    assert mine == set(tags), "each player's own entry carries the same tag"


# --- the calendar's ends ------------------------------------------------------------------------


@pytest.mark.parametrize("date", ["0001-01-01", "9999-12-31"])
def test_every_daily_route_answers_the_first_and_last_dates_with_a_4xx_or_2xx(
    db_app: Flask, db_client: FlaskClient, day: dt.date, date: str
) -> None:
    """Dates the path accepts at the ends of the calendar, published and not (the solver
    asks the calendar of every published day: a day to come is not locked, one whose
    results closed is not either)."""
    _, token = new_player(db_client)
    state = daily_game(db_client, day, token)["state"]
    codes = {"golf-easy": format_code(GOLF_EASY, fresh_deal())}
    for published in (False, True):
        if published:
            publish(db_app, dt.date.fromisoformat(date), codes)
        answers = {
            "deals": conforming(db_client.get(f"/v1/daily/{date}"), "/v1/daily/{date}", "GET"),
            "start": start_daily(db_client, date, token),
            "result": submit(db_client, date, token, {"variant": "golf-easy", "state": state}),
            "board": conforming(
                db_client.get(f"/v1/daily/{date}/leaderboard?variant=golf-easy"), BOARD, "GET"
            ),
            "mine": me(db_client, date, token),
        }
        for route, answer in answers.items():
            assert answer.status_code < 500, (route, published, answer.get_json())
        quick = format_code(GOLF_EASY, fresh_deal())
        solve = db_client.post("/v1/solve", json={"code": quick, "budget_ms": 50})
        assert solve.status_code == 200, "a deal set for any day leaves the solver working"
    assert db_client.post("/v1/solve", json={"code": codes["golf-easy"]}).status_code == 200
