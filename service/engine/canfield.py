"""Canfield: the position, its legal moves, applying and refusing moves, the end of the game.

Piles are lists from bottom to top.  Every pile has a small id (``RESERVE``, ``WASTE``,
columns 2-5, foundations 6-9) and the undo history holds each action as one 16-bit number
(``transfer_entry`` builds a move's, ``transferred`` reads it back), so packing a history
is one array conversion.  The entries' bits and the packed form (the body after
``packing``'s header): docs/design/sealed-state.md.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Sequence
from typing import Any, Final

from .binary import PackError, Reader, history_length, read_piles, varint
from .canfield_layout import CanfieldLayout, canfield_deal, canfield_layout_from_json
from .canfield_vocabulary import CanfieldRefusal
from .cards import CARD_TEXTS, DECK, RANKS, SUITS, cards_text, is_red, rank_of, suit_of
from .codes import GameCode
from .game import (
    DEFAULT_SETTINGS,
    DRAW,
    PLAYING,
    WON,
    CommonRefusal,
    Draw,
    Game,
    GameStatus,
    Move,
    Outcome,
    Settings,
    Tap,
    Transfer,
    Undo,
    refused,
)
from .rules import (
    CANFIELD_DRAW1,
    CANFIELD_DRAW3,
    CANFIELD_VEGAS_DRAW1,
    CANFIELD_VEGAS_DRAW3,
    UNDO_DEPTH,
    CanfieldRules,
    Rules,
    vegas_score,
)
from .texts import N_

# Constants are Final: compiled, a Final is a C constant, any other global a dict look-up.
RESERVE: Final = 0
WASTE: Final = 1
COLUMNS: Final = (2, 3, 4, 5)
FOUNDATIONS: Final = (6, 7, 8, 9)
PILE_NAMES: Final = ("reserve", "waste", "c1", "c2", "c3", "c4", "f1", "f2", "f3", "f4")
PILE_IDS: Final = {name: pile for pile, name in enumerate(PILE_NAMES)}
DRAW_ENTRY: Final = 0xA0
"""High byte of a draw's history entry, plus the count drawn."""
REDEAL_ENTRY: Final = 0xB0
"""High byte of a redeal's history entry."""
VEGAS_RULES_BIT: Final = 0x10
"""Bit of the packed rules byte (the draw's) for Vegas scoring."""
AUTO_FILLED: Final = 0x40
"""Low-byte flag of a transfer entry: the reserve refilled the column the move emptied."""
POINTS_PER_FOUNDATION_CARD: Final = 5
FULL_FOUNDATION: Final = 13
TOP_CARD_SOURCES: Final = (RESERVE, WASTE, *FOUNDATIONS)
"""The piles that only give up their top card."""


RANK: Final = [rank_of(card) for card in range(54)]
RED: Final = [is_red(card) for card in range(54)]
TRANSFER_MOVES: Final[tuple[tuple[Transfer, ...], ...]] = tuple(
    tuple(Transfer(card, name) for name in PILE_NAMES) for card in DECK
)
"""``TRANSFER_MOVES[card][pile]`` is ``Transfer(card, PILE_NAMES[pile])``, built once: moves
are frozen values, so the legal move list can share them."""


def builds_on(card: int, under: int) -> bool:
    """May ``card`` lie on ``under`` in a column?  Other colour, one rank lower, K on A."""
    return RED[card] != RED[under] and (RANK[under] - RANK[card]) % 13 == 1


COLUMN_TAKES: Final[tuple[frozenset[int], ...]] = tuple(
    frozenset(card for card in DECK if builds_on(card, under)) for under in DECK
)
"""``COLUMN_TAKES[under]``: the two cards that may lie on ``under`` in a column, so the
move search tests set membership instead of colour and rank."""


def foundation_order(base: int) -> tuple[int, ...]:
    """Suits of f1-f4: the base card's suit first, then S, H, D, C without it."""
    base_suit = suit_of(base)
    return (base_suit, *(s for s in range(4) if s != base_suit))


