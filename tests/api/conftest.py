"""Flask test-client helpers shared by the API tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service import create_app
from service.api.schemas import GameDocumentSchema

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
