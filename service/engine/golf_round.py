"""A round of Golf: nine (or eighteen) deals played one after another, each card left on a
table at the end of its deal one stroke, par 5 a hole (docs/rules.md, Rounds of Golf).

It plays the current hole's moves through the hole's own ``GolfGame`` (so a hole's rules
are exactly Golf's) and adds ``next-hole``; hole k is the k-th output of SplitMix64 seeded
with the round's number (docs/codes-and-deals.md, "Deals", step 5).  Its packed form holds
no card, so it can hold no other deal: the strokes and the hole's line
(docs/design/sealed-state.md)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Final, NoReturn

from .binary import PackError, Reader, history_length
from .codes import GameCode
from .deals import LayoutError, SplitMix64
from .game import (
    DEAD_END,
    DEFAULT_SETTINGS,
    FINISHED,
    PLAYING,
    WON,
    Game,
    GameStatus,
    Move,
    Outcome,
    Settings,
    Undo,
    refused,
)
from .golf import TABLE_CARDS, GolfGame, final_score
from .golf_layout import GolfLayout, golf_deal
from .golf_vocabulary import NEXT_HOLE, GolfNotice, NextHole, RoundRefusal
from .rules import STROKES_PER_HOLE, UNDO_DEPTH, GolfRules, RoundRules, Rules
from .texts import N_, Text

EIGHTEEN_HOLES_BIT: Final = 0x80
HOLE_CACHE: Final = 4096
"""Hole deals kept dealt per process: dealing costs more than the rest of a move
(bench/http.md, "Figures moved out of the code"), and a round's every move opens its hole again."""


def hole_deals(number: int, holes: int) -> list[int]:
    """The deal numbers of a round's holes: the first ``holes`` outputs of SplitMix64 seeded
    with the round's ``number``."""
    generator = SplitMix64(number)
    return [generator.next() for _ in range(holes)]


@lru_cache(maxsize=HOLE_CACHE)
def hole_codes(code: GameCode) -> tuple[GameCode, ...]:
    """The game code of each hole of the round ``code`` names, in order."""
    rules = code.rules
    assert isinstance(rules, RoundRules)
    return tuple(GameCode(rules.hole, deal) for deal in hole_deals(code.deal, rules.holes))


@lru_cache(maxsize=HOLE_CACHE)
def _hole_layout(code: GameCode) -> GolfLayout:
    """A hole's deal (never changed: each game copies the piles it plays)."""
    assert isinstance(code.rules, GolfRules)
    return golf_deal(code.rules, code.deal)


