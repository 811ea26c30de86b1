"""State tokens: a packed game sealed with AES-256-GCM, so clients can neither read the
face-down cards nor change anything, and the service needs no database to trust them.

Token bytes: key id (1) | nonce (12) | ciphertext + tag (16), written base64url without
padding.  The key id is authenticated (it is the associated data).  Keys come from the
configured secrets through HKDF; the first key seals, every key opens, so keys rotate by
putting a new secret first and keeping the old one until its states have aged out.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from collections.abc import Sequence

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

NONCE_BYTES = 12
TAG_BYTES = 16
HEADER_BYTES = 1
MAX_TOKEN_CHARS = 2048
_KEY_INFO = b"solitaire-service state token v1"


class TokenError(ValueError):
    """A state token that is not one of ours, or was changed."""


def _derive(secret: str) -> tuple[int, AESGCM]:
    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_KEY_INFO).derive(secret.encode())
    key_id = hashlib.sha256(b"key id" + key).digest()[0]
    return key_id, AESGCM(key)


class StateSealer:
    """Seals packed games into tokens and opens them again."""

    def __init__(self, secrets: Sequence[str]) -> None:
        if not secrets:
            raise ValueError("at least one secret is needed to seal states")
        self._keys = [_derive(secret) for secret in secrets]

    def seal(self, packed: bytes) -> str:
        key_id, aead = self._keys[0]
        header = bytes([key_id])
        nonce = os.urandom(NONCE_BYTES)
        sealed = header + nonce + aead.encrypt(nonce, packed, header)
        return base64.urlsafe_b64encode(sealed).rstrip(b"=").decode("ascii")

    def open(self, token: str) -> bytes:
        """The packed game inside ``token``; ``TokenError`` says why it was refused."""
        if len(token) > MAX_TOKEN_CHARS:
            raise TokenError("the state is longer than any state this service issues")
        try:
            raw = base64.b64decode(token + "=" * (-len(token) % 4), altchars=b"-_", validate=True)
        except (binascii.Error, ValueError):
            raise TokenError("the state is not base64url text as issued by this service") from None
        if len(raw) < HEADER_BYTES + NONCE_BYTES + TAG_BYTES:
            raise TokenError("the state is truncated")
        header = raw[:HEADER_BYTES]
        nonce, body = raw[HEADER_BYTES : HEADER_BYTES + NONCE_BYTES], raw[HEADER_BYTES + NONCE_BYTES :]
        candidates = [aead for key_id, aead in self._keys if key_id == header[0]]
        if not candidates:
            raise TokenError("the state was sealed with a key this service does not hold")
        for aead in candidates:
            try:
                return aead.decrypt(nonce, body, header)
            except InvalidTag:
                continue
        raise TokenError("the state was changed, truncated or forged: its seal does not verify")
