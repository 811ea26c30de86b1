"""Duels: two players on one sealed deal, each side's attempt kept as a ranked daily
attempt's line is (``attempts``), its result stored once, the winner decided by the
database's ``duel_winner`` (0018) so the duel's read and a player's counts rank alike."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass
from itertools import groupby
from typing import Any

import psycopg
from psycopg.types.json import Jsonb

from .database import page
from .models import DailyStart, Page
from .repository import Repository
from .statements import statement

_CREATE_DUEL = statement("create_duel")
_JOIN_DUEL = statement("join_duel")
_FIND_DUEL = statement("find_duel")
_DUELS = statement("duels")
_SUBMIT_DUEL_RESULT = statement("submit_duel_result")
_DUELS_PAGE = statement("duels_page")
_DUEL_COUNTS = statement("duel_counts")
_LIVE_DUEL_DEALS = statement("live_duel_deals")
_DUEL_SIDES_UNDER_REVIEW = statement("duel_sides_under_review")
_SET_DUEL_REVIEW = statement("set_duel_review")
_FORGIVE_EVIDENCE = statement("forgive_evidence")


class InviteTaken(ValueError):
    """The invite drawn for a new duel is another duel's (the caller draws again)."""


@dataclass(frozen=True, slots=True)
class DuelResult:
    """A side's result, as a daily result ranks (a duel's deal gets no hint)."""

    won: bool
    cards_home: int
    undos: int
    moves: int
    seconds: int
    score: int
    review: str
    submitted_at: dt.datetime


@dataclass(frozen=True, slots=True)
class DuelSide:
    side: str
    """``challenger`` or ``opponent``."""
    player_id: uuid.UUID
    name: str
    attempt: DailyStart
    """The side's attempt as a start finds it (its code is the duel's)."""
    result: DuelResult | None


@dataclass(frozen=True, slots=True)
class Duel:
    id: uuid.UUID
    invite: str
    variant: str
    code: str
    created_at: dt.datetime
    expires_at: dt.datetime
    verdict: str | None
    """The solver's verdict from the deal, found when it was dealt (None for a duel dealt
    before 2026-12, whose reveal shows no line)."""
    solution: list[Any] | None
    status: str
    """``waiting``, ``playing``, ``finished`` or ``expired`` at the time it was read."""
    winner: str | None
    """``challenger``, ``opponent`` or ``draw`` once ended and decided."""
    sides: tuple[DuelSide, ...]
    """The challenger, then the opponent once one joined."""

    def side_of(self, player_id: uuid.UUID) -> DuelSide | None:
        return next((side for side in self.sides if side.player_id == player_id), None)

    @property
    def ended(self) -> bool:
        return self.status in ("finished", "expired")


@dataclass(frozen=True, slots=True)
class DuelDeal:
    """A new duel's sealed deal, and the solver's verdict and line from it, found when it is
    dealt (shown once the duel has ended)."""

    variant: str
    code: str
    verdict: str
    solution: list[Any] | None


@dataclass(frozen=True, slots=True)
class NewSide:
    """A side's first start: its player, its game, what it is dealt with, and a keyed hash of
    the client address (``api.web.limits.address_key``)."""

    player_id: uuid.UUID
    game_id: uuid.UUID
    settings: dict[str, Any]
    address_key: bytes
    at: dt.datetime


@dataclass(frozen=True, slots=True)
class DuelCounts:
    won: int
    lost: int
    drawn: int
    open: int
    held: int
    """Ended, the winner waiting for a review: an operator's decision on a held result, or
    the play review's reading of a pending one (seconds)."""


@dataclass(frozen=True, slots=True)
class HeldSide:
    """A duel side's result under review (held, rejected or pending), as an operator sees it."""

    duel_id: uuid.UUID
    variant: str
    status: str
    side: str
    player_id: uuid.UUID
    player: str
    review: str
    reason: str | None
    won: bool
    cards_home: int
    undos: int
    moves: int
    seconds: int
    submitted_at: dt.datetime
    tells: dict[str, Any] | None
    """The play review's reading (``play_review.describe``); None before it was read."""


def _side_parameters(side: NewSide) -> dict[str, Any]:
    return {
        "player": side.player_id, "game_id": side.game_id, "settings": Jsonb(side.settings),
        "address_key": side.address_key, "at": side.at,
    }  # fmt: skip


def _duel(rows: list[tuple[Any, ...]]) -> Duel:
    """A duel from its rows of ``duels.sql`` (one a side)."""
    first = rows[0]
    sides = []
    for row in rows:
        side, player_id, name, started_at, game_id, settings, step, state = row[10:18]
        submitted_at, won, cards_home, undos, moves, seconds, score, review = row[18:26]
        result = None
        if submitted_at is not None:
            result = DuelResult(won, cards_home, undos, moves, seconds, score, review, submitted_at)
        attempt = DailyStart(first[3], started_at, game_id, settings, step, state, result is not None)
        sides.append(DuelSide(side, player_id, name, attempt, result))
    duel_id, invite, variant, code, created_at, expires_at, verdict, solution, status, winner = first[:10]
    return Duel(
        duel_id,
        invite,
        variant,
        code,
        created_at,
        expires_at,
        verdict,
        solution,
        status,
        winner,
        tuple(sides),
    )


