"""Deals in disguise, as a cheater writes them: the same game under other names (suits,
ranks, column order), or a few cards moved.  The engine's tests check that the canonical
form sees through them, the API's that the daily lock does."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from service.engine.canfield import CanfieldGame
from service.engine.canfield_layout import CanfieldLayout
from service.engine.canonical import DealLock, Shape
from service.engine.cards import is_joker, make_card, rank_of, suit_of
from service.engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT
from service.engine.deals import Layout, dealing_order
from service.engine.futures import Future
from service.engine.game import DRAW, Draw, Game, Move, Transfer
from service.engine.games import GAMES, layout_of
from service.engine.golf import GolfGame
from service.engine.golf_layout import GolfLayout, golf_deal
from service.engine.rules import CANFIELD_DRAW3, GolfRules, Rules


def game_lock(rules: Rules) -> DealLock:
    """The ``DealLock`` of a game the daily lock knows (its registry entry's)."""
    lock = GAMES.of_rules(rules).lock
    assert lock is not None
    return lock


def deal_shape(layout: Layout, rules: Rules) -> Shape:
    return game_lock(rules).shape(layout, rules)


def deal_shapes(layout: Layout, rules: Rules) -> tuple[Shape, ...]:
    return game_lock(rules).shapes(layout, rules)


def deal_sight(layout: Layout, rules: Rules) -> Shape:
    return game_lock(rules).sight(layout, rules)


def deal_sights(layout: Layout, rules: Rules) -> tuple[Shape, ...]:
    return game_lock(rules).sights(layout, rules)


def position_future(game: Game) -> Future | None:
    return game_lock(game.rules).future(game)


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


# --- positions reached from a deal written otherwise in the cards already played ---------------


def golf_drawn_otherwise(layout: GolfLayout, rules: GolfRules, line: list[Move]) -> GolfLayout | None:
    """``layout`` written otherwise in the cards ``line`` lays on the discard and covers with a
    draw (the starting discard, a drawn card) before any card is played on them: no move
    looks at their ranks, so these cards rotated one place among themselves leave ``line``
    legal, and it ends at the very position it ends at on ``layout`` (issue 28's attack on
    the daily lock).  None when that changes fewer than 5 ranks, or ``line`` is not legal."""
    game = GolfGame(layout, rules)
    order = dealing_order(layout)
    place = {card: index for index, card in enumerate(order)}
    drawn = None if layout.discard is None else layout.discard  # the top, if no removal laid it
    free = []
    for move in line:
        if isinstance(move, Draw) and drawn is not None:
            free.append(drawn)  # laid and covered with no removal fitting either way
        if not game.play(move).accepted:
            return None
        drawn = game.discard[-1] if isinstance(move, Draw) else None
    moved = free[1:] + free[:1]
    if sum(rank_of(a) != rank_of(b) for a, b in zip(free, moved, strict=True)) < 5:
        return None
    for card, other in zip(free, moved, strict=True):
        order[place[card]] = other
    written = layout_of(rules, order)
    assert isinstance(written, GolfLayout)
    return written


def twin(card: int) -> int:
    """The card of the same rank and colour (hearts and diamonds, spades and clubs)."""
    return make_card(rank_of(card), 3 - suit_of(card))


def face_down_twins_swapped(layout: CanfieldLayout, pairs: int = 3) -> CanfieldLayout:
    """``layout`` with ``pairs`` pairs of twins (``twin``) swapped among its face-down cards
    (the reserve beneath its top, the stock): another deal, 2 x ``pairs`` positions away,
    with the same sight."""
    face_down = [*layout.reserve[:-1], *layout.stock]
    swapped: dict[int, int] = {}
    for card in face_down:
        if len(swapped) < 2 * pairs and card not in swapped and twin(card) in face_down:
            swapped[card], swapped[twin(card)] = twin(card), card
    assert len(swapped) == 2 * pairs
    written = renamed(layout, lambda card: swapped.get(card, card))
    assert isinstance(written, CanfieldLayout)
    return written


def face_up_changed(layout: Layout, positions: int) -> Layout:
    """``layout`` with ``positions`` face-up cards changed: Golf's column cards of as many
    ranks moved round one place among themselves (``positions`` >= 2), Canfield's column
    cards each swapped with a stock card of another rank (``positions`` <= 4: one of the
    same rank and colour is the same card to a player, as the sight's suit maps say)."""
    if isinstance(layout, GolfLayout):
        order = dealing_order(layout)
        return _cycled(layout, order, list(range(sum(map(len, layout.columns)))), positions)
    assert isinstance(layout, CanfieldLayout)
    columns = [list(column) for column in layout.columns]
    stock = list(layout.stock)
    unused = iter(range(len(stock)))
    for index in range(positions):
        other = next(at for at in unused if rank_of(stock[at]) != rank_of(columns[index][0]))
        columns[index][0], stock[other] = stock[other], columns[index][0]
    return CanfieldLayout(layout.reserve, layout.base, columns, stock)


@dataclass(frozen=True)
class Attack:
    """Issue 28's attack on the daily lock: the live deal (a long code's number), the line a
    cheater plays on it, the deal written otherwise in the cards that line plays or draws,
    and the line that reaches the same cards to come from there."""

    deal: int
    line: list[Move]
    written: Layout
    written_line: list[Move]


def playing_out(game: Game, moves: int, rng: random.Random, draws: float = 0.0) -> list[Move]:
    """Up to ``moves`` legal moves that play cards out: the waste's or the reserve's top card
    somewhere when it can go (Canfield), else a draw (with chance ``draws`` first), else any."""
    line: list[Move] = []
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        tops = (
            {pile[-1] for pile in (game.waste, game.reserve) if pile}
            if isinstance(game, CanfieldGame)
            else set()
        )
        plays = [move for move in legal if isinstance(move, Transfer) and move.card in tops]
        if DRAW in legal and ((not plays and isinstance(game, CanfieldGame)) or rng.random() < draws):
            move: Move = DRAW
        else:
            move = rng.choice(plays or legal)
        assert game.play(move).accepted
        line.append(move)
    return line


LOCK_NEAR = 4
"""The daily lock's default ``DAILY_LOCK_NEAR``: an attack's written deal lies farther from
the live one, so that the lock of deals lets it start and only the lock of positions can
stop it."""


def beyond_the_lock_of_deals(written: Layout, live: Layout, rules: Rules) -> bool:
    """Whether ``written`` lies more than ``LOCK_NEAR`` card positions from ``live`` in
    canonical form, as a whole deal (a card moved along the talon, as a rotation of a run of
    drawn cards moves one, costs 2): what a lock comparing whole deals would let through."""
    shape = deal_shape(written, rules)
    return all(shape.distance(locked, LOCK_NEAR) > LOCK_NEAR for locked in deal_shapes(live, rules))


def within_the_lock_of_positions(written: Layout, line: list[Move], live: Layout, rules: Rules) -> bool:
    """Whether ``line`` played on ``written`` stands where the lock of positions compares it
    with ``live`` and finds it there (a position with few cards to come is compared with no
    deal: an exact match could be chance, ``futures.tolerance``)."""
    game: Game = GolfGame(written, rules) if isinstance(written, GolfLayout) else CanfieldGame(written, rules)
    for move in line:
        assert game.play(move).accepted
    future = position_future(game)
    return future is not None and any(future.meets(sight, LOCK_NEAR) for sight in deal_sights(live, rules))


def golf_attack(rules: GolfRules, moves: int, rng: random.Random) -> Attack:
    """A live Golf deal and ``moves`` moves on it, written otherwise (``golf_drawn_otherwise``)
    beyond the lock of deals, to a position the lock of positions compares (at 25 moves one
    seed in a full run found none in 200 deals: 1,000 are tried)."""
    for _ in range(1000):
        deal = SHORT_DEAL_COUNT + rng.randrange(DEAL_COUNT - SHORT_DEAL_COUNT)
        layout = golf_deal(rules, deal)
        line = playing_out(GolfGame(layout, rules), moves, rng, draws=0.8)
        written = golf_drawn_otherwise(layout, rules, line)
        if (
            written is not None
            and len(line) == moves
            and beyond_the_lock_of_deals(written, layout, rules)
            and within_the_lock_of_positions(written, line, layout, rules)
        ):
            return Attack(deal, line, written, line)
    raise AssertionError("no Golf deal to write otherwise in 1,000")
