"""What every game is: move values, the outcome of a move, settings, statuses and refusal
codes, and ``Game``, the interface each game implements (the way python-chess's ``Board``
declares what every variant does) with what is written once: ``play``'s dispatch, the
undo history, the action log."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Final

from mypy_extensions import mypyc_attr

from .cards import CARD_TEXTS, CardError, parse_card
from .codes import GameCode
from .rules import UNDO_DEPTH, Rules
from .texts import N_, Text

if TYPE_CHECKING:
    from .binary import Reader
    from .deals import Layout

GameName = str
"""A game's name in the API (``Game.game``; ``registry`` lists them)."""


class GameStatus(StrEnum):
    PLAYING = "playing"
    WON = "won"
    DEAD_END = "dead_end"
    """Golf only: the stock is empty and no free card fits the discard."""
    FINISHED = "finished"
    """A round of Golf over with at least one hole not cleared (every hole cleared: won)."""


PLAYING, WON, DEAD_END, FINISHED = (
    GameStatus.PLAYING,
    GameStatus.WON,
    GameStatus.DEAD_END,
    GameStatus.FINISHED,
)


class Refusal(StrEnum):
    """Why the rules refuse a move; ``messages.MESSAGES`` holds the English texts (the
    gettext ids of ``service/translations``)."""

    # Golf
    RANK_MISMATCH = "rank_mismatch"
    CARD_BLOCKED = "card_blocked"
    CARD_NOT_ON_TABLE = "card_not_on_table"
    COLUMN_EMPTY = "column_empty"
    STOCK_EMPTY = "stock_empty"
    DRAW_NOT_ALLOWED = "draw_not_allowed"
    # Canfield
    CARD_NOT_PLAYABLE = "card_not_playable"
    NOT_A_SEQUENCE = "not_a_sequence"
    SAME_PILE = "same_pile"
    FOUNDATION_ONE_CARD = "foundation_one_card"
    FOUNDATION_SUIT = "foundation_suit"
    FOUNDATION_START = "foundation_start"
    FOUNDATION_RANK = "foundation_rank"
    COLUMN_COLOUR = "column_colour"
    COLUMN_RANK = "column_rank"
    NO_FOUNDATION = "no_foundation"
    NO_DESTINATION = "no_destination"
    NOTHING_TO_DRAW = "nothing_to_draw"
    # A round of Golf
    HOLE_NOT_OVER = "hole_not_over"
    HOLE_OVER = "hole_over"
    ROUND_OVER = "round_over"
    # Both
    NOTHING_TO_UNDO = "nothing_to_undo"
    GAME_OVER = "game_over"
    WRONG_GAME = "wrong_game"


class Notice(StrEnum):
    """Worth showing although the move was accepted."""

    NO_MORE_MOVES = "no_more_moves"


