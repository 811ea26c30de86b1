"""The canonical compact form of a game: what the API seals into a state token.

This module owns the header, the versioning and the dispatch; each game writes and reads
its own body (``GolfGame.pack_body`` / ``unpack_body`` in golf.py, the same in
canfield.py, each describing its layout beside the rules that write it).

Header (all integers unsigned, big-endian; ``v`` = LEB128 varint):

====================  ==============================================================
1 byte                format version (``FORMAT_VERSION``)
1 byte                game: its ``KIND`` (0 Golf, 1 Canfield)
1 byte                settings: bit 0 explain, bit 1 double tap
1 byte                rules, as the game writes them (``rules_byte``)
v                     deal number plus one, or 0 for a custom deal
v                     move counter
the game's body
====================  ==============================================================

Version 1, written until deal numbers grew to 64 bits (codes' long form), held the deal in
5 bytes (0xFFFFFFFFFF for a custom deal); it is still read, so a state sealed by an
earlier release opens and plays (and is packed as version 2 from then on).

Unpacking checks everything it reads (sizes, the card set, history entries) and that the
bytes are canonical (packing the result gives them back), so even bytes that got past the
token's seal can never make a broken game, and one game has exactly one packed form.
"""

from __future__ import annotations

from typing import Final

from .binary import PackError, Reader, varint
from .codes import DEAL_COUNT, GameCode
from .game import Game, Settings
from .games import GAMES

FORMAT_VERSION: Final = 2
V1_CUSTOM_DEAL: Final = (1 << 40) - 1

_SETTINGS: Final = tuple(Settings(explain=bool(bits & 1), double_tap=bool(bits & 2)) for bits in range(4))
"""The four settings values by their two bits (higher bits fail the canonical check)."""


def pack(game: Game) -> bytes:
    return pack_in(game, FORMAT_VERSION)


def pack_in(game: Game, version: int) -> bytes:
    """``game`` in the packed form of ``version`` (1 or 2): version 1 only to check bytes of
    an earlier release (it holds deal numbers below 2^40 alone)."""
    settings = game.settings.explain | game.settings.double_tap << 1
    out = bytearray([version, game.KIND, settings, game.rules_byte()])
    if version == 1:
        out += (V1_CUSTOM_DEAL if game.code is None else game.code.deal).to_bytes(5, "big")
    else:
        out += varint(0 if game.code is None else game.code.deal + 1)
    out += varint(game.moves)
    game.pack_body(out)
    return bytes(out)


def unpack(data: bytes) -> Game:
    reader = Reader(data)
    version = reader.byte()
    if version not in (1, FORMAT_VERSION):
        raise PackError(f"packed game version {version} is not supported")
    kind, settings_bits, rule_bits = reader.take(3)
    if kind >= len(GAMES):
        raise PackError("unknown game")
    deal: int | None
    if version == 1:
        deal = int.from_bytes(reader.take(5), "big")
        deal = None if deal == V1_CUSTOM_DEAL else deal
    else:
        deal = reader.varint() - 1
        deal = None if deal < 0 else deal
    if deal is not None and deal >= DEAL_COUNT:
        raise PackError("deal number out of range")
    moves = reader.varint()
    game_class = GAMES[kind]
    rules = game_class.rules_from_byte(rule_bits)
    code = None if deal is None else GameCode(rules, deal)
    game = game_class.unpack_body(reader, rules, code, _SETTINGS[settings_bits & 3])
    reader.end()
    game.moves = moves
    if pack_in(game, version) != data:
        raise PackError("packed game is not in canonical form")
    return game
