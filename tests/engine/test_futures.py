"""A position's future (``engine.futures``): every position of a deal meets the deal, in any
disguise the canonical form sees through, as long as enough cards remain to tell; so does a
position reached from the deal written otherwise in the cards already played (issue 28's
attack); positions of other deals do not."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import Game, new_game
from service.engine.canfield import CanfieldGame
from service.engine.canfield_lock import SUIT_MAPS, CanfieldFuture, CanfieldShape, canfield_future_distance
from service.engine.codes import DEAL_COUNT, GameCode
from service.engine.futures import tolerance
from service.engine.game import DRAW, Move
from service.engine.games import deal_layout
from service.engine.golf import GolfGame
from service.engine.golf_layout import GolfLayout
from service.engine.golf_lock import GolfFuture, GolfShape, golf_future_distance
from service.engine.rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_EASY, CanfieldRules
from tests.disguises import (
    canfield_attack,
    columns_reordered,
    deal_shape,
    front_cycled,
    golf_attack,
    position_future,
    ranks_moved,
    stock_cycled,
    suits_renamed,
)

deals = st.integers(0, DEAL_COUNT - 2)
FAR = 1000
NEAR = 4


def played(game: Game, moves: int, rng: random.Random, draws: float = 0.3) -> list[Move]:
    """``moves`` random legal moves played on ``game`` (a draw first with chance ``draws``)."""
    line: list[Move] = []
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        move = DRAW if DRAW in legal and rng.random() < draws else rng.choice(legal)
        assert game.play(move).accepted
        line.append(move)
    return line


def test_a_future_is_compared_only_where_enough_cards_remain() -> None:
    """Golf: no future of fewer than 16 cards (a chance match could be more than 10^-12), the
    whole near distance from 23 on; Canfield: a whole reserve always."""
    assert tolerance(GolfFuture((bytes(15),), b""), NEAR) is None
    assert tolerance(GolfFuture((bytes(16),), b""), NEAR) == 0
    assert tolerance(GolfFuture((bytes(10),), bytes(13)), NEAR) == NEAR
    assert [tolerance(GolfFuture((bytes(cards),), b""), NEAR) for cards in range(16, 24)] == [
        0,
        0,
        1,
        1,
        2,
        2,
        3,
        4,
    ]
    full_reserve = CanfieldFuture(bytes(13), 0, b"", draw_one=False)
    assert tolerance(full_reserve, NEAR) == tolerance(full_reserve, NEAR, unordered=True) == 3
    assert tolerance(CanfieldFuture(b"", 0, bytes(34), draw_one=False), NEAR) == NEAR  # in order
    assert tolerance(CanfieldFuture(b"", 0, bytes(34), draw_one=True), NEAR, unordered=True) == 0
    assert tolerance(CanfieldFuture(b"", 0, bytes(10), draw_one=True), NEAR, unordered=True) is None
    assert tolerance(GolfFuture((bytes(30),), b""), 0) == 0  # no nearer than the lock's own bound


@settings(max_examples=60, deadline=None)
@given(
    deals,
    st.integers(0, 45),
    st.permutations(range(7)),
    st.integers(0, 12),
    st.randoms(use_true_random=False),
)
def test_every_golf_position_meets_its_deal_in_disguise(
    deal: int, moves: int, order: list[int], step: int, rng: random.Random
) -> None:
    layout = deal_layout(GOLF_EASY, deal)
    game = new_game(GameCode(GOLF_EASY, deal))
    played(game, moves, rng)
    future = position_future(game)
    disguised = ranks_moved(
        columns_reordered(suits_renamed(layout, (1, 2, 3, 0)), order), step, step % 2 == 1
    )
    shape = deal_shape(disguised, GOLF_EASY)
    assert isinstance(future, GolfFuture) and isinstance(shape, GolfShape)
    assert golf_future_distance(future, shape, FAR) == 0
    assert future.meets(shape, NEAR) == (tolerance(future, NEAR) is not None)


@settings(max_examples=60, deadline=None)
@given(
    deals,
    st.sampled_from([CANFIELD_DRAW1, CANFIELD_DRAW3]),
    st.integers(0, 120),
    st.sampled_from(SUIT_MAPS),
    st.permutations(range(4)),
    st.integers(0, 12),
    st.randoms(use_true_random=False),
)
def test_every_canfield_position_meets_its_deal_in_disguise(
    deal: int,
    rules: CanfieldRules,
    moves: int,
    suits: tuple[int, ...],
    order: list[int],
    step: int,
    rng: random.Random,
) -> None:
    """Redeals included: the stock and waste, read in drawing order, keep the dealt order."""
    layout = deal_layout(rules, deal)
    game = new_game(GameCode(rules, deal))
    played(game, moves, rng, draws=0.5)
    future = position_future(game)
    shape = deal_shape(ranks_moved(columns_reordered(suits_renamed(layout, suits), order), step), rules)
    assert isinstance(future, CanfieldFuture) and isinstance(shape, CanfieldShape)
    assert canfield_future_distance(future, shape, FAR) == 0
    assert future.meets(shape, NEAR) == (tolerance(future, NEAR, rules.draw == 1) is not None)


@pytest.mark.parametrize("moves", [8, 10, 12, 25])
@pytest.mark.parametrize("seed", range(3))
def test_a_golf_deal_written_otherwise_in_its_drawn_cards_meets_the_deal_once_there(
    moves: int, seed: int
) -> None:
    """Issue 28: no deal near the live one, yet after ``moves`` moves the live game's position
    (but for the discard pile under its top), which the lock now knows by its future."""
    attack = golf_attack(GOLF_EASY, moves, random.Random(seed))
    layout = deal_layout(GOLF_EASY, attack.deal)
    assert isinstance(layout, GolfLayout) and isinstance(attack.written, GolfLayout)
    shape = deal_shape(layout, GOLF_EASY)
    assert deal_shape(attack.written, GOLF_EASY).distance(shape, NEAR) > NEAR  # the deal is not locked
    live, game = GolfGame(layout, GOLF_EASY), GolfGame(attack.written, GOLF_EASY)
    assert not position_future(game).meets(shape, NEAR)  # nor its start
    for move in attack.line:
        assert live.play(move).accepted and game.play(move).accepted
    # the same table, top card and stock: only the discard pile under its top shows the change
    assert (game.columns, game.top, game.stock) == (live.columns, live.top, live.stock)
    assert position_future(game).meets(shape, NEAR)


@pytest.mark.parametrize("rules", [CANFIELD_DRAW1, CANFIELD_DRAW3])
@pytest.mark.parametrize("seed", range(3))
def test_a_canfield_deal_written_otherwise_in_its_played_cards_meets_the_deal_once_there(
    rules: CanfieldRules, seed: int
) -> None:
    attack = canfield_attack(rules, random.Random(seed))
    layout = deal_layout(rules, attack.deal)
    shape = deal_shape(layout, rules)
    assert deal_shape(attack.written, rules).distance(shape, NEAR) > NEAR
    live, game = CanfieldGame(layout, rules), CanfieldGame(attack.written, rules)  # type: ignore[arg-type]
    for move, written_move in zip(attack.line, attack.written_line, strict=True):
        assert live.play(move).accepted and game.play(written_move).accepted
    assert position_future(game) == position_future(live)
    assert position_future(game).meets(shape, NEAR)


@settings(max_examples=150, deadline=None)
@given(deals, deals, st.integers(0, 60), st.booleans(), st.randoms(use_true_random=False))
def test_a_position_of_another_deal_meets_nothing(
    locked: int, other: int, moves: int, canfield: bool, rng: random.Random
) -> None:
    """What the tolerance is for: no chance match (bench/lock.md counts many more)."""
    rules = CANFIELD_DRAW1 if canfield else GOLF_EASY
    if locked == other:
        return
    game = new_game(GameCode(rules, other))
    played(game, moves, rng, draws=0.5)
    future = position_future(game)
    for draw_rules in (CANFIELD_DRAW1, CANFIELD_DRAW3) if canfield else (GOLF_EASY,):
        assert not future.meets(deal_shape(deal_layout(draw_rules, locked), draw_rules), NEAR)


@settings(max_examples=60, deadline=None)
@given(
    deals,
    st.booleans(),
    st.integers(0, 40),
    st.integers(0, 6),
    st.integers(2, 7),
    st.randoms(use_true_random=False),
)
def test_the_bounded_future_distance_is_the_distance_up_to_its_bound(
    deal: int, canfield: bool, moves: int, within: int, moved: int, rng: random.Random
) -> None:
    """The bounded search tries fewer renamings and prunes by a lower bound: it finds what
    the exhaustive one finds, up to its bound, against the deal, a few cards away from it,
    and another deal."""
    rules = CANFIELD_DRAW3 if canfield else GOLF_EASY
    layout = deal_layout(rules, deal)
    game = new_game(GameCode(rules, deal))
    played(game, moves, rng)
    future = position_future(game)
    for target in (
        layout,
        stock_cycled(layout, moved),
        front_cycled(layout, moved),
        deal_layout(rules, deal + 1),
    ):
        shape = deal_shape(target, rules)
        if isinstance(future, GolfFuture) and isinstance(shape, GolfShape):
            exact = golf_future_distance(future, shape, FAR)
            assert golf_future_distance(future, shape, within) == min(exact, within + 1)
        else:
            assert isinstance(future, CanfieldFuture) and isinstance(shape, CanfieldShape)
            exact = canfield_future_distance(future, shape, FAR)
            assert canfield_future_distance(future, shape, within) == min(exact, within + 1)
