"""What a player sees of a deal when it is dealt (its *sight*: ``canonical.DealLock``), which
layouts and custom games' states are compared by (issue 39): the face-down cards, in any
order, never change it; the disguises the canonical form sees through (suits, column order,
rank renamings) leave it the same; face-up cards changed lie that far away; random deals'
sights lie far apart (Golf) or differ (Canfield: bench/lock.md)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import example, given
from hypothesis import strategies as st

from harness.disguises import (
    columns_reordered,
    deal_sight,
    deal_sights,
    face_up_changed,
    ranks_moved,
    stock_cycled,
    suits_renamed,
)
from service.engine.canfield_layout import CanfieldLayout
from service.engine.canfield_lock import SUIT_MAPS, CanfieldSight
from service.engine.canonical import Shape
from service.engine.codes import DEAL_COUNT
from service.engine.deals import Layout
from service.engine.games import deal_layout
from service.engine.golf_layout import GolfLayout
from service.engine.golf_lock import GolfSight
from service.engine.rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY, Rules

deals = st.integers(0, DEAL_COUNT - 1)
FAR = 1000
NEAR = 4
RULES: tuple[Rules, ...] = (GOLF_EASY, GOLF_CLASSIC, CANFIELD_DRAW3, CANFIELD_DRAW1)


def face_down_shuffled(layout: Layout, rng: random.Random) -> Layout:
    """The face-down cards dealt again in another order: Golf's stock; Canfield's reserve
    beneath its top and its stock, together."""
    if isinstance(layout, GolfLayout):
        stock = list(layout.stock)
        rng.shuffle(stock)
        return GolfLayout(layout.columns, layout.discard, stock)
    assert isinstance(layout, CanfieldLayout)
    face_down = [*layout.reserve[:-1], *layout.stock]
    rng.shuffle(face_down)
    reserve = [*face_down[: len(layout.reserve) - 1], layout.reserve[-1]]
    return CanfieldLayout(reserve, layout.base, layout.columns, face_down[len(layout.reserve) - 1 :])


def same_sight(a: Shape, b: Shape) -> bool:
    equal = a.fingerprint() == b.fingerprint()
    assert equal == (a.distance(b, FAR) == 0) == (b.distance(a, FAR) == 0)
    return equal


@given(deals, st.sampled_from(RULES), st.randoms(use_true_random=False))
def test_no_order_of_the_face_down_cards_changes_a_sight(deal: int, rules: Rules, rng: random.Random) -> None:
    """The issue's attack asked one layout for each order of the last stock cards: every one
    of them has the live deal's sight, so the lock answers each the same."""
    layout = deal_layout(rules, deal)
    for _ in range(5):
        assert same_sight(deal_sight(face_down_shuffled(layout, rng), rules), deal_sight(layout, rules))


@given(deals, st.permutations(range(7)), st.integers(0, 12), st.booleans())
def test_a_golf_sight_sees_through_suits_column_order_and_rank_renamings(
    deal: int, order: list[int], step: int, reverse: bool
) -> None:
    layout = deal_layout(GOLF_EASY, deal)
    disguised = ranks_moved(columns_reordered(suits_renamed(layout, (1, 2, 3, 0)), order), step, reverse)
    assert same_sight(deal_sight(layout, GOLF_EASY), deal_sight(disguised, GOLF_CLASSIC))


@given(deals, st.sampled_from(SUIT_MAPS), st.permutations(range(4)), st.integers(0, 12))
def test_a_canfield_sight_sees_through_colour_keeping_suits_column_order_and_rank_steps(
    deal: int, suits: tuple[int, ...], order: list[int], step: int
) -> None:
    layout = deal_layout(CANFIELD_DRAW3, deal)
    disguised = ranks_moved(columns_reordered(suits_renamed(layout, suits), order), step)
    assert same_sight(deal_sight(layout, CANFIELD_DRAW3), deal_sight(disguised, CANFIELD_DRAW1))


