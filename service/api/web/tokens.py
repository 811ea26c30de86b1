"""State tokens: a packed game and its envelope sealed with AES-256-GCM, so clients can
neither read the face-down cards nor change anything (whose game it is included), and the
service needs no database to trust them.

Token bytes: key id (1) | nonce (12) | ciphertext + tag (16), base64url without padding;
the first key seals, every key opens (keys rotate).  The plaintext is the envelope (who,
which day or duel, its step), then the packed game: the layout, flag by flag, and why it
is so: docs/design/sealed-state.md."""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import hashlib
import os
import struct
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from ...daily.pace import Pace
from ...engine import Variant
from ...engine.binary import Reader, varint
from ...engine.deals import FINGERPRINT_BYTES
from ...engine.texts import N_, Text

NONCE_BYTES = 12
TAG_BYTES = 16
HEADER_BYTES = 1
MAX_TOKEN_CHARS = 2048
_KEY_INFO = b"solitaire-service state token v1"

ENVELOPE_VERSION = 0x82
_HEAD = struct.Struct(">BQ16sB")
_DAILY = struct.Struct(">IBQ")
_BOUND, _DAILY_GAME, _FINGERPRINT, _PACE, _CUSTOM_DEAL, _ARCHIVE = 1, 2, 4, 8, 16, 32
_STEP, _REPLAY = 64, 128
_KNOWN_FLAGS = _BOUND | _DAILY_GAME | _FINGERPRINT | _PACE | _CUSTOM_DEAL | _ARCHIVE | _STEP | _REPLAY
_UUID_BYTES = 16


class TokenError(ValueError):
    """A state token that is not one of ours, or was changed; ``text`` says which, for a
    person (a fixed text, marked ``N_`` where raised)."""

    def __init__(self, english: str) -> None:
        super().__init__(english)
        self.text = Text(english)


@dataclass(frozen=True, slots=True)
class DailyTag:
    """A daily game: the day and variant it was started for, and the player's first start
    (their ranked attempt); or, ``archive``, that day's deal dealt again once its results
    closed, or, ``replay``, dealt again to a player whose result is in (both unranked: never
    a result, never timed; ``started_at`` is when it was dealt)."""

    day: dt.date
    variant: Variant
    started_at: dt.datetime
    archive: bool = False
    replay: bool = False

    @property
    def ranked(self) -> bool:
        return not (self.archive or self.replay)


@dataclass(frozen=True, slots=True)
class Envelope:
    """What a state carries beside the game.  Sealed with it, so a client can copy a state
    but never make it someone else's."""

    game_id: uuid.UUID
    player: uuid.UUID | None = None
    """The player the game was started for (``POST /v1/games`` with a bearer token)."""
    daily: DailyTag | None = None
    fingerprint: bytes | None = None
    """What a custom deal's state sealed before 2026-12 carries instead of its cards (``deal``):
    the deal's exact fingerprint.  Never sealed any more."""
    issued_at: dt.datetime | None = None
    """When the state was sealed; None for a state sealed before envelopes existed."""
    pace: Pace | None = None
    """A daily game's pace, sealed move by move; None for any other game (and for a daily
    game sealed before pace was)."""
    deal: bytes | None = None
    """A custom deal's cards in dealing order, as it was dealt (None for a coded deal)."""
    step: int | None = None
    """A ranked attempt's (a duel's side's) accepted actions so far (None for any other game,
    and for a daily state sealed before attempts were kept)."""
    duel: uuid.UUID | None = None
    """The duel whose side this game is (with its ``step``); None for any other game."""

    @property
    def kept_line(self) -> bool:
        """Whether the server keeps this game's line: a duel's side, or a daily game with a
        step (its ranked attempt)."""
        return self.step is not None and (self.duel is not None or self.daily is not None)


def new_envelope(
    player: uuid.UUID | None = None, daily: DailyTag | None = None, deal: bytes | None = None
) -> Envelope:
    """The envelope of a new game (a ranked attempt's is made with its attempt's id)."""
    return Envelope(uuid.uuid4(), player, daily, deal=deal)


def _seconds(moment: dt.datetime) -> int:
    return int(moment.timestamp())


def _moment(seconds: int) -> dt.datetime:
    return dt.datetime.fromtimestamp(seconds, dt.UTC)


def write_envelope(envelope: Envelope, issued_at: dt.datetime) -> bytes:
    flags = (
        (_BOUND if envelope.player else 0)
        | (_DAILY_GAME if envelope.daily else 0)
        | (_FINGERPRINT if envelope.fingerprint else 0)
        | (_PACE if envelope.daily and envelope.pace else 0)
        | (_CUSTOM_DEAL if envelope.deal else 0)
        | (_ARCHIVE if envelope.daily and envelope.daily.archive else 0)
        | (_STEP if envelope.kept_line else 0)
        | (_REPLAY if envelope.daily and envelope.daily.replay else 0)
    )
    out = _HEAD.pack(ENVELOPE_VERSION, _seconds(issued_at), envelope.game_id.bytes, flags)
    if envelope.player:
        out += envelope.player.bytes
    if envelope.daily:
        daily = envelope.daily
        out += _DAILY.pack(daily.day.toordinal(), daily.variant.wire_id, _seconds(daily.started_at))
    if envelope.fingerprint:
        out += envelope.fingerprint
    if envelope.daily and envelope.pace:
        pace = envelope.pace
        after_start = max(0, round((pace.last_move_at - envelope.daily.started_at).total_seconds() * 1000))
        out += varint(after_start) + varint(pace.timed_moves) + varint(pace.fast_moves)
    if envelope.deal:
        out += bytes([len(envelope.deal)]) + envelope.deal
    if envelope.kept_line and envelope.step is not None:
        if envelope.daily is None and envelope.duel is not None:
            out += envelope.duel.bytes
        out += varint(envelope.step)
    return out