class GolfRoundGame(Game):
    game = "golf"
    KIND = 2
    MOVES = (*GolfGame.MOVES, NextHole)
    TITLE = N_("a round of Golf")

    def __init__(self, code: GameCode, settings: Settings = DEFAULT_SETTINGS) -> None:
        assert isinstance(code.rules, RoundRules)
        self._init_common(code, settings)
        self._rules: RoundRules = code.rules
        self.hole_codes = hole_codes(code)
        self.strokes: list[int] = []
        """The strokes of the holes before the current one."""
        self.hole = self._deal(0)

    def _deal(self, index: int) -> GolfGame:
        """Hole ``index`` (0-based) from its deal; the round's undo history is the hole's."""
        code = self.hole_codes[index]
        hole = GolfGame(_hole_layout(code), self._rules.hole, code, self.settings)
        self.history = hole.history
        return hole

    @classmethod
    def from_code(cls, code: GameCode, settings: Settings = DEFAULT_SETTINGS) -> GolfRoundGame:
        return cls(code, settings)

    @classmethod
    def from_layout(
        cls, rules: Rules, layout: Any, settings: Settings, code: GameCode | None = None
    ) -> NoReturn:
        raise AssertionError("read_layout refuses every layout of a round")

    @staticmethod
    def read_layout(rules: Rules, raw: Any) -> NoReturn:
        why = N_("a round deals its own holes from its round code: leave out either the layout or the round")
        raise LayoutError({"layout": Text(why)})

    def copy(self) -> GolfRoundGame:
        assert self.code is not None
        twin = GolfRoundGame(self.code, self.settings)
        twin.strokes = list(self.strokes)
        twin.hole = self.hole.copy()
        twin.history = twin.hole.history
        twin.moves = self.moves
        return twin

    # --- reading the round ------------------------------------------------------------------

    @property
    def rules(self) -> RoundRules:
        return self._rules

    @property
    def deal_code(self) -> GameCode | None:
        return self.hole.code

    @property
    def hole_number(self) -> int:
        """The current hole, from 1."""
        return len(self.strokes) + 1

    @property
    def hole_over(self) -> bool:
        return self.hole.status != PLAYING

    def card_strokes(self) -> list[int]:
        """The strokes of every hole over: those before the current one, and the current
        one's once it is over."""
        return [*self.strokes, self.hole.table_count] if self.hole_over else list(self.strokes)

    @property
    def status(self) -> GameStatus:
        if not self.hole_over or self.hole_number < self._rules.holes:
            return PLAYING
        return WON if not any(self.card_strokes()) else FINISHED

    @property
    def score(self) -> int:
        ended = sum(final_score(self._rules.hole, strokes) for strokes in self.strokes)
        return ended + self.hole.score

    @property
    def cards_home(self) -> int:
        return TABLE_CARDS * len(self.strokes) - sum(self.strokes) + self.hole.cards_home

    def legal_moves(self) -> list[Move]:
        if not self.hole_over:
            return self.hole.legal_moves()
        return [NEXT_HOLE] if self.status == PLAYING else []

    def view(self) -> dict[str, Any]:
        return self.hole.view()

    def scorecard(self) -> dict[str, Any]:
        card = self.card_strokes()
        return {
            "hole": self.hole_number,
            "holes": self._rules.holes,
            "par": self._rules.par,
            "strokes": card,
            "total": sum(card),
        }

    # --- playing ----------------------------------------------------------------------------

    @property
    def undo_available(self) -> bool:
        return self.status == PLAYING and bool(self.history)

    def play(self, move: Move) -> Outcome:
        if isinstance(move, Undo) and self.status != PLAYING:
            return refused(RoundRefusal.ROUND_OVER)  # the round over is final (the module's docstring)
        return super().play(move)

    def _apply(self, move: Move) -> Outcome:
        if isinstance(move, NextHole):
            if not self.hole_over:
                return refused(RoundRefusal.HOLE_NOT_OVER)
            self.strokes.append(self.hole.table_count)
            self.hole = self._deal(len(self.strokes))
            return Outcome(True, events=[{"type": "deal", "hole": self.hole_number}])
        if self.hole_over:
            return refused(RoundRefusal.HOLE_OVER)
        outcome = self.hole._apply(move)
        if outcome.accepted and self.hole.status == DEAD_END:
            outcome.message = GolfNotice.NO_MORE_MOVES
        return outcome

    def last_action(self) -> Move:
        return self.hole.last_action()

    def _undo(self) -> Outcome:
        return self.hole._undo()

    # --- the packed form ------------------------------------------------------------------

    def rules_byte(self) -> int:
        return self.hole.rules_byte() | (EIGHTEEN_HOLES_BIT if self._rules.holes == 18 else 0)

    @staticmethod
    def rules_from_byte(bits: int) -> RoundRules:
        return RoundRules(
            GolfGame.rules_from_byte(bits & ~EIGHTEEN_HOLES_BIT), 18 if bits & EIGHTEEN_HOLES_BIT else 9
        )

    def pack_body(self, out: bytearray) -> None:
        out.append(self.hole_number)
        out += bytes(self.strokes)
        out.append(len(self.history))
        out += bytes(self.history)

    @classmethod
    def unpack_body(
        cls, reader: Reader, rules: Rules, code: GameCode | None, settings: Settings
    ) -> GolfRoundGame:
        if code is None:
            raise PackError("a round is dealt from its code")
        assert isinstance(rules, RoundRules)
        hole = reader.byte()
        if not 1 <= hole <= rules.holes:
            raise PackError("no such hole in the round")
        strokes = list(reader.take(hole - 1))
        if any(strokes_of_hole > STROKES_PER_HOLE for strokes_of_hole in strokes):
            raise PackError("more strokes than cards on a table")
        line = reader.take(history_length(reader, UNDO_DEPTH))
        game = cls(code, settings)
        if strokes:
            game.strokes = strokes
            game.hole = game._deal(len(strokes))
        game.hole.replay(line)
        return game
