"""Cards as small integers, and their text notation.

A card is an ``int``: ``suit * 13 + rank`` for the 52 ordinary cards (rank 0 = ace ...
12 = king, suits in the order S, H, D, C), 52 and 53 for the two jokers of the Golf
joker variants.  Integers keep the engine and the solver fast and make packing trivial;
text only appears at the edges (``parse_card`` / ``card_text``).
"""

from __future__ import annotations

from typing import Final

from .texts import N_, Text

RANKS: Final = "A23456789TJQK"
SUITS: Final = "SHDC"
RED_SUITS: Final = frozenset({1, 2})  # hearts, diamonds
JOKERS: Final[tuple[int, int]] = (52, 53)
JOKER_TEXT: Final[tuple[str, str]] = ("RJ", "BJ")  # red joker, black joker

DECK: Final[tuple[int, ...]] = tuple(range(52))
"""The 52 cards in the documented order: AS..KS, AH..KH, AD..KD, AC..KC."""


class CardError(ValueError):
    """A card written in a way the notation does not allow; ``text`` says how, for a person."""

    def __init__(self, text: Text) -> None:
        super().__init__(str(text))
        self.text = text


def rank_of(card: int) -> int:
    return card % 13


def suit_of(card: int) -> int:
    return card // 13


def is_red(card: int) -> bool:
    return card // 13 in RED_SUITS


def is_joker(card: int) -> bool:
    return card >= 52


def make_card(rank: int, suit: int) -> int:
    return suit * 13 + rank


def card_text(card: int) -> str:
    if card >= 52:
        return JOKER_TEXT[card - 52]
    return RANKS[card % 13] + SUITS[card // 13]


CARD_TEXTS: Final[tuple[str, ...]] = tuple(card_text(c) for c in range(54))
"""``CARD_TEXTS[card]`` is ``card_text(card)``: the hot paths (views, events, moves as
JSON) index this table rather than computing rank and suit for every card."""

_PARSE: Final[dict[str, int]] = {text: card for card, text in enumerate(CARD_TEXTS)}
_PARSE.update({"10" + s: make_card(9, i) for i, s in enumerate(SUITS)})


def parse_card(text: object) -> int:
    """``"TS"``, ``"ts"`` and ``"10S"`` are the ten of spades; ``"RJ"``/``"BJ"`` the jokers."""
    if not isinstance(text, str):
        raise CardError(Text(N_('a card is a string such as "TS"')))
    card = _PARSE.get(text.strip().upper())
    if card is None:
        raise CardError(
            Text(
                N_(
                    '"{card}" is not a card: write the rank (A 2-9 T/10 J Q K), '
                    'then the suit (S H D C), e.g. "TS"'
                ),
                card=text,
            )
        )
    return card


def parse_cards(texts: list[str]) -> list[int]:
    return [parse_card(t) for t in texts]


def cards_text(cards: list[int]) -> list[str]:
    return [CARD_TEXTS[c] for c in cards]