def read_envelope(plain: bytes) -> tuple[Envelope, bytes]:
    """(envelope, packed game) of an opened token's bytes.  Only bytes this service sealed
    get here, so a malformed envelope is a bug or a key leak: refused all the same."""
    if not plain or plain[0] != ENVELOPE_VERSION:
        return Envelope(uuid.uuid4()), plain
    try:
        _, issued, game_id, flags = _HEAD.unpack_from(plain)
        at = _HEAD.size
        player = None
        if flags & _BOUND:
            player, at = uuid.UUID(bytes=plain[at : at + _UUID_BYTES]), at + _UUID_BYTES
        daily = None
        if flags & _DAILY_GAME:
            ordinal, variant, started = _DAILY.unpack_from(plain, at)
            archive, replay = bool(flags & _ARCHIVE), bool(flags & _REPLAY)
            day, started_at = dt.date.fromordinal(ordinal), _moment(started)
            tag = DailyTag(day, Variant.from_wire_id(variant), started_at, archive, replay)
            daily, at = tag, at + _DAILY.size
        fingerprint = None
        if flags & _FINGERPRINT:
            fingerprint, at = plain[at : at + FINGERPRINT_BYTES], at + FINGERPRINT_BYTES
        pace = None
        if flags & _PACE:
            if daily is None:
                raise ValueError("a pace without a daily game")
            reader = Reader(plain[at:])
            after_start, timed, fast = reader.varint(), reader.varint(), reader.varint()
            last_move_at = daily.started_at + dt.timedelta(milliseconds=after_start)
            pace, at = Pace(last_move_at, timed, fast), at + reader.pos
        deal = None
        if flags & _CUSTOM_DEAL:
            deal, at = plain[at + 1 : at + 1 + plain[at]], at + 1 + plain[at]
        step, duel = None, None
        if flags & _STEP:
            if daily is None:
                duel, at = uuid.UUID(bytes=plain[at : at + _UUID_BYTES]), at + _UUID_BYTES
            reader = Reader(plain[at:])
            step, at = reader.varint(), at + reader.pos
        daily_flags = _ARCHIVE | _REPLAY
        if flags & ~_KNOWN_FLAGS or (flags & daily_flags and daily is None) or at > len(plain):
            raise ValueError("unknown flags, a daily flag of no day, or truncated")
        if daily is not None and (daily.archive + daily.replay + (step is not None)) > 1:
            raise ValueError("a daily game both ranked and replayed")
    except (struct.error, ValueError, IndexError, OverflowError):  # PackError is a ValueError
        raise TokenError(N_("the state's envelope is malformed")) from None
    game = uuid.UUID(bytes=game_id)
    return Envelope(game, player, daily, fingerprint, _moment(issued), pace, deal, step, duel), plain[at:]


def _derive(secret: str) -> tuple[int, AESGCM]:
    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_KEY_INFO).derive(secret.encode())
    key_id = hashlib.sha256(b"key id" + key).digest()[0]
    return key_id, AESGCM(key)


class StateSealer:
    """Seals packed games with their envelopes into tokens and opens them again."""

    def __init__(self, secrets: Sequence[str]) -> None:
        if not secrets:
            raise ValueError("at least one secret is needed to seal states")
        self._keys = [_derive(secret) for secret in secrets]

    def seal(self, packed: bytes, envelope: Envelope, issued_at: dt.datetime) -> str:
        key_id, aead = self._keys[0]
        header = bytes([key_id])
        nonce = os.urandom(NONCE_BYTES)
        plain = write_envelope(envelope, issued_at) + packed
        sealed = header + nonce + aead.encrypt(nonce, plain, header)
        return base64.urlsafe_b64encode(sealed).rstrip(b"=").decode("ascii")

    def open(self, token: str) -> tuple[Envelope, bytes]:
        """The envelope and packed game inside ``token``; ``TokenError`` says why it was
        refused."""
        return read_envelope(self._decrypt(token))

    def _decrypt(self, token: str) -> bytes:
        if len(token) > MAX_TOKEN_CHARS:
            raise TokenError(N_("the state is longer than any state this service issues"))
        try:
            raw = base64.b64decode(token + "=" * (-len(token) % 4), altchars=b"-_", validate=True)
        except (binascii.Error, ValueError):
            raise TokenError(N_("the state is not base64url text as issued by this service")) from None
        if len(raw) < HEADER_BYTES + NONCE_BYTES + TAG_BYTES:
            raise TokenError(N_("the state is truncated"))
        header = raw[:HEADER_BYTES]
        nonce, body = raw[HEADER_BYTES : HEADER_BYTES + NONCE_BYTES], raw[HEADER_BYTES + NONCE_BYTES :]
        candidates = [aead for key_id, aead in self._keys if key_id == header[0]]
        if not candidates:
            raise TokenError(N_("the state was sealed with a key this service does not hold"))
        for aead in candidates:
            try:
                return aead.decrypt(nonce, body, header)
            except InvalidTag:
                continue
        raise TokenError(N_("the state was changed, truncated or forged: its seal does not verify"))


__all__ = ["DailyTag", "Envelope", "StateSealer", "TokenError", "new_envelope", "replace"]
