"""Weekly leagues (migration 0031, docs/design/leagues.md): a player's week and league, a
league's members with their points (live until the week is settled), and the settlement.
Joining is the database's: a trigger on the daily results seats a player with their first
cleared result of a week, in the transaction that clears it, so no submission pays a round
trip for it and no concurrent join makes a league of 31."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass
from typing import Any

import psycopg

from .database import one
from .models import Owned
from .repository import Repository
from .statements import statement

_LEAGUE_OF_TOKEN = statement("league_of_token")
_LEAGUE = statement("league")
_SETTLE_LEAGUE_WEEK = statement("settle_league_week")
_UNSETTLED_LEAGUE_WEEKS = statement("unsettled_league_weeks")
_LOCAL_STATEMENT_TIMEOUT = statement("local_statement_timeout")


@dataclass(frozen=True, slots=True)
class LeagueWeek:
    """A player's week: whether they joined it, their league (None while they wait for last
    week's settlement, or before they join), their tier (the league's, else their next) and
    whether they are established on the day asked about (its cleared result would seat
    them: migration 0033)."""

    joined: bool
    league_id: int | None
    tier: int
    established: bool


@dataclass(frozen=True, slots=True)
class LeagueMember:
    """A member of a league with their points; ``place`` and ``movement`` are the settled
    week's (None while it is live: the rules count them, ``service.daily.league_rules``)."""

    player_id: uuid.UUID
    name: str | None
    """None for an erased player's anonymous stand-in."""
    points: int
    place: int | None
    movement: str | None


@dataclass(frozen=True, slots=True)
class League:
    """A league of a week and tier, its members most points first (then in join order: their
    places, 1 to its size)."""

    id: int
    week: dt.date
    tier: int
    settled: bool
    members: list[LeagueMember]


class Leagues(Repository):
    def own_week(self, token: str, week: dt.date, day: dt.date) -> Owned[LeagueWeek] | None:
        """The bearer's week of Monday ``week``, and whether they are established on ``day``
        (the player's date); None when the token is nobody's."""
        parameters = {"week": week, "day": day}
        found = self.database.read_for_token(token, _LEAGUE_OF_TOKEN, parameters)
        if found is None:
            return None
        [(joined, league_id, tier, established)] = found.value
        return Owned(found.player, LeagueWeek(bool(joined), league_id, int(tier), bool(established)))

    def league(self, league_id: int) -> League | None:
        """A league and its members, None when there is no such league.  One statement: a
        live week's points are its members' results' places, each an index range
        (``daily_live_standing``); a settled week's are read as written."""
        rows = self.database.execute(_LEAGUE, {"league": league_id}, replayable=True)
        if not rows:
            return None
        first = rows[0]
        members = [LeagueMember(row[4], row[5], int(row[7]), row[8], row[9]) for row in rows]
        return League(int(first[0]), first[1], int(first[2]), bool(first[3]), members)

    def unsettled_weeks(self, last_closed: dt.date) -> list[dt.date]:
        """The weeks (their Mondays) with leagues, ended by ``last_closed`` (the latest date
        whose results have closed) and not settled, oldest first."""
        rows = self.database.execute(_UNSETTLED_LEAGUE_WEEKS, {"last": last_closed}, replayable=True)
        return [week for (week,) in rows]

    def settle(self, week: dt.date, timeout_s: float | None = None) -> int | None:
        """Settle the week of Monday ``week`` (``settle_league_week``, migration 0031): its
        members' points, places and movements written, the tiers moved and next week's
        waiting players seated, in one transaction; the members settled, or None when it
        was settled before (a second run, or one racing it, changes nothing).  Replayable:
        a transaction lost half-way wrote nothing."""
        parameters = {"week": week, "statement_timeout_ms": str(self.database.statement_timeout_ms)}

        def settle(conn: psycopg.Connection[Any]) -> int | None:
            with conn.pipeline():
                conn.execute(_LOCAL_STATEMENT_TIMEOUT, parameters)
                settled = conn.execute(_SETTLE_LEAGUE_WEEK, parameters)
            (members,) = one(settled)
            return None if members is None else int(members)

        return self.database.run(settle, replayable=True, timeout_s=timeout_s)
