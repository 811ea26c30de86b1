"""A player's devices, each with its own bearer token: listed with the player's profile,
linked by a one-time code, revoked one by one, all replaced by a recovery code
(docs/design/devices.md).  Codes and tokens are drawn here and kept as sha256 only
(``service.players.bearer``)."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass

from psycopg import errors

from ..players import bearer, codes
from .models import Owned
from .repository import Repository
from .statements import statement

_OWN_DEVICES = statement("own_devices")
_REVOKE_DEVICE = statement("revoke_device")
_NEW_LINK_CODE = statement("new_link_code")
_USE_LINK_CODE = statement("use_link_code")
_SET_RECOVERY_CODE = statement("set_recovery_code")
_RECOVER_PLAYER = statement("recover_player")
DRAWS_OF_A_LINK_CODE = 5
"""Link codes drawn before giving up (a clash with a live one is one in 2^40 a pair)."""


@dataclass(frozen=True, slots=True)
class Device:
    id: uuid.UUID
    name: str | None
    created_at: dt.datetime
    last_seen_at: dt.datetime
    current: bool
    """The device of the token that asked."""
    issued_at: dt.datetime
    """When its token was issued (sign-up, link, rotation, recovery)."""


@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    created_at: dt.datetime
    devices: list[Device]

    @property
    def current(self) -> Device:
        return next(device for device in self.devices if device.current)


@dataclass(frozen=True, slots=True)
class Linked:
    """A new device of a player (a link code's, a recovery's) and its token, shown once."""

    player: uuid.UUID
    device: uuid.UUID
    token: str


class LinkCodesExhausted(RuntimeError):
    """Every link code drawn was another player's live one (never seen in practice)."""


class Devices(Repository):
    def own_profile(self, token: str) -> Owned[Profile] | None:
        """The profile and devices of the bearer token's player, in one statement; None
        for a token that is nobody's."""
        found = self.database.read_for_token(token, _OWN_DEVICES, {})
        if found is None:
            return None
        rows = found.value
        devices = [Device(*row[2:]) for row in rows]
        return Owned(found.player, Profile(rows[0][0], rows[0][1], devices))

    def revoke(self, player: uuid.UUID, device: uuid.UUID) -> bool:
        """False when the player has no such device (revoked before, or never theirs)."""
        parameters = {"player": player, "device": device}
        return bool(self.database.execute(_REVOKE_DEVICE, parameters, replayable=True))

    def new_link_code(self, player: uuid.UUID, expires_at: dt.datetime) -> str:
        """A new one-time link code of the player, live until ``expires_at``, replacing the
        player's code before."""
        for _ in range(DRAWS_OF_A_LINK_CODE):
            code = codes.new_code(bearer.LINK_CODE_CHARS)
            parameters = {
                "player": player,
                "code": bearer.code_digest("link", code),
                "expires_at": expires_at,
            }
            try:
                self.database.execute(_NEW_LINK_CODE, parameters, replayable=True)
            except errors.UniqueViolation:  # another player's live code
                continue
            return code
        raise LinkCodesExhausted(f"{DRAWS_OF_A_LINK_CODE} link codes drawn, each another player's")

    def link(self, code: str, name: str | None, at: dt.datetime) -> Linked | None:
        """A live link code (as ``codes.read_code`` reads it) exchanged for a new device
        named ``name``; the code is used up whatever the answer.  None for a code that is
        nobody's or expired.  Never run twice (a lost answer is a 503: the code is gone)."""
        token = bearer.new_token()
        parameters = {
            "code": bearer.code_digest("link", code), "name": name, "token": bearer.token_digest(token),
            "at": at,
        }  # fmt: skip
        rows = self.database.execute(_USE_LINK_CODE, parameters, replayable=False)
        if not rows or rows[0][1] is None:
            return None
        return Linked(rows[0][0], rows[0][1], token)

    def new_recovery_code(self, player: uuid.UUID) -> str | None:
        """A new recovery code of the player, replacing the one before; None when there is
        no such player (erased meanwhile)."""
        code = codes.new_code(bearer.RECOVERY_CODE_CHARS)
        parameters = {"player": player, "code": bearer.code_digest("recovery", code)}
        return code if self.database.execute(_SET_RECOVERY_CODE, parameters, replayable=True) else None

    def recover(self, name: str, tag: str, code: str, device: str | None, at: dt.datetime) -> Linked | None:
        """The player of ``name`` and ``tag`` whose recovery code ``code`` is: every device of
        theirs revoked, the code used up, and a new device named ``device`` made.  None when
        nothing matches (nothing changes).  Never run twice."""
        token = bearer.new_token()
        parameters = {
            "name": name, "tag": tag.upper(), "code": bearer.code_digest("recovery", code), "device": device,
            "token": bearer.token_digest(token), "at": at,
        }  # fmt: skip
        rows = self.database.execute(_RECOVER_PLAYER, parameters, replayable=False)
        return Linked(rows[0][0], rows[0][1], token) if rows else None
