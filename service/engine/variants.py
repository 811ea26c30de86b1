"""The named variants: the presets the app offers by name, which the stats count and the
daily challenge publishes.  ``Variant`` is the closed set of names the database's
``variant`` domain and sealed states know; each variant's facts live in its game's
registry entry (``registry.VariantFacts``).  Other variants a game offers are listed in
the catalog, never recorded (``variant_of``).  A wire id is what a sealed state stores:
frozen, never changed nor reused (docs/design/sealed-state.md).
"""

from __future__ import annotations

from contextlib import suppress
from enum import StrEnum
from typing import Final

from . import canfield_entry, golf_entry
from .games import GAMES
from .registry import UnknownGame, VariantFacts
from .rules import Rules


class Variant(StrEnum):
    """A named variant; its value is its name on the wire and in the database, written in
    its game's entry."""

    GOLF_EASY = golf_entry.EASY.name
    GOLF_CLASSIC = golf_entry.CLASSIC.name
    CANFIELD_DRAW3 = canfield_entry.DRAW3.name
    CANFIELD_DRAW1 = canfield_entry.DRAW1.name
    GOLF_ROUND = golf_entry.ROUND.name
    GOLF_ROUND_EASY = golf_entry.ROUND_EASY.name

    @property
    def facts(self) -> VariantFacts:
        """What its game's registry entry says of it (``UnknownGame`` if no game offers it)."""
        return GAMES.variant(self)

    @property
    def wire_id(self) -> int:
        """The variant's number in a sealed state: frozen (see the module's docstring)."""
        wire_id = self.facts.wire_id
        assert wire_id is not None  # every member's entry gives one
        return wire_id

    @property
    def rules(self) -> Rules:
        return self.facts.rules

    @property
    def catalog_title(self) -> str:
        """The variant's one name, in the product's words (the product's modes, «Лёгкий» and
        «Классический»): ``GET /v1/variants``' ``title``, and, translated (a gettext id), the
        share text's; the web client shows the same words."""
        return self.facts.catalog_title

    @property
    def daily(self) -> bool:
        """The daily challenge publishes a deal of this variant every day."""
        return self.facts.daily

    @property
    def weekday_bands(self) -> tuple[float, ...]:
        """The daily scheduler's weekday bands (``registry.VariantFacts.weekday_bands``)."""
        return self.facts.weekday_bands

    @staticmethod
    def from_wire_id(wire_id: int) -> Variant:
        """The variant a sealed state names; ``ValueError`` for an id no variant has."""
        with suppress(UnknownGame):
            variant = _named(GAMES.variant_of_wire_id(wire_id).name)
            if variant is not None:
                return variant
        raise ValueError(f"no variant has the wire id {wire_id}")


def _named(name: str) -> Variant | None:
    """The member of that name, or None for a variant the database does not know."""
    try:
        return Variant(name)
    except ValueError:
        return None


VARIANTS: Final[tuple[Variant, ...]] = tuple(Variant)
"""Every variant, in the order every list shows them."""
DAILY_VARIANTS: Final[tuple[Variant, ...]] = tuple(variant for variant in Variant if variant.daily)
"""The variants the daily challenge publishes a deal of every day: the four deals, and the
daily round (``golf-round``: nine classic holes, its deal a round code)."""


def variant_of(rules: Rules) -> Variant | None:
    """The named variant these rules are, or None for rule options outside the presets and
    for a variant the database does not know."""
    for facts in GAMES.variants:
        if facts.rules == rules:
            return _named(facts.name)
    return None
