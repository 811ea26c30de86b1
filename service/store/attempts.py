"""A player's ranked daily attempt: its start, its line move by move, and the evidence its
result is reviewed on; and a duel's side, whose line is kept the same way.

The line is kept in the attempt's row (``daily_starts``; a duel's side's in ``duel_sides``):
each accepted move of a ranked daily game (of a duel) is one compare-and-set statement that
advances the line only from its latest step, so a state kept aside and sent again cannot
play a second line.
"""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass
from typing import Any

from psycopg.types.json import Jsonb

from ..players import bearer
from .models import AttemptEvidence, AttemptLine, DailyStart, Owned
from .repository import Repository
from .statements import statement

_START_DAILY = statement("start_daily")
_ADVANCE_ATTEMPT = statement("advance_attempt")
_ATTEMPT_LINE = statement("attempt_line")
_ATTEMPT_EVIDENCE = statement("attempt_evidence")
_ABANDONED_NEARBY = statement("abandoned_nearby")
_ADVANCE_DUEL_SIDE = statement("advance_duel_side")
_DUEL_LINE = statement("duel_line")
_DUEL_EVIDENCE = statement("duel_evidence")
_OWN_ATTEMPT_LINE = statement("own_attempt_line")
_OWN_DUEL_LINE = statement("own_duel_line")


@dataclass(frozen=True, slots=True)
class AttemptMove:
    """An accepted move of a ranked attempt, for the store to add to its line: played from
    the state at ``step`` of game ``game_id``, making ``state``.  A duel's side's move names
    its ``duel`` (its day and variant are None)."""

    day: dt.date | None
    variant: str | None
    player_id: uuid.UUID
    game_id: uuid.UUID
    step: int
    move: dict[str, Any]
    state: str
    undo: bool
    at: dt.datetime
    min_move_s: float
    """The pace floor the move is timed against (``DAILY_MIN_MOVE_S``)."""
    duel: uuid.UUID | None = None
    notation: str = ""
    """The move in ``engine.move_notation``'s few characters, added to the attempt's actions."""


@dataclass(frozen=True, slots=True)
class Advance:
    """What became of a move: ``advanced``, or not and the line as it stands."""

    advanced: bool
    line: AttemptLine | None
    """None when the player has no attempt of that deal."""


class Attempts(Repository):
    def start(
        self,
        day: dt.date,
        variant: str,
        player_id: uuid.UUID,
        at: dt.datetime,
        game_id: uuid.UUID | None = None,
        settings: dict[str, Any] | None = None,
        address_key: bytes | None = None,
    ) -> DailyStart | None:
        """The player's attempt of the day's deal of ``variant``: started now as game
        ``game_id`` if this is the first start (the clock of the result runs from ``at``),
        else as it stands (an attempt started before lines were kept is claimed for
        ``game_id``); None when no such deal is published.  One statement, which any number
        of starts racing each other answer alike (one attempt, one game); idempotent, so
        replayable."""
        parameters = {
            "day": day, "variant": variant, "player": player_id, "at": at, "game_id": game_id,
            "settings": None if settings is None else Jsonb(settings), "address_key": address_key,
        }  # fmt: skip
        rows = self.database.execute(_START_DAILY, parameters, replayable=True)
        return DailyStart(*rows[0]) if rows else None

    def advance(self, move: AttemptMove, token: str) -> Owned[Advance] | None:
        """Add ``move`` to its attempt's line if the bearer ``token`` is the attempt's player's
        and the move was played from the line's latest state: the token's player, and what
        became of the move (never advanced, and no line, when the token is another player's);
        None when the token is nobody's.  One round trip for the token and the move, or two
        when it raced another move from the same step and lost (the line is read again once
        the winner has committed).  Safe to replay: a move whose first try did commit finds
        the line one step on, with this very move (which the caller answers as a retry)."""
        digest = bearer.lookup_digest(token)
        if digest is None:
            return None
        parameters = {
            "day": move.day, "variant": move.variant, "player": move.player_id, "game_id": move.game_id,
            "step": move.step, "move": Jsonb(move.move), "state": move.state, "undo": move.undo,
            "at": move.at, "min_move_s": move.min_move_s, "duel": move.duel, "token": digest,
            "notation": move.notation,
        }  # fmt: skip
        advance = _ADVANCE_ATTEMPT if move.duel is None else _ADVANCE_DUEL_SIDE
        mover, advanced, *line = self.database.execute(advance, parameters, replayable=True)[0]
        if mover is None:
            return None
        if line[1] is None:  # no step: the token's player has no such attempt
            return Owned(mover, Advance(False, None))
        found = AttemptLine(*line)
        if not advanced and found.step == move.step and found.game_id in (None, move.game_id):
            found = self.line(move.day, move.variant, move.player_id, move.duel) or found
        return Owned(mover, Advance(bool(advanced), found))

    def line(
        self, day: dt.date | None, variant: str | None, player_id: uuid.UUID, duel: uuid.UUID | None = None
    ) -> AttemptLine | None:
        """How far the player's attempt of the day's deal (their side of ``duel``) has gone;
        None without one."""
        parameters = {"day": day, "variant": variant, "player": player_id, "duel": duel}
        rows = self.database.execute(
            _ATTEMPT_LINE if duel is None else _DUEL_LINE, parameters, replayable=True
        )
        return AttemptLine(*rows[0]) if rows else None

    def own_line(
        self, day: dt.date | None, variant: str | None, player_id: uuid.UUID, token: str,
        duel: uuid.UUID | None = None,
    ) -> Owned[AttemptLine | None] | None:  # fmt: skip
        """``line`` of the bearer ``token``'s player, found with them: the token's
        player and, when they are ``player_id``, their line (None without one); None when
        the token is nobody's."""
        digest = bearer.lookup_digest(token)
        if digest is None:
            return None
        parameters = {"day": day, "variant": variant, "player": player_id, "duel": duel, "token": digest}
        own_line = _OWN_ATTEMPT_LINE if duel is None else _OWN_DUEL_LINE
        mover, *line = self.database.execute(own_line, parameters, replayable=True)[0]
        if mover is None:
            return None
        return Owned(mover, None if line[1] is None else AttemptLine(*line))

    def evidence(
        self, day: dt.date | None, variant: str | None, player_id: uuid.UUID, duel: uuid.UUID | None = None
    ) -> AttemptEvidence | None:
        """What the review of the player's result of the day's deal (of their side of
        ``duel``) reads; None when they have no attempt of it."""
        parameters = {"day": day, "variant": variant, "player": player_id, "duel": duel}
        evidence = _ATTEMPT_EVIDENCE if duel is None else _DUEL_EVIDENCE
        rows = self.database.execute(evidence, parameters, replayable=True)
        return AttemptEvidence(*rows[0]) if rows else None

    def abandoned_nearby(self, day: dt.date, variant: str, player_id: uuid.UUID) -> int:
        """Other accounts' attempts of the day's deal from the player's address, played and
        left without a result (a circumstance the review tells beside a sign of play): the
        address's kept count (migration 0034), read by key whatever its attempts."""
        parameters = {"day": day, "variant": variant, "player": player_id}
        count: int = self.database.execute(_ABANDONED_NEARBY, parameters, replayable=True)[0][0]
        return count
