"""The canonical form of deals (``engine.canonical``): a deal in disguise has the deal's own
fingerprint and lies at distance 0 from it; a few cards moved lie that few positions away;
random deals lie far apart (bench/lock.md measures how far)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from harness.disguises import (
    HEARTS_DIAMONDS_CLUBS_SPADES,
    RED_BLACK,
    columns_reordered,
    deal_shapes,
    front_cycled,
    ranks_moved,
    renamed,
    same_rank_swapped,
    stock_cycled,
    suits_renamed,
)
from harness.disguises import deal_shape as rules_shape
from service.engine.canfield_layout import CanfieldLayout
from service.engine.canfield_lock import CANFIELD_RENAMINGS, SUIT_MAPS, CanfieldShape
from service.engine.canonical import (
    Shape,
    differing,
)
from service.engine.cards import make_card, rank_of, suit_of
from service.engine.codes import DEAL_COUNT
from service.engine.deals import Layout, dealing_order
from service.engine.games import deal_layout, layout_of
from service.engine.golf_layout import GolfLayout
from service.engine.golf_lock import GOLF_RENAMINGS, GolfShape
from service.engine.rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY, GolfRules, Rules

deals = st.integers(0, DEAL_COUNT - 1)
FAR = 1000
"""A bound no distance reaches: ``Shape.distance`` then answers the exact distance."""


def golf(deal: int, rules: GolfRules = GOLF_EASY) -> GolfLayout:
    layout = deal_layout(rules, deal)
    assert isinstance(layout, GolfLayout)
    return layout


def deal_shape(layout: Layout, rules: Rules | None = None) -> Shape:
    """The layout's shape, a Canfield one under draw 3 unless told."""
    return rules_shape(layout, rules or (GOLF_EASY if isinstance(layout, GolfLayout) else CANFIELD_DRAW3))


def same_game(a: Layout, b: Layout) -> bool:
    shape_a, shape_b = deal_shape(a), deal_shape(b)
    equal = shape_a.fingerprint() == shape_b.fingerprint()
    assert equal == (shape_a.distance(shape_b, FAR) == 0)
    return equal


def distance(a: Layout, b: Layout) -> int:
    return deal_shape(a).distance(deal_shape(b), FAR)


def test_the_renamings_are_the_symmetries_the_rules_allow() -> None:
    assert len(SUIT_MAPS) == 8 and len(set(SUIT_MAPS)) == 8
    assert HEARTS_DIAMONDS_CLUBS_SPADES in SUIT_MAPS and RED_BLACK in SUIT_MAPS
    assert (1, 2, 3, 0) not in SUIT_MAPS  # suits cycled: spades would turn red and hearts stay red
    assert len(set(GOLF_RENAMINGS)) == 26 and len(set(CANFIELD_RENAMINGS)) == 104


@given(st.binary(max_size=60), st.binary(max_size=60))
def test_differing_counts_the_positions_that_differ(a: bytes, b: bytes) -> None:
    naive = sum(x != y for x, y in zip(a, b, strict=False)) + abs(len(a) - len(b))
    assert differing(a, b) == naive


@given(deals, st.permutations(range(7)), st.integers(0, 12), st.booleans(), st.randoms(use_true_random=False))
def test_golf_sees_through_suits_column_order_and_rank_renamings(
    deal: int, order: list[int], step: int, reverse: bool, rng: random.Random
) -> None:
    layout = golf(deal)
    per_rank_suits = [rng.sample(range(4), 4) for _ in range(13)]  # any suits, rank by rank
    disguised = renamed(
        layout, lambda card: make_card(rank_of(card), per_rank_suits[rank_of(card)][suit_of(card)])
    )
    disguised = ranks_moved(columns_reordered(disguised, order), step, reverse)
    assert same_game(layout, disguised)
    assert same_game(layout, same_rank_swapped(layout))


@given(deals, st.sampled_from(SUIT_MAPS), st.permutations(range(4)), st.integers(0, 12))
def test_canfield_sees_through_colour_keeping_suits_column_order_and_rank_steps(
    deal: int, suits: tuple[int, ...], order: list[int], step: int
) -> None:
    layout = deal_layout(CANFIELD_DRAW3, deal)
    assert same_game(layout, ranks_moved(columns_reordered(suits_renamed(layout, suits), order), step))


