"""Deals: the documented shuffle, the pinned documented deals, and layouts.

The shuffle (so a JS or Swift client can reproduce any deal; README "Deals" repeats it):

1. Start from the deck in the order AS..KS, AH..KH, AD..KD, AC..KC, then the jokers of the
   rule set (RJ, BJ), if any.
2. Seed SplitMix64 with the deal number (an unsigned 64-bit integer).
3. Fisher-Yates from the last index ``i`` down to 1: draw ``j = below(i + 1)`` and swap
   ``deck[i]`` and ``deck[j]``.  ``below(n)`` draws 64-bit values until one is under
   ``2**64 - 2**64 % n`` (so every j is equally likely) and answers it modulo ``n``.
4. Deal from index 0 up.  Golf: column c (1-7) gets ``deck[5(c-1) : 5c]``, first card the
   covered one, last card free; the discard gets ``deck[35]``; the stock is the rest, its
   last card drawn first.  With an empty discard the stock starts at ``deck[35]``.
   Canfield: reserve ``deck[0:13]`` (last card on top), base ``deck[13]``, columns
   ``deck[14]``..``deck[17]``, stock ``deck[18:52]`` (last card drawn first).

Two deals are pinned instead: the codes the product documents (see ``pinned-deals.json``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from importlib import resources

from .cards import DECK, JOKERS, CardError, card_text, parse_card
from .codes import parse_deal_letters
from .rules import GolfRules
from .texts import N_, Text

MASK64 = (1 << 64) - 1
GOLF_COLUMNS, GOLF_ROWS = 7, 5
CANFIELD_RESERVE, CANFIELD_COLUMNS = 13, 4


class SplitMix64:
    """The deal generator: tiny, fully specified, the same in every language."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        limit = (1 << 64) - (1 << 64) % n
        while True:
            value = self.next()
            if value < limit:
                return value % n


def shuffled_deck(deal: int, jokers: int = 0) -> list[int]:
    deck = list(DECK) + list(JOKERS[:jokers])
    rng = SplitMix64(deal)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


class LayoutError(ValueError):
    """An initial layout that is not a valid deal; ``errors`` maps each field to what is wrong."""

    def __init__(self, errors: dict[str, Text]) -> None:
        super().__init__("; ".join(f"{k}: {v}" for k, v in errors.items()))
        self.errors = errors


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


Layout = GolfLayout | CanfieldLayout


def _load_pinned() -> dict[tuple[str, int], dict[str, object]]:
    """The pinned layouts by their code's prefix and deal number (any rule options)."""
    raw = json.loads(resources.files(__package__).joinpath("pinned-deals.json").read_text())
    pinned = {}
    for code_text, entry in raw.items():
        prefix, *_, letters = code_text.split("-")
        pinned[(prefix, parse_deal_letters(letters))] = entry["layout"]
    return pinned


PINNED = _load_pinned()


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
    """The Golf layout of cards in dealing order (step 4 above)."""
    columns = [order[GOLF_ROWS * c : GOLF_ROWS * (c + 1)] for c in range(GOLF_COLUMNS)]
    table = GOLF_ROWS * GOLF_COLUMNS
    if rules.empty_discard:
        return GolfLayout(columns, None, order[table:])
    return GolfLayout(columns, order[table], order[table + 1 :])


def canfield_deal(deal: int) -> CanfieldLayout:
    pinned = PINNED.get(("CF1", deal))
    if pinned is not None:
        return canfield_layout_from_json(pinned)
    return canfield_layout_of(shuffled_deck(deal))


def canfield_layout_of(order: list[int]) -> CanfieldLayout:
    """The Canfield layout of cards in dealing order (step 4 above)."""
    return CanfieldLayout(
        reserve=order[:13],
        base=order[13],
        columns=[[card] for card in order[14:18]],
        stock=order[18:],
    )


def dealing_order(layout: Layout) -> list[int]:
    """A layout's cards in dealing order (step 4 above, read backwards)."""
    if isinstance(layout, GolfLayout):
        order = [card for column in layout.columns for card in column]
        return order + ([] if layout.discard is None else [layout.discard]) + layout.stock
    order = [*layout.reserve, layout.base, *(card for column in layout.columns for card in column)]
    return order + layout.stock


