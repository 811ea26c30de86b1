"""Nothing in a game document is computed from face-down cards (issue 28): the same face-up
position with its hidden cards lying otherwise (the stock shuffled, Canfield's reserve under
its top and waste under its fan too) answers the same view, legal moves, status and score.
Canfield's ``productive_move`` once looked down the stock for a card that drawing would
bring up, and so told something of the stock's order."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import Game, new_game
from service.engine.canfield import RESERVE, WASTE, CanfieldGame
from service.engine.codes import DEAL_COUNT, format_code
from service.engine.golf import GolfGame
from service.engine.rules import CanfieldRules, GolfRules

from .helpers import canfield_position

deals = st.integers(0, DEAL_COUNT - 1)


def document(game: Game) -> tuple[object, ...]:
    """What the play routes answer of a game but its sealed state."""
    return (game.view(), game.legal_moves(), game.status, game.score, game.cards_home)


def hidden_shuffled(game: Game, rng: random.Random) -> Game:
    """A copy whose face-down cards lie in another order among their places."""
    twin = game.copy()
    if isinstance(twin, GolfGame):
        rng.shuffle(twin.stock)
        return twin
    assert isinstance(twin, CanfieldGame)
    reserve, waste = twin.piles[RESERVE], twin.piles[WASTE]
    under_reserve, under_fan = max(0, len(reserve) - 1), len(waste) - twin.fan
    cards = [*reserve[:under_reserve], *waste[:under_fan], *twin.stock]
    rng.shuffle(cards)
    reserve[:under_reserve], cards = cards[:under_reserve], cards[under_reserve:]
    waste[:under_fan], twin.stock = cards[:under_fan], cards[under_fan:]
    return twin


def walk_comparing(game: Game, choices: list[int], rng: random.Random) -> None:
    for choice in choices:
        assert document(hidden_shuffled(game, rng)) == document(game)
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[choice % len(legal)])
    assert document(hidden_shuffled(game, rng)) == document(game)


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from([1, 3]),
    deals,
    st.lists(st.integers(0, 1000), max_size=150),
    st.randoms(use_true_random=False),
)
def test_canfield_answers_the_same_whatever_lies_face_down(
    draw: int, deal: int, choices: list[int], rng: random.Random
) -> None:
    walk_comparing(new_game(format_code(CanfieldRules(draw=draw), deal)), choices, rng)  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(st.booleans(), deals, st.lists(st.integers(0, 1000), max_size=60), st.randoms(use_true_random=False))
def test_golf_answers_the_same_whatever_lies_face_down(
    strict_draw: bool, deal: int, choices: list[int], rng: random.Random
) -> None:
    walk_comparing(new_game(format_code(GolfRules(strict_draw=strict_draw), deal)), choices, rng)


def test_the_issues_case_the_stocks_order_no_longer_shows() -> None:
    """Draw 3: the 3H fits a black 4.  Drawn third it comes to the waste top, drawn second
    it does not; the flag said so, and so told where the 3H lay.  Now both say a draw may
    help (the 3H is out of sight, and some draw can bring a new card up)."""
    columns = ["2S", "2C", "4S", "4C"]
    third = canfield_position(columns, stock="3H 5C 6C", draw=3)
    second = canfield_position(columns, stock="5C 3H 6C", draw=3)
    assert third.view()["productive_move"] is second.view()["productive_move"] is True
    useless = canfield_position(columns, stock="3S 5C 6C", draw=3)
    assert useless.view()["productive_move"] is False