class CanfieldGame(Game):
    game = "canfield"
    KIND = 1
    MOVES = (Draw, Transfer, Tap, Undo)
    MOVE_TARGETS = ("c1", "c2", "c3", "c4", "f1", "f2", "f3", "f4", "foundation")
    TITLE = N_("Canfield")

    def __init__(
        self,
        layout: CanfieldLayout,
        rules: CanfieldRules,
        code: GameCode | None = None,
        settings: Settings = DEFAULT_SETTINGS,
    ) -> None:
        self._init_common(code, settings)
        self._rules = rules
        self.base = layout.base
        self.base_rank = rank_of(layout.base)
        self.suits = foundation_order(layout.base)
        self.points = 0
        """The app's score: 5 a card to a foundation, taken back by undo (Vegas Canfield
        scores the cards home instead: ``score``)."""
        self.fan = 0
        self.piles: list[list[int]] = [
            list(layout.reserve),
            [],
            *(list(col) for col in layout.columns),
            [layout.base],
            [],
            [],
            [],
        ]
        self.stock = list(layout.stock)

    @classmethod
    def from_code(cls, code: GameCode, settings: Settings = DEFAULT_SETTINGS) -> CanfieldGame:
        assert isinstance(code.rules, CanfieldRules)
        return cls(canfield_deal(code.deal), code.rules, code, settings)

    @classmethod
    def from_layout(
        cls, rules: Rules, layout: Any, settings: Settings, code: GameCode | None = None
    ) -> CanfieldGame:
        assert isinstance(rules, CanfieldRules) and isinstance(layout, CanfieldLayout)
        return cls(layout, rules, code, settings)

    @staticmethod
    def read_layout(rules: Rules, raw: Any) -> CanfieldLayout:
        return canfield_layout_from_json(raw)

    def copy(self) -> CanfieldGame:
        twin = CanfieldGame(_EMPTY_LAYOUTS[self.base], self._rules, self.code, self.settings)
        twin.piles = [list(pile) for pile in self.piles]
        twin.stock = list(self.stock)
        twin.points, twin.fan, twin.moves = self.points, self.fan, self.moves
        twin.history.extend(self.history)
        return twin

    @property
    def rules(self) -> CanfieldRules:
        return self._rules

    @property
    def score(self) -> int:
        """The app's points; Vegas Canfield's dollars, read from the cards home, so a card
        taken off a foundation gives its five back and the state alone says the score."""
        return vegas_score(self.cards_home) if self._rules.vegas else self.points

    # --- reading the position -------------------------------------------------------------

    @property
    def reserve(self) -> list[int]:
        return self.piles[RESERVE]

    @property
    def waste(self) -> list[int]:
        return self.piles[WASTE]

    @property
    def columns(self) -> list[list[int]]:
        return self.piles[2:6]

    @property
    def foundations(self) -> list[list[int]]:
        return self.piles[6:10]

    @property
    def cards_home(self) -> int:
        """Cards on the foundations (the base card included): how far a game got.  Unlike
        the score, it cannot be raised by moving a card off a foundation and back."""
        piles = self.piles
        return len(piles[6]) + len(piles[7]) + len(piles[8]) + len(piles[9])

    @property
    def status(self) -> GameStatus:
        piles = self.piles
        if len(piles[6]) + len(piles[7]) + len(piles[8]) + len(piles[9]) == 52:  # FOUNDATIONS
            return WON
        return PLAYING

    def locate(self, card: int) -> tuple[int, int]:
        """(pile id, index) of ``card``; pile -1 for the stock or a card not in this game."""
        for pile_id, pile in enumerate(self.piles):
            if card in pile:
                return pile_id, pile.index(card)
        return -1, -1

    def foundation_for(self, card: int) -> int:
        return FOUNDATIONS[self.suits.index(suit_of(card))]

    def tail_start(self, column: int) -> int:
        """Index of the first card of the longest movable run at the top of ``column``."""
        pile = self.piles[column]
        start = len(pile) - 1
        while start > 0 and builds_on(pile[start], pile[start - 1]):
            start -= 1
        return start

    # --- the rules of one transfer ----------------------------------------------------------

    def _source_problem(self, src: int, index: int) -> CanfieldRefusal | None:
        pile = self.piles[src] if src >= 0 else self.stock
        if src < 0 or (index != len(pile) - 1 and src not in COLUMNS):
            return CanfieldRefusal.CARD_NOT_PLAYABLE
        if src in COLUMNS and index < self.tail_start(src):
            return CanfieldRefusal.NOT_A_SEQUENCE
        return None

    def _target_problem(self, card: int, count: int, src: int, dst: int) -> CanfieldRefusal | None:
        if dst == src:
            return CanfieldRefusal.SAME_PILE
        target = self.piles[dst]
        if dst in FOUNDATIONS:
            if count != 1:
                return CanfieldRefusal.FOUNDATION_ONE_CARD
            if suit_of(card) != self.suits[dst - FOUNDATIONS[0]]:
                return CanfieldRefusal.FOUNDATION_SUIT
            if not target:
                return None if rank_of(card) == self.base_rank else CanfieldRefusal.FOUNDATION_START
            return (
                None if (rank_of(target[-1]) + 1) % 13 == rank_of(card) else CanfieldRefusal.FOUNDATION_RANK
            )
        if not target:
            return None
        under = target[-1]
        if is_red(card) == is_red(under):
            return CanfieldRefusal.COLUMN_COLOUR
        return None if (rank_of(under) - rank_of(card)) % 13 == 1 else CanfieldRefusal.COLUMN_RANK

    # --- legal moves ------------------------------------------------------------------------

    def sources(self) -> list[tuple[int, int]]:
        """Every (pile, index) whose card may be picked up (with what lies on it)."""
        piles = self.piles
        found = [(pile_id, len(piles[pile_id]) - 1) for pile_id in TOP_CARD_SOURCES if piles[pile_id]]
        for column in COLUMNS:
            if piles[column]:
                found += [(column, i) for i in range(self.tail_start(column), len(piles[column]))]
        return found

    def foundation_wants(self) -> dict[int, int]:
        """The card (``suit * 13 + rank``) each foundation takes next, mapped to that
        foundation's pile id.

        A full foundation "wants" the base card it already holds, which no other pile can
        offer, so the map needs no special case for it."""
        piles, suits, base_rank = self.piles, self.suits, self.base_rank
        wants = {}
        for suit, foundation in zip(suits, FOUNDATIONS, strict=True):
            pile = piles[foundation]
            wants[suit * 13 + ((RANK[pile[-1]] + 1) % 13 if pile else base_rank)] = foundation
        return wants

    def transfers(self) -> list[tuple[int, int, int]]:
        """Every accepted (src, index, dst) transfer."""
        return list(self.iter_transfers())

    def iter_transfers(self, wants: dict[int, int] | None = None) -> Iterator[tuple[int, int, int]]:
        """Every accepted (src, index, dst) transfer, in ``sources()`` order, each source's
        foundation first, then c1-c4; lazily, so ``has_productive_move`` stops at the first
        one that counts.  ``wants`` is ``foundation_wants()``, for a caller that has it.

        The same rules as ``_target_problem``, unrolled: this is the engine's hot path.
        """
        piles = self.piles
        if wants is None:
            wants = self.foundation_wants()
        column_takes = [(c, COLUMN_TAKES[piles[c][-1]] if piles[c] else None) for c in COLUMNS]
        for src, index in self.sources():
            pile = piles[src]
            card = pile[index]
            if src < FOUNDATIONS[0] and index == len(pile) - 1 and card in wants:
                yield src, index, wants[card]
            for dst, takes in column_takes:
                if dst != src and (takes is None or card in takes):
                    yield src, index, dst

    def legal_moves(self) -> list[Move]:
        if self.status != PLAYING:
            return []
        piles = self.piles
        moves: list[Move] = [
            TRANSFER_MOVES[piles[src][index]][dst] for src, index, dst in self.iter_transfers()
        ]
        if self.stock or self.waste:
            moves.append(DRAW)
        return moves

    def has_productive_move(self) -> bool:
        """Information for the player, not a loss: is there a move that makes progress, as
        far as the face-up cards tell (docs/rules.md, "The end of a Canfield game")?

        Progress: a card home; a reserve or waste card played; a column emptied onto another; a
        run moved to free its foundation card; a draw while another card can reach the waste top
        and one out of sight (any the table does not show) would go somewhere.  Shuffling runs or
        foundation cards back and forth does not; the stock's order never shows in the answer."""
        if self.status != PLAYING:
            return False
        piles = self.piles
        wants = self.foundation_wants()
        for src, index, dst in self.iter_transfers(wants):
            if dst in FOUNDATIONS and src not in FOUNDATIONS:
                return True
            if src in (RESERVE, WASTE):
                return True
            if src in COLUMNS:
                if index == 0 and piles[dst]:
                    return True
                if index > 0 and piles[src][index - 1] in wants:
                    return True
        if not self.stock and len(piles[WASTE]) < 2:
            return False  # no draw brings another card to the waste top
        columns_take: set[int] = set()
        for column in COLUMNS:
            if not piles[column]:
                columns_take.update(DECK)  # an empty column takes any card
                break
            columns_take |= COLUMN_TAKES[piles[column][-1]]
        return any(card in wants or card in columns_take for card in self.out_of_sight())

    def out_of_sight(self) -> list[int]:
        """The reserve's cards but its top, the waste's but its top, and the stock: every card
        but those the columns, the foundations and the two tops show, so the face-up cards
        tell which cards these are, never which of them lies where."""
        piles = self.piles
        return [*piles[RESERVE][:-1], *piles[WASTE][:-1], *self.stock]

    # --- playing ----------------------------------------------------------------------------

    def _apply(self, move: Move) -> Outcome:
        if isinstance(move, Transfer):
            return self._transfer_card(move.card, move.to)
        if isinstance(move, Draw):
            return self._draw()
        if isinstance(move, Tap):
            return self._tap(move.card)
        return refused(CommonRefusal.WRONG_GAME)

    def last_action(self) -> Move:
        entry: int = self.history[-1]
        if entry >> 8 >= DRAW_ENTRY:
            return DRAW
        _, dst, count, _ = transferred(entry)
        return TRANSFER_MOVES[self.piles[dst][-count]][dst]

    def _transfer_card(self, card: int, to: str) -> Outcome:
        src, index = self.locate(card)
        problem = self._source_problem(src, index)
        if problem is not None:
            return refused(problem)
        dst = self.foundation_for(card) if to == "foundation" else PILE_IDS[to]
        count = len(self.piles[src]) - index
        problem = self._target_problem(card, count, src, dst)
        if problem is not None:
            return refused(problem)
        return self._transfer(src, index, dst)

    def _tap(self, card: int) -> Outcome:
        src, index = self.locate(card)
        problem = self._source_problem(src, index)
        if problem is not None:
            return refused(problem)
        pile = self.piles[src]
        count = len(pile) - index
        foundation = self.foundation_for(card)
        if src not in FOUNDATIONS and self._target_problem(card, count, src, foundation) is None:
            return self._transfer(src, index, foundation)
        if not self.settings.double_tap:
            return refused(CanfieldRefusal.NO_FOUNDATION)
        accepting = [c for c in COLUMNS if self._target_problem(card, count, src, c) is None]
        occupied = [c for c in accepting if self.piles[c]]
        if occupied:
            longest = max(occupied, key=lambda c: (len(self.piles[c]), -c))
            return self._transfer(src, index, longest)
        whole_column = src in COLUMNS and index == 0
        if accepting and not whole_column:
            return self._transfer(src, index, accepting[0])
        return refused(CanfieldRefusal.NO_DESTINATION)

    def _transfer(self, src: int, index: int, dst: int) -> Outcome:
        source, target = self.piles[src], self.piles[dst]
        cards = source[index:]
        del source[index:]
        target.extend(cards)
        fan_before = self.fan
        if src == WASTE:
            self.fan = max(self.fan - 1, 1) if source else 0
        points = POINTS_PER_FOUNDATION_CARD if dst in FOUNDATIONS else 0
        self.points += points
        events: list[dict[str, Any]] = [
            {"type": "move", "cards": cards_text(cards), "from": PILE_NAMES[src], "to": PILE_NAMES[dst]}
        ]
        auto_filled = src in COLUMNS and not source and bool(self.reserve)
        if auto_filled:
            source.append(self.reserve.pop())
            events.append({"type": "auto_fill", "card": CARD_TEXTS[source[-1]], "to": PILE_NAMES[src]})
        self.history.append(transfer_entry(src, dst, len(cards), auto_filled, fan_before))
        return Outcome(True, points=points, events=events)

    def _draw(self) -> Outcome:
        stock, waste = self.stock, self.waste
        if stock:
            count = min(self.rules.draw, len(stock))
            drawn = stock[-count:][::-1]
            del stock[-count:]
            waste.extend(drawn)
            self.history.append((DRAW_ENTRY | count) << 8 | self.fan)
            self.fan = count
            return Outcome(True, events=[{"type": "draw", "cards": cards_text(drawn)}])
        if not waste:
            return refused(CanfieldRefusal.NOTHING_TO_DRAW)
        self.history.append(REDEAL_ENTRY << 8 | self.fan)
        self.stock = waste[::-1]
        waste.clear()
        self.fan = 0
        return Outcome(True, events=[{"type": "redeal", "cards": len(self.stock)}])

    def _undo(self) -> Outcome:
        if not self.history:
            return refused(CommonRefusal.NOTHING_TO_UNDO)
        entry: int = self.history.pop()
        kind, low = entry >> 8, entry & 0xFF
        waste = self.waste
        undone: dict[str, Any]
        if kind >> 4 == DRAW_ENTRY >> 4:
            count, self.fan = kind & 0xF, low
            drawn = waste[-count:]
            del waste[-count:]
            self.stock.extend(reversed(drawn))
            undone = {"type": "draw", "cards": cards_text(drawn)}
        elif kind == REDEAL_ENTRY:
            self.fan = low
            waste.extend(reversed(self.stock))
            self.stock.clear()
            undone = {"type": "redeal", "cards": len(waste)}
        else:
            src, dst, count, auto_filled = transferred(entry)
            source, target = self.piles[src], self.piles[dst]
            if auto_filled:
                self.reserve.append(source.pop())
            cards = target[-count:]
            del target[-count:]
            source.extend(cards)
            if src == WASTE:
                self.fan = low
            points = POINTS_PER_FOUNDATION_CARD if dst in FOUNDATIONS else 0
            self.points -= points
            undone = {
                "type": "move",
                "cards": cards_text(cards),
                "from": PILE_NAMES[src],
                "to": PILE_NAMES[dst],
            }
            return Outcome(True, points=-points, events=[{"type": "undo", "undone": undone}])
        return Outcome(True, events=[{"type": "undo", "undone": undone}])

    # --- reading out ------------------------------------------------------------------------

    def view(self) -> dict[str, Any]:
        reserve, waste = self.reserve, self.waste
        return {
            "reserve": {"count": len(reserve), "top": CARD_TEXTS[reserve[-1]] if reserve else None},
            "base_rank": RANKS[self.base_rank],
            "foundations": [
                {"suit": SUITS[suit], "cards": cards_text(self.piles[f])}
                for suit, f in zip(self.suits, FOUNDATIONS, strict=True)
            ],
            "columns": [cards_text(self.piles[c]) for c in COLUMNS],
            "waste": {
                "count": len(waste),
                "fan": cards_text(waste[len(waste) - self.fan :]) if self.fan else [],
            },
            "stock_count": len(self.stock),
            "productive_move": self.has_productive_move(),
        }

    # --- the packed form ----------------------------------------------------------------

    def rules_byte(self) -> int:
        return self.rules.draw | (VEGAS_RULES_BIT if self.rules.vegas else 0)

    @staticmethod
    def rules_from_byte(bits: int) -> CanfieldRules:
        rules = _RULES_BY_DRAW.get(bits)
        if rules is None:
            raise PackError("bad Canfield rules")
        return rules

    def pack_body(self, out: bytearray) -> None:
        out += varint(self.points)
        out += bytes([self.base, self.fan])
        piles = [*self.piles, self.stock]
        out += bytes(map(len, piles))
        for pile in piles:
            out += bytes(pile)
        out.append(len(self.history))
        out += _HISTORY_FORMATS[len(self.history)].pack(*self.history)

    @classmethod
    def unpack_body(
        cls, reader: Reader, rules: Rules, code: GameCode | None, settings: Settings
    ) -> CanfieldGame:
        assert isinstance(rules, CanfieldRules)
        points = reader.varint()
        base, fan = reader.byte(), reader.byte()
        *piles, stock = read_piles(reader, reader.take(11))
        if base >= len(DECK) or fan > min(rules.draw, len(piles[WASTE])):
            raise PackError("bad Canfield position")
        game = cls(_EMPTY_LAYOUTS[base], rules, code, settings)
        game.piles, game.stock, game.points, game.fan = piles, stock, points, fan
        history_format = _HISTORY_FORMATS[history_length(reader, UNDO_DEPTH)]
        history = history_format.unpack(reader.take(history_format.size))
        _check_history(history, [len(p) for p in piles], len(stock), rules.draw)
        game.history.extend(history)
        return game