FINGERPRINT_BYTES = 8


def deal_fingerprint(layout: Layout) -> bytes:
    """A short digest of a deal's cards in dealing order: what states of a custom deal
    sealed before the canonical form (``canonical``) carry, so the daily lock still knows
    them.  The rule options leave it alone (``GO1-E-X``, ``GO1-C-X`` and ``GO1-ED-X`` share
    one), as do ``CF1-D1-X`` and ``CF1-D3-X``."""
    tag = b"golf" if isinstance(layout, GolfLayout) else b"canfield"
    return hashlib.blake2b(tag + bytes(dealing_order(layout)), digest_size=FINGERPRINT_BYTES).digest()


# --- custom layouts -------------------------------------------------------------------------


class _Reader:
    """Collects every problem of a layout, so a client learns all of them at once."""

    def __init__(self) -> None:
        self.errors: dict[str, Text] = {}
        self.seen: dict[int, str] = {}

    def card(self, value: object, where: str) -> int | None:
        try:
            card = parse_card(value)
        except CardError as exc:
            self.errors[where] = exc.text
            return None
        if card in self.seen:
            self.errors[where] = Text(
                N_("{card} appears twice (also at {other})"), card=card_text(card), other=self.seen[card]
            )
        else:
            self.seen[card] = where
        return card

    def pile(self, value: object, where: str, size: int | None) -> list[int]:
        if not isinstance(value, list):
            self.errors[where] = Text(N_("must be a list of cards"))
            return []
        if size is not None and len(value) != size:
            many = N_("must hold {size} cards, not {count}")
            self.errors[where] = Text(
                N_("must hold 1 card, not {count}") if size == 1 else many, size=size, count=len(value)
            )
        cards = [self.card(v, f"{where}[{i}]") for i, v in enumerate(value)]
        return [c for c in cards if c is not None]

    def columns(self, value: object, count: int, height: int) -> list[list[int]]:
        if not isinstance(value, list) or len(value) != count:
            self.errors["columns"] = Text(N_("must be a list of {count} columns"), count=count)
            return []
        return [self.pile(col, f"columns[{i}]", height) for i, col in enumerate(value)]

    def finish(self, expected: tuple[int, ...]) -> None:
        missing = [card_text(c) for c in expected if c not in self.seen]
        extra = [card_text(c) for c in self.seen if c not in expected]
        if extra:
            self.errors.setdefault("cards", Text(N_("not in this deck: {cards}"), cards=", ".join(extra)))
        if missing and not self.errors:
            self.errors["cards"] = Text(N_("missing: {cards}"), cards=", ".join(missing))
        if self.errors:
            raise LayoutError(self.errors)


def _require_mapping(raw: object, keys: set[str]) -> dict[str, object]:
    if not isinstance(raw, dict):
        raise LayoutError({"layout": Text(N_("must be an object"))})
    unknown = set(raw) - keys
    missing = keys - set(raw)
    errors = {k: Text(N_("unknown field")) for k in sorted(unknown)}
    errors.update({k: Text(N_("missing field")) for k in sorted(missing)})
    if errors:
        raise LayoutError(errors)
    return raw


def golf_layout_from_json(raw: object, rules: GolfRules) -> GolfLayout:
    """Validate a written-out Golf deal: 35 table cards in 7 columns of 5, the discard
    (``null`` with an empty-discard start) and the stock, each card exactly once."""
    data = _require_mapping(raw, {"columns", "discard", "stock"})
    reader = _Reader()
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


def canfield_layout_from_json(raw: object) -> CanfieldLayout:
    """Validate a written-out Canfield deal: 13 reserve cards, a base card, one card in
    each of 4 columns and 34 in the stock, each card exactly once."""
    data = _require_mapping(raw, {"reserve", "base", "columns", "stock"})
    reader = _Reader()
    reserve = reader.pile(data["reserve"], "reserve", CANFIELD_RESERVE)
    base = reader.card(data["base"], "base")
    columns = reader.columns(data["columns"], CANFIELD_COLUMNS, 1)
    stock = reader.pile(data["stock"], "stock", 52 - CANFIELD_RESERVE - 1 - CANFIELD_COLUMNS)
    reader.finish(DECK)
    assert base is not None
    return CanfieldLayout(reserve, base, columns, stock)
