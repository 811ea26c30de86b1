"""A player's daily results and standings, and their calendar of results with its streak
(their attempts: attempts.py)."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

import psycopg

from ..engine import VARIANTS
from ..players import bearer
from .badges import AWARD_BADGES, award_parameters
from .boards import group_from, standing_from, with_board_version
from .database import one, owned
from .history import game_parameters, write_history
from .models import (
    DailyRecord,
    DailyStanding,
    GameRecord,
    MonthBadges,
    Owned,
    RecordEntry,
)
from .repository import Repository
from .statements import statement

_PUBLISHED_AND_STARTED = statement("published_and_started")
_SUBMIT_RESULT = statement("submit_result")
_RECOUNT_GAME = statement("recount_game")
_RECOUNT_STREAK = statement("recount_streak")
_STANDING = statement("standing")
_STANDING_OF_TOKEN = statement("standing_of_token")
_DAILY_RECORD = statement("daily_record")
_PLAYED_DATES_OF_TOKEN = statement("played_dates_of_token")


class DailyDealMismatch(LookupError):
    """A daily result for a day and variant with no published deal, or for another deal."""


class StaleAttempt(LookupError):
    """A daily result from a state that is not its attempt's latest (the attempt moved on
    from it, or it is another game than the attempt's)."""


class Results(Repository):
    def submit(
        self,
        day: dt.date,
        variant: str,
        player_id: uuid.UUID,
        record: GameRecord,
        cards_home: int,
        at: dt.datetime,
        *,
        review: str = "clear",
        review_reason: str | None = None,
        step: int | None = None,
        badges: MonthBadges | None = None,
    ) -> DailyStanding:
        """Store a player's result for the day's deal once, and the game in their history, in
        one transaction (one pipelined round trip); ``StaleAttempt`` unless the game is the
        attempt's at its latest ``step``.  A resubmission stores nothing and answers the
        stored result, so a retry is safe (docs/design/store.md, "A daily result").  The
        month's ``badges`` (its thresholds; None: left as they are) follow the result."""
        parameters = game_parameters(player_id, record) | {
            "day": day, "variant": variant, "cards_home": cards_home, "at": at, "daily_day": day,
            "review": review, "review_reason": review_reason, "step": step,
        }  # fmt: skip

        def submit(conn: psycopg.Connection[Any]) -> DailyStanding:
            def send() -> tuple[psycopg.Cursor[Any], ...]:
                published = conn.execute(_PUBLISHED_AND_STARTED, parameters)
                write = conn.execute(_SUBMIT_RESULT, parameters)
                conn.execute(_RECOUNT_GAME, parameters)
                conn.execute(_RECOUNT_STREAK, parameters)
                if badges is not None:
                    conn.execute(AWARD_BADGES, award_parameters(player_id, badges))
                return published, write, conn.execute(_STANDING, parameters)

            published, write, stored = write_history(conn, send, parameters)
            deal = published.fetchone()
            if deal is None:
                raise DailyDealMismatch(f"no {variant} deal is published for {day}")
            if record.code != deal[0]:
                raise DailyDealMismatch(f"{record.code} is not the {variant} deal of {day}")
            if not deal[1]:
                raise DailyDealMismatch(f"the player never started the {variant} daily game of {day}")
            if not deal[2] and not deal[3]:
                raise StaleAttempt(f"the state is not the latest of the player's {variant} attempt of {day}")
            inserted, _ = one(write)
            standing = stored.fetchone()
            if standing is None:  # a move of the attempt came between the check and the write
                raise StaleAttempt(f"the state is not the latest of the player's {variant} attempt of {day}")
            return standing_from(standing, inserted)

        return self.database.run(submit, replayable=True)

    def standing(self, day: dt.date, variant: str, player_id: uuid.UUID) -> DailyStanding | None:
        """A player's stored result with its rank now, or None."""
        rows = self.database.execute(
            _STANDING, {"day": day, "variant": variant, "player": player_id}, replayable=True
        )
        return standing_from(rows[0], False) if rows else None

    def own_standing(self, day: dt.date, variant: str, token: str) -> Owned[DailyStanding | None] | None:
        """``standing`` of the bearer token's player, found with them; None when the token
        is nobody's."""
        return _own_standing(
            self.database.read_for_token(token, _STANDING_OF_TOKEN, {"day": day, "variant": variant})
        )

    def versioned_own_standing(
        self, day: dt.date, variant: str, token: str
    ) -> tuple[int, Owned[DailyStanding | None] | None]:
        """``own_standing``, and the board's version read just before it in the same round
        trip (``Boards.version``)."""
        digest = bearer.lookup_digest(token)
        if digest is None:
            return 0, None
        parameters = {"day": day, "variant": variant, "token": digest}
        version, rows = with_board_version(self.database, day, variant, _STANDING_OF_TOKEN, parameters)
        return version, _own_standing(owned(rows))

    def own_daily_record(self, token: str, first: dt.date, last: dt.date) -> Owned[DailyRecord] | None:
        """The bearer token's player's daily results from ``first`` to ``last`` (by day, then
        variant) with their standings, and every date they played; None when the token is
        nobody's.  One pipelined round trip: a range of the player's results by day, the
        standings of settled boards by key, live ones for the days not settled; then the
        player's dates (a range of an index)."""
        digest = bearer.lookup_digest(token)
        if digest is None:
            return None
        parameters = {"token": digest, "first": first, "last": last, "variants": list(VARIANTS)}

        def read(conn: psycopg.Connection[Any]) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
            with conn.pipeline():
                record = conn.execute(_DAILY_RECORD, parameters)
                played = conn.execute(_PLAYED_DATES_OF_TOKEN, parameters)
            return record.fetchall(), played.fetchall()

        rows, played = self.database.run(read, replayable=True)
        if not rows:
            return None
        entries = [_record_entry(row[1:]) for row in rows if row[1] is not None]
        return Owned(rows[0][0], DailyRecord(tuple(day for (day,) in played), entries))


def _own_standing(found: Owned[list[tuple[Any, ...]]] | None) -> Owned[DailyStanding | None] | None:
    """A token's standing from the rows of ``standing_of_token.sql`` (``read_for_token``)."""
    if found is None:
        return None
    return Owned(found.player, standing_from(found.value[0], False) if found.value else None)


def _record_entry(row: tuple[Any, ...]) -> RecordEntry:
    """A calendar's entry from a row of ``daily_record.sql``: its columns, then its group's."""
    (day, variant, rank, percentile, won, cards_home, hints, seconds, moves, review, undos,
     group_id, group_rank, group_size) = row  # fmt: skip
    return RecordEntry(
        day, variant, rank, percentile, won, cards_home, hints, seconds, moves, review, undos,
        group_from(group_id, group_rank, group_size),
    )  # fmt: skip
