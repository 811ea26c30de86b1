"""The review a daily result earns: its pace, timed by the server move by move, and the rest
of what the server can see of how it was played.

A bot can solve a daily deal at home and play the line at any pace, so the server keeps
each ranked attempt's pace and holds a result on its signs: fast moves, a fast game, a
steady pace, the solver's own line.  An address shared and a new account are written
beside a sign, never evidence alone.  Each sign and its grounds: docs/design/pace.md.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .. import solver
from ..engine import Game, move_to_json


class Review(StrEnum):
    """Where a daily result stands with the operators."""

    CLEAR = "clear"
    """On the board: every result is, unless its evidence held it."""
    HELD = "held"
    """Off the board and out of everyone else's rank until an operator clears it."""
    REJECTED = "rejected"
    """Off the board for good (an operator's decision)."""
    PENDING = "pending"
    """Off the board while the play review reads it (seconds), then clear or held."""


@dataclass(frozen=True, slots=True)
class Pace:
    """What a daily state sealed before 2026-12 carries of its game's pace: when its last
    accepted move was made (or the game dealt), how many moves were timed and how many of
    them came fast.  Read for a result of an attempt the server never timed."""

    last_move_at: dt.datetime
    timed_moves: int = 0
    fast_moves: int = 0
    """Moves made under the ``min_move_s`` of the service that timed them."""


@dataclass(frozen=True, slots=True)
class Timing:
    """An attempt's pace as the server timed it: the moves timed, those under the floor, the
    sums of ln(gap) and ln(gap)^2 (gaps in seconds, at least 0.01), and the gaps within 10%
    of the gap before."""

    gaps: int
    fast_gaps: int
    log_gap_sum: float = 0.0
    log_gap_square_sum: float = 0.0
    even_gaps: int = 0

    @property
    def spread(self) -> float | None:
        """The standard deviation of ln(gap); None under two gaps."""
        if self.gaps < 2:
            return None
        mean = self.log_gap_sum / self.gaps
        return math.sqrt(max(0.0, self.log_gap_square_sum / self.gaps - mean * mean))

    @property
    def evenness(self) -> float | None:
        """The share of gaps within 10% of the one before; None under two gaps."""
        return self.even_gaps / (self.gaps - 1) if self.gaps >= 2 else None


@dataclass(frozen=True, slots=True)
class ReviewRules:
    min_move_s: float
    """``DAILY_MIN_MOVE_S``: the median gap between a person's moves is longer."""
    min_game_s_per_move: float
    """``DAILY_MIN_GAME_S_PER_MOVE``: a person's whole game takes longer, a move."""
    min_spread: float = 0.0
    """``DAILY_PACE_MIN_SPREAD``: a person's gaps spread more (0: not reviewed)."""
    min_gaps: int = 20
    """``DAILY_PACE_MIN_GAPS``: the fewest gaps whose spread is reviewed."""
    new_account_s: float = 0.0
    """``DAILY_NEW_ACCOUNT_MINUTES`` in seconds: an account younger at the attempt's start
    is new (0: not reviewed)."""
    solver_line: bool = False
    """``DAILY_REVIEW_SOLVER_LINE``: review the line against the solver's."""
    shared_address: bool = False
    """``DAILY_REVIEW_SHARED_ADDRESS``: name other accounts' attempts from the address beside
    a sign of play."""
    play: bool = False
    """``DAILY_REVIEW_PLAY``: a result the signs leave clear waits for the play review
    (``play_review``) when its game's solver reads lines."""


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the server saw of a result's game."""

    moves: int
    """The game's move counter (every accepted action, undos included)."""
    seconds: float
    """From the first start to the submission."""
    timing: Timing | None
    """The server's timing of the attempt; None for an attempt it never timed."""
    sealed_pace: Pace | None = None
    """What an older state sealed of its pace (read when the server never timed the attempt)."""
    account_age_s: float | None = None
    """From the account's creation to the attempt's start."""
    plays_solver_line: bool = False
    at_solver_par: bool = False
    abandoned_nearby: Callable[[], int] = lambda: 0
    """Counts other accounts' attempts of the deal from the same address, played and left:
    asked only beside a sign of play (a read by key: migration 0034 keeps the count)."""


