"""What every game is: the moves and refusals games share (a game's own live with it and
join by its registration), the outcome of a move, settings, statuses, and ``Game``, the
interface each game implements (the way python-chess's ``Board`` declares what every
variant does) with what is written once: ``play``'s dispatch, the undo history, the
action log."""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

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
    """Why the rules refuse a move: a code on the wire, its English text (the gettext id of
    ``service/translations``) in the registry's catalogue (``Registry.messages``).  No member
    here: the refusals every game shares are ``CommonRefusal``'s, a game's own are a subclass
    defined with the game (``golf_vocabulary.GolfRefusal``) and registered with it."""


class CommonRefusal(Refusal):
    """The refusals of any game (``messages.MESSAGES`` holds their texts)."""

    NOTHING_TO_UNDO = "nothing_to_undo"
    GAME_OVER = "game_over"
    WRONG_GAME = "wrong_game"


class Notice(StrEnum):
    """Worth showing although the move was accepted: like ``Refusal``, each game's notices
    are a subclass defined with the game (``golf_vocabulary.GolfNotice``)."""


# --- moves ----------------------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class Move:
    """A move of some game: on the wire ``{"type": TYPE, ...}`` with exactly its ``FIELDS``,
    in a ranked attempt's notation its ``NOTATION`` letter and the rest.  The moves several
    games play are here; a game's own live with it (``golf_vocabulary.Remove``).  Each game
    lists the moves it reads (``Game.MOVES``); the registry knows every game's by type and
    letter (``Registry.moves``), so a shape no game has is told from another game's move."""

    TYPE: ClassVar[str]
    FIELDS: ClassVar[frozenset[str]]
    NOTATION: ClassVar[str]
    """The first letter of its notation (``move_notation``), one a move class.  The three
    are set below each compiled class, not in its body: mypyc's dataclasses would take them
    for fields."""

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def notation(self) -> str:
        raise NotImplementedError

    @classmethod
    def of_json(cls, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
        """The move of a ``raw`` with exactly its ``FIELDS``; ``MoveError`` (``of_no_game``)
        for a value no game has (a ``to`` none of ``targets``)."""
        raise NotImplementedError

    @classmethod
    def of_notation(cls, rest: str) -> Move:
        """The move whose notation is its letter and ``rest``; ``ValueError`` for one that
        ``notation`` never writes."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """Draw from the stock: the game says how many cards, or whether it redeals."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "draw"}

    def notation(self) -> str:
        return "d"

    @classmethod
    def of_json(cls, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
        return DRAW

    @classmethod
    def of_notation(cls, rest: str) -> Move:
        return _alone(DRAW, rest)


Draw.TYPE, Draw.FIELDS, Draw.NOTATION = "draw", frozenset({"type"}), "d"


@dataclass(frozen=True, slots=True)
class Undo(Move):
    """Take back the last action (up to ``UNDO_DEPTH`` of them)."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "undo"}

    def notation(self) -> str:
        return "u"

    @classmethod
    def of_json(cls, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
        return UNDO

    @classmethod
    def of_notation(cls, rest: str) -> Move:
        return _alone(UNDO, rest)


Undo.TYPE, Undo.FIELDS, Undo.NOTATION = "undo", frozenset({"type"}), "u"


@dataclass(frozen=True, slots=True)
class Tap(Move):
    """A person touching ``card``: the game decides what that means."""

    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "tap", "card": CARD_TEXTS[self.card]}

    def notation(self) -> str:
        return f"t{CARD_TEXTS[self.card]}"

    @classmethod
    def of_json(cls, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
        return Tap(card_field(raw))

    @classmethod
    def of_notation(cls, rest: str) -> Move:
        return Tap(parse_card(rest))


Tap.TYPE, Tap.FIELDS, Tap.NOTATION = "tap", frozenset({"type", "card"}), "t"


@dataclass(frozen=True, slots=True)
class Transfer(Move):
    """Move ``card`` and everything on it to pile ``to``, one of the game's ``MOVE_TARGETS``."""

    card: int
    to: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "move", "card": CARD_TEXTS[self.card], "to": self.to}

    def notation(self) -> str:
        return f"m{CARD_TEXTS[self.card]}>{self.to}"

    @classmethod
    def of_json(cls, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
        card = card_field(raw)
        to = raw["to"]
        if to not in targets:
            raise _target_error(targets, of_no_game=True)
        return Transfer(card, to)

    @classmethod
    def of_notation(cls, rest: str) -> Move:
        if ">" not in rest:
            raise ValueError(f"not a transfer's notation: {rest!r}")
        card, to = rest.split(">", 1)
        return Transfer(parse_card(card), to)


Transfer.TYPE, Transfer.FIELDS, Transfer.NOTATION = "move", frozenset({"type", "card", "to"}), "m"


DRAW = Draw()
UNDO = Undo()


def _alone(move: Move, rest: str) -> Move:
    """A move written as its letter alone; ``ValueError`` for anything after it."""
    if rest:
        raise ValueError(f"nothing follows the letter of {move.TYPE}: {rest!r}")
    return move


class MoveError(ValueError):
    """A move that is not well formed (as opposed to one the rules refuse): ``of_no_game``
    when no game has a move of that shape, else a move of another game."""

    def __init__(self, field_name: str, text: Text, of_no_game: bool = False) -> None:
        super().__init__(str(text))
        self.field = field_name
        self.text = text
        self.of_no_game = of_no_game


def move_to_json(move: Move) -> dict[str, Any]:
    return move.to_json()


def move_notation(move: Move) -> str:
    """A move in a few characters, for the kept actions of a ranked attempt (one a move, so
    a round's few hundred stay a short text): ``d`` draw, ``u`` undo, ``tQH`` tap the queen
    of hearts, ``mQH>c2`` move it to c2, a game's own moves their own letters
    (``games.move_from_notation`` reads them back)."""
    return move.notation()


def card_field(raw: dict[str, Any]) -> int:
    """A move's ``card``; ``MoveError`` (of no game) for a card the notation does not allow."""
    try:
        return parse_card(raw.get("card"))
    except CardError as exc:
        raise MoveError("card", exc.text, of_no_game=True) from None


def _type_error(game: type[Game], got: object, of_no_game: bool) -> MoveError:
    template = N_('a move of {game} has the type {types}; "{got}" is not one of them')
    types = ", ".join(move.TYPE for move in game.MOVES)
    text = Text(template, game=Text(game.TITLE), types=types, got=got)
    return MoveError("type", text, of_no_game)


def _target_error(targets: tuple[str, ...], of_no_game: bool) -> MoveError:
    text = Text(N_('"to" must be one of {targets}'), targets=", ".join(targets))
    return MoveError("to", text, of_no_game)


def move_from_json(
    raw: dict[str, Any], game: type[Game], moves: Mapping[str, type[Move]], targets: tuple[str, ...]
) -> Move:
    """Read a move of ``game`` in the API's format: of its ``MOVES`` and, for a transfer,
    its ``MOVE_TARGETS`` (its ``TITLE``, a gettext id, names it in the refusal).  The one
    reader of a move's shape: a shape no game has (``moves`` and ``targets``: every
    registered game's, ``games.read_move``) is told apart (``of_no_game``) from a move of
    another game."""
    kind = raw.get("type")
    move_class = moves.get(kind) if isinstance(kind, str) else None
    if move_class is None:
        raise _type_error(game, kind, of_no_game=True)
    expected = move_class.FIELDS
    unknown, missing = sorted(set(raw) - expected), sorted(expected - set(raw))
    if unknown:
        text = Text(N_('a {kind} move has no field "{field}"'), kind=kind, field=unknown[0])
        raise MoveError(unknown[0], text, of_no_game=True)
    if missing:
        text = Text(N_('a {kind} move needs "{field}"'), kind=kind, field=missing[0])
        raise MoveError(missing[0], text, of_no_game=True)
    move = move_class.of_json(raw, targets)
    if move_class not in game.MOVES:
        raise _type_error(game, kind, of_no_game=False)
    if isinstance(move, Transfer) and move.to not in game.MOVE_TARGETS:
        raise _target_error(game.MOVE_TARGETS, of_no_game=False)
    return move


# --- outcome --------------------------------------------------------------------------------


@dataclass(slots=True)
class Outcome:
    """What one request did: either accepted (with what happened) or a refusal code."""

    accepted: bool
    violation: Refusal | None = None
    points: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    message: Notice | None = None
    """A notice worth showing although the move was accepted (a dead end)."""

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
    MOVES: ClassVar[tuple[type[Move], ...]]
    """Every move the game reads (``games.read_move``), in the order a refusal lists them."""
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
            return refused(CommonRefusal.GAME_OVER)
        else:
            outcome = self._apply(move)
        if outcome.accepted:
            self.moves += 1
            outcome.points = self.score - before
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