def stock_reordered(layout: CanfieldLayout, how: str, rng: random.Random) -> CanfieldLayout:
    stock = list(layout.stock)
    if how == "reversed":
        stock.reverse()
    elif how == "rotated":
        stock = stock[7:] + stock[:7]
    else:
        rng.shuffle(stock)
        if stock == layout.stock:  # hypothesis's random may shuffle nothing
            stock.reverse()
    return CanfieldLayout(layout.reserve, layout.base, layout.columns, stock)


def meet(asked: Shape, locked: Shape) -> bool:
    """Whether the lock takes a request of ``asked`` for the locked ``locked`` (by its keys),
    which must agree with their distance being 0."""
    met = bool(set(asked.lookup_keys()) & set(locked.lock_keys()))
    assert met == (asked.distance(locked, FAR) == 0) == (locked.distance(asked, FAR) == 0)
    return met


@given(
    deals,
    st.sampled_from(["reversed", "rotated", "shuffled"]),
    st.sampled_from(SUIT_MAPS),
    st.randoms(use_true_random=False),
)
def test_canfield_draw_1_ignores_the_stocks_order_and_draw_3_keeps_it(
    deal: int, how: str, suits: tuple[int, ...], rng: random.Random
) -> None:
    """With unlimited redeals a draw-1 stock is a set the player cycles through a card at a
    time: reversed, rotated or shuffled, it deals the same game (issue 28).  Draw 3 draws
    in groups of three: another order is another game."""
    layout = deal_layout(CANFIELD_DRAW1, deal)
    assert isinstance(layout, CanfieldLayout)
    other = suits_renamed(stock_reordered(layout, how, rng), suits)
    one, one_other = deal_shape(layout, CANFIELD_DRAW1), deal_shape(other, CANFIELD_DRAW1)
    three, three_other = deal_shape(layout, CANFIELD_DRAW3), deal_shape(other, CANFIELD_DRAW3)
    assert one.fingerprint() == one_other.fingerprint() and one.distance(one_other, FAR) == 0
    assert three.fingerprint() != three_other.fingerprint()  # another draw-3 game
    assert three.distance(three_other, FAR) > 0
    assert one.fingerprint() != three.fingerprint()  # the draw is part of the game
    # what the lock takes for what: a draw-1 deal is met by any order of its cards under either
    # draw (a draw-3 line, drawn a card at a time, wins it); a draw-3 deal by its own order under
    # either draw, and by any order as a draw-1 game; never by another order as a draw-3 game
    for asked in (one, one_other, three, three_other):
        assert meet(asked, one)
    assert meet(three, three) and meet(one, three) and meet(one_other, three)
    assert not meet(three_other, three)


@given(deals)
def test_suits_that_break_the_colours_make_another_canfield_game(deal: int) -> None:
    layout = deal_layout(CANFIELD_DRAW3, deal)
    assert not same_game(layout, suits_renamed(layout, (1, 2, 3, 0)))
    assert not same_game(layout, ranks_moved(layout, 0, reversed_order=True))  # up and down are not alike


@given(deals, st.integers(2, 6))
def test_cards_moved_round_lie_that_many_positions_away(deal: int, moved: int) -> None:
    for layout in (golf(deal), deal_layout(CANFIELD_DRAW3, deal)):
        for near in (stock_cycled(layout, moved), front_cycled(layout, moved)):
            assert 0 < distance(layout, near) == distance(near, layout) <= moved