# --- moves ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Draw:
    """Golf: turn the stock's top card.  Canfield: draw 1 or 3, or redeal an empty stock."""


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back the last action (up to ``UNDO_DEPTH`` of them)."""


@dataclass(frozen=True, slots=True)
class Remove:
    """Golf: put the free card of ``column`` (1-7) on the discard."""

    column: int


@dataclass(frozen=True, slots=True)
class Tap:
    """A person touching ``card``: the game decides what that means."""

    card: int


@dataclass(frozen=True, slots=True)
class Transfer:
    """Canfield: move ``card`` and everything on it to pile ``to`` (c1-c4, f1-f4, foundation)."""

    card: int
    to: str


@dataclass(frozen=True, slots=True)
class NextHole:
    """A round of Golf: deal the next hole once the current one is over."""


Move = Draw | Undo | Remove | Tap | Transfer | NextHole
DRAW = Draw()
UNDO = Undo()
NEXT_HOLE = NextHole()


class MoveError(ValueError):
    """A move that is not well formed (as opposed to one the rules refuse): ``of_no_game``
    when no game has a move of that shape, else a move of another game."""

    def __init__(self, field_name: str, text: Text, of_no_game: bool = False) -> None:
        super().__init__(str(text))
        self.field = field_name
        self.text = text
        self.of_no_game = of_no_game


def move_to_json(move: Move) -> dict[str, Any]:
    if isinstance(move, Draw):
        return {"type": "draw"}
    if isinstance(move, Undo):
        return {"type": "undo"}
    if isinstance(move, Remove):
        return {"type": "remove", "column": move.column}
    if isinstance(move, Tap):
        return {"type": "tap", "card": CARD_TEXTS[move.card]}
    if isinstance(move, NextHole):
        return {"type": "next-hole"}
    return {"type": "move", "card": CARD_TEXTS[move.card], "to": move.to}


def move_notation(move: Move) -> str:
    """A move in a few characters, for the kept actions of a ranked attempt (one a move, so
    a round's few hundred stay a short text): ``d`` draw, ``u`` undo, ``n`` next hole,
    ``r3`` remove column 3, ``tQH`` tap the queen of hearts, ``mQH>c2`` move it to c2."""
    if isinstance(move, Draw):
        return "d"
    if isinstance(move, Undo):
        return "u"
    if isinstance(move, NextHole):
        return "n"
    if isinstance(move, Remove):
        return f"r{move.column}"
    if isinstance(move, Tap):
        return f"t{CARD_TEXTS[move.card]}"
    return f"m{CARD_TEXTS[move.card]}>{move.to}"


def move_from_notation(text: str) -> Move:
    """The move ``move_notation`` wrote; ``ValueError`` for a text it never writes."""
    head, rest = text[:1], text[1:]
    if head in ("d", "u", "n") and not rest:
        return DRAW if head == "d" else UNDO if head == "u" else NEXT_HOLE
    try:
        if head == "r" and rest.isdigit():
            return Remove(int(rest))
        if head == "t":
            return Tap(parse_card(rest))
        if head == "m" and ">" in rest:
            card, to = rest.split(">", 1)
            return Transfer(parse_card(card), to)
    except CardError:
        pass
    raise ValueError(f"not a move's notation: {text!r}")


MOVE_FIELDS: Final = {
    "draw": {"type"},
    "undo": {"type"},
    "next-hole": {"type"},
    "remove": {"type", "column"},
    "tap": {"type", "card"},
    "move": {"type", "card", "to"},
}
"""The fields of each type of move, in any game."""


def _card_field(raw: dict[str, Any]) -> int:
    try:
        return parse_card(raw.get("card"))
    except CardError as exc:
        raise MoveError("card", exc.text, of_no_game=True) from None


def _column_field(raw: dict[str, Any]) -> int:
    """A column 1-7, as a JSON integer (``3`` or ``3.0``, not ``true``)."""
    column = raw["column"]
    if type(column) is float and column.is_integer():
        column = int(column)
    if type(column) is not int or not 1 <= column <= 7:
        raise MoveError("column", Text(N_("column must be an integer from 1 to 7")), of_no_game=True)
    return column


def _type_error(allowed: tuple[str, ...], game_title: str, got: object, of_no_game: bool) -> MoveError:
    template = N_('a move of {game} has the type {types}; "{got}" is not one of them')
    text = Text(template, game=Text(game_title), types=", ".join(allowed), got=got)
    return MoveError("type", text, of_no_game)


def _target_error(targets: tuple[str, ...], of_no_game: bool) -> MoveError:
    text = Text(N_('"to" must be one of {targets}'), targets=", ".join(targets))
    return MoveError("to", text, of_no_game)


def move_from_json(raw: dict[str, Any], game: type[Game], targets: tuple[str, ...]) -> Move:
    """Read a move of ``game`` in the API's format: of its ``MOVE_TYPES`` and, for a
    transfer, its ``MOVE_TARGETS`` (its ``TITLE``, a gettext id, names it in the refusal).
    The one reader of a move's shape: a shape no game has (``targets``: every registered
    game's piles, ``games.read_move``) is told apart (``of_no_game``) from a move of
    another game."""
    allowed = game.MOVE_TYPES
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in MOVE_FIELDS:
        raise _type_error(allowed, game.TITLE, kind, of_no_game=True)
    expected = MOVE_FIELDS[kind]
    unknown, missing = sorted(set(raw) - expected), sorted(expected - set(raw))
    if unknown:
        text = Text(N_('a {kind} move has no field "{field}"'), kind=kind, field=unknown[0])
        raise MoveError(unknown[0], text, of_no_game=True)
    if missing:
        text = Text(N_('a {kind} move needs "{field}"'), kind=kind, field=missing[0])
        raise MoveError(missing[0], text, of_no_game=True)
    move = _shaped_move(kind, raw, targets)
    if kind not in allowed:
        raise _type_error(allowed, game.TITLE, kind, of_no_game=False)
    if isinstance(move, Transfer) and move.to not in game.MOVE_TARGETS:
        raise _target_error(game.MOVE_TARGETS, of_no_game=False)
    return move


def _shaped_move(kind: str, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
    """The move of a well-formed ``raw`` of type ``kind``; ``MoveError`` for a bad value
    (a ``to`` none of ``targets``)."""
    if kind == "draw":
        return DRAW
    if kind == "undo":
        return UNDO
    if kind == "next-hole":
        return NEXT_HOLE
    if kind == "remove":
        return Remove(_column_field(raw))
    card = _card_field(raw)
    if kind == "tap":
        return Tap(card)
    to = raw["to"]
    if to not in targets:
        raise _target_error(targets, of_no_game=True)
    return Transfer(card, to)


# --- outcome --------------------------------------------------------------------------------


@dataclass(slots=True)
class Outcome:
    """What one request did: either accepted (with what happened) or a refusal code."""

    accepted: bool
    violation: Refusal | None = None
    points: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    message: Notice | None = None
    """A notice worth showing although the move was accepted (the Golf dead end)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"accepted": self.accepted}
        if self.violation is not None:
            out["violation"] = {"code": self.violation}
        else:
            out["points"] = self.points
            out["events"] = self.events
        return out


