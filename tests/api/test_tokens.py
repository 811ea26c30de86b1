"""State tokens: sealed, unreadable, unforgeable, rotatable; their envelope (game id,
player, daily game, a custom deal's cards, issue time); states sealed by the release before
envelopes still open and play."""

from __future__ import annotations

import base64
import datetime as dt
import json
import os
import uuid
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from service import create_app
from service.api.web.tokens import (
    ENVELOPE_VERSION,
    DailyTag,
    Envelope,
    StateSealer,
    TokenError,
    new_envelope,
    write_envelope,
)
from service.engine import Variant, new_game, pack, unpack
from service.engine.codes import DEAL_COUNT, deal_letters
from tests.api.helpers import TEST_KEY, game_document, move, start

NOW = dt.datetime(2031, 1, 5, 12, 30, 15, tzinfo=dt.UTC)
LEGACY = json.loads((Path(__file__).parent / "fixtures/legacy-states.json").read_text())
SEALED_DAILY = json.loads((Path(__file__).parent / "fixtures/sealed-daily-states.json").read_text())


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64(token: str) -> bytes:
    return base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))


def test_a_token_hides_the_cards_and_round_trips() -> None:
    sealer = StateSealer(["k"])
    packed = pack(new_game("CF1-D3-AAAAACL"))
    envelope = new_envelope()
    token = sealer.seal(packed, envelope, NOW)
    assert "=" not in token and packed not in unb64(token)
    assert sealer.open(token) == (Envelope(envelope.game_id, issued_at=NOW.replace(second=15)), packed)
    assert sealer.seal(packed, envelope, NOW) != token, "a fresh nonce every time"


@settings(deadline=None)
@given(st.sampled_from(["GO1-C", "CF1-D1", "GR1-C-9"]), st.lists(st.integers(0, DEAL_COUNT - 1), min_size=2))
def test_a_tokens_length_tells_nothing_of_its_deal_number(kind: str, deals: list[int]) -> None:
    """A daily game's deal is sealed while its results are open; its tokens were 174, 175 or
    176 characters with the deal number (issue 28).  The same position and envelope under
    any deal number seal to one length."""
    sealer = StateSealer(["k"])
    day = dt.date(2031, 1, 5)
    envelope = new_envelope(uuid.uuid4(), DailyTag(day, Variant.GOLF_CLASSIC, NOW))
    lengths = {
        len(sealer.seal(pack(new_game(f"{kind}-{deal_letters(deal)}")), envelope, NOW)) for deal in deals
    }
    assert len(lengths) == 1


@pytest.mark.parametrize(
    "envelope",
    [
        Envelope(uuid.uuid4()),
        Envelope(uuid.uuid4(), player=uuid.uuid4()),
        Envelope(uuid.uuid4(), uuid.uuid4(), DailyTag(dt.date(2031, 1, 5), Variant.CANFIELD_DRAW1, NOW)),
        Envelope(uuid.uuid4(), fingerprint=bytes(range(8))),
        Envelope(uuid.uuid4(), deal=bytes(range(54))),
        Envelope(
            uuid.uuid4(),
            uuid.uuid4(),
            DailyTag(dt.date(9999, 12, 31), Variant.GOLF_EASY, NOW),
            deal=bytes(range(52)),
        ),
        Envelope(uuid.uuid4(), daily=DailyTag(dt.date(2031, 1, 3), Variant.GOLF_CLASSIC, NOW, archive=True)),
        Envelope(
            uuid.uuid4(),
            uuid.uuid4(),
            DailyTag(dt.date(2031, 1, 3), Variant.CANFIELD_DRAW3, NOW, archive=True),
        ),
    ],
)
def test_the_envelope_round_trips_whatever_it_holds(envelope: Envelope) -> None:
    sealer = StateSealer(["k"])
    packed = pack(new_game("GO1-E-AAAAAAB"))
    opened, unpacked = sealer.open(sealer.seal(packed, envelope, NOW))
    assert unpacked == packed
    assert opened == replace(envelope, issued_at=NOW)


