"""A ranked attempt is one line: a ranked daily attempt, or a player's side of a duel.

The server keeps how far the line has gone (its *step*), so a state kept aside cannot play
a second line with the cards the first one showed: a move moves the line on only from its
latest step, the same move resent gets the stored answer, any other state is
``NotLatestState`` (undo is the way back).  The web layer (``service/api/web/ranked.py``)
seals the states; the rules are these (docs/design/daily.md, "The ranked line")."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from typing import Protocol

from ..engine import Variant
from ..store import AttemptLine
from . import challenge


class DailyGameTag(Protocol):
    """What a sealed state says of the daily game it is (``api.web.tokens.DailyTag``)."""

    @property
    def day(self) -> dt.date: ...
    @property
    def variant(self) -> Variant: ...
    @property
    def started_at(self) -> dt.datetime: ...
    @property
    def archive(self) -> bool: ...
    @property
    def replay(self) -> bool: ...
    @property
    def ranked(self) -> bool: ...


class LineState(Protocol):
    """What a sealed state carries that places it on a line (``api.web.tokens.Envelope``)."""

    @property
    def player(self) -> uuid.UUID | None: ...
    @property
    def daily(self) -> DailyGameTag | None: ...
    @property
    def duel(self) -> uuid.UUID | None: ...


class NotLatestState(Exception):
    """A state at ``step`` of a line that stands at ``line`` (None: no attempt), of a duel's
    side when ``duel`` is given: not the line's latest, and nothing changed."""

    def __init__(self, step: int, line: AttemptLine | None, duel: uuid.UUID | None = None) -> None:
        super().__init__(f"step {step} of a line at {line}")
        self.step, self.line, self.duel = step, line, duel


def is_ranked(state: LineState, at: dt.datetime, grace: Callable[[], dt.timedelta]) -> bool:
    """Whether a state is a move of a line the server keeps: a player's side of a duel, or a
    player's ranked daily attempt whose day still accepts results (``grace`` asked only
    then: every practice move passes here)."""
    if state.duel is not None:
        return state.player is not None
    daily = state.daily
    return (
        daily is not None
        and daily.ranked
        and state.player is not None
        and challenge.accepts_results(daily.day, at, grace())
    )


def stands_at(line: AttemptLine | None, game_id: uuid.UUID, step: int) -> bool:
    """Whether the line stands at ``step`` of game ``game_id`` (an attempt never claimed
    stands at step 0 of any game)."""
    return line is not None and line.game_id in (None, game_id) and line.step == step


def lost_answer(line: AttemptLine | None, game_id: uuid.UUID, step: int, played: object) -> str | None:
    """The state a move from ``step`` already produced, when the line moved on by exactly
    that move (its answer was lost): the same answer again.  None when it did not."""
    if line is not None and stands_at(line, game_id, step + 1) and line.last_move == played:
        return line.state
    return None
