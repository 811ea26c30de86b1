"""Golf's reading for the clairvoyance review (``clairvoyance``): which moves of a line are
best knowing every card, and how likely each was to be so for a player who cannot see.

What a player has not seen is the stock below their deepest draw (undone or not).  *Best*
is winning; for a daily deal (proven winnable, as a player may know) only orders under
which it can be cleared are sampled.  Samples are drawn once per depth seen, from a seeded
generator, so a reading is the same each time (docs/design/clairvoyance.md).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ..engine.game import Move, Undo
from ..engine.golf import GolfGame
from ..engine.golf_round import GolfRoundGame, hole_codes
from ..engine.golf_vocabulary import NextHole
from .clairvoyance import Decision, Reading, chance_of
from .golf import GolfSearch
from .results import Budget

SAMPLES: Final = 12
"""Orders of the unseen stock sampled at each decision (bench/clairvoyance.md: the rates
held and caught with 8, 12 and 24)."""
SEARCH_BUDGET: Final = Budget(ms=None, states=100_000)
SAMPLING_BUDGET: Final = Budget(ms=None, states=20_000)
"""One winnability search's budget, in states (the same reading on any machine)."""
DRAWS_PER_SAMPLE: Final = 40
"""Orders tried for each one kept when the deal must be winnable under it."""


def winnable(game: GolfGame, budget: Budget = SEARCH_BUDGET) -> bool | None:
    """Whether ``game``'s position can be cleared; None when the budget ran out first."""
    return GolfSearch(game).run(budget).won


def _with_order(game: GolfGame, order: Sequence[int]) -> GolfGame:
    """``game`` with its stock replaced by ``order`` (drawing order: the next card first)."""
    twin = game.copy()
    twin.stock = list(reversed(order))
    return twin


def best_moves(game: GolfGame, legal: list[Move]) -> set[int] | None:
    """The indexes of ``legal`` that keep ``game`` winnable (every one when none does);
    None when some verdict ran out of budget."""
    verdicts = []
    for move in legal:
        child = game.copy()
        child.play(move)
        verdicts.append(winnable(child))
    if any(verdict is None for verdict in verdicts):
        return None
    winning = {index for index, verdict in enumerate(verdicts) if verdict}
    return winning or set(range(len(legal)))


class UnseenOrders:
    """Sampled orders of a deal's stock as a player who has seen its first ``seen`` cards
    may imagine it (``orders``), kept until they see further."""

    def __init__(self, deal: GolfGame, winnable_deal: bool, samples: int, rng: random.Random) -> None:
        self.deal = deal
        self.order = list(reversed(deal.stock))
        self.winnable_deal = winnable_deal
        self.samples = samples
        self.rng = rng
        self.seen = -1
        self.orders: list[list[int]] = []

    def orders_after(self, seen: int) -> list[list[int]]:
        """Orders of the whole stock (drawing order) whose first ``seen`` cards are the true
        ones; for a winnable deal, only orders under which the deal can be cleared."""
        if seen != self.seen:
            self.seen = seen
            known, unseen = self.order[:seen], self.order[seen:]
            tries = self.samples * (DRAWS_PER_SAMPLE if self.winnable_deal else 1)
            self.orders = []
            for _ in range(tries):
                shuffled = unseen[:]
                self.rng.shuffle(shuffled)
                order = known + shuffled
                if not self.winnable_deal or winnable(_with_order(self.deal, order), SAMPLING_BUDGET):
                    self.orders.append(order)
                    if len(self.orders) == self.samples:
                        break
        return self.orders

    def chances(self, game: GolfGame, legal: list[Move]) -> list[float] | None:
        """Each legal move's chance of being best for a player who has seen as far as the
        deepest draw so far (``seen``, set by ``at``); None when no order could be drawn."""
        drawn = len(self.order) - len(game.stock)
        counts = [0] * len(legal)
        for order in self.orders:
            for index in best_moves(_with_order(game, order[drawn:]), legal) or ():
                counts[index] += 1
        if not self.orders:
            return None
        return [chance_of(count, len(self.orders)) for count in counts]


def read_deal(
    deal: GolfGame, line: Sequence[Move], winnable_deal: bool, seed: int, samples: int = SAMPLES
) -> Reading:
    """The reading of ``line`` (every action as played, undos included) from ``deal``'s
    start."""
    reading = Reading(samples=samples)
    unseen = UnseenOrders(deal, winnable_deal, samples, random.Random(seed))
    game = deal.copy()
    deepest = 0
    for index, move in enumerate(line):
        after = game.copy()
        if not after.play(move).accepted:
            continue
        if not isinstance(move, Undo):
            legal, played = game.legal_moves(), after.last_action()  # a tap read as its removal
            if len(legal) >= 2 and played in legal:
                _decide(reading, unseen, game, legal, legal.index(played), index, deepest)
        game = after
        deepest = max(deepest, len(unseen.order) - len(game.stock))
    return reading


def _played_is_best(game: GolfGame, legal: list[Move], played: int) -> tuple[bool, bool] | None:
    """(whether ``legal[played]`` is best in ``game``, whether some move is not), searching
    only as far as it takes; None when a verdict ran out of budget."""
    after = game.copy()
    after.play(legal[played])
    wins = winnable(after)
    if wins is None:
        return None
    for index, move in enumerate(legal):
        if index != played:
            other = game.copy()
            other.play(move)
            verdict = winnable(other)
            if verdict is None:
                return None
            if verdict != wins:
                return wins, True  # some move wins and some does not: a decision
    return True, False  # every move as good


def _decide(
    reading: Reading,
    unseen: UnseenOrders,
    game: GolfGame,
    legal: list[Move],
    played: int,
    index: int,
    seen: int,
) -> None:
    truth = _played_is_best(game, legal, played)
    if truth is not None and not truth[1]:
        return  # every move is as good: no decision
    orders = [] if truth is None else unseen.orders_after(seen)  # no verdict: nothing to sample for
    if truth is None or not orders:
        reading.skipped += 1
        return
    drawn = len(unseen.order) - len(game.stock)
    best = [_played_is_best(_with_order(game, order[drawn:]), legal, played) for order in orders]
    count = sum(1 for verdict in best if verdict is not None and verdict[0])
    reading.decisions.append(Decision(index, len(legal), truth[0], chance_of(count, len(orders))))


def read_round_game(
    round_game: GolfRoundGame, line: Sequence[Move], chosen_winnable: bool, seed: int
) -> Reading:
    """A round's reading from its code's holes (a round is never chosen winnable hole by
    hole, whatever ``chosen_winnable`` says of the round)."""
    assert round_game.code is not None
    holes = [GolfGame.from_code(code) for code in hole_codes(round_game.code)]
    return read_round(holes, line, seed)


def read_round(holes: Sequence[GolfGame], line: Sequence[Move], seed: int, samples: int = SAMPLES) -> Reading:
    """The reading of a round's ``line``: each hole's part (split at ``next-hole``) read
    from that hole's deal, none of them chosen winnable."""
    reading = Reading(samples=samples)
    start = 0
    for number, deal in enumerate(holes):
        end = next((i for i in range(start, len(line)) if isinstance(line[i], NextHole)), len(line))
        if start >= len(line):
            break
        part = read_deal(deal, line[start:end], winnable_deal=False, seed=seed + number, samples=samples)
        reading.extend(part, start)
        start = end + 1
    return reading