@example(deal=1184238905, golf_cards=2, canfield_cards=1)  # a 5 of hearts for the 5 of diamonds before
@given(deals, st.integers(2, 6), st.integers(1, 4))
def test_face_up_cards_changed_lie_that_many_positions_away_and_stock_cards_none(
    deal: int, golf_cards: int, canfield_cards: int
) -> None:
    golf = deal_layout(GOLF_EASY, deal)
    sight = deal_sight(golf, GOLF_EASY)
    assert 0 < sight.distance(deal_sight(face_up_changed(golf, golf_cards), GOLF_EASY), FAR) <= golf_cards
    assert sight.distance(deal_sight(stock_cycled(golf, 5), GOLF_EASY), FAR) == 0
    canfield = deal_layout(CANFIELD_DRAW3, deal)
    changed = deal_sight(face_up_changed(canfield, canfield_cards), CANFIELD_DRAW3)
    assert 0 < deal_sight(canfield, CANFIELD_DRAW3).distance(changed, FAR) <= canfield_cards


@given(deals, st.integers(0, 8), st.integers(2, 8), st.integers(0, 12), st.booleans())
def test_the_bounded_golf_sight_distance_is_the_distance_up_to_its_bound(
    deal: int, within: int, moved: int, step: int, reverse: bool
) -> None:
    """The bounded search tries only the renamings under which one of the first columns
    agrees wholly with a column of the other: it finds what trying all 26 finds."""
    layout = deal_layout(GOLF_EASY, deal)
    disguised = ranks_moved(suits_renamed(layout, (1, 2, 3, 0)), step, reverse)
    a = deal_sight(layout, GOLF_EASY)
    for other in (face_up_changed(disguised, moved), deal_layout(GOLF_EASY, (deal + 1) % DEAL_COUNT)):
        b = deal_sight(other, GOLF_EASY)
        assert a.distance(b, within) == min(a.distance(b, FAR), within + 1)


@given(deals)
def test_a_dealt_discard_is_seen_and_a_deal_without_one_is_known_by_its_columns(deal: int) -> None:
    """``GO1-ED-X`` shows ``GO1-E-X``'s columns and no discard: the live ``GO1-E-X`` is known
    by that sight too.  A live deal without a starting discard is known by its columns alone:
    the discard its twin would show is the stock's bottom card, which nobody has seen."""
    dealt = deal_layout(GOLF_EASY, deal)
    empty = deal_layout(replace(GOLF_EASY, empty_discard=True), deal)
    assert isinstance(dealt, GolfLayout) and isinstance(empty, GolfLayout) and empty.discard is None
    sight = deal_sight(empty, GOLF_EASY)
    assert isinstance(sight, GolfSight) and sight.discard is None
    assert sight.fingerprint() in {known.fingerprint() for known in deal_sights(dealt, GOLF_EASY)}
    assert [known.fingerprint() for known in deal_sights(empty, GOLF_EASY)] == [sight.fingerprint()]
    assert deal_sight(dealt, GOLF_EASY).distance(sight, FAR) == 1


@given(deals, deals)
def test_random_deals_show_other_sights(a: int, b: int) -> None:
    """Golf's lie far beyond twice the lock's ``near`` (bench/lock.md: 18 or more of 36);
    Canfield's six cards are compared whole, and differ."""
    if a == b:
        return
    golf_a, golf_b = (deal_sight(deal_layout(GOLF_EASY, deal), GOLF_EASY) for deal in (a, b))
    assert golf_a.distance(golf_b, 2 * NEAR) > 2 * NEAR
    canfield_a, canfield_b = (
        deal_sight(deal_layout(CANFIELD_DRAW3, deal), CANFIELD_DRAW3) for deal in (a, b)
    )
    assert isinstance(canfield_a, CanfieldSight) and not same_sight(canfield_a, canfield_b)
    assert golf_a.distance(canfield_a, FAR) == FAR + 1
