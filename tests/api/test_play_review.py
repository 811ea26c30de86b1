"""The play review over HTTP against the real test PostgreSQL (service/daily/play_review.py):
a Golf result waits ``pending`` (off the board, its player told), its line with every undo
is kept move by move, the review reads it and clears it or, once the player's evidence
reaches the line, holds it with its tells for the operator; an operator's clearing starts
the evidence again; a claim whose worker died is taken again; and the worker started with
each gunicorn worker clears a result by itself."""

from __future__ import annotations

import datetime as dt
import math
import time
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from flask import Flask

from harness.daily_flow import NO_PACE_REVIEW, Client, daily_flow
from harness.databases import ThrowawayDatabase, scratch_database
from harness.policies import golf_policy
from harness.servers import gunicorn_server
from harness.store_data import CODES
from service import create_app
from service.daily.play_review import PlayReviewRules, read_actions, review_next
from service.engine import move_notation
from service.engine.game import DRAW, UNDO, move_to_json
from service.solver.clairvoyance import BETS
from service.store import DailyDeal, Store, Verdict, migrate
from tests.api.daily_play import board, daily_game, me, played_along, played_on, submit
from tests.api.helpers import DB_SETTINGS, TEST_KEY, Clock, new_player, publish

VARIANT = "golf-easy"


@pytest.fixture
def reviewing_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    """The app with the play review on (its worker not started: the tests read by hand)."""
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "DAILY_REVIEW_PLAY": True})
    publish(app, clock.now.date(), dict(CODES))
    yield app
    app.extensions["store"].close()


def played_result(app: Flask, day: dt.date, name: str) -> tuple[str, str, dict[str, Any]]:
    """A new player's (id, token, result answer) of the day's golf-easy deal, played with a
    draw and its undo first."""
    client = app.test_client()
    player, token = new_player(client, name)
    state = daily_game(client, day, token)["state"]
    state = played_along(client, state, [move_to_json(DRAW), move_to_json(UNDO)])
    state = played_on(app, state, golf_policy())
    answer = submit(client, day, token, {"variant": VARIANT, "state": state})
    assert answer.status_code == 201, answer.get_json()
    return player, token, answer.get_json()


def read_all(app: Flask) -> int:
    """The CLI's ``daily review read``: how many results it read."""
    output = app.test_cli_runner().invoke(args=["daily", "review", "read"])
    assert output.exit_code == 0, output.output
    return int(output.output.split()[0])


def review_row(store: Store, day: dt.date, player: str) -> tuple[Any, ...]:
    rows = store.database.execute(
        "SELECT review, evidence, tells, review_reason FROM daily_results"
        " WHERE day = %s AND variant = %s AND player_id = %s",
        (day, VARIANT, player),
        replayable=True,
    )
    return rows[0]


def test_a_result_waits_pending_off_the_board_then_the_review_clears_it(
    reviewing_app: Flask, clock: Clock
) -> None:
    day, store = clock.now.date(), reviewing_app.extensions["store"]
    player, token, result = played_result(reviewing_app, day, "Ann")
    assert result["entry"]["review"] == "pending"
    client = reviewing_app.test_client()
    assert board(client, day, f"variant={VARIANT}").get_json()["entries"] == []
    assert me(client, day, token).get_json()["entry"]["review"] == "pending"
    [[actions]] = store.database.execute(
        "SELECT actions FROM daily_starts WHERE day = %s AND variant = %s AND player_id = %s",
        (day, VARIANT, player),
        replayable=True,
    )
    assert actions.startswith(f"{move_notation(DRAW)} {move_notation(UNDO)} ") and actions.endswith(" ")
    listing = reviewing_app.test_cli_runner().invoke(args=["daily", "review", "list", day.isoformat()])
    assert "pending" in listing.output and "waiting for the play review" in listing.output

    assert read_all(reviewing_app) == 1
    review, evidence, tells, reason = review_row(store, day, player)
    assert review == "clear" and reason is None and len(evidence) == len(BETS)
    assert tells["player_results"] == 1 and tells["hold_at"] == 1000
    assert [entry["player"] for entry in board(client, day, f"variant={VARIANT}").get_json()["entries"]] == [
        "Ann"
    ]
    assert me(client, day, token).get_json()["entry"]["review"] == "clear"
    assert read_all(reviewing_app) == 0, "a result is read once"