_RULES_BY_DRAW: Final[dict[int, CanfieldRules]] = {
    rules.draw | (VEGAS_RULES_BIT if rules.vegas else 0): rules
    for rules in (CANFIELD_DRAW1, CANFIELD_DRAW3, CANFIELD_VEGAS_DRAW1, CANFIELD_VEGAS_DRAW3)
}
"""The rules of each packed rules byte: the draw, and ``VEGAS_RULES_BIT``."""
_EMPTY_LAYOUTS: Final = tuple(CanfieldLayout([], base, [[], [], [], []], []) for base in DECK)
"""A layout with only its base card, by base: a copy or an unpacked game fills its piles."""


_HISTORY_FORMATS: Final = tuple(struct.Struct(f">{count}H") for count in range(UNDO_DEPTH + 1))
"""The packed history of each length: that many big-endian 16-bit entries."""


def transfer_entry(src: int, dst: int, count: int, auto_filled: bool, fan_before: int) -> int:
    low = fan_before if src == WASTE else count | AUTO_FILLED * auto_filled
    return (src << 4 | dst) << 8 | low


def transferred(entry: int) -> tuple[int, int, int, bool]:
    """A transfer entry's source, target, card count and whether the reserve refilled."""
    src, dst, low = entry >> 12, entry >> 8 & 0xF, entry & 0xFF
    if src == WASTE:
        return src, dst, 1, False
    return src, dst, low & 0x3F, bool(low & AUTO_FILLED)


