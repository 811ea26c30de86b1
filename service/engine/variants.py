"""The named variants: the presets the app offers by name, which the stats count and the
daily challenge publishes.  This module is their one home: name, rules, wire id and title.

A variant's wire id is what a sealed state stores (``api.tokens``), so it is frozen: a
new variant takes the next free id, an id is never changed nor reused, and the order the
members are listed in (the order every list shows them) is free to change.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY, RoundRules, Rules
from .texts import N_


class Variant(StrEnum):
    """A named variant; its value is its name on the wire and in the database."""

    GOLF_EASY = "golf-easy"
    GOLF_CLASSIC = "golf-classic"
    CANFIELD_DRAW3 = "canfield-draw3"
    CANFIELD_DRAW1 = "canfield-draw1"
    GOLF_ROUND = "golf-round"
    GOLF_ROUND_EASY = "golf-round-easy"

    @property
    def wire_id(self) -> int:
        """The variant's number in a sealed state: frozen (see the module's docstring)."""
        return _FACTS[self].wire_id

    @property
    def rules(self) -> Rules:
        return _FACTS[self].rules

    @property
    def catalog_title(self) -> str:
        """The variant's one name, in the product's words (RULES.md's modes, «Лёгкий» and
        «Классический»): ``GET /v1/variants``' ``title``, and, translated (a gettext id), the
        share text's; the web client shows the same words."""
        return _FACTS[self].catalog_title

    @property
    def daily(self) -> bool:
        """The daily challenge publishes a deal of this variant every day."""
        return _FACTS[self].daily

    @property
    def weekday_bands(self) -> tuple[float, ...]:
        """The lowest rating of Tuesday's band to Sunday's of the daily scheduler (Monday's
        starts at 0, Sunday's has no end): the septiles of measured ratings, so that each
        weekday takes about a seventh of the deals (deploy/README.md, "Difficulty by
        weekday").  Empty for a variant the daily challenge does not publish."""
        return _FACTS[self].weekday_bands

    @staticmethod
    def from_wire_id(wire_id: int) -> Variant:
        """The variant a sealed state names; ``ValueError`` for an id no variant has."""
        try:
            return _BY_WIRE_ID[wire_id]
        except KeyError:
            raise ValueError(f"no variant has the wire id {wire_id}") from None


@dataclass(frozen=True, slots=True)
class _Facts:
    wire_id: int
    rules: Rules
    catalog_title: str
    daily: bool = False
    weekday_bands: tuple[float, ...] = ()


_FACTS: Final[dict[Variant, _Facts]] = {
    Variant.GOLF_EASY: _Facts(0, GOLF_EASY, N_("Golf, easy"), True, (2.3, 2.8, 3.3, 4.0, 5.0, 6.3)),
    Variant.GOLF_CLASSIC: _Facts(1, GOLF_CLASSIC, N_("Golf, classic"), True, (3.3, 4.2, 4.7, 5.5, 6.2, 6.7)),
    Variant.CANFIELD_DRAW3: _Facts(
        2, CANFIELD_DRAW3, N_("Canfield, draw 3"), True, (6.4, 6.6, 6.8, 7.2, 8.0, 9.1)
    ),
    Variant.CANFIELD_DRAW1: _Facts(
        3, CANFIELD_DRAW1, N_("Canfield, draw 1"), True, (2.9, 3.4, 4.3, 5.9, 6.5, 7.3)
    ),
    Variant.GOLF_ROUND: _Facts(
        4,
        RoundRules(GOLF_CLASSIC, 9),
        N_("Golf round, classic (9 holes)"),
        True,
        (6.8, 7.2, 7.5, 7.8, 8.2, 8.6),
    ),
    Variant.GOLF_ROUND_EASY: _Facts(5, RoundRules(GOLF_EASY, 9), N_("Golf round, easy (9 holes)")),
}
_BY_WIRE_ID: Final[dict[int, Variant]] = {facts.wire_id: variant for variant, facts in _FACTS.items()}

VARIANTS: Final[tuple[Variant, ...]] = tuple(Variant)
"""Every variant, in the order every list shows them."""
DAILY_VARIANTS: Final[tuple[Variant, ...]] = tuple(variant for variant in Variant if variant.daily)
"""The variants the daily challenge publishes a deal of every day: the four deals, and the
daily round (``golf-round``: nine classic holes, its deal a round code)."""


def variant_of(rules: Rules) -> Variant | None:
    """The named variant these rules are, or None for rule options outside the presets."""
    for variant, facts in _FACTS.items():
        if facts.rules == rules:
            return variant
    return None
