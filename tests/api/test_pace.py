"""Fair play on the daily board, over HTTP against the real test PostgreSQL: a live daily
deal's code stays sealed everywhere until its results close (then the solver's line is
revealed), and a result played at a machine's pace is held off the board until an
operator decides.  The app here runs the pace review with its defaults (0.25 s a move,
0.4 s a move in all), its test clock moved as a person or a bot would play."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from harness.store_data import CODES
from service import create_app
from service.api.web.tokens import DailyTag, Envelope, read_envelope, write_envelope
from service.daily.pace import Pace
from service.engine import Variant, move_to_json, new_game, pack
from service.solver import Budget, solve
from service.store import Store
from tests.api.daily_play import board, daily_game, me, submit
from tests.api.helpers import DB_SETTINGS, Clock, bearer, game_document, move, new_player, opened, publish

PACED = DB_SETTINGS | {"DAILY_MIN_MOVE_S": 0.25, "DAILY_MIN_GAME_S_PER_MOVE": 0.4}
"""The test app with the pace review's defaults (DB_SETTINGS turns it off)."""


@pytest.fixture
def paced_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    app = create_app(PACED | {"DATABASE_URL": database_url, "CLOCK": clock})
    publish(app, clock.now.date(), dict(CODES))
    yield app
    app.extensions["store"].close()


@pytest.fixture
def paced(paced_app: Flask) -> FlaskClient:
    return paced_app.test_client()


def solver_line(code: str) -> list[dict[str, Any]]:
    """What a bot does with a deal's code: this repository's own solver, in milliseconds."""
    found = solve(new_game(code), Budget(ms=None, states=2_000_000))
    assert found.solution is not None
    return [move_to_json(step) for step in found.solution]


def play_line(
    client: FlaskClient, clock: Clock, document: dict[str, Any], line: list[dict[str, Any]], gap_s: float
) -> dict[str, Any]:
    """``line`` played over HTTP, ``gap_s`` seconds of the test clock between moves."""
    for step in line:
        clock.advance(seconds=gap_s)
        document = game_document(move(client, document["state"], step))
        assert document["outcome"]["accepted"], step
    return document


def test_a_bot_playing_the_solvers_line_at_once_is_held_off_the_board_until_cleared(
    paced_app: Flask, paced: FlaskClient, clock: Clock
) -> None:
    day = clock.now.date()
    line = solver_line(CODES["golf-easy"])
    _, person_token = new_player(paced, "Person")
    person = play_line(paced, clock, daily_game(paced, day, person_token), line, gap_s=2.5)
    assert (
        submit(paced, day, person_token, {"variant": "golf-easy", "state": person["state"]}).status_code
        == 201
    )
    bot_id, bot_token = new_player(paced, "Bot")
    bot = play_line(paced, clock, daily_game(paced, day, bot_token), line, gap_s=0.01)
    answer = submit(paced, day, bot_token, {"variant": "golf-easy", "state": bot["state"]})
    assert answer.status_code == 201
    held = answer.get_json()
    assert held["entry"]["review"] == "held" and held["entry"]["seconds"] < 5
    assert held["rank"] == 1  # what it would have if cleared: faster than the person
    mine = me(paced, day, bot_token).get_json()
    assert (mine["entry"]["review"], mine["rank"]) == ("held", 1)
    entries = board(paced, day, "variant=golf-easy").get_json()["entries"]
    assert [(e["player"], e["rank"], e["review"]) for e in entries] == [("Person", 1, "clear")]
    assert me(paced, day, person_token).get_json()["rank"] == 1  # nobody else's rank counts it

    runner = paced_app.test_cli_runner()
    listed = runner.invoke(args=["daily", "review", "list", day.isoformat()])
    assert listed.exit_code == 0 and bot_id in listed.output and "held" in listed.output
    assert "moves came under 0.25 s" in listed.output
    cleared = runner.invoke(args=["daily", "review", "clear", day.isoformat(), "golf-easy", bot_id])
    assert cleared.exit_code == 0 and "held -> clear" in cleared.output, cleared.output
    entries = board(paced, day, "variant=golf-easy").get_json()["entries"]
    assert [(e["player"], e["rank"]) for e in entries] == [("Bot", 1), ("Person", 2)]
    assert me(paced, day, person_token).get_json()["rank"] == 2
    rejected = runner.invoke(args=["daily", "review", "reject", day.isoformat(), "golf-easy", bot_id])
    assert rejected.exit_code == 0 and "clear -> rejected" in rejected.output
    assert me(paced, day, bot_token).get_json()["entry"]["review"] == "rejected"
    assert [e["player"] for e in board(paced, day, "variant=golf-easy").get_json()["entries"]] == ["Person"]
    nobody = runner.invoke(args=["daily", "review", "clear", day.isoformat(), "golf-classic", bot_id])
    assert nobody.exit_code != 0 and "has no golf-classic result" in nobody.output


