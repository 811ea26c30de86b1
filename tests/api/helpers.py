"""What the API tests share: requests through the Flask test client, checked against the
contract; players, sealed states and published days; the test clock."""

from __future__ import annotations

import datetime as dt
import uuid
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from harness.databases import DEADLOCK
from harness.servers import metric_total
from service.api.schemas import GameDocumentSchema
from service.api.web.tokens import Envelope, StateSealer, TokenError, new_envelope
from service.engine import Game, new_game, pack, unpack
from service.engine.game import Draw, Undo
from service.engine.golf_vocabulary import Remove
from service.store import DailyDeal, KeyClaim, Store
from tests import established

TEST_KEY = "test-secret-key"


GAME_DOCUMENT = GameDocumentSchema()


def start(client: FlaskClient, body: dict[str, Any], language: str = "en") -> dict[str, Any]:
    response = client.post("/v1/games", json=body, headers={"Accept-Language": language})
    assert response.status_code == 201, response.get_json()
    return game_document(response)


def game_document(response: TestResponse) -> dict[str, Any]:
    """The answer's game document, checked against the response schema (exact keys, types)."""
    document: dict[str, Any] = response.get_json()
    GAME_DOCUMENT.load(document)
    return document


PLAYER_TOKENS: dict[str, str] = {}
"""Each player ``new_player`` made, by id: their token, which the moves of their games send."""


def owners_bearer(client: FlaskClient, state: str) -> dict[str, str]:
    """The ``Authorization`` header of the player of ``state`` (a game bound to a player
    ``new_player`` made), as a client sends its player's token with the moves of their game
    (a ranked line is moved by its own player only); none for any other state."""
    sealer: StateSealer = client.application.extensions["state_sealer"]
    try:
        envelope, _ = sealer.open(state)
    except TokenError:
        return {}
    token = None if envelope.player is None else PLAYER_TOKENS.get(str(envelope.player))
    return {} if token is None else bearer(token)


def move(client: FlaskClient, state: str, the_move: dict[str, Any], language: str = "en") -> TestResponse:
    """``the_move`` played from ``state`` by the state's own player (``owners_bearer``)."""
    headers = {"Accept-Language": language} | owners_bearer(client, state)
    return client.post("/v1/moves", json={"state": state, "move": the_move}, headers=headers)


def play(
    client: FlaskClient, document: dict[str, Any], *moves: dict[str, Any], language: str = "en"
) -> dict[str, Any]:
    """Play ``moves`` in turn, each of which must be accepted; answer the last document."""
    for the_move in moves:
        response = move(client, document["state"], the_move, language)
        assert response.status_code == 200, response.get_json()
        document = game_document(response)
        assert document["outcome"]["accepted"], (the_move, document["outcome"])
    return document


class Clock:
    """The app's clock in a test (the ``CLOCK`` setting): it stands still until moved."""

    def __init__(self, now: dt.datetime) -> None:
        self.now = now

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += dt.timedelta(**delta)


DB_SETTINGS: dict[str, Any] = {
    "TESTING": True,
    "ACCESS_LOG": False,
    "STATE_KEYS": [TEST_KEY],
    "DATABASE_TIMEOUT_S": 1,
    "DATABASE_CONNECT_TIMEOUT_S": 1,
    "DATABASE_RECONNECT_TIMEOUT_S": 2,
    # The test client serves as many threads at once as a test starts, more than a gunicorn
    # worker's 4: the bulkhead's share is theirs too (tests/api/test_outage.py tries it).
    "DATABASE_THREADS": 16,
    "DAILY_LOCK_REFRESH_S": 0,
    "DAILY_MIN_MOVE_S": 0,
    "DAILY_MIN_GAME_S_PER_MOVE": 0,
    "DAILY_PACE_MIN_SPREAD": 0,
    "DAILY_REVIEW_SOLVER_LINE": False,
    "DAILY_REVIEW_SHARED_ADDRESS": False,
    "DAILY_NEW_ACCOUNT_MINUTES": 0,
    "DAILY_REVIEW_PLAY": False,
}
"""The app over the test database, giving up on an absent database within a second or two
(the outage tests stop the server), reading the daily deals the solver refuses afresh on
every request (tests publish days as they go).  Its test clock stands still while a test
plays, its players are all new and share one address, so the review is off here:
tests/api/test_pace.py and test_review.py play with it on, test_play_review.py with the
play review."""


