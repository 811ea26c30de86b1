"""Golf: the position, its legal moves, applying and refusing moves, the end of the game,
and its packed form (the body after ``packing``'s header: docs/design/sealed-state.md).

Piles are lists from bottom to top: ``columns[c][-1]`` is the free card of column c+1,
``discard[-1]`` its top, ``stock[-1]`` the next card drawn.  The undo history holds one
small int per action: 0-6 a removal from that column, ``DRAW_ENTRY`` a draw.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Final

from .binary import PackError, Reader, history_length, read_piles
from .cards import CARD_TEXTS, cards_text, is_joker, rank_of
from .codes import GameCode
from .game import (
    DEAD_END,
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
    Undo,
    refused,
)
from .golf_layout import GolfLayout, golf_deal, golf_layout_from_json
from .golf_vocabulary import GolfNotice, GolfRefusal, Remove
from .rules import UNDO_DEPTH, GolfRules, Rules
from .texts import N_

DRAW_ENTRY: Final = 7
ACE, QUEEN, KING = 0, 11, 12
TABLE_CARDS: Final = 35
POINTS_PER_CARD: Final = 10
REMOVES: Final = tuple(Remove(c) for c in range(1, 8))


def final_score(rules: GolfRules, left: int) -> int:
    """The score of a deal that ended with ``left`` cards on the table (none: won; else a
    dead end, each card left costing its 10 points back): docs/rules.md, Scoring Golf."""
    if rules.stroke_scoring:
        return left
    return max(0, POINTS_PER_CARD * (TABLE_CARDS - 2 * left))


def fits(card: int, top: int | None, rules: GolfRules) -> bool:
    """May ``card`` go on discard top ``top``?  One rank up or down, suits ignored; a
    joker fits anything and takes anything; an empty discard takes any card."""
    if top is None or is_joker(card) or is_joker(top):
        return True
    low, high = rank_of(card), rank_of(top)
    if high == KING:
        return (low == QUEEN and rules.queen_on_king) or (low == ACE and rules.wrap)
    distance = abs(low - high)
    return distance == 1 or (rules.wrap and distance == 12)


EMPTY_DISCARD: Final = 54  # index of "no top card" in a fit table


@cache
def fit_table(rules: GolfRules) -> tuple[tuple[bool, ...], ...]:
    """``fit_table(rules)[top][card]`` is ``fits(card, top, rules)``; top 54 = empty discard.
    The engine's hot path reads this table instead of recomputing ranks."""
    tops: list[int | None] = [*range(54), None]
    return tuple(tuple(fits(card, top, rules) for card in range(54)) for top in tops)


