"""Ascent, a small game of the tests only (issue 32): it joins the service the way any game
would, by one registration (``GAME_MODULES=tests.ascent`` calls ``register()``), with no
shared module edited, so tests/api/test_third_game.py can play it over HTTP.

The rules: eight cards are dealt face up in a row (the first eight of the documented
shuffle, ``deals.shuffled_deck``); a card may be taken (tapped) when no card left in the
row has a lower rank; taking all eight wins.  Five points a card taken.  Its codes are
``AS1-N-<deal letters>``; its packed body is the dealt row and the positions taken, in
order (the undo history is the whole game: at most eight entries).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from service.engine.binary import PackError, Reader, varint
from service.engine.cards import CARD_TEXTS, CardError, parse_card, rank_of
from service.engine.codes import CodeError, GameCode, mode_and_letters, parse_deal_letters
from service.engine.deals import LayoutError, shuffled_deck
from service.engine.game import (
    DEFAULT_SETTINGS,
    PLAYING,
    WON,
    CommonRefusal,
    Game,
    GameStatus,
    Move,
    Outcome,
    Refusal,
    Settings,
    Tap,
    Undo,
    refused,
)
from service.engine.games import GAMES
from service.engine.registry import GameEntry, VariantFacts
from service.engine.rules import UNDO_DEPTH
from service.engine.texts import Text
from service.solver.results import Budget, Hint, SolveResult
from service.solver.solvers import GameSolver, register_solver

ROW: Final = 8
POINTS_PER_CARD: Final = 5


@dataclass(frozen=True, slots=True)
class AscentRules:
    """Ascent has no rule options: one rule set."""

    @property
    def game(self) -> str:
        return "ascent"

    @property
    def code_head(self) -> str:
        return "AS1-N"

    def describe(self) -> dict[str, Any]:
        return {"cards": ROW, "undo_depth": UNDO_DEPTH}


ASCENT = AscentRules()


class AscentRefusal(Refusal):
    """Its own refusals: codes other games answer too, so with their words (a code means one
    text in every game, ``registry._check_new``)."""

    CARD_NOT_ON_TABLE = "card_not_on_table"
    CARD_NOT_PLAYABLE = "card_not_playable"


MESSAGES: Final[dict[Refusal, str]] = {
    AscentRefusal.CARD_NOT_ON_TABLE: "This card is not on the table",
    AscentRefusal.CARD_NOT_PLAYABLE: "This card cannot be played now",
}


@dataclass(slots=True)
class AscentLayout:
    row: list[int]

    def to_json(self) -> dict[str, Any]:
        return {"row": [CARD_TEXTS[card] for card in self.row]}

    def dealing_order(self) -> list[int]:
        return list(self.row)

    def fingerprint_tag(self) -> bytes:
        return b"ascent"


class AscentGame(Game):
    game = "ascent"
    KIND = 7
    MOVES = (Tap, Undo)
    TITLE = "Ascent"

    def __init__(self, row: list[int], code: GameCode | None, settings: Settings) -> None:
        self._init_common(code, settings)
        self.row = row
        """The dealt row; ``history`` holds the positions taken, in order."""

    def _left(self) -> list[int]:
        taken = set(self.history)
        return [card for place, card in enumerate(self.row) if place not in taken]

    @property
    def rules(self) -> AscentRules:
        return ASCENT

    @property
    def status(self) -> GameStatus:
        return WON if len(self.history) == ROW else PLAYING

    @property
    def score(self) -> int:
        return POINTS_PER_CARD * len(self.history)

    @property
    def cards_home(self) -> int:
        return len(self.history)

    def legal_moves(self) -> list[Move]:
        left = self._left()
        lowest = min((rank_of(card) for card in left), default=None)
        return [Tap(card) for card in left if rank_of(card) == lowest]

    def view(self) -> dict[str, Any]:
        taken = set(self.history)
        return {"row": [None if place in taken else CARD_TEXTS[card] for place, card in enumerate(self.row)]}

    def copy(self) -> AscentGame:
        game = AscentGame(self.row, self.code, self.settings)
        game.moves = self.moves
        game.history.extend(self.history)
        return game

    def last_action(self) -> Move:
        return Tap(self.row[self.history[-1]])

    def _apply(self, move: Move) -> Outcome:
        assert isinstance(move, Tap)  # read_move reads only taps and undos
        if move.card not in self._left():
            return refused(AscentRefusal.CARD_NOT_ON_TABLE)
        if Tap(move.card) not in self.legal_moves():
            return refused(AscentRefusal.CARD_NOT_PLAYABLE)
        self.history.append(self.row.index(move.card))
        return Outcome(True, events=[{"type": "take", "card": CARD_TEXTS[move.card]}])

    def _undo(self) -> Outcome:
        if not self.history:
            return refused(CommonRefusal.NOTHING_TO_UNDO)
        self.history.pop()
        return Outcome(True, events=[{"type": "undo"}])

    def rules_byte(self) -> int:
        return 0

    @staticmethod
    def rules_from_byte(bits: int) -> AscentRules:
        if bits:
            raise PackError("Ascent has no rule options")
        return ASCENT

    def pack_body(self, out: bytearray) -> None:
        out += bytes(self.row)
        out += varint(len(self.history))
        out += bytes(self.history)

    @classmethod
    def unpack_body(cls, reader: Reader, rules: Any, code: GameCode | None, settings: Settings) -> AscentGame:
        row = list(reader.take(ROW))
        taken = list(reader.take(reader.varint()))
        if (
            len(set(row)) != ROW
            or max(row) >= 52
            or len(set(taken)) != len(taken)
            or any(p >= ROW for p in taken)
        ):
            raise PackError("not an Ascent position")
        game = cls(row, code, settings)
        for place in taken:
            if Tap(row[place]) not in game.legal_moves():
                raise PackError("an Ascent card taken out of turn")
            game.history.append(place)
        return game

    @classmethod
    def from_code(cls, code: GameCode, settings: Settings = DEFAULT_SETTINGS) -> AscentGame:
        return cls(_deal(ASCENT, code.deal).row, code, settings)

    @classmethod
    def from_layout(
        cls, rules: Any, layout: Any, settings: Settings, code: GameCode | None = None
    ) -> AscentGame:
        return cls(list(layout.row), code, settings)

    @staticmethod
    def read_layout(rules: Any, raw: Any) -> AscentLayout:
        cards = raw.get("row") if isinstance(raw, dict) and set(raw) == {"row"} else None
        if not isinstance(cards, list) or len(cards) != ROW:
            raise LayoutError({"row": Text("the row is a list of eight cards")})
        try:
            row = [parse_card(card) for card in cards]
        except CardError as exc:
            raise LayoutError({"row": exc.text}) from None
        if len(set(row)) != ROW or max(row) >= 52:
            raise LayoutError({"row": Text("eight different cards, no joker")})
        return AscentLayout(row)


def _deal(rules: Any, deal: int) -> AscentLayout:
    return AscentLayout(shuffled_deck(deal)[:ROW])


def _read_code(text: str, parts: list[str]) -> GameCode:
    mode, letters = mode_and_letters(text, parts)
    if mode != "N":
        raise CodeError("mode", Text("Ascent has one mode, N"))
    return GameCode(ASCENT, parse_deal_letters(letters))


def _solve(game: AscentGame, budget: Budget) -> SolveResult:
    """Every position wins: take the lowest card left, again and again."""
    line: list[Move] = []
    playing = game.copy()
    while playing.status == PLAYING:
        move = playing.legal_moves()[0]
        playing.play(move)
        line.append(move)
    return SolveResult("winnable", line, states=len(line))


def _hint(game: AscentGame, budget: Budget) -> Hint:
    moves = game.legal_moves()
    return Hint(moves[0] if moves else None, "winning", "winnable")


VARIANT: Final = VariantFacts("ascent", None, ASCENT, "Ascent")
"""Listed by the catalog; no wire id: the database and sealed states know only the
built-in variants (``variants.Variant``)."""
ENTRY: Final = GameEntry(
    game_class=AscentGame,
    rules_type=AscentRules,
    code_prefix="AS1",
    read_code=_read_code,
    rules_of_body=lambda body: ASCENT,
    new_game_body=lambda rules: {"game": "ascent"},
    deal=_deal,
    layout_of=lambda rules, order: AscentLayout(list(order)),
    most_cards_home=lambda rules: ROW,
    cards_home_text="Cards taken: {home} of {most}",
    not_a_move="This move is not an Ascent move",
    solver="ascent",
    renderer="ascent",
    variants=(VARIANT,),
    messages=MESSAGES,
)
SOLVER: Final = GameSolver(_solve, _hint, lambda game, budget: 1.0)


def register() -> None:
    GAMES.register(ENTRY)
    register_solver(ENTRY.solver, SOLVER)