def rolled_back_once_before_kept(app: Flask, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The server rolls back (SQLSTATE 40P01, as a deadlock does) the transaction of the first
    keyed answer about to be kept, after the route's effect: the list fills with the key of
    each run that reaches its answer, the rolled-back run first."""
    keys = app.extensions["store"].idempotency_keys
    keep_answer, runs = keys.keep_answer, []

    def deadlocked_once(claim: KeyClaim, answer: bytes) -> None:
        runs.append(claim.key)
        if len(runs) == 1:
            keys.database.execute(DEADLOCK, (), replayable=False)
        keep_answer(claim, answer)

    monkeypatch.setattr(keys, "keep_answer", deadlocked_once)
    return runs


def games_dealt(client: FlaskClient) -> float:
    """``solitaire_games_started`` over every game, as ``/metrics`` shows it now."""
    return metric_total(client.get("/metrics").get_data(as_text=True), "solitaire_games_started_total")


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_player(client: FlaskClient, name: str = "Player") -> tuple[str, str]:
    """(id, token) of a new player."""
    response = client.post("/v1/players", json={"name": name})
    assert response.status_code == 201, response.get_json()
    created: dict[str, str] = response.get_json()
    PLAYER_TOKENS[created["id"]] = created["token"]
    return created["id"], created["token"]


def sealed(app: Flask, game: Game, player: str | None = None, envelope: Envelope | None = None) -> str:
    """The state token the service would answer for ``game`` (played with the engine
    directly: quicker than a request a move, and the same token): a new game of ``player``
    (anonymous by default), or the game of ``envelope`` played on."""
    sealer: StateSealer = app.extensions["state_sealer"]
    envelope = envelope or new_envelope(None if player is None else uuid.UUID(player))
    return sealer.seal(pack(game), envelope, dt.datetime.now(dt.UTC))


def opened(app: Flask, state: str) -> tuple[Envelope, Game]:
    sealer: StateSealer = app.extensions["state_sealer"]
    envelope, packed = sealer.open(state)
    return envelope, unpack(packed)


def played(code: str, *, draw_first: bool = False, detours: int = 0) -> Game:
    """A Golf game played to its end: remove the first removable card, else draw (or draw
    while the stock lasts, with ``draw_first``), after ``detours`` draw-and-undo pairs
    (each adds 2 moves).  GO1-E-AAAAAAB: won, 350 points in 49 moves; draw first: a dead
    end, 0 points in 16 moves."""
    game = new_game(code)
    for _ in range(detours):
        game.play(Draw())
        game.play(Undo())
    while game.status == "playing":
        legal = game.legal_moves()
        removes = [m for m in legal if isinstance(m, Remove)]
        draws = [m for m in legal if isinstance(m, Draw)]
        game.play(draws[0] if draws and (draw_first or not removes) else removes[0])
    return game


def publish(app: Flask, day: dt.date, deals: dict[str, str]) -> None:
    store: Store = app.extensions["store"]
    store.deals.publish(DailyDeal(day, variant, code, 2.5) for variant, code in deals.items())


def establish(app: Flask, day: dt.date, *players: str) -> None:
    """Make ``players`` established on ``day``, so that a group of ``day`` takes them
    (``tests.established``), in the app's database."""
    established.establish(app.config["DATABASE_URL"], day, players)


CONTRACT = schemathesis.openapi.from_path(Path(__file__).resolve().parents[2] / "openapi.yaml")


def conforming(response: TestResponse, path: str, method: str) -> TestResponse:
    """``response``, after checking it against its operation in openapi.yaml (status
    documented, body schema)."""
    CONTRACT[path][method].validate_response(response)
    return response