def plays_solver_line(line: list[dict[str, Any]], undos: int, moves: int, solution: list[Any] | None) -> bool:
    """Whether a game's line is the solver's: the moves finally played (``line``, the action
    log: its last 100 at most) are the end of ``solution``, and the line is as long as it
    (``moves`` less each undo and the move it took back)."""
    if not solution or not line or moves - 2 * undos != len(solution):
        return False
    return line == solution[-len(line) :]


def plainest_line(game: Game) -> list[dict[str, Any]]:
    """The line of the plainest player from ``game``'s position, who searches nothing (in
    Golf: the first column whose card can be removed, else a draw, to the end), as JSON
    moves.  On an easy deal the solver's first line can be this very line, which a person
    plays without any search: then playing it is no evidence (bench/pace.md).  Empty for a
    game whose solver knows no such player (``GameSolver.plainest``)."""
    return [move_to_json(move) for move in solver.plainest_line(game)]


EVEN_SHARE = 0.5
"""A steady pace: at least this share of the gaps within 10% of the gap before (a person's
rhythm comes and goes: the person model's share is about 0.1, a sleeping bot's near 1
however it pauses now and then)."""


def _steadiness(timing: Timing, min_spread: float) -> tuple[list[str], list[str]]:
    """The pace's signs: its gaps spread under ``min_spread``, or half of them repeat the
    one before (strong); spread under 1.5 times it (weak)."""
    spread, evenness = timing.spread or 0.0, timing.evenness or 0.0
    told = (
        f"the gaps between {timing.gaps} moves spread {spread:.2f} (ln s), "
        f"{evenness:.0%} within 10% of the one before"
    )
    if spread < min_spread:
        return [f"{told}: a steady pace (spread under {min_spread:g})"], []
    if evenness >= EVEN_SHARE:
        return [f"{told}: a steady pace (at least {EVEN_SHARE:.0%} even)"], []
    if spread < 1.5 * min_spread:
        return [], [f"{told}: steadier than most people (spread under {1.5 * min_spread:g})"]
    return [], []


def review_of(evidence: Evidence, rules: ReviewRules) -> tuple[Review, str | None]:
    """The review a submitted result starts with, and its evidence for the operator when
    held: held by one strong sign of play, or by a weak one beside another sign; the
    circumstances (address, account) are written beside a sign of play and never hold a
    result without one."""
    strong, weak = _signs(evidence, rules)
    if not strong and not weak:
        return Review.CLEAR, None
    circumstances = _circumstances(evidence, rules)
    if strong or len(weak) + len(circumstances) >= 2:
        return Review.HELD, "; ".join(strong + weak + circumstances)
    return Review.CLEAR, None


def _circumstances(evidence: Evidence, rules: ReviewRules) -> list[str]:
    """What is told beside a sign of play, never evidence alone (the module's docstring)."""
    told = []
    abandoned = evidence.abandoned_nearby() if rules.shared_address else 0
    if abandoned:
        told.append(
            f"{abandoned} other account(s) played this deal from the same address "
            "and left it without a result"
        )
    age = evidence.account_age_s
    if rules.new_account_s > 0 and age is not None and age < rules.new_account_s:
        told.append(f"the account was created {age / 60:.0f} min before the attempt")
    return told


def _signs(evidence: Evidence, rules: ReviewRules) -> tuple[list[str], list[str]]:
    """The signs of play: (those that hold a result alone, those that hold it beside another)."""
    strong, weak = [], []
    timing = evidence.timing
    if timing is not None and timing.gaps:
        fast, timed = timing.fast_gaps, timing.gaps
    elif evidence.sealed_pace is not None:
        fast, timed = evidence.sealed_pace.fast_moves, evidence.sealed_pace.timed_moves
    else:
        fast = timed = 0
    if fast * 2 > timed:
        strong.append(f"{fast} of {timed} moves came under {rules.min_move_s:g} s after the one before")
    moves = evidence.moves
    if moves and evidence.seconds < rules.min_game_s_per_move * moves:
        strong.append(
            f"{moves} moves in {evidence.seconds:.1f} s from the first start, "
            f"under {rules.min_game_s_per_move:g} s a move"
        )
    if timing is not None and timing.gaps >= rules.min_gaps and rules.min_spread > 0:
        strong_pace, weak_pace = _steadiness(timing, rules.min_spread)
        strong += strong_pace
        weak += weak_pace
    if rules.solver_line and evidence.plays_solver_line:
        strong.append("the line played is the solver's own line for the deal")
    if rules.solver_line and evidence.at_solver_par:
        strong.append("the round ends at or under the solver's par")
    return strong, weak
