"""Deals: the documented shuffle, the pinned documented deals, and what every game's layout
is (``Layout``) with the reading of a written-out one each game's layout module uses.

The shuffle is SplitMix64 seeded with the deal number and Fisher-Yates over the ordered
deck, documented step by step (docs/codes-and-deals.md, "Deals") so a JS or Swift client
can reproduce any deal; each game's layout module deals the shuffled deck from index 0 up.  Two deals are
pinned instead: the codes the product documents (``pinned-deals.json``).
"""

from __future__ import annotations

import hashlib
import json
from importlib import resources
from typing import Protocol

from .cards import DECK, JOKERS, CardError, card_text, parse_card
from .codes import parse_deal_letters
from .texts import N_, Text

MASK64 = (1 << 64) - 1


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


class Layout(Protocol):
    """A game's initial layout, what the shared code asks of it: each game has its own
    class (a Protocol, so a game's layout needs no base class, compiled or not)."""

    def to_json(self) -> dict[str, object]:
        """The layout as ``POST /v1/games`` takes it."""
        ...

    def dealing_order(self) -> list[int]:
        """Its cards in dealing order (step 4 above, read backwards): the registry's
        ``layout_of`` lays them out again."""
        ...

    def fingerprint_tag(self) -> bytes:
        """What ``deal_fingerprint`` digests before the cards: the game's own, so two games'
        deals of the same cards differ."""
        ...


def _load_pinned() -> dict[tuple[str, int], dict[str, object]]:
    """The pinned layouts by their code's prefix and deal number (any rule options)."""
    raw = json.loads(resources.files(__package__).joinpath("pinned-deals.json").read_text())
    pinned = {}
    for code_text, entry in raw.items():
        prefix, *_, letters = code_text.split("-")
        pinned[(prefix, parse_deal_letters(letters))] = entry["layout"]
    return pinned


PINNED = _load_pinned()


def dealing_order(layout: Layout) -> list[int]:
    """A layout's cards in dealing order (step 4 above, read backwards)."""
    return layout.dealing_order()


FINGERPRINT_BYTES = 8


def deal_fingerprint(layout: Layout) -> bytes:
    """A short digest of a deal's cards in dealing order: what states of a custom deal
    sealed before the canonical form (``canonical``) carry, so the daily lock still knows
    them.  The rule options leave it alone (``GO1-E-X``, ``GO1-C-X`` and ``GO1-ED-X`` share
    one), as do ``CF1-D1-X`` and ``CF1-D3-X``."""
    digested = layout.fingerprint_tag() + bytes(layout.dealing_order())
    return hashlib.blake2b(digested, digest_size=FINGERPRINT_BYTES).digest()


# --- custom layouts -------------------------------------------------------------------------


class LayoutReader:
    """Collects every problem of a written-out layout, so a client learns all of them at
    once: each game's layout module reads its piles with it."""

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


def require_mapping(raw: object, keys: set[str]) -> dict[str, object]:
    """``raw`` as a JSON object of exactly the fields ``keys``; ``LayoutError`` naming each
    unknown and missing one."""
    if not isinstance(raw, dict):
        raise LayoutError({"layout": Text(N_("must be an object"))})
    unknown = set(raw) - keys
    missing = keys - set(raw)
    errors = {k: Text(N_("unknown field")) for k in sorted(unknown)}
    errors.update({k: Text(N_("missing field")) for k in sorted(missing)})
    if errors:
        raise LayoutError(errors)
    return raw
