"""Codes a person reads aloud and types back (a duel's invite, a device's link code, a
recovery code): Crockford's base32, read back in any case, I and L as 1, O as 0, with the
hyphens and spaces a person adds left out."""

from __future__ import annotations

import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: no I, L, O, U (read as 1, 1, 0 and refused), so a code reads aloud."""
_READ_AS = str.maketrans({"I": "1", "L": "1", "O": "0", "-": None, " ": None})


def new_code(length: int) -> str:
    """``length`` random characters: 5 bits each."""
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def read_code(text: str, length: int) -> str | None:
    """A code of ``length`` characters as a person typed it, or None when it cannot be one."""
    code = text.upper().translate(_READ_AS)
    if len(code) != length or not set(code) <= set(ALPHABET):
        return None
    return code


def grouped(code: str, size: int = 4) -> str:
    """The code shown in groups of ``size`` joined by hyphens (read back without them)."""
    return "-".join(code[start : start + size] for start in range(0, len(code), size))
