"""What both games share: move values, the outcome of a move, settings, refusals."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cards import CARD_TEXTS, CardError, parse_card
from .codes import GameCode
from .rules import UNDO_DEPTH

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


Move = Draw | Undo | Remove | Tap | Transfer
DRAW = Draw()
UNDO = Undo()


class MoveError(ValueError):
    """A move that is not well formed (as opposed to one the rules refuse)."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(message)
        self.field = field_name


GOLF_MOVE_TYPES = ("draw", "remove", "tap", "undo")
CANFIELD_MOVE_TYPES = ("draw", "move", "tap", "undo")
CANFIELD_TARGETS = ("c1", "c2", "c3", "c4", "f1", "f2", "f3", "f4", "foundation")


def move_to_json(move: Move) -> dict[str, Any]:
    if isinstance(move, Draw):
        return {"type": "draw"}
    if isinstance(move, Undo):
        return {"type": "undo"}
    if isinstance(move, Remove):
        return {"type": "remove", "column": move.column}
    if isinstance(move, Tap):
        return {"type": "tap", "card": CARD_TEXTS[move.card]}
    return {"type": "move", "card": CARD_TEXTS[move.card], "to": move.to}


def _card_field(raw: dict[str, Any]) -> int:
    try:
        return parse_card(raw.get("card"))
    except CardError as exc:
        raise MoveError("card", str(exc)) from None


def move_from_json(raw: dict[str, Any], game: str) -> Move:
    """Read a move of ``game`` ("golf" or "canfield") in the API's format."""
    kind = raw.get("type")
    allowed = GOLF_MOVE_TYPES if game == "golf" else CANFIELD_MOVE_TYPES
    if kind not in allowed:
        raise MoveError("type", f"a {game} move has type {', '.join(allowed)}; got {kind!r}")
    expected = {
        "draw": {"type"},
        "undo": {"type"},
        "remove": {"type", "column"},
        "tap": {"type", "card"},
        "move": {"type", "card", "to"},
    }[kind]
    unknown, missing = sorted(set(raw) - expected), sorted(expected - set(raw))
    if unknown:
        raise MoveError(unknown[0], f"a {kind} move has no field {unknown[0]!r}")
    if missing:
        raise MoveError(missing[0], f"a {kind} move needs {missing[0]!r}")
    if kind == "draw":
        return DRAW
    if kind == "undo":
        return UNDO
    if kind == "remove":
        column = raw["column"]
        if type(column) is not int or not 1 <= column <= 7:
            raise MoveError("column", "column must be an integer from 1 to 7")
        return Remove(column)
    card = _card_field(raw)
    if kind == "tap":
        return Tap(card)
    to = raw["to"]
    if to not in CANFIELD_TARGETS:
        raise MoveError("to", f"'to' must be one of {', '.join(CANFIELD_TARGETS)}")
    return Transfer(card, to)


# --- outcome --------------------------------------------------------------------------------


@dataclass(slots=True)
class Outcome:
    """What one request did: either accepted (with what happened) or a refusal code."""

    accepted: bool
    violation: str | None = None
    points: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    message: str | None = None
    """A message code worth showing although the move was accepted (the Golf dead end)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"accepted": self.accepted}
        if self.violation is not None:
            out["violation"] = {"code": self.violation}
        else:
            out["points"] = self.points
            out["events"] = self.events
        return out


def refused(code: str) -> Outcome:
    return Outcome(False, code)


@dataclass(frozen=True, slots=True)
class Settings:
    """Player settings that travel with the game (not rules: they never change a deal)."""

    explain: bool = True
    double_tap: bool = True


DEFAULT_SETTINGS = Settings()


class Game:
    """Behaviour shared by Golf and Canfield: counters, the bounded undo history."""

    game: ClassVar[str]
    code: GameCode | None
    settings: Settings
    moves: int
    history: deque[Any]

    def _init_common(self, code: GameCode | None, settings: Settings) -> None:
        self.code = code
        self.settings = settings
        self.moves = 0
        self.history = deque(maxlen=UNDO_DEPTH)

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        """An independent copy, made through the canonical bytes, which hold the whole game
        (the packing round-trip is tested).  Field-by-field copying cannot work once the
        engine is compiled with mypyc: native classes have no ``__dict__``."""
        from .packing import pack, unpack  # packing imports the games

        return unpack(pack(self))  # type: ignore[arg-type]

    @property
    def undo_available(self) -> bool:
        return bool(self.history)

    @property
    def code_text(self) -> str | None:
        return None if self.code is None else str(self.code)