def test_a_malformed_envelope_is_refused() -> None:
    """Only bytes this service sealed reach the envelope; malformed ones (a bug, or a leaked
    key) are refused all the same."""
    aead = StateSealer(["k"])
    good = aead.seal(pack(new_game("GO1-E-AAAAAAB")), Envelope(uuid.uuid4(), player=uuid.uuid4()), NOW)
    _, packed = aead.open(good)
    truncated_deal = bytes([ENVELOPE_VERSION]) + bytes(24) + b"\x10\xff"  # 255 cards: beyond the end
    archive_of_no_day = bytes([ENVELOPE_VERSION]) + bytes(24) + b"\x20"  # the archive flag alone
    for plain in (
        bytes([ENVELOPE_VERSION, 1, 2]),
        bytes([ENVELOPE_VERSION]) + bytes(24) + b"\x80",
        truncated_deal,
        archive_of_no_day,
    ):
        with pytest.raises(TokenError, match="envelope"):
            _reseal(aead, plain + packed)


def _reseal(sealer: StateSealer, plain: bytes) -> Any:
    key_id, aead = sealer._keys[0]
    header, nonce = bytes([key_id]), os.urandom(12)
    return sealer.open(b64(header + nonce + aead.encrypt(nonce, plain, header)))


def test_states_sealed_before_envelopes_still_open_and_play(client: FlaskClient) -> None:
    """Fixture tokens of the release before contract v2 (tests/api/fixtures): each opens as
    an anonymous game with a new id, plays on, and its next state carries an envelope."""
    for legacy in LEGACY["states"]:
        answer = move(client, legacy["state"], {"type": "undo"} if legacy["moves"] else {"type": "draw"})
        assert answer.status_code == 200, answer.get_json()
        document = game_document(answer)
        assert (document["code"], document["player"], document["daily"]) == (legacy["code"], None, None)
        assert document["outcome"]["accepted"]
        again = game_document(move(client, document["state"], {"type": "draw"}))
        assert again["game_id"] == document["game_id"]


@pytest.mark.parametrize("sealed", SEALED_DAILY["states"], ids=lambda sealed: sealed["variant"])
def test_a_sealed_daily_state_keeps_its_variant_and_its_bytes(sealed: dict[str, str]) -> None:
    """States sealed when a variant's wire id was its place in the list of variants (fixture
    tests/api/fixtures/sealed-daily-states.json) open as the same variant, and an envelope
    written today holds the very bytes written then: reordering the variants changes
    nothing sealed."""
    envelope, packed = StateSealer([SEALED_DAILY["key"]]).open(sealed["state"])
    assert envelope.daily is not None and envelope.daily.variant is Variant(sealed["variant"])
    assert envelope.daily.started_at == dt.datetime.fromisoformat(SEALED_DAILY["started_at"])
    issued_at = dt.datetime.fromisoformat(SEALED_DAILY["issued_at"])
    assert write_envelope(envelope, issued_at).hex() == sealed["envelope"]
    assert packed.hex() == sealed["packed"] and str(unpack(packed).code) == sealed["code"]


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


def test_every_state_says_when_it_was_sealed(client: FlaskClient) -> None:
    before = dt.datetime.now(dt.UTC).replace(microsecond=0)
    game = start(client, {"code": "GO1-E-AAAAAAB"})
    envelope, _ = StateSealer([TEST_KEY]).open(game["state"])
    assert envelope.issued_at is not None and before <= envelope.issued_at <= dt.datetime.now(dt.UTC)


def test_sealer_reasons() -> None:
    sealer = StateSealer(["k"])
    with pytest.raises(TokenError, match="truncated"):
        sealer.open(b64(b"\x00" * 20))
    with pytest.raises(TokenError, match="base64url"):
        sealer.open("ab$d")
