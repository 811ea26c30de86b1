"""Page cursors: where the next page of a list starts, opaque to clients.

A cursor is the position of the last item of a page (a leaderboard entry's order key and
rank, a game's recorded time and id) and the list it belongs to, sealed with AES-GCM
under a key derived from the state secrets: a client can neither read nor edit it, and a
cursor from another leaderboard or player is told apart from an edited one, each with its
own message.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import os
import uuid
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from flask import current_app

from ...engine.texts import N_, Text
from .problems import INVALID_CURSOR

T = TypeVar("T")

NONCE_BYTES = 12
_KEY_INFO = b"solitaire-service page cursor v1"
CURSORS = "page_cursors"
"""``app.extensions`` key of the app's ``CursorSealer``."""


class CursorError(ValueError):
    """A cursor this list did not issue; ``text`` says why, for a person."""

    def __init__(self, text: Text) -> None:
        super().__init__(str(text))
        self.text = text


def derived_keys(secrets: Sequence[str], info: bytes) -> list[AESGCM]:
    """An AES-256-GCM key per state secret, derived with HKDF for the use ``info`` names
    (each use its own keys, all rotating with the secrets): the first seals, all open."""
    return [
        AESGCM(HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=info).derive(s.encode()))
        for s in secrets
    ]


class CursorSealer:
    def __init__(self, secrets: Sequence[str]) -> None:
        self._keys = derived_keys(secrets, _KEY_INFO)

    def seal(self, listing: str, position: list[Any]) -> str:
        nonce = os.urandom(NONCE_BYTES)
        sealed = nonce + self._keys[0].encrypt(nonce, orjson.dumps([listing, position]), None)
        return base64.urlsafe_b64encode(sealed).rstrip(b"=").decode("ascii")

    def open(self, cursor: str, listing: str) -> list[Any]:
        """The position sealed in ``cursor``, which must belong to ``listing``."""
        try:
            raw = base64.b64decode(cursor + "=" * (-len(cursor) % 4), altchars=b"-_", validate=True)
        except (binascii.Error, ValueError):
            raise CursorError(Text(N_("not a cursor this service issued (not base64url text)"))) from None
        nonce, body = raw[:NONCE_BYTES], raw[NONCE_BYTES:]
        for key in self._keys:
            try:
                sealed_listing, position = orjson.loads(key.decrypt(nonce, body, None))
                break
            except (InvalidTag, ValueError):
                continue
        else:
            raise CursorError(
                Text(N_('not a cursor this service issued, or edited: send back "next" unchanged'))
            )
        if sealed_listing != listing:
            template = N_("a cursor of another list ({other}), not of {listing}")
            raise CursorError(Text(template, other=sealed_listing, listing=listing))
        assert isinstance(position, list)
        return position


def open_cursor(cursor: str | None, listing: str, read: Callable[[list[Any]], T]) -> T | None:
    """The position a request's ``after`` cursor names (``read`` turns the sealed list into
    it), None without one; 422 naming ``after`` for one this list did not issue (like a
    state token: well-formed text, but not ours)."""
    if cursor is None:
        return None
    sealer: CursorSealer = current_app.extensions[CURSORS]
    try:
        return read(sealer.open(cursor, listing))
    except CursorError as exc:
        detail = exc.text
    except (ValueError, TypeError, LookupError):
        detail = Text(N_("not a cursor of this list"))
    raise INVALID_CURSOR(Text("after: {why}", why=detail), errors=[{"field": "after", "message": detail}])


def read_moment_and_id(position: list[Any]) -> tuple[dt.datetime, uuid.UUID]:
    """A position sealed as ``[ISO time, id]``: where a player's own list (their games,
    their follows) resumes, ordered by time and then id."""
    return dt.datetime.fromisoformat(position[0]), uuid.UUID(position[1])


def next_cursor(listing: str, position: list[Any] | None) -> str | None:
    """The ``next`` cursor of a page whose last item is at ``position`` (None: the last page)."""
    if position is None:
        return None
    sealer: CursorSealer = current_app.extensions[CURSORS]
    return sealer.seal(listing, position)
