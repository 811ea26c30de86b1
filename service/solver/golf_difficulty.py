"""How hard a Golf deal is: a rating from 1 (easy) to 10 (hard) for winnable deals.

Read off the exact solver: *forgiveness* (along the winning line, the share of the moves at
each of the first ``DECISIONS`` choices that still win) and *effort* (the positions
visited before the win, log scale), weighed by ``FORGIVENESS_WEIGHT`` into the same 1-10
scale as Canfield's, so the daily challenge stores one scale (docs/design/solvers.md).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.game import PLAYING, UNDO, Draw, Move
from ..engine.golf import GolfGame
from ..engine.golf_layout import GolfLayout
from ..engine.golf_vocabulary import Remove
from .golf import fit_table, rank_code, solve
from .results import Budget

DECISIONS = 8
CHILD_STATES = 10_000
EFFORT_DECADES = 6.0
"""log10 of the visited positions at which effort counts as 1."""
FORGIVENESS_WEIGHT = 0.6
GREEDY_TRIALS = 200


@dataclass(frozen=True, slots=True)
class Difficulty:
    rating: float
    """1 (easy) .. 10 (hard), one decimal."""
    score: float
    forgiveness: float
    states: int


def rate(game: GolfGame, budget: Budget) -> Difficulty | None:
    """The difficulty of winning from ``game``'s position; None unless the solver proves
    it winnable within ``budget`` (the daily challenge publishes only such deals)."""
    found = solve(game, budget)
    if found.solution is None:
        return None
    forgiveness = winning_share(game, found.solution)
    effort = min(1.0, math.log10(max(found.states, 1)) / EFFORT_DECADES)
    score = FORGIVENESS_WEIGHT * (1.0 - forgiveness) + (1.0 - FORGIVENESS_WEIGHT) * effort
    return Difficulty(round(1 + 9 * score, 1), round(score, 4), round(forgiveness, 4), found.states)


def winning_share(game: GolfGame, line: list[Move]) -> float:
    """Mean share of winning moves over the first ``DECISIONS`` choices along ``line``
    (1.0 when the line never offers a choice)."""
    game = position_copy(game)
    shares: list[float] = []
    for move in line:
        if len(shares) == DECISIONS:
            break
        legal = game.legal_moves()
        if len(legal) > 1:
            wins = 1  # the line's own move
            for other in legal:
                if other != move:
                    game.play(other)
                    wins += solve(game, Budget(ms=None, states=CHILD_STATES)).result == "winnable"
                    game.play(UNDO)
            shares.append(wins / len(legal))
        game.play(move)
    return sum(shares) / len(shares) if shares else 1.0


def position_copy(game: GolfGame) -> GolfGame:
    """The same position and rules with a fresh history, to play on without touching
    the caller's game."""
    layout = GolfLayout([list(col) for col in game.columns], game.top, list(game.stock))
    return GolfGame(layout, game.rules)


def greedy_win_rate(game: GolfGame, trials: int = GREEDY_TRIALS, seed: int = 0) -> float:
    """How often a simple greedy player wins from this position: it removes a card
    whenever it can (a random one of those that fit) and draws only when stuck."""
    fit_on = fit_table(game.rules)
    rng = random.Random(seed)
    start_columns = [[rank_code(card) for card in col] for col in game.columns]
    stock = [rank_code(card) for card in game.stock]
    wins = 0
    for _ in range(trials):
        columns = [list(col) for col in start_columns]
        top, stock_left = rank_code(game.top), len(stock)
        while True:
            playable = [col for col in columns if col and fit_on[top] >> col[-1] & 1]
            if playable:
                top = rng.choice(playable).pop()
            elif stock_left:
                stock_left -= 1
                top = stock[stock_left]
            else:
                break
        wins += not any(columns)
    return wins / trials


def plainest_line(game: GolfGame) -> list[Move]:
    """The line of the plainest player from ``game``'s position, who searches nothing: the
    first column whose card can be removed, else a draw, to the end.  On an easy deal the
    solver's first line can be this very line (bench/pace.md)."""
    game = game.copy()
    line: list[Move] = []
    while game.status == PLAYING:
        chosen: Move | None = None
        for move in game.legal_moves():
            if isinstance(move, Remove):
                chosen = move
                break
            if chosen is None and isinstance(move, Draw):
                chosen = move
        if chosen is None or not game.play(chosen).accepted:
            break
        line.append(chosen)
    return line
