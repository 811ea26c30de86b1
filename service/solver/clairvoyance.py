"""The clairvoyance review's arithmetic, the same for every game: how much a line's choices
say that its player saw cards they had not been shown.

At each decision the game's reader finds the best moves knowing every card and the
``chance`` of the move played for a player who cannot see; the evidence, the product of
``1 - w + w * hit / chance`` averaged over ``BETS``, is an e-value: an honest player's ever
reaches ``1 / alpha`` with probability at most ``alpha`` (docs/design/clairvoyance.md).
Left to the interpreter by the build: a few sums a result, over plain values."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Final

BETS: Final[tuple[float, ...]] = (0.1, 0.25, 0.5, 0.75, 0.9, 0.97, 0.99)
"""The fractions ``w`` of the evidence staked on each decision, averaged: a mixture of
e-values is one, and no single bet must be guessed.  In Golf a move that is not best loses
a winnable deal, so a seer who tops a board errs nowhere, and the bets near 1 gather its
evidence fastest (nearly the product of ``1 / chance``: bench/clairvoyance.md); a player
who errs now and then is weighed by the smaller bets."""

TELL_CHANCE: Final = 0.5
"""A *tell* for the operator's list: the move played is best knowing every card while a
player who cannot see had at most this chance of it being so."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One choice of a line: the ``index`` of its action in the line (undos counted), how
    many legal moves there were, whether the move played is among the best knowing every
    card (``clairvoyant``) and its ``chance`` of being so for a player who cannot see."""

    index: int
    moves: int
    clairvoyant: bool
    chance: float

    @property
    def tell(self) -> bool:
        return self.clairvoyant and self.chance <= TELL_CHANCE

    def factor(self, bet: float) -> float:
        return 1.0 - bet + bet * (1.0 / self.chance if self.clairvoyant else 0.0)


@dataclass(slots=True)
class Reading:
    """What a line's decisions say (``decisions``: those where knowing every card singles
    out some moves; a position where every move is as good is no decision)."""

    decisions: list[Decision] = field(default_factory=list)
    samples: int = 0
    """Orders sampled of the unseen cards at each decision."""
    skipped: int = 0
    """Choices left out: the solver found no verdict in its budget, or no sample could be
    drawn (``evidence`` stays an e-value: a choice left out counts as 1)."""

    @property
    def tells(self) -> list[Decision]:
        return [decision for decision in self.decisions if decision.tell]

    @property
    def bet_logs(self) -> list[float]:
        """The logarithm of the line's product for each bet (``BETS``): what a player's
        evidence adds up, bet by bet."""
        return [sum(math.log(decision.factor(bet)) for decision in self.decisions) for bet in BETS]

    @property
    def evidence(self) -> float:
        """The line's e-value (see the module's docstring): 1 is no evidence either way."""
        return combined_evidence([self])

    def extend(self, other: Reading, offset: int) -> None:
        """Add a later part of the same line (a round's next hole), its indexes moved on by
        ``offset``."""
        self.decisions += [
            Decision(d.index + offset, d.moves, d.clairvoyant, d.chance) for d in other.decisions
        ]
        self.samples = max(self.samples, other.samples)
        self.skipped += other.skipped


def combined_evidence(readings: list[Reading]) -> float:
    """The e-value of several lines played one after another by one player: each bet's
    product runs over every decision of every line, then the bets are averaged."""
    return evidence_of([sum(logs) for logs in zip(*(reading.bet_logs for reading in readings), strict=True)])


def evidence_of(logs: list[float]) -> float:
    """The e-value of per-bet logarithms (``Reading.bet_logs``, or their sums over a
    player's lines): their exponentials averaged."""
    return sum(math.exp(min(value, 700.0)) for value in logs) / len(logs)


def chance_of(count: int, samples: int) -> float:
    """The chance of a move that was best in ``count`` of ``samples`` sampled orders, shaded
    up as Laplace's rule of succession does: a move never best in a few samples may still
    be best now and then, and a chance estimated low would inflate a hit's evidence."""
    return min(1.0, (count + 1) / (samples + 1))
