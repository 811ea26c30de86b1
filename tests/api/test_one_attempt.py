"""One ranked attempt a deal, played as one line, over HTTP against the real test PostgreSQL
(CHANGELOG.md, 4.0.0: "One attempt a deal, and a deal the operator cannot swap"): a kept state cannot fork the
line, a lost answer is answered again, a second start resumes the attempt (however many
starts race), a start after the result deals an unranked replay, undos are counted and
ranked, and each deal's commitment checks out once its code and salt are revealed."""

from __future__ import annotations

import datetime as dt
import hashlib
import shutil
import subprocess
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from harness.policies import golf_policy
from service import create_app
from service.engine import format_code
from service.engine.rules import GOLF_CLASSIC, GOLF_EASY
from tests.api.daily_play import (
    GAMES,
    board,
    daily_game,
    fresh_deal,
    me,
    played_along,
    played_on,
    start_daily,
    submit,
)
from tests.api.helpers import (
    DB_SETTINGS,
    Clock,
    bearer,
    conforming,
    game_document,
    move,
    new_player,
    publish,
    start,
)
from tests.engine.helpers import WORKED_ROUND

STALE = "urn:solitaire:problem:stale-state"


def problem_of(response: TestResponse, status: int, kind: str) -> dict[str, Any]:
    assert response.status_code == status, response.get_json()
    body: dict[str, Any] = response.get_json()
    assert body["type"] == f"urn:solitaire:problem:{kind}", body
    assert response.headers["Content-Type"] == "application/problem+json"
    return body


def attempt_row(database_url: str, day: dt.date, player: str, variant: str = "golf-easy") -> tuple[Any, ...]:
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "SELECT step, undos, state, gaps FROM daily_starts"
            " WHERE day = %s AND variant = %s AND player_id = %s",
            [day, variant, player],
        ).fetchone()
    assert row is not None
    return tuple(row)


# --- one line --------------------------------------------------------------------------------