def refused(code: Refusal) -> Outcome:
    return Outcome(False, code)


@dataclass(frozen=True, slots=True)
class Settings:
    """Player settings that travel with the game (not rules: they never change a deal)."""

    explain: bool = True
    double_tap: bool = True


DEFAULT_SETTINGS = Settings()


@mypyc_attr(allow_interpreted_subclasses=True)
class Game:
    """A game in play: its position, rules, settings, counters and undo history.

    Each game (``GolfGame``, ``CanfieldGame``) implements the methods below that raise
    ``NotImplementedError``; callers type against ``Game``.  A game registered beside the
    built-in ones (``service.game_modules``) is a plain Python subclass of the compiled
    engine's class, which mypyc allows only when told so.  Its byte format (the body of
    ``packing``'s header), its copy and its undo entries live with its rules, in its own
    module."""

    game: ClassVar[GameName]
    KIND: ClassVar[int]
    """The game's byte in the packed form's header."""
    MOVE_TYPES: ClassVar[tuple[str, ...]]
    """The ``type`` of every move the game reads (``games.read_move``)."""
    MOVE_TARGETS: ClassVar[tuple[str, ...]] = ()
    """The piles a ``move`` of the game goes ``to`` (none: it has no such move)."""
    TITLE: ClassVar[str]
    """The game's name in a sentence (a gettext id: "a move of {game}")."""
    code: GameCode | None
    settings: Settings
    moves: int
    history: deque[int]
    """Undo entries, newest last: small numbers each game encodes as its packed bytes do."""

    def _init_common(self, code: GameCode | None, settings: Settings) -> None:
        self.code = code
        self.settings = settings
        self.moves = 0
        self.history = deque(maxlen=UNDO_DEPTH)

    # --- what each game implements ----------------------------------------------------------

    @property
    def rules(self) -> Rules:
        raise NotImplementedError

    @property
    def status(self) -> GameStatus:
        raise NotImplementedError

    @property
    def score(self) -> int:
        raise NotImplementedError

    @property
    def cards_home(self) -> int:
        """How far the game got, whatever its score rule: the daily leaderboards rank on it."""
        raise NotImplementedError

    def legal_moves(self) -> list[Move]:
        """Every move ``play`` would accept now (undo aside)."""
        raise NotImplementedError

    def view(self) -> dict[str, Any]:
        """The position as the API shows it (JSON-ready)."""
        raise NotImplementedError

    def scorecard(self) -> dict[str, Any] | None:
        """A round's card as the API shows it (``hole``, ``holes``, ``par``, ``strokes``,
        ``total``); None for a game of one deal."""
        return None

    def copy(self) -> Game:
        """An independent game in the same position, with the same history."""
        raise NotImplementedError

    def last_action(self) -> Move:
        """The move that made the newest history entry (which ``undo`` would take back)."""
        raise NotImplementedError

    def _apply(self, move: Move) -> Outcome:
        """Apply a move other than undo while the game is in play, or refuse it."""
        raise NotImplementedError

    def _undo(self) -> Outcome:
        raise NotImplementedError

    def rules_byte(self) -> int:
        """The rules as the packed form's header byte (``rules_from_byte`` reads it back)."""
        raise NotImplementedError

    def pack_body(self, out: bytearray) -> None:
        """Append the game's body of the packed form to ``out``."""
        raise NotImplementedError

    @staticmethod
    def rules_from_byte(bits: int) -> Rules:
        """The rules a header byte stands for; ``PackError`` for one no game writes."""
        raise NotImplementedError

    @classmethod
    def unpack_body(cls, reader: Reader, rules: Rules, code: GameCode | None, settings: Settings) -> Game:
        """The game whose body ``reader`` holds, every byte checked."""
        raise NotImplementedError

    @classmethod
    def from_code(cls, code: GameCode, settings: Settings = DEFAULT_SETTINGS) -> Game:
        """The deal a code names, from its start."""
        raise NotImplementedError

    @classmethod
    def from_layout(
        cls, rules: Rules, layout: Layout, settings: Settings, code: GameCode | None = None
    ) -> Game:
        """The game of a checked layout: a custom deal, or the deal of ``code`` when the
        caller dealt its layout already."""
        raise NotImplementedError

    @staticmethod
    def read_layout(rules: Rules, raw: Any) -> Layout:
        """A written-out initial layout (API JSON) checked against ``rules``; ``LayoutError``
        names every problem."""
        raise NotImplementedError

    # --- written once -------------------------------------------------------------------

    def play(self, move: Move) -> Outcome:
        """Apply ``move`` if the rules accept it; otherwise change nothing and say why.  An
        accepted action, undo included, adds one to the move counter."""
        before = self.score
        if isinstance(move, Undo):
            outcome = self._undo()
        elif self.status != PLAYING:
            return refused(Refusal.GAME_OVER)
        else:
            outcome = self._apply(move)
        if outcome.accepted:
            self.moves += 1
            outcome.points = self.score - before
            if self.status == DEAD_END:
                outcome.message = Notice.NO_MORE_MOVES
        return outcome

    def action_log(self) -> list[Move]:
        """The line finally played, oldest first, as far back as the undo history goes (the
        last ``UNDO_DEPTH`` actions; undone actions and the undos themselves are not in it):
        read back by undoing a copy."""
        rewound = self.copy()
        log: list[Move] = []
        while rewound.history:
            log.append(rewound.last_action())
            rewound._undo()
        log.reverse()
        return log

    def __copy__(self) -> Game:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self.copy()

    @property
    def undo_available(self) -> bool:
        return bool(self.history)

    @property
    def code_text(self) -> str | None:
        return None if self.code is None else str(self.code)

    @property
    def deal_code(self) -> GameCode | None:
        """The code of the deal on the table: the game's own (None for a custom deal), or
        in a round its current hole's."""
        return self.code
