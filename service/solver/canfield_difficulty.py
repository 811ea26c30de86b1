"""How hard a Canfield deal is for a person: the solver's effort to find a win, and how
often a greedy player wins it (``Difficulty``)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Literal

from ..engine.canfield import CanfieldGame
from .canfield import solve
from .canfield_moves import children
from .canfield_position import NO_CARD, NO_EXEMPT, is_won, node_key, root_of
from .results import Budget


@dataclass(frozen=True, slots=True)
class Difficulty:
    """How hard a deal is for a person, from 1 (easy) to 10 (hard); None if not proven winnable.

    ``rating = 1 + 9 * (0.6 * effort + 0.4 * (1 - greedy_win_rate))``: ``effort`` the search
    nodes needed to find a win (``log10(states)/5``, clamped to [0, 1]), how hidden the winning
    lines are; ``greedy_win_rate`` the share of ``greedy_wins``, how far plain good sense gets
    a person (docs/design/solvers.md).
    """

    rating: float | None
    verdict: Literal["winnable", "unwinnable", "unknown"]
    states: int
    greedy_win_rate: float


GREEDY_GAMES = 20
GREEDY_MOVES = 400


def greedy_wins(game: CanfieldGame, games: int = GREEDY_GAMES, seed: int = 0) -> int:
    """How many of ``games`` greedy playouts (over the solver's positions, each move picked
    by the search's move order, ``canfield_scoring.score``) end won."""
    rng = random.Random(seed)
    deal, root, _steps = root_of(game)
    won = 0
    for _ in range(games):
        seen: set[bytes] = set()
        node, exempt, must = root, NO_EXEMPT, NO_CARD
        for _move in range(GREEDY_MOVES):
            if is_won(node):
                won += 1
                break
            options = [
                c
                for c in children(deal, node, exempt, must)
                if not c.exempt and node_key(c.node, c.exempt, c.must) not in seen
            ]
            if not options:
                break
            pick = max(options, key=lambda c: c.score + 3 * rng.random())
            seen.add(node_key(pick.node, pick.exempt, pick.must))
            node, exempt, must = pick.node, pick.exempt, pick.must
    return won


def difficulty(game: CanfieldGame, budget: Budget) -> Difficulty:
    """The rating of the position ``game`` is in (documented on ``Difficulty``)."""
    result = solve(game, budget)
    rate = greedy_wins(game) / GREEDY_GAMES
    if result.result != "winnable":
        return Difficulty(None, result.result, result.states, rate)
    effort = min(1.0, max(0.0, math.log10(max(result.states, 1)) / 5))
    rating = round(1 + 9 * (0.6 * effort + 0.4 * (1 - rate)), 1)
    return Difficulty(rating, "winnable", result.states, rate)