class Duels(Repository):
    def create(
        self, duel_id: uuid.UUID, invite: str, deal: DuelDeal, expires_at: dt.datetime, side: NewSide
    ) -> None:
        """A new duel of ``deal`` with its challenger's side started; ``InviteTaken`` when the
        invite is another duel's (nothing stored)."""
        solution = None if deal.solution is None else Jsonb(deal.solution)
        parameters = {
            "duel": duel_id, "invite": invite, "variant": deal.variant, "code": deal.code,
            "expires_at": expires_at, "verdict": deal.verdict, "solution": solution,
        } | _side_parameters(side)  # fmt: skip
        if not self.database.execute(_CREATE_DUEL, parameters, replayable=False):
            raise InviteTaken(invite)

    def join(self, duel_id: uuid.UUID, side: NewSide) -> tuple[uuid.UUID, DailyStart] | None:
        """The opponent's side of the duel, started by ``side`` if it is the first join of a
        player who is not the challenger before the duel expires: ``(its player, its attempt)``
        as it stands (another player's when they joined first); None when no side could be
        started.  Joins racing each other make one opponent; replayable (a second run finds
        the side made)."""
        rows = self.database.execute(_JOIN_DUEL, {"duel": duel_id} | _side_parameters(side), replayable=True)
        if not rows:
            return None
        player_id, started_at, game_id, settings, step, state = rows[0]
        return player_id, DailyStart("", started_at, game_id, settings, step, state)

    def find(self, invite: str) -> uuid.UUID | None:
        """The id of the duel of ``invite``; None when there is none."""
        rows = self.database.execute(_FIND_DUEL, {"invite": invite}, replayable=True)
        return rows[0][0] if rows else None

    def get_many(self, duel_ids: list[uuid.UUID], at: dt.datetime) -> list[Duel]:
        """The duels of ``duel_ids`` as they stand at ``at``, newest first."""
        rows = self.database.execute(_DUELS, {"duels": duel_ids, "at": at}, replayable=True)
        return [_duel(list(group)) for _, group in groupby(rows, key=lambda row: row[0])]

    def get(self, duel_id: uuid.UUID, at: dt.datetime) -> Duel | None:
        found = self.get_many([duel_id], at)
        return found[0] if found else None

    def submit_result(
        self,
        duel_id: uuid.UUID,
        player_id: uuid.UUID,
        game_id: uuid.UUID,
        step: int,
        result: DuelResult,
        review_reason: str | None,
    ) -> bool:
        """Store the side's result if it is the first, from the side's game at its latest
        step, before the duel expires: whether it was stored.  Replayable: a second run
        stores nothing, and the caller finds the result in."""
        parameters = {
            "duel": duel_id, "player": player_id, "game_id": game_id, "step": step, "at": result.submitted_at,
            "won": result.won, "cards_home": result.cards_home, "moves": result.moves,
            "seconds": result.seconds, "score": result.score, "review": result.review,
            "review_reason": review_reason,
        }  # fmt: skip
        return bool(self.database.execute(_SUBMIT_DUEL_RESULT, parameters, replayable=True))

    def of_player(
        self, player_id: uuid.UUID, at: dt.datetime, limit: int, after: tuple[dt.datetime, uuid.UUID] | None
    ) -> Page[Duel]:
        """The player's duels newest first, after ``after`` (the last page's last
        ``(created_at, id)``), as they stand at ``at``."""
        created_at, duel = after or (None, None)
        parameters = {"player": player_id, "created_at": created_at, "duel": duel, "limit": limit + 1}
        ids = [row[0] for row in self.database.execute(_DUELS_PAGE, parameters, replayable=True)]
        return page(self.get_many(ids, at) if ids else [], limit)

    def counts(self, player_id: uuid.UUID, at: dt.datetime) -> DuelCounts:
        rows = self.database.execute(_DUEL_COUNTS, {"player": player_id, "at": at}, replayable=True)
        return DuelCounts(*rows[0])

    def sides_under_review(self, since: dt.datetime, at: dt.datetime) -> list[HeldSide]:
        """The duel sides whose result is held, rejected or pending, submitted since
        ``since``, oldest first, their duels as they stand at ``at``."""
        return self.database.read(HeldSide, _DUEL_SIDES_UNDER_REVIEW, {"since": since, "at": at})

    def set_review(self, duel_id: uuid.UUID, player_id: uuid.UUID, review: str) -> str | None:
        """An operator's decision on the result of ``player_id``'s side of the duel (``clear``
        counts it, ``rejected`` makes it a loss): the review it had before, or None when the
        side has no result.  The duel's winner follows (``duel_winner`` reads the reviews);
        a side decided while pending is never read (``record_duel_review.sql``); on clearing,
        the player's play-review evidence starts again, in the same transaction, as a daily
        result's clearing does (``forgive_evidence.sql``).  Idempotent, so replayable."""
        parameters = {"duel": duel_id, "player": player_id, "review": review}

        def decide(conn: psycopg.Connection[Any]) -> list[tuple[Any, ...]]:
            with conn.transaction():  # the decision and the forgiving, or neither
                rows = conn.execute(_SET_DUEL_REVIEW, parameters).fetchall()
                if rows:
                    conn.execute(_FORGIVE_EVIDENCE, parameters)
                return rows

        rows = self.database.run(decide, replayable=True)
        return str(rows[0][0]) if rows else None

    def live_deals(self, at: dt.datetime, timeout_s: float | None = None) -> list[tuple[Any, ...]]:
        """``(id, variant, code, expires_at)`` of each duel not ended at ``at`` (the lock's)."""
        return self.database.run(
            lambda conn: conn.execute(_LIVE_DUEL_DEALS, {"at": at}).fetchall(),
            replayable=True,
            timeout_s=timeout_s,
        )
