"""Deals in disguise, as a cheater writes them: the same game under other names (suits,
ranks, column order), or a few cards moved.  The engine's tests check that the canonical
form sees through them, the API's that the daily lock does."""

from __future__ import annotations

from collections.abc import Callable

from service.engine.cards import is_joker, make_card, rank_of, suit_of
from service.engine.deals import CanfieldLayout, GolfLayout, Layout, dealing_order, layout_of
from service.engine.rules import CANFIELD_DRAW3, GolfRules, Rules

HEARTS_DIAMONDS_CLUBS_SPADES = (3, 2, 1, 0)
"""A suit renaming (image of S, H, D, C): hearts <-> diamonds and clubs <-> spades."""
RED_BLACK = (1, 0, 3, 2)
"""Spades <-> hearts and diamonds <-> clubs: red and black swapped."""


def renamed(layout: Layout, rename: Callable[[int], int]) -> Layout:
    """The layout with every card renamed (jokers stay jokers)."""
    if isinstance(layout, GolfLayout):
        return GolfLayout(
            [[rename(card) for card in column] for column in layout.columns],
            None if layout.discard is None else rename(layout.discard),
            [rename(card) for card in layout.stock],
        )
    return CanfieldLayout(
        [rename(card) for card in layout.reserve],
        rename(layout.base),
        [[rename(card) for card in column] for column in layout.columns],
        [rename(card) for card in layout.stock],
    )


def suits_renamed(layout: Layout, images: tuple[int, ...]) -> Layout:
    """Suit s becomes ``images[s]`` (S, H, D, C = 0-3)."""
    return renamed(
        layout, lambda card: card if is_joker(card) else make_card(rank_of(card), images[suit_of(card)])
    )


def ranks_moved(layout: Layout, step: int, reversed_order: bool = False) -> Layout:
    """Every rank moved on by ``step`` round the cycle A-K (after reversing the order)."""
    sign = -1 if reversed_order else 1

    def rename(card: int) -> int:
        return card if is_joker(card) else make_card((sign * rank_of(card) + step) % 13, suit_of(card))

    return renamed(layout, rename)


def columns_reordered(layout: Layout, order: list[int]) -> Layout:
    """The columns taken in ``order`` (column ``order[i]`` comes i-th)."""
    if isinstance(layout, GolfLayout):
        return GolfLayout([layout.columns[i] for i in order], layout.discard, layout.stock)
    return CanfieldLayout(layout.reserve, layout.base, [layout.columns[i] for i in order], layout.stock)


def same_rank_swapped(layout: GolfLayout) -> GolfLayout:
    """Two cards of one rank, in different piles, trade places: the same Golf game."""
    order = dealing_order(layout)
    first = order[0]
    other = next(
        i for i, card in enumerate(order) if i >= 5 and rank_of(card) == rank_of(first) and card != first
    )
    order[0], order[other] = order[other], order[0]
    return _relaid(layout, order)


def stock_cycled(layout: Layout, positions: int) -> Layout:
    """``positions`` stock cards from the bottom, each of another rank (Canfield: any),
    moved round one place: the layout is ``positions`` card positions away (Golf's ranks,
    Canfield's cards)."""
    order = dealing_order(layout)
    return _cycled(layout, order, list(range(len(order) - len(layout.stock), len(order))), positions)


def front_cycled(layout: Layout, positions: int) -> Layout:
    """As ``stock_cycled``, but the cards a shape starts with: Golf's starting discard and
    stock from its top (the talon's front), Canfield's reserve from its bottom."""
    order = dealing_order(layout)
    if isinstance(layout, GolfLayout):
        stock = list(range(len(order) - 1, len(order) - len(layout.stock) - 1, -1))
        front = stock if layout.discard is None else [len(order) - len(layout.stock) - 1, *stock]
    else:
        front = list(range(len(layout.reserve)))
    return _cycled(layout, order, front, positions)


def _cycled(layout: Layout, order: list[int], candidates: list[int], positions: int) -> Layout:
    chosen: list[int] = []
    for index in candidates:
        if isinstance(layout, CanfieldLayout) or all(
            rank_of(order[index]) != rank_of(order[i]) for i in chosen
        ):
            chosen.append(index)
        if len(chosen) == positions:
            break
    assert len(chosen) == positions
    cards = [order[i] for i in chosen]
    for index, card in zip(chosen, cards[1:] + cards[:1], strict=True):
        order[index] = card
    return _relaid(layout, order)


def _relaid(layout: Layout, order: list[int]) -> Layout:
    rules: Rules = (
        GolfRules(empty_discard=layout.discard is None) if isinstance(layout, GolfLayout) else CANFIELD_DRAW3
    )
    return layout_of(rules, order)
