"""Reading and writing the packed form of a game: varints, a checking reader, piles.

Shared by ``packing`` (the header) and each game (its body), so neither imports the other
for these.
"""

from __future__ import annotations

from typing import Final

from .cards import DECK, JOKERS


class PackError(ValueError):
    """Bytes that are not a packed game of a version we read."""


def varint(value: int) -> bytes:
    """``value`` as an unsigned LEB128 varint."""
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


class Reader:
    """Reads packed bytes in order; running out of them is a ``PackError``."""

    def __init__(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise PackError("packed game is truncated")
        self.pos += 1
        return self.data[self.pos - 1]

    def take(self, count: int) -> bytes:
        if self.pos + count > len(self.data):
            raise PackError("packed game is truncated")
        self.pos += count
        return self.data[self.pos - count : self.pos]

    def take_at_most(self, count: int) -> bytes:
        """The next ``count`` bytes, or as many as there are."""
        chunk = self.data[self.pos : self.pos + count]
        self.pos += len(chunk)
        return chunk

    def varint(self) -> int:
        value = shift = 0
        while True:
            byte = self.byte()
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7
            if shift > 63:  # ten bytes: room for 2^64, a deal number plus one
                raise PackError("number too large")

    def end(self) -> None:
        if self.pos != len(self.data):
            raise PackError("trailing bytes after the packed game")


_SORTED_DECKS: Final = [sorted((*DECK, *JOKERS[:jokers])) for jokers in range(len(JOKERS) + 1)]
"""The cards of a game with 0, 1 or 2 jokers, sorted."""


def read_piles(reader: Reader, lengths: bytes, jokers: int = 0) -> list[list[int]]:
    """Consecutive piles of the given lengths, which must hold the deck exactly once."""
    cards = reader.take(sum(lengths))
    if sorted(cards) != _SORTED_DECKS[jokers]:
        raise PackError("packed game does not hold its deck exactly once")
    piles, start = [], 0
    for length in lengths:
        piles.append(list(cards[start : start + length]))
        start += length
    return piles


def history_length(reader: Reader, limit: int) -> int:
    """The undo history's entry count, which is at most ``limit``."""
    count = reader.byte()
    if count > limit:
        raise PackError("undo history too long")
    return count
