"""The pace of a daily game, sealed by the server move by move, and the review it earns.

The solver is open source: a bot can read a daily deal off the table, solve it locally and
play the line in a second.  Nothing a stateless server sees tells such a game from a
person's but its pace, so every accepted move of a daily game seals the server's time into
the game's state (``Pace``), which no client can write.  A result whose pace is beyond a
person's is held for an operator's review instead of ranked: more than half of its moves
made under ``min_move_s`` of the move before (the median gap below it), or the whole game,
from the player's first start to the submission, under ``min_game_s_per_move`` a move.

A client can send an earlier state again and play on from it (a stateless server cannot
tell), so ``Pace`` counts the line that reached the state; the result's clock, kept by the
database from the first start, counts everything.

Plain values and functions: no web, no database.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from enum import StrEnum


class Review(StrEnum):
    """Where a daily result stands with the operators."""

    CLEAR = "clear"
    """On the board: every result is, unless its pace held it."""
    HELD = "held"
    """Off the board and out of everyone else's rank until an operator clears it."""
    REJECTED = "rejected"
    """Off the board for good (an operator's decision)."""


@dataclass(frozen=True, slots=True)
class Pace:
    """What the server sealed of a daily game's pace: when its last accepted move was made
    (or the game dealt), how many moves were timed and how many of them came fast."""

    last_move_at: dt.datetime
    timed_moves: int = 0
    fast_moves: int = 0
    """Moves made under the ``min_move_s`` of the service that timed them."""

    def after_move(self, at: dt.datetime, min_move_s: float) -> Pace:
        """The pace once one more move is accepted at ``at``."""
        fast = (at - self.last_move_at).total_seconds() < min_move_s
        return Pace(at, self.timed_moves + 1, self.fast_moves + fast)


@dataclass(frozen=True, slots=True)
class PaceRules:
    min_move_s: float
    """``DAILY_MIN_MOVE_S``: the median gap between a person's moves is longer."""
    min_game_s_per_move: float
    """``DAILY_MIN_GAME_S_PER_MOVE``: a person's whole game takes longer, a move."""


def review_of(pace: Pace | None, moves: int, seconds: float, rules: PaceRules) -> tuple[Review, str | None]:
    """The review a submitted daily result starts with, and why it was held (for the
    operator).  ``pace`` is None for a state sealed before pace was sealed: its whole-game
    pace alone decides.  ``seconds`` run from the first start to the submission."""
    reasons = []
    if pace is not None and pace.fast_moves * 2 > pace.timed_moves:
        reasons.append(
            f"{pace.fast_moves} of {pace.timed_moves} moves came under {rules.min_move_s:g} s "
            "after the one before"
        )
    if moves and seconds < rules.min_game_s_per_move * moves:
        reasons.append(
            f"{moves} moves in {seconds:.1f} s from the first start, "
            f"under {rules.min_game_s_per_move:g} s a move"
        )
    if reasons:
        return Review.HELD, "; ".join(reasons)
    return Review.CLEAR, None
