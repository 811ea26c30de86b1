"""The canonical compact form of a game: what the API seals into a state token.

Layout (all integers unsigned, big-endian; ``v`` = LEB128 varint):

====================  ==============================================================
1 byte                format version (``FORMAT_VERSION``)
1 byte                game: 0 Golf, 1 Canfield
1 byte                settings: bit 0 explain, bit 1 double tap
1 byte                rules.  Golf: bit 0 wrap, 1 queen on king, 2 strict draw,
                      3 stroke scoring, 4-5 jokers, 6 empty discard.  Canfield: draw
5 bytes               deal number, or 0xFFFFFFFFFF for a custom deal
v                     move counter
Golf                  7 column heights, discard length, stock length (1 byte each),
                      then every card (1 byte each): columns, discard, stock
Canfield              v score, base card, fan, lengths of the 10 piles (reserve, waste, c1-c4,
                      f1-f4) and of the stock, then every card pile by pile, stock last
1 byte + entries      undo history, oldest first.  Golf: 1 byte an action.  Canfield:
                      2 bytes an action (see ``_pack_canfield_entry``)
====================  ==============================================================

Unpacking checks everything it reads (sizes, the card set, history entries) and that the
bytes are canonical (packing the result gives them back), so even bytes that got past the
token's seal can never make a broken game, and one game has exactly one packed form.
"""

from __future__ import annotations

from functools import cache

from .canfield import COLUMNS, DRAW_ENTRY, FOUNDATIONS, REDEAL_ENTRY, RESERVE, WASTE, CanfieldGame
from .cards import DECK, JOKERS
from .codes import DEAL_COUNT, GameCode
from .deals import CanfieldLayout, GolfLayout
from .game import Settings
from .golf import DRAW_ENTRY as GOLF_DRAW_ENTRY
from .golf import GolfGame
from .rules import CANFIELD_DRAW1, CANFIELD_DRAW3, UNDO_DEPTH, CanfieldRules, GolfRules

FORMAT_VERSION = 1
CUSTOM_DEAL = (1 << 40) - 1
AnyGame = GolfGame | CanfieldGame


class PackError(ValueError):
    """Bytes that are not a packed game of a version we read."""


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


class _Reader:
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
            if shift > 35:
                raise PackError("number too large")

    def end(self) -> None:
        if self.pos != len(self.data):
            raise PackError("trailing bytes after the packed game")


def pack(game: AnyGame) -> bytes:
    settings = game.settings.explain | game.settings.double_tap << 1
    deal = CUSTOM_DEAL if game.code is None else game.code.deal
    out = bytearray([FORMAT_VERSION, 0 if isinstance(game, GolfGame) else 1, settings])
    if isinstance(game, GolfGame):
        r = game.rules
        out.append(
            r.wrap
            | r.queen_on_king << 1
            | r.strict_draw << 2
            | r.stroke_scoring << 3
            | r.jokers << 4
            | r.empty_discard << 6
        )
        out += deal.to_bytes(5, "big") + _varint(game.moves)
        piles = [*game.columns, game.discard, game.stock]
        out += bytes(map(len, piles))
        for pile in piles:
            out += bytes(pile)
        out.append(len(game.history))
        out += bytes(game.history)
    else:
        out.append(game.rules.draw)
        out += deal.to_bytes(5, "big") + _varint(game.moves) + _varint(game.score)
        out += bytes([game.base, game.fan])
        piles = [*game.piles, game.stock]
        out += bytes(map(len, piles))
        for pile in piles:
            out += bytes(pile)
        out.append(len(game.history))
        out += b"".join(map(_pack_canfield_entry, game.history))
    return bytes(out)


@cache
def _pack_canfield_entry(entry: tuple[int, ...]) -> bytes:
    """Cached: there are a few thousand distinct entries at most, and the packed state
    of a long game holds a hundred.

    First byte: the source pile (0-9) times 16 plus the target, or 0xA0 + k for a
    draw of k cards, or 0xB0 for a redeal.  Second byte: the fan before the action for
    draws, redeals and waste moves; the card count (+64 if the reserve refilled the
    column) for the others."""
    if entry[0] == DRAW_ENTRY:
        return bytes([0xA0 | entry[1], entry[2]])
    if entry[0] == REDEAL_ENTRY:
        return bytes([0xB0, entry[1]])
    src, dst, count, auto_filled, fan_before = entry
    second = fan_before if src == WASTE else count | auto_filled << 6
    return bytes([src << 4 | dst, second])


@cache
def _unpack_canfield_entry(first: int, second: int) -> tuple[int, ...]:
    """Cached (a refusal raises and is not cached): at most 65536 byte pairs, and the
    entries are immutable tuples that histories may share."""
    if first >> 4 == 0xA:
        if not 1 <= first & 0xF <= 3 or second > 3:
            raise PackError("bad draw in history")
        return (DRAW_ENTRY, first & 0xF, second)
    if first == 0xB0:
        return (REDEAL_ENTRY, second)
    src, dst = first >> 4, first & 0xF
    if src > 9 or (dst not in COLUMNS and dst not in FOUNDATIONS) or src == dst:
        raise PackError("bad move in history")
    if src == WASTE:
        return (src, dst, 1, False, second)
    return (src, dst, second & 0x3F, bool(second & 0x40), 0)


