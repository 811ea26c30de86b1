"""A position's future (``engine.futures``): what a Golf position shows of its deal's sight
(the cards still in the columns) meets the deal in any disguise the canonical form sees
through, as long as enough cards remain to tell, whatever the order of its stock (issue 39:
the lock compares no card a player of the live deal has not seen); so does a position
reached from the deal written otherwise in the cards already played (issue 28's attack);
positions of other deals do not.  A Canfield position shows nothing more of its deal's
sight than its deal does: it has no future, and is known by its deal."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.disguises import (
    columns_reordered,
    deal_shape,
    deal_sight,
    face_up_changed,
    golf_attack,
    position_future,
    ranks_moved,
    suits_renamed,
)
from service.engine import Game, new_game
from service.engine.codes import DEAL_COUNT, GameCode
from service.engine.futures import tolerance
from service.engine.game import DRAW, Move
from service.engine.games import deal_layout
from service.engine.golf import GolfGame
from service.engine.golf_layout import GolfLayout
from service.engine.golf_lock import GolfFuture, GolfSight, golf_future_distance
from service.engine.rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_EASY, CanfieldRules

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
    """Golf: no future of fewer than 16 cards in the columns (a chance match could be more
    than 10^-12), the whole near distance from 23 on."""
    assert tolerance(GolfFuture((bytes(15),)), NEAR) is None
    assert tolerance(GolfFuture((bytes(16),)), NEAR) == 0
    assert tolerance(GolfFuture((bytes(10), bytes(13))), NEAR) == NEAR
    assert [tolerance(GolfFuture((bytes(cards),)), NEAR) for cards in range(16, 24)] == [
        0,
        0,
        1,
        1,
        2,
        2,
        3,
        4,
    ]
    assert tolerance(GolfFuture((bytes(30),)), 0) == 0  # no nearer than the lock's own bound


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
    sight = deal_sight(disguised, GOLF_EASY)
    assert isinstance(future, GolfFuture) and isinstance(sight, GolfSight)
    assert golf_future_distance(future, sight, FAR) == 0
    assert future.meets(sight, NEAR) == (tolerance(future, NEAR) is not None)
    assert not future.meets(deal_shape(disguised, GOLF_EASY), NEAR)  # a whole deal is never compared


@given(
    deals,
    st.sampled_from([CANFIELD_DRAW1, CANFIELD_DRAW3]),
    st.integers(0, 60),
    st.randoms(use_true_random=False),
)
def test_a_canfield_position_has_no_future(
    deal: int, rules: CanfieldRules, moves: int, rng: random.Random
) -> None:
    """The cards a Canfield position turns up were face down at the deal: comparing them
    with a live deal would tell its face-down cards to whoever asks."""
    game = new_game(GameCode(rules, deal))
    played(game, moves, rng, draws=0.5)
    assert position_future(game) is None


@pytest.mark.parametrize("moves", [8, 10, 12, 25])
@pytest.mark.parametrize("seed", range(3))
def test_a_golf_deal_written_otherwise_in_its_drawn_cards_meets_the_deal_once_there(
    moves: int, seed: int
) -> None:
    """Issue 28: no whole deal near the live one, yet after ``moves`` moves the live game's
    position (but for the discard pile under its top), which the lock knows by its future;
    and since issue 39 by its sight from the start (it differs in no column card)."""
    attack = golf_attack(GOLF_EASY, moves, random.Random(seed))
    layout = deal_layout(GOLF_EASY, attack.deal)
    assert isinstance(layout, GolfLayout) and isinstance(attack.written, GolfLayout)
    sight = deal_sight(layout, GOLF_EASY)
    assert deal_shape(attack.written, GOLF_EASY).distance(deal_shape(layout, GOLF_EASY), NEAR) > NEAR
    assert deal_sight(attack.written, GOLF_EASY).distance(sight, NEAR) <= 1  # its sight is locked
    live, game = GolfGame(layout, GOLF_EASY), GolfGame(attack.written, GOLF_EASY)
    for move in attack.line:
        assert live.play(move).accepted and game.play(move).accepted
    # the same table, top card and stock: only the discard pile under its top shows the change
    assert (game.columns, game.top, game.stock) == (live.columns, live.top, live.stock)
    future = position_future(game)
    assert future is not None and future.meets(sight, NEAR)


@settings(max_examples=60, deadline=None)
@given(deals, st.integers(0, 30), st.integers(5, 8), st.randoms(use_true_random=False))
def test_a_golf_position_is_compared_whatever_its_stocks_order(
    deal: int, moves: int, changed: int, rng: random.Random
) -> None:
    """The stock still to draw is what no player of the live deal sees: the position with its
    stock in any order has the same future; and a deal whose columns lie farther than the
    near distance meets nothing at its start, whatever its stock."""
    layout = deal_layout(GOLF_EASY, deal)
    game = new_game(GameCode(GOLF_EASY, deal))
    played(game, moves, rng)
    assert isinstance(game, GolfGame)
    shuffled = copy.deepcopy(game)
    rng.shuffle(shuffled.stock)
    assert position_future(shuffled) == position_future(game)
    far = face_up_changed(layout, changed)
    start = position_future(GolfGame(far, GOLF_EASY))
    sight = deal_sight(layout, GOLF_EASY)
    assert start is not None
    if sight.distance(deal_sight(far, GOLF_EASY), NEAR) > NEAR:
        assert not start.meets(sight, NEAR)


@settings(max_examples=150, deadline=None)
@given(deals, deals, st.integers(0, 60), st.randoms(use_true_random=False))
def test_a_position_of_another_deal_meets_nothing(
    locked: int, other: int, moves: int, rng: random.Random
) -> None:
    """What the tolerance is for: no chance match (bench/lock.md counts many more)."""
    if locked == other:
        return
    game = new_game(GameCode(GOLF_EASY, other))
    played(game, moves, rng, draws=0.5)
    future = position_future(game)
    assert future is not None
    assert not future.meets(deal_sight(deal_layout(GOLF_EASY, locked), GOLF_EASY), NEAR)


@settings(max_examples=60, deadline=None)
@given(deals, st.integers(0, 40), st.integers(0, 6), st.integers(2, 7), st.randoms(use_true_random=False))
def test_the_bounded_future_distance_is_the_distance_up_to_its_bound(
    deal: int, moves: int, within: int, moved: int, rng: random.Random
) -> None:
    """The bounded search tries fewer renamings and prunes by a lower bound: it finds what
    the exhaustive one finds, up to its bound, against the deal, a few cards away from it,
    and another deal."""
    layout = deal_layout(GOLF_EASY, deal)
    game = new_game(GameCode(GOLF_EASY, deal))
    played(game, moves, rng)
    future = position_future(game)
    assert isinstance(future, GolfFuture)
    for target in (layout, face_up_changed(layout, moved), deal_layout(GOLF_EASY, deal + 1)):
        sight = deal_sight(target, GOLF_EASY)
        assert isinstance(sight, GolfSight)
        exact = golf_future_distance(future, sight, FAR)
        assert golf_future_distance(future, sight, within) == min(exact, within + 1)
