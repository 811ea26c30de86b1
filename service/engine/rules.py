"""Rule options of each game, and the app's presets.

Everything that changes how a game plays lives in one of these frozen values and travels
inside the game's state, so a position can always be replayed under the rules it was
dealt with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal, Protocol


@dataclass(frozen=True, slots=True)
class GolfRules:
    """Golf rule options (docs/rules.md, "The traditional rules and the literature's variants")."""

    wrap: bool = True
    """K and A are adjacent ranks (the app's "easy" mode)."""
    queen_on_king: bool = True
    """A queen may go on a king (the app allows it; strict rules allow nothing on a king)."""
    strict_draw: bool = False
    """Drawing is allowed only when no table card can be removed."""
    stroke_scoring: bool = False
    """Score is the traditional stroke count (cards left on the table, lower is better)."""
    jokers: int = 0
    """0, 1 or 2 wild jokers shuffled into the deck."""
    empty_discard: bool = False
    """The discard starts empty and the player chooses the first card from the table."""

    def __post_init__(self) -> None:
        if self.jokers not in (0, 1, 2):
            raise ValueError("jokers must be 0, 1 or 2")

    @property
    def game(self) -> Literal["golf"]:
        return "golf"

    @property
    def mode(self) -> Literal["easy", "classic"]:
        return "easy" if self.wrap else "classic"

    @property
    def is_preset(self) -> bool:
        return self in (GOLF_EASY, GOLF_CLASSIC)

    @property
    def mode_token(self) -> str:
        """The mode letter and rule flags of a code (``codes``): ``E``, ``CKST``, ``EJJD``."""
        return (
            ("E" if self.wrap else "C")
            + ("" if self.queen_on_king else "K")
            + ("S" if self.strict_draw else "")
            + ("T" if self.stroke_scoring else "")
            + "J" * self.jokers
            + ("D" if self.empty_discard else "")
        )

    @property
    def code_head(self) -> str:
        """A code of these rules but its deal letters (``GO1-E``)."""
        return f"GO1-{self.mode_token}"

    def describe(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "wrap": self.wrap,
            "queen_on_king": self.queen_on_king,
            "strict_draw": self.strict_draw,
            "scoring": "strokes" if self.stroke_scoring else "points",
            "jokers": self.jokers,
            "empty_discard": self.empty_discard,
            "undo_depth": UNDO_DEPTH,
        }


@dataclass(frozen=True, slots=True)
class CanfieldRules:
    draw: Literal[1, 3] = 3
    vegas: bool = False
    """Vegas Canfield: the score is dollars, the deck bought for ``VEGAS_DECK_PRICE`` and
    ``POINTS_PER_CARD_HOME`` paid a card on the foundations (docs/design/vegas.md)."""

    @property
    def game(self) -> Literal["canfield"]:
        return "canfield"

    def __post_init__(self) -> None:
        if self.draw not in (1, 3):
            raise ValueError("draw must be 1 or 3")

    @property
    def code_head(self) -> str:
        return f"CF1-D{self.draw}{'V' if self.vegas else ''}"

    def describe(self) -> dict[str, Any]:
        described: dict[str, Any] = {
            "draw": self.draw,
            "redeals": "unlimited",
            "column_wrap": True,
            "foundation_wrap": True,
            "tail_moves": True,
            "foundation_to_column": True,
            "auto_fill_from_reserve": True,
            "points_per_foundation_card": POINTS_PER_CARD_HOME,
            "undo_depth": UNDO_DEPTH,
        }
        if self.vegas:
            described |= {"scoring": "vegas", "deck_price": VEGAS_DECK_PRICE}
        return described


POINTS_PER_CARD_HOME: Final = 5
"""Canfield's points (Vegas Canfield's dollars) for a card on a foundation."""
VEGAS_DECK_PRICE: Final = 52
"""What a deck of Vegas Canfield costs: the casino's $52, a dollar a card."""


def vegas_score(cards_home: int) -> int:
    """Vegas Canfield's dollars with ``cards_home`` cards on the foundations (the base card
    one of them): the deck's price paid, five for every card home, whenever it got there."""
    return POINTS_PER_CARD_HOME * cards_home - VEGAS_DECK_PRICE


def vegas_draw(rules: Rules) -> int | None:
    """The draw of a Vegas Canfield game's balance; None for any other rules."""
    return rules.draw if isinstance(rules, CanfieldRules) and rules.vegas else None


UNDO_DEPTH: Final = 100

GOLF_EASY = GolfRules(wrap=True)
GOLF_CLASSIC = GolfRules(wrap=False)
GOLF_TRADITIONAL = GolfRules(wrap=False, queen_on_king=False, strict_draw=True, stroke_scoring=True)
"""The traditional ("strict") rules: no K-A link, nothing on a king, draw only when stuck,
one stroke per card left."""

CANFIELD_DRAW3 = CanfieldRules(draw=3)
CANFIELD_DRAW1 = CanfieldRules(draw=1)
CANFIELD_VEGAS_DRAW3 = CanfieldRules(draw=3, vegas=True)
CANFIELD_VEGAS_DRAW1 = CanfieldRules(draw=1, vegas=True)

ROUND_SIZES: Final = (9, 18)
"""Holes a round may have: nine deals, the traditional round (par 45), or eighteen, golf's
full round (par 90)."""
PAR_PER_HOLE: Final = 5
STROKES_PER_HOLE: Final = 35
"""The most strokes a hole can cost: every table card left."""


@dataclass(frozen=True, slots=True)
class RoundRules:
    """A round of Golf: ``holes`` deals played one after another under the same Golf rules
    (``hole``), each card left on a table at the end of its deal one stroke, par 5 a hole
    (docs/rules.md, Rounds of Golf)."""

    hole: GolfRules
    holes: int = 9

    def __post_init__(self) -> None:
        if self.holes not in ROUND_SIZES:
            raise ValueError(f"a round has {' or '.join(map(str, ROUND_SIZES))} holes")

    @property
    def game(self) -> Literal["golf"]:
        return "golf"

    @property
    def code_head(self) -> str:
        return f"GR1-{self.hole.mode_token}-{self.holes}"

    @property
    def par(self) -> int:
        return PAR_PER_HOLE * self.holes

    def describe(self) -> dict[str, Any]:
        return {**self.hole.describe(), "holes": self.holes, "par": self.par}


class Rules(Protocol):
    """What every game's rule options are (each game's own frozen class: ``registry``)."""

    @property
    def game(self) -> str: ...

    @property
    def code_head(self) -> str:
        """A code of these rules but its deal letters (``codes.format_code``)."""
        ...

    def describe(self) -> dict[str, Any]: ...
