"""A duel's invite: eight characters a person can read aloud and type back."""

from __future__ import annotations

import secrets

INVITE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: no I, L, O, U (read as 1, 1, 0 and refused), so an invite reads aloud."""
INVITE_CHARS = 8
DRAWS_OF_AN_INVITE = 5
"""Invites drawn for a new duel before giving up (a clash is one in 2^40 a pair)."""
_READ_AS = str.maketrans({"I": "1", "L": "1", "O": "0", "-": None})


def new_invite() -> str:
    return "".join(secrets.choice(INVITE_ALPHABET) for _ in range(INVITE_CHARS))


def read_invite(text: str) -> str | None:
    """An invite as a person typed it (any case, I and L for 1, O for 0, hyphens), or None
    when it cannot be one."""
    invite = text.upper().translate(_READ_AS)
    if len(invite) != INVITE_CHARS or not set(invite) <= set(INVITE_ALPHABET):
        return None
    return invite
