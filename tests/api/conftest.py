"""Flask test-client helpers shared by the API tests."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import socket
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service import create_app
from service.api.schemas import GameDocumentSchema
from service.api.tokens import Envelope, StateSealer, new_envelope
from service.engine import Game, new_game, pack, unpack
from service.engine.game import Draw, Remove, Undo
from service.store import DailyDeal, Store
from tests.store.conftest import CODES, random_day

TEST_KEY = "test-secret-key"
GAME_DOCUMENT = GameDocumentSchema()
PINNED = json.loads((Path(__file__).resolve().parents[2] / "service/engine/pinned-deals.json").read_text())


@pytest.fixture
def app() -> Flask:
    return create_app({"TESTING": True, "ACCESS_LOG": False, "STATE_KEYS": [TEST_KEY]})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def start(client: FlaskClient, body: dict[str, Any], language: str = "en") -> dict[str, Any]:
    response = client.post("/v1/games", json=body, headers={"Accept-Language": language})
    assert response.status_code == 201, response.get_json()
    return game_document(response)


def game_document(response: TestResponse) -> dict[str, Any]:
    """The answer's game document, checked against the response schema (exact keys, types)."""
    document: dict[str, Any] = response.get_json()
    GAME_DOCUMENT.load(document)
    return document


def move(client: FlaskClient, state: str, the_move: dict[str, Any], language: str = "en") -> TestResponse:
    return client.post(
        "/v1/moves", json={"state": state, "move": the_move}, headers={"Accept-Language": language}
    )


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


# --- the database routes --------------------------------------------------------------------


class Clock:
    """The app's clock in a test (the ``CLOCK`` setting): it stands still until moved."""

    def __init__(self, now: dt.datetime) -> None:
        self.now = now

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += dt.timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    """Noon (UTC) of a fresh far-future day: tests share one database, each its own days."""
    return Clock(dt.datetime.combine(random_day(), dt.time(12), dt.UTC))


DB_SETTINGS: dict[str, Any] = {
    "TESTING": True,
    "ACCESS_LOG": False,
    "STATE_KEYS": [TEST_KEY],
    "DATABASE_TIMEOUT_S": 1,
    "DATABASE_CONNECT_TIMEOUT_S": 1,
    "DATABASE_RECONNECT_TIMEOUT_S": 2,
    "DAILY_LOCK_REFRESH_S": 0,
}
"""The app over the test database, giving up on an absent database within a second or two
(the outage tests stop the server), reading the daily deals the solver refuses afresh on
every request (tests publish days as they go)."""


@pytest.fixture
def db_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock})
    yield app
    app.extensions["store"].close()


@pytest.fixture
def day(db_app: Flask, clock: Clock) -> dt.date:
    """The live day of ``db_app`` (the clock's), with the pinned deal of every variant."""
    live = clock.now.date()
    publish(db_app, live, dict(CODES))
    return live


@pytest.fixture
def db_client(db_app: Flask) -> FlaskClient:
    return db_app.test_client()


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_player(client: FlaskClient, name: str = "Player") -> tuple[str, str]:
    """(id, token) of a new player."""
    response = client.post("/v1/players", json={"name": name})
    assert response.status_code == 201, response.get_json()
    created: dict[str, str] = response.get_json()
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
    store.publish_daily(DailyDeal(day, variant, code, 2.5) for variant, code in deals.items())


CONTRACT = schemathesis.openapi.from_path(Path(__file__).resolve().parents[2] / "openapi.yaml")


def conforming(response: TestResponse, path: str, method: str) -> TestResponse:
    """``response``, after checking it against its operation in openapi.yaml (status
    documented, body schema)."""
    CONTRACT[path][method].validate_response(response)
    return response


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A throwaway Redis server (Debian's redis-server, installed by scripts/bootstrap, or
    the one ``REDIS_SERVER`` names) on a free port, for the rate limits' shared storage."""
    from .test_gunicorn import free_port

    binary = os.environ.get("REDIS_SERVER") or shutil.which("redis-server")
    assert binary, "redis-server is missing: scripts/bootstrap installs Debian's (or set REDIS_SERVER)"
    port = free_port()
    directory = tmp_path_factory.mktemp("redis")
    command = [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    with (directory / "server.log").open("wb") as log:
        server = subprocess.Popen([*command, "--dir", str(directory)], stdout=log, stderr=log)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1) as probe:
                    probe.sendall(b"PING\r\n")
                    if probe.recv(16).startswith(b"+PONG"):
                        break
            except OSError:
                pass
            assert server.poll() is None and time.monotonic() < deadline, (
                directory / "server.log"
            ).read_text()
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(timeout=10)