class GolfGame(Game):
    game = "golf"
    KIND = 0
    MOVES = (Draw, Remove, Tap, Undo)
    TITLE = N_("Golf")
    fits: tuple[tuple[bool, ...], ...]
    """``fit_table(rules)``, kept with the rules (the ``rules`` setter): looking it up by
    the rules on every query would hash them, which costs more than the query."""

    def __init__(
        self,
        layout: GolfLayout,
        rules: GolfRules,
        code: GameCode | None = None,
        settings: Settings = DEFAULT_SETTINGS,
    ) -> None:
        self._init_common(code, settings)
        self.rules = rules  # also sets self.fits
        self.columns = [list(col) for col in layout.columns]
        self.discard = [] if layout.discard is None else [layout.discard]
        self.stock = list(layout.stock)

    @classmethod
    def from_code(cls, code: GameCode, settings: Settings = DEFAULT_SETTINGS) -> GolfGame:
        assert isinstance(code.rules, GolfRules)
        return cls(golf_deal(code.rules, code.deal), code.rules, code, settings)

    @classmethod
    def from_layout(
        cls, rules: Rules, layout: Any, settings: Settings, code: GameCode | None = None
    ) -> GolfGame:
        assert isinstance(rules, GolfRules) and isinstance(layout, GolfLayout)
        return cls(layout, rules, code, settings)

    @staticmethod
    def read_layout(rules: Rules, raw: Any) -> GolfLayout:
        assert isinstance(rules, GolfRules)
        return golf_layout_from_json(raw, rules)

    def copy(self) -> GolfGame:
        twin = GolfGame(GolfLayout(self.columns, None, self.stock), self._rules, self.code, self.settings)
        twin.discard = list(self.discard)
        twin.moves = self.moves
        twin.history.extend(self.history)
        return twin

    @property
    def rules(self) -> GolfRules:
        return self._rules

    @rules.setter
    def rules(self, rules: GolfRules) -> None:
        self._rules = rules
        self.fits = fit_table(rules)

    # --- reading the position -------------------------------------------------------------

    @property
    def top(self) -> int | None:
        return self.discard[-1] if self.discard else None

    @property
    def table_count(self) -> int:
        return sum(map(len, self.columns))

    @property
    def cards_home(self) -> int:
        """Cards taken off the table: how far a game got, whatever its score rule."""
        return TABLE_CARDS - self.table_count

    def removable_columns(self) -> list[int]:
        """0-based indexes of the columns whose free card fits the discard."""
        fitting = self.fits[self.discard[-1] if self.discard else EMPTY_DISCARD]
        return [i for i, col in enumerate(self.columns) if col and fitting[col[-1]]]

    @property
    def status(self) -> GameStatus:
        if not any(self.columns):
            return WON
        if self.stock or self.removable_columns():
            return PLAYING
        return DEAD_END

    @property
    def score(self) -> int:
        left = self.table_count
        if self.rules.stroke_scoring or self.status == DEAD_END:
            return final_score(self.rules, left)
        return POINTS_PER_CARD * (TABLE_CARDS - left)

    def legal_moves(self) -> list[Move]:
        if self.status != PLAYING:
            return []
        moves: list[Move] = [REMOVES[i] for i in self.removable_columns()]
        if self.stock and not (self.rules.strict_draw and moves):
            moves.append(DRAW)
        return moves

    # --- playing ----------------------------------------------------------------------------

    def play(self, move: Move) -> Outcome:
        outcome = super().play(move)
        if outcome.accepted and self.status == DEAD_END:
            outcome.message = GolfNotice.NO_MORE_MOVES
        return outcome

    def _apply(self, move: Move) -> Outcome:
        if isinstance(move, Remove):
            return self._remove(move.column - 1)
        if isinstance(move, Draw):
            return self._draw()
        if isinstance(move, Tap):
            return self._tap(move.card)
        return refused(CommonRefusal.WRONG_GAME)

    def last_action(self) -> Move:
        entry = self.history[-1]
        return DRAW if entry == DRAW_ENTRY else REMOVES[entry]

    def _tap(self, card: int) -> Outcome:
        for index, col in enumerate(self.columns):
            if card in col:
                if col[-1] != card:
                    return refused(GolfRefusal.CARD_BLOCKED)
                return self._remove(index)
        return refused(GolfRefusal.CARD_NOT_ON_TABLE)

    def _remove(self, index: int) -> Outcome:
        col = self.columns[index]
        if not col:
            return refused(GolfRefusal.COLUMN_EMPTY)
        card = col[-1]
        if not self.fits[self.discard[-1] if self.discard else EMPTY_DISCARD][card]:
            return refused(GolfRefusal.RANK_MISMATCH)
        self.discard.append(col.pop())
        self.history.append(index)
        return Outcome(True, events=[{"type": "remove", "card": CARD_TEXTS[card], "column": index + 1}])

    def _draw(self) -> Outcome:
        if not self.stock:
            return refused(GolfRefusal.STOCK_EMPTY)
        if self.rules.strict_draw and self.removable_columns():
            return refused(GolfRefusal.DRAW_NOT_ALLOWED)
        card = self.stock.pop()
        self.discard.append(card)
        self.history.append(DRAW_ENTRY)
        return Outcome(True, events=[{"type": "draw", "card": CARD_TEXTS[card]}])

    def replay(self, history: bytes) -> None:
        """Play undo-history entries in order from this position (a round packs its hole as
        the line played since the deal), each checked as ``play`` would: a removal of a
        card that fits, a draw from a stock (with strict drawing, only when no card fits),
        nothing once the table is cleared; ``PackError`` for any other.  Every move of a
        round replays its hole's line, so this works on the piles directly."""
        table = self.table_count
        for entry in history:
            fitting = self.fits[self.discard[-1] if self.discard else EMPTY_DISCARD]
            if not table or entry > DRAW_ENTRY:
                raise PackError("bad Golf line")
            if entry == DRAW_ENTRY:
                if not self.stock or (self._rules.strict_draw and self.removable_columns()):
                    raise PackError("bad Golf line")
                self.discard.append(self.stock.pop())
            else:
                column = self.columns[entry]
                if not column or not fitting[column[-1]]:
                    raise PackError("bad Golf line")
                self.discard.append(column.pop())
                table -= 1
            self.history.append(entry)

    def _undo(self) -> Outcome:
        if not self.history:
            return refused(CommonRefusal.NOTHING_TO_UNDO)
        entry = self.history.pop()
        card = self.discard.pop()
        undone: dict[str, Any]
        if entry == DRAW_ENTRY:
            self.stock.append(card)
            undone = {"type": "draw", "card": CARD_TEXTS[card]}
        else:
            self.columns[entry].append(card)
            undone = {"type": "remove", "card": CARD_TEXTS[card], "column": entry + 1}
        return Outcome(True, events=[{"type": "undo", "undone": undone}])

    # --- reading out ------------------------------------------------------------------------

    def view(self) -> dict[str, Any]:
        return {
            "columns": [cards_text(col) for col in self.columns],
            "discard": cards_text(self.discard),
            "stock_count": len(self.stock),
        }

    # --- the packed form ----------------------------------------------------------------

    def rules_byte(self) -> int:
        r = self.rules
        return (
            r.wrap
            | r.queen_on_king << 1
            | r.strict_draw << 2
            | r.stroke_scoring << 3
            | r.jokers << 4
            | r.empty_discard << 6
        )

    @staticmethod
    def rules_from_byte(bits: int) -> GolfRules:
        if bits >> 7 or (bits >> 4) & 3 > 2:
            raise PackError("bad Golf rules")
        return _golf_rules(bits)

    def pack_body(self, out: bytearray) -> None:
        piles = [*self.columns, self.discard, self.stock]
        out += bytes(map(len, piles))
        for pile in piles:
            out += bytes(pile)
        out.append(len(self.history))
        out += bytes(self.history)

    @classmethod
    def unpack_body(cls, reader: Reader, rules: Rules, code: GameCode | None, settings: Settings) -> GolfGame:
        assert isinstance(rules, GolfRules)
        lengths = reader.take(9)
        if any(h > 5 for h in lengths[:7]):
            raise PackError("a Golf column holds at most 5 cards")
        *columns, discard, stock = read_piles(reader, lengths, rules.jokers)
        game = cls(GolfLayout(columns, None, stock), rules, code, settings)
        game.discard = discard
        history = list(reader.take(history_length(reader, UNDO_DEPTH)))
        _check_history(history, [len(col) for col in columns], len(discard))
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


def _check_history(history: list[int], heights: list[int], discard: int) -> None:
    """Every entry can be undone: walk back through the pile sizes."""
    for entry in reversed(history):
        if entry > DRAW_ENTRY or discard == 0:
            raise PackError("bad Golf history")
        discard -= 1
        if entry != DRAW_ENTRY:
            heights[entry] += 1
            if heights[entry] > 5:
                raise PackError("bad Golf history")
