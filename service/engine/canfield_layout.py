"""Canfield's layout: its deal from the shuffle (``deals``), its pinned documented deal, its
dealing order and a written-out one read back.

Dealing (step 4 of the shuffle, ``deals``): reserve ``deck[0:13]`` (last card on top), base
``deck[13]``, columns ``deck[14]``..``deck[17]``, stock ``deck[18:52]`` (last card drawn
first).  The draw (1 or 3) leaves the deal alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK, card_text
from .deals import PINNED, LayoutReader, require_mapping, shuffled_deck

CANFIELD_RESERVE, CANFIELD_COLUMNS = 13, 4


@dataclass(slots=True)
class CanfieldLayout:
    reserve: list[int]
    base: int
    columns: list[list[int]]
    stock: list[int]

    def to_json(self) -> dict[str, object]:
        return {
            "reserve": [card_text(c) for c in self.reserve],
            "base": card_text(self.base),
            "columns": [[card_text(c) for c in col] for col in self.columns],
            "stock": [card_text(c) for c in self.stock],
        }

    def dealing_order(self) -> list[int]:
        order = [*self.reserve, self.base, *(card for column in self.columns for card in column)]
        return order + self.stock

    def fingerprint_tag(self) -> bytes:
        return b"canfield"


def canfield_deal(deal: int) -> CanfieldLayout:
    pinned = PINNED.get(("CF1", deal))
    if pinned is not None:
        return canfield_layout_from_json(pinned)
    return canfield_layout_of(shuffled_deck(deal))


def canfield_layout_of(order: list[int]) -> CanfieldLayout:
    """The Canfield layout of cards in dealing order (the module's docstring)."""
    return CanfieldLayout(
        reserve=order[:13],
        base=order[13],
        columns=[[card] for card in order[14:18]],
        stock=order[18:],
    )


def canfield_layout_from_json(raw: object) -> CanfieldLayout:
    """Validate a written-out Canfield deal: 13 reserve cards, a base card, one card in
    each of 4 columns and 34 in the stock, each card exactly once."""
    data = require_mapping(raw, {"reserve", "base", "columns", "stock"})
    reader = LayoutReader()
    reserve = reader.pile(data["reserve"], "reserve", CANFIELD_RESERVE)
    base = reader.card(data["base"], "base")
    columns = reader.columns(data["columns"], CANFIELD_COLUMNS, 1)
    stock = reader.pile(data["stock"], "stock", 52 - CANFIELD_RESERVE - 1 - CANFIELD_COLUMNS)
    reader.finish(DECK)
    assert base is not None
    return CanfieldLayout(reserve, base, columns, stock)