def test_a_forked_state_is_refused_and_changes_nothing(
    database_url: str, db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    """The cheat of issue 28: keep the first state, draw through the stock, then play from
    the first state with every card known.  The draws stand; the kept state moves nothing."""
    player, token = new_player(db_client, "Forker")
    first = daily_game(db_client, day, token)
    drawn = played_along(db_client, first["state"], [{"type": "draw"}] * 3)
    before = attempt_row(database_url, day, player)
    assert before[:2] == (3, 0)
    for fork in (
        {"type": "draw"},
        {"type": "remove", "column": 1},
        {"type": "undo"},
        {"type": "tap", "card": "AC"},
    ):
        refused = conforming(move(db_client, first["state"], fork), "/v1/moves", "POST")
        body = problem_of(refused, 409, "stale-state")
        assert (body["step"], body["attempt_step"]) == (0, 3) and "undo" in body["detail"]
        # the latest state and its document come with it: a tab behind resumes by itself
        assert body["state"] == drawn and body["game"]["state"] == drawn
        assert body["game"]["moves"] == 3 and body["game"]["outcome"]["events"] == [{"type": "resume"}]
    assert attempt_row(database_url, day, player) == before  # nothing changed
    # the latest state plays on, an undo included (the way back, counted)
    undone = game_document(move(db_client, drawn, {"type": "undo"}))
    assert undone["outcome"]["accepted"] and attempt_row(database_url, day, player)[:2] == (4, 1)
    problem_of(move(db_client, drawn, {"type": "draw"}), 409, "stale-state")  # one step behind now
    # a refused move must come from the latest state too, and changes nothing
    blocked = {"type": "tap", "card": "6C"}
    assert game_document(move(db_client, undone["state"], blocked))["outcome"]["accepted"] is False
    problem_of(move(db_client, drawn, blocked), 409, "stale-state")
    assert attempt_row(database_url, day, player)[:2] == (4, 1)


def test_a_lost_answer_is_answered_again_with_the_same_state(
    database_url: str, db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    player, token = new_player(db_client, "Flaky")
    first = daily_game(db_client, day, token)
    clock.advance(seconds=3)
    answered = game_document(move(db_client, first["state"], {"type": "draw"}))  # the answer is lost...
    clock.advance(seconds=5)
    again = game_document(move(db_client, first["state"], {"type": "draw"}))  # ...and the move sent again
    assert again == answered
    assert (
        attempt_row(database_url, day, player)[:2] == (1, 0)
        and attempt_row(database_url, day, player)[3] == 1
    )
    # another move from the same state is no retry
    problem_of(move(db_client, first["state"], {"type": "undo"}), 409, "stale-state")
    # the line goes on from the answer
    assert game_document(move(db_client, again["state"], {"type": "draw"}))["moves"] == 2


def test_practice_archive_and_closed_day_games_stay_stateless(
    database_url: str, db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    """A kept state of an ordinary game plays again as often as it is sent; a ranked state
    too once the day's results close (nothing is ranked any more)."""
    player, token = new_player(db_client, "Practice")
    practice = db_client.post("/v1/games", json={"game": "golf"}, headers=bearer(token)).get_json()
    for _ in range(2):
        assert move(db_client, practice["state"], {"type": "draw"}).status_code == 200
    ranked = daily_game(db_client, day, token)
    played_along(db_client, ranked["state"], [{"type": "draw"}])
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(1), dt.UTC)  # results close
    for _ in range(2):
        assert move(db_client, ranked["state"], {"type": "draw"}).status_code == 200
    assert attempt_row(database_url, day, player)[0] == 1


# --- one attempt a deal -----------------------------------------------------------------------


def test_a_second_start_resumes_the_attempt_from_its_latest_state(
    db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    _, token = new_player(db_client, "Phone")
    clock.advance(seconds=7.25)  # started in whole seconds, as its states seal it
    first = daily_game(db_client, day, token)
    assert first["daily"]["started_at"] == (clock.now - dt.timedelta(seconds=0.25)).isoformat()[:19] + "Z"
    again = conforming(start_daily(db_client, day, token), GAMES, "POST")
    body = problem_of(again, 409, "daily-attempt-started")
    assert (body["game_id"], body["started_at"]) == (first["game_id"], first["daily"]["started_at"])
    assert body["state"] == body["game"]["state"] and body["game"]["moves"] == 0
    assert body["game"]["outcome"]["events"] == [{"type": "resume"}]
    assert {key: value for key, value in body["game"].items() if key not in ("state", "outcome")} == {
        key: value for key, value in first.items() if key not in ("state", "outcome")
    }
    # the first state dealt again plays on: it is the attempt's step 0
    moved = game_document(move(db_client, body["state"], {"type": "draw"}))
    assert moved["daily"] == first["daily"]
    resumed = problem_of(start_daily(db_client, day, token), 409, "daily-attempt-started")
    assert resumed["state"] == moved["state"] and resumed["game"]["view"] == moved["view"]
    # the state first dealt is the same step: its draw is that move again, anything else stale
    assert game_document(move(db_client, first["state"], {"type": "draw"})) == moved
    problem_of(move(db_client, first["state"], {"type": "undo"}), 409, "stale-state")
    assert game_document(move(db_client, resumed["state"], {"type": "draw"}))["moves"] == 2


@pytest.fixture
def roomy_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    """The app with a connection for each of eight requests at once, waiting up to 5 s."""
    app = create_app(
        DB_SETTINGS
        | {"DATABASE_URL": database_url, "CLOCK": clock, "DATABASE_POOL_SIZE": 8, "DATABASE_TIMEOUT_S": 5}
    )
    yield app
    app.extensions["store"].close()


@pytest.mark.parametrize("racers", [2, 6, 8])
def test_starts_at_once_make_one_attempt(roomy_app: Flask, clock: Clock, racers: int) -> None:
    """Issue 28 saw 500s here (the losing insert read no start).  Now exactly one start
    deals the attempt (201) and every other answers it (409, its state), never a 500."""
    day = clock.now.date()
    publish(roomy_app, day, {"golf-easy": format_code(GOLF_EASY, fresh_deal())})
    client = roomy_app.test_client()
    for round_ in range(3):
        _, token = new_player(client, f"Racer {racers}-{round_}")
        barrier = threading.Barrier(racers)

        def start(_: int, token: str = token, barrier: threading.Barrier = barrier) -> TestResponse:
            racer = roomy_app.test_client()
            barrier.wait()
            return racer.post(f"/v1/daily/{day}/games", json={"variant": "golf-easy"}, headers=bearer(token))

        with ThreadPoolExecutor(racers) as pool:
            answers = list(pool.map(start, range(racers)))
        assert sorted(answer.status_code for answer in answers) == [201] + [409] * (racers - 1)
        [dealt] = [answer.get_json() for answer in answers if answer.status_code == 201]
        for answer in answers:
            if answer.status_code == 409:
                body = answer.get_json()
                assert (body["game_id"], body["started_at"]) == (
                    dealt["game_id"],
                    dealt["daily"]["started_at"],
                )


def test_after_the_result_a_start_deals_an_unranked_replay(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    player, token = new_player(db_client, "Again")
    first = daily_game(db_client, day, token)
    state = played_on(db_app, first["state"], golf_policy())
    stored = submit(db_client, day, token, {"variant": "golf-easy", "state": state})
    assert stored.status_code == 201
    replay = game_document(conforming(start_daily(db_client, day, token), GAMES, "POST"))
    assert replay["daily"]["ranked"] is False and replay["daily"]["archive"] is False
    assert replay["game_id"] != first["game_id"] and replay["code"] is None  # sealed until the close
    for _ in range(2):  # stateless: a kept state plays again
        assert move(db_client, replay["state"], {"type": "draw"}).status_code == 200
    finished = played_on(db_app, replay["state"], golf_policy(draw_first=True))
    refused = submit(db_client, day, token, {"variant": "golf-easy", "state": finished})
    problem_of(refused, 409, "daily-replay")
    assert me(db_client, day, token).get_json() == stored.get_json()
    # into the history as any game, the day's code sealed till the close
    recorded = db_client.post(f"/v1/players/{player}/games", json={"state": finished}, headers=bearer(token))
    assert recorded.status_code == 201 and recorded.get_json()["code"] is None


def test_a_result_is_the_attempts_latest_state(db_app: Flask, db_client: FlaskClient, day: dt.date) -> None:
    """A finished state the attempt has moved on from is no result (a Golf dead end, undone
    and played on); the latest one is, once; then the stored result answers whatever comes."""
    _, token = new_player(db_client, "Latest")
    first = daily_game(db_client, day, token)
    dead_end = played_on(db_app, first["state"], golf_policy(draw_first=True))
    undone = played_along(db_client, dead_end, [{"type": "undo"}])
    body = {"variant": "golf-easy", "state": dead_end}
    problem_of(submit(db_client, day, token, body), 409, "stale-state")
    redone = played_on(db_app, undone, golf_policy(draw_first=True))
    assert submit(db_client, day, token, {"variant": "golf-easy", "state": redone}).status_code == 201
    assert submit(db_client, day, token, body).status_code == 200  # the stored result answers


def test_a_live_attempt_goes_into_the_history_with_its_result(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    player, token = new_player(db_client, "Historian")
    games = f"/v1/players/{player}/games"
    first = daily_game(db_client, day, token)
    moved = played_along(db_client, first["state"], [{"type": "draw"}])
    early = db_client.post(games, json={"state": moved}, headers=bearer(token))
    problem_of(conforming(early, "/v1/players/{player_id}/games", "POST"), 409, "daily-attempt-live")
    state = played_on(db_app, moved, golf_policy())
    assert submit(db_client, day, token, {"variant": "golf-easy", "state": state}).status_code == 201
    [recorded] = db_client.get(games, headers=bearer(token)).get_json()["games"]
    assert (recorded["status"], recorded["daily_date"]) == ("won", day.isoformat())
    # an attempt left unfinished is recorded once the day's results close
    abandoned = daily_game(db_client, day, token, "golf-classic")
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(13), dt.UTC)
    late = db_client.post(games, json={"state": abandoned["state"]}, headers=bearer(token))
    assert late.status_code == 201 and late.get_json()["status"] == "playing"


# --- assists ----------------------------------------------------------------------------------


def test_undos_are_counted_by_the_server_and_ranked_after_hints(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    """Two results that differ only in their undos (one more undo, and the same line
    otherwise: two more moves) and in time: the one with fewer undos ranks first, slower."""
    results = {}
    for name, detours, seconds in (("Careful", 1, 30), ("Steady", 0, 300)):
        _, token = new_player(db_client, name)
        started = daily_game(db_client, day, token)
        clock.advance(seconds=seconds)
        state = played_on(db_app, started["state"], golf_policy(), detours=detours)
        answer = submit(db_client, day, token, {"variant": "golf-easy", "state": state})
        assert answer.status_code == 201
        results[name] = answer.get_json()
    assert (results["Careful"]["entry"]["undos"], results["Steady"]["entry"]["undos"]) == (1, 0)
    assert "Отмены: 1" in results["Careful"]["share"]
    assert (results["Careful"]["rank"], me(db_client, day, token).get_json()["rank"]) == (1, 1)
    entries = board(db_client, day, "variant=golf-easy").get_json()["entries"]
    assert [(e["player"], e["undos"], e["rank"]) for e in entries] == [("Steady", 0, 1), ("Careful", 1, 2)]
    # the next page follows the order; a cursor handed out before undos ranked (its key
    # without them) reads as undos 0
    paged = board(db_client, day, "variant=golf-easy&limit=1").get_json()
    assert [e["player"] for e in paged["entries"]] == ["Steady"]
    rest = board(db_client, day, f"variant=golf-easy&limit=1&after={paged['next']}").get_json()
    assert [(e["player"], e["rank"]) for e in rest["entries"]] == [("Careful", 2)]
    sealer = db_app.extensions["page_cursors"]
    listing = f"leaderboard of {day.isoformat()} golf-easy"
    position = sealer.open(paged["next"], listing)
    assert position[-1] == 0  # Steady's undos, last
    old = sealer.seal(listing, position[:-1])
    assert board(db_client, day, f"variant=golf-easy&limit=1&after={old}").get_json() == rest


# --- the commitment ---------------------------------------------------------------------------


def test_the_commitment_checks_out_with_sha256sum_once_the_results_close(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    """From the day's start each deal lists its commitment and no code; after the close its
    code and salt, and ``printf '%s' '<date>|<variant>|<code>|<salt>' | sha256sum`` (as
    docs/daily.md says) prints the commitment listed all day."""
    day = clock.now.date()
    codes = {"golf-classic": format_code(GOLF_CLASSIC, fresh_deal()), "golf-round": "GR1-C-9-AAAAAAC"}
    publish(db_app, day, codes)
    live = {deal["variant"]: deal for deal in db_client.get(f"/v1/daily/{day}").get_json()["deals"]}
    assert all(deal["code"] is None and deal["salt"] is None for deal in live.values())
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(12, 59), dt.UTC)
    assert db_client.get(f"/v1/daily/{day}").get_json()["deals"][0]["salt"] is None  # the grace period
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(13), dt.UTC)
    closed = conforming(db_client.get(f"/v1/daily/{day}"), "/v1/daily/{date}", "GET").get_json()
    sha256sum = shutil.which("sha256sum")
    assert sha256sum
    for deal in closed["deals"]:
        variant = deal["variant"]
        assert (deal["code"], deal["commitment"]) == (codes[variant], live[variant]["commitment"])
        assert len(deal["salt"]) == 32 and deal["salt"] == deal["salt"].lower()
        text = f"{day.isoformat()}|{variant}|{deal['code']}|{deal['salt']}"
        printed = subprocess.run(
            f"printf '%s' '{text}' | {sha256sum}", shell=True, capture_output=True, text=True, check=True
        ).stdout
        assert printed.split()[0] == deal["commitment"] == hashlib.sha256(text.encode()).hexdigest()
    assert len({deal["salt"] for deal in closed["deals"]}) == 2  # drawn for each deal


# --- the lows ---------------------------------------------------------------------------------


def test_a_rejected_result_shows_its_owner_no_rank_percentile_or_share(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    player, token = new_player(db_client, "Rejected")
    state = played_on(db_app, daily_game(db_client, day, token)["state"], golf_policy())
    assert submit(db_client, day, token, {"variant": "golf-easy", "state": state}).get_json()["rank"] == 1
    runner = db_app.test_cli_runner()
    assert (
        runner.invoke(args=["daily", "review", "reject", day.isoformat(), "golf-easy", player]).exit_code == 0
    )
    for answer in (
        me(db_client, day, token),
        submit(db_client, day, token, {"variant": "golf-easy", "state": state}),
    ):
        body = answer.get_json()
        assert (body["rank"], body["percentile"], body["share"], body["entry"]["rank"]) == (
            None,
            None,
            None,
            None,
        )
        assert body["entry"]["review"] == "rejected"
    record = db_client.get(
        f"/v1/players/{player}/daily?from={day}&to={day}", headers=bearer(token)
    ).get_json()
    [entry] = record["days"][0]["results"]
    assert (entry["rank"], entry["percentile"], entry["review"]) == (None, None, "rejected")


# --- a ranked line is its player's (issue 39 item 7) -------------------------------------------


def moved_as(client: FlaskClient, state: str, the_move: dict[str, Any], token: str | None) -> TestResponse:
    """``the_move`` from ``state`` sent with ``token`` (none: no ``Authorization`` at all)."""
    headers = bearer(token) if token else {}
    response = client.post("/v1/moves", json={"state": state, "move": the_move}, headers=headers)
    return conforming(response, "/v1/moves", "POST")


def test_only_its_player_moves_a_ranked_attempt_and_a_refusal_changes_nothing(
    database_url: str, db_client: FlaskClient, day: dt.date
) -> None:
    """Anyone holding a ranked state (a scout's copy, a friend's screen) moves nothing of its
    line: no token or one that is nobody's is 401 with the bearer challenge, another
    player's token 403; a move the rules accept or refuse, an undo alike.  The line, its
    undos and its timing stay as they were; its own player plays on from the same state."""
    owner, owners_token = new_player(db_client, "Owner")
    _, others_token = new_player(db_client, "Holder")
    first = daily_game(db_client, day, owners_token)
    drawn = played_along(db_client, first["state"], [{"type": "draw"}])
    before = attempt_row(database_url, day, owner)
    for the_move in ({"type": "draw"}, {"type": "undo"}, {"type": "tap", "card": "AC"}):
        missing = problem_of(moved_as(db_client, drawn, the_move, None), 401, "unauthorized")
        assert "Authorization" in missing["detail"]
        unknown = moved_as(db_client, drawn, the_move, "not-a-token")
        problem_of(unknown, 401, "unauthorized")
        assert 'error="invalid_token"' in unknown.headers["WWW-Authenticate"]
        problem_of(moved_as(db_client, drawn, the_move, others_token), 403, "forbidden")
        assert attempt_row(database_url, day, owner) == before  # nothing changed
    answer = moved_as(db_client, drawn, {"type": "draw"}, owners_token)
    assert answer.status_code == 200 and answer.get_json()["outcome"]["accepted"]
    assert attempt_row(database_url, day, owner)[0] == before[0] + 1


def test_only_its_player_moves_a_daily_round_and_a_practice_game_needs_no_token(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    """A daily round's line (next-hole included) is its player's as an attempt's is; a
    practice game, anonymous or bound to a player, plays without a token as it always did,
    and a token sent with it is not even looked at."""
    day = clock.now.date()
    publish(db_app, day, {"golf-round": WORKED_ROUND[0]})
    _, owners_token = new_player(db_client, "Rounder")
    _, others_token = new_player(db_client, "Peeker")
    first = daily_game(db_client, day, owners_token, "golf-round")
    for the_move in ({"type": "next-hole"}, {"type": "draw"}):
        problem_of(moved_as(db_client, first["state"], the_move, None), 401, "unauthorized")
    problem_of(moved_as(db_client, first["state"], {"type": "draw"}, others_token), 403, "forbidden")
    assert moved_as(db_client, first["state"], {"type": "draw"}, owners_token).status_code == 200
    bound = conforming(
        db_client.post("/v1/games", json={"code": "GO1-C-BAAAAAB"}, headers=bearer(owners_token)),
        "/v1/games",
        "POST",
    ).get_json()
    for state in (bound["state"], start(db_client, {"code": "GO1-C-BAAAAAB"})["state"]):
        for token in (None, others_token, "not-a-token"):
            answer = moved_as(db_client, state, {"type": "draw"}, token)
            assert answer.status_code == 200 and answer.get_json()["outcome"]["accepted"], answer.get_json()