def test_a_player_whose_evidence_reaches_the_line_is_held_with_the_tells_and_an_operator_clears_it(
    reviewing_app: Flask, clock: Clock
) -> None:
    """The evidence of earlier days (here written as a month of a seer's results would leave
    it) and this result's together reach 1 / alpha: held, listed with the reading."""
    day, store = clock.now.date(), reviewing_app.extensions["store"]
    player, _, _ = played_result(reviewing_app, day, "Bea")
    store.database.run(
        lambda conn: conn.execute(
            "INSERT INTO player_evidence (player_id, logs, results, updated_at) VALUES (%s, %s, 30, now())",
            (player, [math.log(5000.0)] * len(BETS)),
        ),
        replayable=False,
    )
    assert read_all(reviewing_app) == 1
    review, _, tells, reason = review_row(store, day, player)
    assert review == "held" and "the player's evidence over 31 result(s) read" in reason
    assert tells["player_results"] == 31
    listing = reviewing_app.test_cli_runner().invoke(args=["daily", "review", "list", day.isoformat()])
    assert "held" in listing.output and "play: evidence" in listing.output
    assert board(reviewing_app.test_client(), day, f"variant={VARIANT}").get_json()["entries"] == []

    decided = reviewing_app.test_cli_runner().invoke(
        args=["daily", "review", "clear", str(day), VARIANT, player]
    )
    assert decided.exit_code == 0, decided.output
    assert store.database.execute(
        "SELECT count(*) FROM player_evidence WHERE player_id = %s", (player,), replayable=True
    ) == [(0,)], "an operator's clearing starts the evidence again"


def test_a_claim_whose_worker_died_is_taken_again_and_a_decided_result_is_left_alone(
    reviewing_app: Flask, clock: Clock
) -> None:
    day, store = clock.now.date(), reviewing_app.extensions["store"]
    player, _, _ = played_result(reviewing_app, day, "Cid")
    rules = PlayReviewRules(lease_s=600)
    assert (
        store.play_reviews.claim(clock.now, dt.timedelta(seconds=600)) is not None
    )  # a worker that dies now
    assert store.play_reviews.claim(clock.now, dt.timedelta(seconds=600)) is None
    clock.advance(seconds=601)
    assert review_next(store.play_reviews, read_actions, rules, clock)
    assert review_row(store, day, player)[0] == "clear"

    other, _, _ = played_result(reviewing_app, day, "Dee")
    pending = store.play_reviews.claim(clock.now, dt.timedelta(seconds=600))
    assert pending is not None and str(pending.player_id) == other
    store.boards.set_review(day, VARIANT, pending.player_id, "rejected")  # an operator first
    clearing = Verdict("clear", None, {})
    assert store.play_reviews.record(pending, [1.0] * len(BETS), lambda _: clearing, clock.now) is None
    assert review_row(store, day, other)[0] == "rejected"
    assert store.database.execute(
        "SELECT count(*) FROM player_evidence WHERE player_id = %s", (other,), replayable=True
    ) == [(0,)], "a result no longer pending adds nothing to its player's evidence"


@pytest.fixture
def served_today(postgres_server: ThrowawayDatabase | None, database_url: str) -> Iterator[str]:
    """A database of its own whose today (the real one) has the pinned golf-easy deal."""
    with scratch_database(database_url, "play_review") as url:
        migrate(url)
        store = Store(url)
        today = dt.datetime.now(dt.UTC).date()
        days = (today, today + dt.timedelta(days=1))  # the test may run across midnight
        store.deals.publish(DailyDeal(day, VARIANT, CODES[VARIANT], 2.0) for day in days)
        store.close()
        yield url


def test_the_service_reviews_results_by_itself(served_today: str) -> None:
    """gunicorn as deployed: each worker starts its play review, which clears a result in
    seconds, with no command run."""
    settings = NO_PACE_REVIEW | {
        "SECRET_KEY": TEST_KEY, "DATABASE_URL": served_today, "DAILY_REVIEW_PLAY": "1",
        "DAILY_PLAY_REVIEW_POLL_S": "0.2",
    }  # fmt: skip
    with gunicorn_server(settings, "/readyz") as url:
        today = dt.datetime.now(dt.UTC).date()
        client = Client(url)
        flow = daily_flow(client, today, "Served")
        assert flow.acknowledged and flow.submitted is not None
        assert flow.submitted["entry"]["review"] == "pending" and not flow.on_board
        deadline, review = time.monotonic() + 90, "pending"
        while review == "pending" and time.monotonic() < deadline:
            time.sleep(0.5)
            _, mine, _ = client.call(
                "GET", f"/v1/daily/{today}/leaderboard/me?variant={VARIANT}", "me", token=flow.token
            )
            review = mine["entry"]["review"]
    assert review == "clear"
    with psycopg.connect(served_today) as conn:
        assert conn.execute("SELECT results FROM player_evidence").fetchall() == [(1,)]
