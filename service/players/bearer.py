"""Bearer tokens and the codes that stand for them: how they are made, and the digests they
are known by.

A token (one a device) is shown to its player once (a sign-up, a link, a rotation, a
recovery); the database keeps only its sha256, so a copy of it opens no player's account.
A token longer than any this service makes is nobody's, and is refused before any lookup.
"""

from __future__ import annotations

import hashlib
import secrets

TOKEN_BYTES = 32
MAX_TOKEN_LENGTH = 128
"""Longer bearer tokens are refused without asking the database."""


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_digest(token: str) -> bytes:
    """What the database keeps of a token."""
    return hashlib.sha256(token.encode()).digest()


def lookup_digest(token: str) -> bytes | None:
    """The digest to look a presented token up by; None for one no player can hold."""
    return token_digest(token) if token and len(token) <= MAX_TOKEN_LENGTH else None


LINK_CODE_CHARS = 8
"""A link code: 40 bits, live 10 minutes, used once, its guesses limited (docs/design/devices.md)."""
RECOVERY_CODE_CHARS = 20
"""A recovery code: 100 bits, live until used or replaced, so no limit is needed to keep it."""


def code_digest(kind: str, code: str) -> bytes:
    """What the database keeps of a link or recovery code (read back by ``codes.read_code``):
    its sha256, labelled by its kind so that no code of one kind matches one of another."""
    return hashlib.sha256(f"{kind} code {code}".encode()).digest()
