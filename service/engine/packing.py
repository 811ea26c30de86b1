"""The canonical compact form of a game: what the API seals into a state token.

This module owns the header (version, game kind, settings, rules, an 8-byte deal number
whatever its size, the move counter), the versioning and the dispatch; each game writes
and reads its own body.  Earlier versions are still read, and unpacking checks that the
bytes are canonical, so one game has exactly one packed form and no bytes make a broken
game.  The layout and its history: docs/design/sealed-state.md.
"""

from __future__ import annotations

from typing import Final

from .binary import PackError, Reader, varint
from .codes import DEAL_COUNT, GameCode
from .game import Game, Settings
from .games import GAMES
from .registry import UnknownGame

FORMAT_VERSION: Final = 3
VERSIONS: Final = (1, 2, 3)
V1_CUSTOM_DEAL: Final = (1 << 40) - 1
CODED: Final = 0x80
"""The game byte's flag (version 3) of a coded deal, whose number follows the rules byte."""
DEAL_BYTES: Final = 8

_SETTINGS: Final = tuple(Settings(explain=bool(bits & 1), double_tap=bool(bits & 2)) for bits in range(4))
"""The four settings values by their two bits (higher bits fail the canonical check)."""


def pack(game: Game) -> bytes:
    return pack_in(game, FORMAT_VERSION)


def pack_in(game: Game, version: int) -> bytes:
    """``game`` in the packed form of ``version`` (one of ``VERSIONS``): an earlier one only
    to check bytes of an earlier release (version 1 holds deal numbers below 2^40 alone)."""
    settings = game.settings.explain | game.settings.double_tap << 1
    coded = version == FORMAT_VERSION and game.code is not None
    out = bytearray([version, game.KIND | (CODED if coded else 0), settings, game.rules_byte()])
    if version == 1:
        out += (V1_CUSTOM_DEAL if game.code is None else game.code.deal).to_bytes(5, "big")
    elif version == 2:
        out += varint(0 if game.code is None else game.code.deal + 1)
    elif game.code is not None:
        out += game.code.deal.to_bytes(DEAL_BYTES, "big")
    out += varint(game.moves)
    game.pack_body(out)
    return bytes(out)


def unpack(data: bytes) -> Game:
    reader = Reader(data)
    version = reader.byte()
    if version not in VERSIONS:
        raise PackError(f"packed game version {version} is not supported")
    game_bits, settings_bits, rule_bits = reader.take(3)
    kind = game_bits & ~CODED if version == FORMAT_VERSION else game_bits
    try:
        game_class = GAMES.of_kind(kind).game_class
    except UnknownGame:
        raise PackError("unknown game") from None
    deal: int | None
    if version == 1:
        deal = int.from_bytes(reader.take(5), "big")
        deal = None if deal == V1_CUSTOM_DEAL else deal
    elif version == 2:
        deal = reader.varint() - 1
        deal = None if deal < 0 else deal
    else:
        deal = int.from_bytes(reader.take(DEAL_BYTES), "big") if game_bits & CODED else None
    if deal is not None and deal >= DEAL_COUNT:
        raise PackError("deal number out of range")
    moves = reader.varint()
    rules = game_class.rules_from_byte(rule_bits)
    code = None if deal is None else GameCode(rules, deal)
    game = game_class.unpack_body(reader, rules, code, _SETTINGS[settings_bits & 3])
    reader.end()
    game.moves = moves
    if pack_in(game, version) != data:
        raise PackError("packed game is not in canonical form")
    return game
