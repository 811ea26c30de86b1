"""State tokens: sealed, unreadable, unforgeable, rotatable."""

from __future__ import annotations

import base64
import os

import pytest
from flask.testing import FlaskClient

from service import create_app
from service.api.tokens import StateSealer, TokenError
from service.engine import new_game, pack

from .conftest import TEST_KEY, move, start


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64(token: str) -> bytes:
    return base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))


def test_a_token_hides_the_cards_and_round_trips() -> None:
    sealer = StateSealer(["k"])
    packed = pack(new_game("CF1-D3-AAAAACL"))
    token = sealer.seal(packed)
    assert "=" not in token and packed not in unb64(token)
    assert sealer.open(token) == packed
    assert sealer.seal(packed) != token, "a fresh nonce every time"


def tampered_tokens(token: str) -> dict[str, str]:
    raw = unb64(token)
    flipped = bytearray(raw)
    flipped[len(raw) // 2] ^= 1
    other_key_id = bytes([raw[0] ^ 1]) + raw[1:]
    return {
        "edited": b64(bytes(flipped)),
        "truncated": token[: len(token) // 2],
        "cut by one byte": b64(raw[:-1]),
        "key id changed": b64(other_key_id),
        "forged": b64(raw[:1] + os.urandom(len(raw) - 1)),
        "not base64": token[:-2] + "!*",
        "too short": "AAAA",
        "huge": "A" * 2048,
    }


def test_changed_tokens_are_refused_with_422(client: FlaskClient) -> None:
    game = start(client, {"code": "GO1-E-AAAAAAB"})
    for name, token in tampered_tokens(game["state"]).items():
        response = move(client, token, {"type": "draw"})
        assert response.status_code == 422, name
        problem = response.get_json()
        assert problem["type"] == "urn:solitaire:problem:invalid-state", name
        assert problem["errors"][0]["field"] == "state"


def test_a_token_from_another_key_is_refused(client: FlaskClient) -> None:
    foreign = create_app({"TESTING": True, "ACCESS_LOG": False, "STATE_KEYS": ["someone else's key"]})
    token = start(foreign.test_client(), {"code": "GO1-E-AAAAAAB"})["state"]
    response = move(client, token, {"type": "draw"})
    assert response.status_code == 422
    assert "key" in response.get_json()["detail"]


def test_rotation_opens_old_states_and_seals_with_the_new_key() -> None:
    old_app = create_app({"TESTING": True, "ACCESS_LOG": False, "STATE_KEYS": [TEST_KEY]})
    rotated = create_app({"TESTING": True, "ACCESS_LOG": False, "STATE_KEYS": ["new key", TEST_KEY]})
    old_state = start(old_app.test_client(), {"code": "GO1-E-AAAAAAB"})["state"]
    answer = move(rotated.test_client(), old_state, {"type": "draw"})
    assert answer.status_code == 200
    new_state = answer.get_json()["state"]
    assert move(old_app.test_client(), new_state, {"type": "draw"}).status_code == 422
    assert StateSealer(["new key"]).open(new_state)


def test_sealer_reasons() -> None:
    sealer = StateSealer(["k"])
    with pytest.raises(TokenError, match="truncated"):
        sealer.open(b64(b"\x00" * 20))
    with pytest.raises(TokenError, match="base64url"):
        sealer.open("ab$d")
