"""Golf: the position, its legal moves, applying and refusing moves, the end of the game.

Piles are lists from bottom to top: ``columns[c][-1]`` is the free card of column c+1,
``discard[-1]`` its top, ``stock[-1]`` the next card drawn.  The undo history holds one
small int per action: 0-6 a removal from that column, ``DRAW_ENTRY`` a draw.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .cards import CARD_TEXTS, cards_text, is_joker, rank_of
from .codes import GameCode
from .deals import GolfLayout, golf_deal
from .game import DEFAULT_SETTINGS, DRAW, Draw, Game, Move, Outcome, Remove, Settings, Tap, Undo, refused
from .rules import GolfRules

DRAW_ENTRY = 7
ACE, QUEEN, KING = 0, 11, 12
TABLE_CARDS = 35
POINTS_PER_CARD = 10
REMOVES = tuple(Remove(c) for c in range(1, 8))

# Refusal and message codes (texts: service/i18n catalogs).
RANK_MISMATCH = "rank_mismatch"
CARD_BLOCKED = "card_blocked"
CARD_NOT_ON_TABLE = "card_not_on_table"
COLUMN_EMPTY = "column_empty"
STOCK_EMPTY = "stock_empty"
DRAW_NOT_ALLOWED = "draw_not_allowed"
NOTHING_TO_UNDO = "nothing_to_undo"
GAME_OVER = "game_over"
NO_MORE_MOVES = "no_more_moves"
WRONG_GAME = "wrong_game"


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


EMPTY_DISCARD = 54  # index of "no top card" in a fit table


@cache
def fit_table(rules: GolfRules) -> tuple[tuple[bool, ...], ...]:
    """``fit_table(rules)[top][card]`` is ``fits(card, top, rules)``; top 54 = empty discard.
    The engine's hot path reads this table instead of recomputing ranks."""
    tops: list[int | None] = [*range(54), None]
    return tuple(tuple(fits(card, top, rules) for card in range(54)) for top in tops)


class GolfGame(Game):
    game = "golf"
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
    def status(self) -> str:
        if not any(self.columns):
            return "won"
        if self.stock or self.removable_columns():
            return "playing"
        return "dead_end"

    @property
    def score(self) -> int:
        left = self.table_count
        if self.rules.stroke_scoring:
            return left
        penalty = left if not self.stock and self.status == "dead_end" else 0
        return max(0, POINTS_PER_CARD * (TABLE_CARDS - left - penalty))

    def legal_moves(self) -> list[Move]:
        if self.status != "playing":
            return []
        moves: list[Move] = [REMOVES[i] for i in self.removable_columns()]
        if self.stock and not (self.rules.strict_draw and moves):
            moves.append(DRAW)
        return moves

    # --- playing ----------------------------------------------------------------------------

    def play(self, move: Move) -> Outcome:
        """Apply ``move`` if the rules accept it; otherwise change nothing and say why."""
        before = self.score
        if isinstance(move, Undo):
            outcome = self._undo()
        elif self.status != "playing":
            return refused(GAME_OVER)
        elif isinstance(move, Remove):
            outcome = self._remove(move.column - 1)
        elif isinstance(move, Draw):
            outcome = self._draw()
        elif isinstance(move, Tap):
            outcome = self._tap(move.card)
        else:
            return refused(WRONG_GAME)
        if outcome.accepted:
            self.moves += 1
            outcome.points = self.score - before
            if self.status == "dead_end":
                outcome.message = NO_MORE_MOVES
        return outcome

    def _tap(self, card: int) -> Outcome:
        for index, col in enumerate(self.columns):
            if card in col:
                if col[-1] != card:
                    return refused(CARD_BLOCKED)
                return self._remove(index)
        return refused(CARD_NOT_ON_TABLE)

    def _remove(self, index: int) -> Outcome:
        col = self.columns[index]
        if not col:
            return refused(COLUMN_EMPTY)
        card = col[-1]
        if not self.fits[self.discard[-1] if self.discard else EMPTY_DISCARD][card]:
            return refused(RANK_MISMATCH)
        self.discard.append(col.pop())
        self.history.append(index)
        return Outcome(True, events=[{"type": "remove", "card": CARD_TEXTS[card], "column": index + 1}])

    def _draw(self) -> Outcome:
        if not self.stock:
            return refused(STOCK_EMPTY)
        if self.rules.strict_draw and self.removable_columns():
            return refused(DRAW_NOT_ALLOWED)
        card = self.stock.pop()
        self.discard.append(card)
        self.history.append(DRAW_ENTRY)
        return Outcome(True, events=[{"type": "draw", "card": CARD_TEXTS[card]}])

    def _undo(self) -> Outcome:
        if not self.history:
            return refused(NOTHING_TO_UNDO)
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