def _check_history(history: Sequence[int], sizes: list[int], stock: int, draw: int) -> None:
    """Every entry is well formed and can be undone: walk back through the pile sizes."""
    for entry in reversed(history):
        kind, low = entry >> 8, entry & 0xFF
        if kind >> 4 == DRAW_ENTRY >> 4:
            count = kind & 0xF
            if not 1 <= count <= draw or low > draw or sizes[WASTE] < count:
                raise PackError("bad Canfield history")
            sizes[WASTE] -= count
            stock += count
        elif kind == REDEAL_ENTRY:
            if sizes[WASTE] or low > draw:
                raise PackError("bad Canfield history")
            sizes[WASTE], stock = stock, 0
        else:
            src, dst, count, auto_filled = transferred(entry)
            malformed = src > 9 or (dst not in COLUMNS and dst not in FOUNDATIONS) or src == dst
            if malformed or (low > draw if src == WASTE else low & 0x80):
                raise PackError("bad Canfield history")
            if auto_filled:
                if src not in COLUMNS or sizes[src] != 1:
                    raise PackError("bad Canfield history")
                sizes[src], sizes[RESERVE] = 0, sizes[RESERVE] + 1
            if count < 1 or sizes[dst] < count or (dst in FOUNDATIONS and count != 1):
                raise PackError("bad Canfield history")
            sizes[dst] -= count
            sizes[src] += count