def test_a_steady_pace_quicker_than_a_person_over_the_whole_game_is_held_too(
    paced: FlaskClient, clock: Clock
) -> None:
    """Each gap above 0.25 s, but 0.3 s a move in all (under 0.4): held, saying why."""
    day = clock.now.date()
    _, token = new_player(paced, "Steady")
    played = play_line(
        paced, clock, daily_game(paced, day, token), solver_line(CODES["golf-easy"]), gap_s=0.3
    )
    entry = submit(paced, day, token, {"variant": "golf-easy", "state": played["state"]}).get_json()["entry"]
    assert entry["review"] == "held"


def test_a_daily_deal_stays_sealed_in_documents_and_history_until_its_results_close(
    paced_app: Flask, paced: FlaskClient, clock: Clock
) -> None:
    day = clock.now.date()
    player, token = new_player(paced, "Sealed")
    document = daily_game(paced, day, token)
    assert document["code"] is None and CODES["golf-easy"] not in str(document)
    line = solver_line(CODES["golf-easy"])
    moved = game_document(move(paced, document["state"], line[0]))
    assert moved["code"] is None
    history_url = f"/v1/players/{player}/games"
    live = paced.post(history_url, json={"state": moved["state"]}, headers=bearer(token))
    assert live.status_code == 409  # a live attempt goes into the history with its result
    played = play_line(paced, clock, moved, line[1:], gap_s=2.5)
    assert submit(paced, day, token, {"variant": "golf-easy", "state": played["state"]}).status_code == 201
    history = paced.get(history_url, headers=bearer(token)).get_json()["games"]
    assert [game["code"] for game in history] == [None]
    assert all(deal["code"] is None for deal in paced.get(f"/v1/daily/{day}").get_json()["deals"])
    # once the day's results close, the code appears everywhere
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(13), dt.UTC)
    assert game_document(move(paced, moved["state"], {"type": "undo"}))["code"] == CODES["golf-easy"]
    history = paced.get(history_url, headers=bearer(token)).get_json()["games"]
    assert [game["code"] for game in history] == [CODES["golf-easy"]]
    revealed = paced.get(f"/v1/daily/{day}").get_json()["deals"]
    assert [deal["code"] for deal in revealed] == list(CODES.values())


def test_an_attempt_started_before_attempts_were_kept_is_claimed_and_submits(
    paced_app: Flask, paced: FlaskClient, clock: Clock
) -> None:
    """A daily game of the previous release (its start recorded with no game, its state with
    no step and no pace) plays on: its first move claims the attempt, which the server
    keeps and times from then on; it submits, its whole-game pace alone deciding.  Another
    game of that release (a second start of then) is stale once one has claimed it."""
    day = clock.now.date()
    player, token = new_player(paced, "Upgraded")
    store: Store = paced_app.extensions["store"]
    started = store.attempts.start(day, "golf-easy", uuid.UUID(player), clock.now)  # as 0010 recorded it
    assert started is not None and started.game_id is None
    game = new_game(CODES["golf-easy"])
    tag = DailyTag(day, Variant.GOLF_EASY, clock.now)
    sealer = paced_app.extensions["state_sealer"]
    olds = [
        sealer.seal(pack(game), Envelope(uuid.uuid4(), uuid.UUID(player), tag), clock.now) for _ in range(2)
    ]
    assert opened(paced_app, olds[0])[0].step is None
    played = play_line(paced, clock, {"state": olds[0]}, solver_line(CODES["golf-easy"]), gap_s=2.0)
    assert opened(paced_app, played["state"])[0].step == played["moves"]
    assert move(paced, olds[1], {"type": "draw"}).status_code == 409
    entry = submit(paced, day, token, {"variant": "golf-easy", "state": played["state"]}).get_json()["entry"]
    assert entry["review"] == "clear"


@pytest.mark.parametrize(("step", "most_bytes"), [(100, 2), (400, 2), (20_000, 3)])
def test_the_step_keeps_a_ranked_state_small(step: int, most_bytes: int) -> None:
    """A ranked attempt's step adds a varint to its state's envelope: a byte or two, however
    long the game.  A state of the release before keeps its sealed pace readable."""
    started = dt.datetime(2031, 1, 5, 8, tzinfo=dt.UTC)
    daily = DailyTag(dt.date(2031, 1, 5), Variant.GOLF_EASY, started)
    game_id, player = uuid.uuid4(), uuid.uuid4()
    without = write_envelope(Envelope(game_id, player, daily), started)
    with_step = write_envelope(Envelope(game_id, player, daily, step=step), started)
    assert 0 < len(with_step) - len(without) <= most_bytes
    assert read_envelope(with_step + b"game")[0].step == step
    pace = Pace(started + dt.timedelta(seconds=300), 100, 3)
    legacy = write_envelope(Envelope(game_id, player, daily, pace=pace), started)
    assert read_envelope(legacy + b"game") == (
        Envelope(game_id, player, daily, issued_at=started, pace=pace),
        b"game",
    )
