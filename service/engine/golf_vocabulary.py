"""Golf's own words: its move (``Remove``) and a round's (``NextHole``), the refusals and the
notice only Golf and its rounds answer, with their English texts (gettext ids, translated
in ``service/translations``).  Golf's entries register them (``golf_entry``); the words
every game shares are ``game``'s and ``messages``'."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .game import Move, MoveError, Notice, Refusal
from .texts import N_, Text


class GolfRefusal(Refusal):
    """Why Golf's rules refuse a move (in a round too: its holes are Golf's)."""

    RANK_MISMATCH = "rank_mismatch"
    CARD_BLOCKED = "card_blocked"
    CARD_NOT_ON_TABLE = "card_not_on_table"
    COLUMN_EMPTY = "column_empty"
    STOCK_EMPTY = "stock_empty"
    DRAW_NOT_ALLOWED = "draw_not_allowed"


class RoundRefusal(Refusal):
    """Why a round refuses a move beyond its hole's rules."""

    HOLE_NOT_OVER = "hole_not_over"
    HOLE_OVER = "hole_over"
    ROUND_OVER = "round_over"


class GolfNotice(Notice):
    NO_MORE_MOVES = "no_more_moves"
    """A dead end: the stock is empty and no free card fits the discard."""


GOLF_MESSAGES: Final[dict[Refusal | Notice, str]] = {
    GolfRefusal.RANK_MISMATCH: N_("The rank must be one step higher or lower"),
    GolfRefusal.CARD_BLOCKED: N_("This card is blocked"),
    GolfNotice.NO_MORE_MOVES: N_("No more possible moves"),
    GolfRefusal.CARD_NOT_ON_TABLE: N_("This card is not on the table"),
    GolfRefusal.COLUMN_EMPTY: N_("This column is empty"),
    GolfRefusal.STOCK_EMPTY: N_("The stock is empty"),
    GolfRefusal.DRAW_NOT_ALLOWED: N_("You may draw only when no card can be removed"),
}
ROUND_MESSAGES: Final[dict[Refusal | Notice, str]] = {
    **GOLF_MESSAGES,
    RoundRefusal.HOLE_NOT_OVER: N_(
        "Finish this hole first: the next one is dealt once it is cleared or no move is left"
    ),
    RoundRefusal.HOLE_OVER: N_("This hole is over: deal the next one"),
    RoundRefusal.ROUND_OVER: N_("The round is over and its card final: start a new game"),
}


@dataclass(frozen=True, slots=True)
class Remove(Move):
    """Put the free card of ``column`` (1-7) on the discard."""

    column: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "remove", "column": self.column}

    def notation(self) -> str:
        return f"r{self.column}"

    @classmethod
    def of_json(cls, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
        return Remove(_column_field(raw))

    @classmethod
    def of_notation(cls, rest: str) -> Move:
        if not rest.isdigit():
            raise ValueError(f"not a column: {rest!r}")
        return Remove(int(rest))


Remove.TYPE, Remove.FIELDS, Remove.NOTATION = "remove", frozenset({"type", "column"}), "r"


@dataclass(frozen=True, slots=True)
class NextHole(Move):
    """A round: deal the next hole once the current one is over."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "next-hole"}

    def notation(self) -> str:
        return "n"

    @classmethod
    def of_json(cls, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
        return NEXT_HOLE

    @classmethod
    def of_notation(cls, rest: str) -> Move:
        if rest:
            raise ValueError(f"nothing follows the letter of next-hole: {rest!r}")
        return NEXT_HOLE


NextHole.TYPE, NextHole.FIELDS, NextHole.NOTATION = "next-hole", frozenset({"type"}), "n"


NEXT_HOLE = NextHole()


def _column_field(raw: dict[str, Any]) -> int:
    """A column 1-7, as a JSON integer (``3`` or ``3.0``, not ``true``)."""
    column = raw["column"]
    if type(column) is float and column.is_integer():
        column = int(column)
    if type(column) is not int or not 1 <= column <= 7:
        raise MoveError("column", Text(N_("column must be an integer from 1 to 7")), of_no_game=True)
    return column