def unpack(data: bytes) -> AnyGame:
    reader = _Reader(data)
    version = reader.byte()
    if version != FORMAT_VERSION:
        raise PackError(f"packed game version {version} is not supported")
    kind, settings_bits, rule_bits, *deal_bytes = reader.take(8)
    settings = _SETTINGS[settings_bits & 3]
    deal = int.from_bytes(deal_bytes, "big")
    if deal != CUSTOM_DEAL and deal >= DEAL_COUNT:
        raise PackError("deal number out of range")
    moves = reader.varint()
    game: AnyGame
    if kind == 0:
        game = _unpack_golf(reader, rule_bits, deal, settings)
    elif kind == 1:
        game = _unpack_canfield(reader, rule_bits, deal, settings)
    else:
        raise PackError("unknown game")
    reader.end()
    game.moves = moves
    if pack(game) != data:
        raise PackError("packed game is not in canonical form")
    return game


_SETTINGS = tuple(Settings(explain=bool(bits & 1), double_tap=bool(bits & 2)) for bits in range(4))
"""The four settings values by their two bits (higher bits fail the canonical check)."""


CANFIELD_RULES: dict[int, CanfieldRules] = {rules.draw: rules for rules in (CANFIELD_DRAW1, CANFIELD_DRAW3)}
"""The Canfield rules by their byte, the draw."""


def _code(rules: GolfRules | CanfieldRules, deal: int) -> GameCode | None:
    return None if deal == CUSTOM_DEAL else GameCode(rules, deal)


_SORTED_DECKS = [sorted((*DECK, *JOKERS[:jokers])) for jokers in range(len(JOKERS) + 1)]
"""The cards of a game with 0, 1 or 2 jokers, sorted."""


def _read_piles(reader: _Reader, lengths: bytes, jokers: int = 0) -> list[list[int]]:
    """Consecutive piles of the given lengths, which must hold the deck exactly once."""
    cards = reader.take(sum(lengths))
    if sorted(cards) != _SORTED_DECKS[jokers]:
        raise PackError("packed game does not hold its deck exactly once")
    piles, start = [], 0
    for length in lengths:
        piles.append(list(cards[start : start + length]))
        start += length
    return piles


def _unpack_golf(reader: _Reader, bits: int, deal: int, settings: Settings) -> GolfGame:
    if bits >> 7 or (bits >> 4) & 3 > 2:
        raise PackError("bad Golf rules")
    rules = _golf_rules(bits)
    lengths = reader.take(9)
    if any(h > 5 for h in lengths[:7]):
        raise PackError("a Golf column holds at most 5 cards")
    *columns, discard, stock = _read_piles(reader, lengths, rules.jokers)
    game = GolfGame(GolfLayout(columns, None, stock), rules, _code(rules, deal), settings)
    game.discard = discard
    history = list(reader.take(_history_length(reader)))
    _check_golf_history(history, [len(col) for col in columns], len(discard))
    game.history.extend(history)
    return game


@cache
def _golf_rules(bits: int) -> GolfRules:
    """The rules a valid rules byte stands for (cached: 96 possible values)."""
    return GolfRules(
        wrap=bool(bits & 1),
        queen_on_king=bool(bits & 2),
        strict_draw=bool(bits & 4),
        stroke_scoring=bool(bits & 8),
        jokers=(bits >> 4) & 3,
        empty_discard=bool(bits & 64),
    )


def _check_golf_history(history: list[int], heights: list[int], discard: int) -> None:
    """Every entry can be undone: walk back through the pile sizes."""
    for entry in reversed(history):
        if entry > GOLF_DRAW_ENTRY or discard == 0:
            raise PackError("bad Golf history")
        discard -= 1
        if entry != GOLF_DRAW_ENTRY:
            heights[entry] += 1
            if heights[entry] > 5:
                raise PackError("bad Golf history")


def _unpack_canfield(reader: _Reader, draw: int, deal: int, settings: Settings) -> CanfieldGame:
    rules = CANFIELD_RULES.get(draw)
    if rules is None:
        raise PackError("bad Canfield rules")
    score = reader.varint()
    base, fan = reader.byte(), reader.byte()
    *piles, stock = _read_piles(reader, reader.take(11))
    if base >= len(DECK) or fan > min(draw, len(piles[WASTE])):
        raise PackError("bad Canfield position")
    game = CanfieldGame(CanfieldLayout([], base, [[], [], [], []], []), rules, _code(rules, deal), settings)
    game.piles, game.stock, game.score, game.fan = piles, stock, score, fan
    count = _history_length(reader)
    entry_bytes = reader.take_at_most(2 * count)
    history = list(map(_unpack_canfield_entry, entry_bytes[0::2], entry_bytes[1::2]))
    if len(history) < count:  # only now: a bad entry before the cut is reported as bad
        raise PackError("packed game is truncated")
    _check_canfield_history(history, [len(p) for p in piles], len(stock))
    game.history.extend(history)
    return game


def _check_canfield_history(history: list[tuple[int, ...]], sizes: list[int], stock: int) -> None:
    """Every entry can be undone: walk back through the pile sizes."""
    for entry in reversed(history):
        if entry[0] == DRAW_ENTRY:
            count = entry[1]
            if sizes[WASTE] < count:
                raise PackError("bad Canfield history")
            sizes[WASTE] -= count
            stock += count
        elif entry[0] == REDEAL_ENTRY:
            if sizes[WASTE]:
                raise PackError("bad Canfield history")
            sizes[WASTE], stock = stock, 0
        else:
            src, dst, count, auto_filled, _ = entry
            if auto_filled:
                if src not in COLUMNS or sizes[src] != 1:
                    raise PackError("bad Canfield history")
                sizes[src], sizes[RESERVE] = 0, sizes[RESERVE] + 1
            if count < 1 or sizes[dst] < count or (dst in FOUNDATIONS and count != 1):
                raise PackError("bad Canfield history")
            sizes[dst] -= count
            sizes[src] += count


def _history_length(reader: _Reader) -> int:
    count = reader.byte()
    if count > UNDO_DEPTH:
        raise PackError("undo history too long")
    return count