@given(deals, st.integers(0, 8), st.integers(1, 8), st.integers(0, 12), st.sampled_from(SUIT_MAPS))
def test_the_bounded_distance_is_the_distance_up_to_its_bound(
    deal: int, within: int, moved: int, step: int, suits: tuple[int, ...]
) -> None:
    """The bounded search tries only the renamings that send one of the first cards onto
    its place (see ``canonical``): it finds what trying them all finds, up to its bound."""
    for layout in (golf(deal), deal_layout(CANFIELD_DRAW3, deal)):
        other = deal_layout(
            GOLF_EASY if isinstance(layout, GolfLayout) else CANFIELD_DRAW3, (deal + 1) % DEAL_COUNT
        )
        disguised = ranks_moved(suits_renamed(layout, suits), step)
        nearby = (
            [stock_cycled(disguised, moved), front_cycled(disguised, moved)] if moved > 1 else [disguised]
        )
        draws = (CANFIELD_DRAW3, CANFIELD_DRAW1) if isinstance(layout, CanfieldLayout) else (GOLF_EASY,)
        for b in (other, *nearby):
            for rules in draws:
                a_shape, b_shape = deal_shape(layout, rules), deal_shape(b, rules)
                exact = a_shape.distance(b_shape, FAR)  # every renaming tried
                assert a_shape.distance(b_shape, within) == min(exact, within + 1)


@given(deals, deals)
def test_two_deals_are_another_game(a: int, b: int) -> None:
    if a != b:
        assert not same_game(golf(a), golf(b))
        assert not same_game(deal_layout(CANFIELD_DRAW3, a), deal_layout(CANFIELD_DRAW3, b))
    assert deal_shape(golf(a)).distance(deal_shape(deal_layout(CANFIELD_DRAW3, a)), FAR) == FAR + 1


@given(deals)
def test_the_rule_options_that_keep_the_cards_keep_the_golf_shape(deal: int) -> None:
    easy = deal_shape(golf(deal))
    assert deal_shape(golf(deal, GOLF_CLASSIC)) == easy
    assert (
        deal_shape(golf(deal, GolfRules(queen_on_king=False, strict_draw=True, stroke_scoring=True))) == easy
    )
    with_jokers = deal_shape(golf(deal, GolfRules(jokers=1)))
    assert isinstance(with_jokers, GolfShape) and len(with_jokers.talon) == 18
    assert with_jokers.fingerprint() != easy.fingerprint()


@given(deals)
def test_an_empty_discard_start_is_the_twin_of_the_dealt_discard(deal: int) -> None:
    """``GO1-ED-X`` deals ``GO1-E-X``'s discard card to the bottom of the stock: its shape is
    the other one of ``GO1-E-X``'s two, and the other way round."""
    dealt, empty = golf(deal), golf(deal, replace(GOLF_EASY, empty_discard=True))
    fingerprints = {shape.fingerprint() for shape in deal_shapes(dealt, GOLF_EASY)}
    assert deal_shape(empty).fingerprint() in fingerprints
    assert {shape.fingerprint() for shape in deal_shapes(empty, GOLF_EASY)} == fingerprints
    # written out with that card on top of the stock instead, it plays as the dealt deal
    assert empty.discard is None and dealt.discard is not None
    on_top = GolfLayout(dealt.columns, None, [*dealt.stock, dealt.discard])
    assert deal_shape(on_top).fingerprint() == deal_shape(dealt).fingerprint()


@given(deals)
def test_jokers_at_the_bottom_of_the_stock_lie_as_far_as_there_are_jokers(deal: int) -> None:
    layout = golf(deal)
    with_jokers = GolfLayout(layout.columns, layout.discard, [52, 53, *layout.stock])
    assert distance(layout, with_jokers) == 2


@given(deals)
def test_a_layout_is_read_back_from_its_dealing_order(deal: int) -> None:
    for rules in (GOLF_EASY, replace(GOLF_EASY, empty_discard=True, jokers=2), CANFIELD_DRAW3):
        layout = deal_layout(rules, deal)
        assert layout_of(rules, dealing_order(layout)) == layout


def test_the_shapes_hold_what_play_depends_on() -> None:
    """GO1-E-AAAAAAB: its first column 6C 5S QS TS 6H is ranks 6 5 Q T 6; the talon starts
    with the discard (AC) and goes on from the stock's top card (8S)."""
    layout = deal_layout(GOLF_EASY, 1)
    shape = deal_shape(layout)
    assert isinstance(shape, GolfShape)
    assert shape.columns[0] == bytes([5, 4, 11, 9, 5]) and shape.talon[:2] == bytes([0, 7])
    canfield = deal_shape(deal_layout(CANFIELD_DRAW3, 37))
    assert isinstance(canfield, CanfieldShape) and len(canfield.line) == 48 and len(canfield.columns) == 4
