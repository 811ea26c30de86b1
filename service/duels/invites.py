"""A duel's invite: eight characters a person can read aloud and type back."""

from __future__ import annotations

from ..players.codes import ALPHABET, new_code, read_code

INVITE_ALPHABET = ALPHABET
INVITE_CHARS = 8
DRAWS_OF_AN_INVITE = 5
"""Invites drawn for a new duel before giving up (a clash is one in 2^40 a pair)."""


def new_invite() -> str:
    return new_code(INVITE_CHARS)


def read_invite(text: str) -> str | None:
    """An invite as a person typed it (any case, I and L for 1, O for 0, hyphens), or None
    when it cannot be one."""
    return read_code(text, INVITE_CHARS)
