"""Golf's layout: its deal from the shuffle (``deals``), its pinned documented deal, its
dealing order and a written-out one read back.

Dealing (step 4 of the shuffle, ``deals``): column c (1-7) gets ``deck[5(c-1) : 5c]``,
first card the covered one, last card free; the discard gets ``deck[35]``; the stock is the
rest, its last card drawn first.  With an empty discard the stock starts at ``deck[35]``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK, JOKERS, card_text
from .deals import PINNED, LayoutReader, require_mapping, shuffled_deck
from .rules import GolfRules
from .texts import N_, Text

GOLF_COLUMNS, GOLF_ROWS = 7, 5


@dataclass(slots=True)
class GolfLayout:
    columns: list[list[int]]
    discard: int | None
    stock: list[int]

    def to_json(self) -> dict[str, object]:
        return {
            "columns": [[card_text(c) for c in col] for col in self.columns],
            "discard": None if self.discard is None else card_text(self.discard),
            "stock": [card_text(c) for c in self.stock],
        }

    def dealing_order(self) -> list[int]:
        order = [card for column in self.columns for card in column]
        return order + ([] if self.discard is None else [self.discard]) + self.stock

    def fingerprint_tag(self) -> bytes:
        return b"golf"


def golf_deal(rules: GolfRules, deal: int) -> GolfLayout:
    pinned = PINNED.get(("GO1", deal)) if rules.jokers == 0 else None
    if pinned is not None:
        layout = golf_layout_from_json(pinned, GolfRules())
        if rules.empty_discard:
            assert layout.discard is not None
            layout = GolfLayout(layout.columns, None, [layout.discard, *layout.stock])
        return layout
    return golf_layout_of(rules, shuffled_deck(deal, rules.jokers))


def golf_layout_of(rules: GolfRules, order: list[int]) -> GolfLayout:
    """The Golf layout of cards in dealing order (the module's docstring)."""
    columns = [order[GOLF_ROWS * c : GOLF_ROWS * (c + 1)] for c in range(GOLF_COLUMNS)]
    table = GOLF_ROWS * GOLF_COLUMNS
    if rules.empty_discard:
        return GolfLayout(columns, None, order[table:])
    return GolfLayout(columns, order[table], order[table + 1 :])


def golf_layout_from_json(raw: object, rules: GolfRules) -> GolfLayout:
    """Validate a written-out Golf deal: 35 table cards in 7 columns of 5, the discard
    (``null`` with an empty-discard start) and the stock, each card exactly once."""
    data = require_mapping(raw, {"columns", "discard", "stock"})
    reader = LayoutReader()
    columns = reader.columns(data["columns"], GOLF_COLUMNS, GOLF_ROWS)
    discard: int | None = None
    if rules.empty_discard:
        if data["discard"] is not None:
            reader.errors["discard"] = Text(N_("must be null: these rules start with an empty discard"))
    else:
        discard = reader.card(data["discard"], "discard")
    deck = (*DECK, *JOKERS[: rules.jokers])
    stock_size = len(deck) - GOLF_ROWS * GOLF_COLUMNS - (0 if rules.empty_discard else 1)
    stock = reader.pile(data["stock"], "stock", stock_size)
    reader.finish(deck)
    return GolfLayout(columns, discard, stock)
