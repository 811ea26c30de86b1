"""A player's history of games and the counters kept with it (their stats by variant).

A game's write is one SQL function (``record_history_game``, migration 0020), called by
``record_game.sql`` and a daily result's ``submit_result.sql``: ``write_history`` and
``game_parameters`` serve both.  The history takes the games the engine's registry lists
(``GAMES``; the table ``game_kinds`` of migration 0021, filled with ``registered_games``).
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from typing import Any, TypeVar

import psycopg
from psycopg import errors
from psycopg.rows import class_row
from psycopg.types.json import Jsonb

from ..engine import GAMES, VARIANTS
from .database import MAX_PAGE_SIZE, one, page, savepoint
from .models import GameRecord, Owned, Page, StoredGame, VariantStats
from .repository import Repository
from .statements import statement

T = TypeVar("T")

_RECORD_GAME = statement("record_game")
_RECOUNT_GAME = statement("recount_game")
_VEGAS_SETTLE = statement("vegas_settle")
_STORED_GAME = statement("stored_game")
_CREATE_MISSING_PARTITION = statement("create_missing_partition")
_CREATE_PARTITIONS = statement("create_partitions")
_REGISTER_GAMES = statement("register_games")
_GAMES_PAGE = statement("games_page")
_GAMES_PAGE_AFTER = statement("games_page_after")
_OWN_GAMES_PAGE = statement("own_games_page")
_OWN_GAMES_PAGE_AFTER = statement("own_games_page_after")
_STATS_OF_PLAYER = statement("stats_of_player")
_STATS_OF_TOKEN = statement("stats_of_token")


class History(Repository):
    def record_game(self, player_id: uuid.UUID, record: GameRecord) -> tuple[StoredGame, bool]:
        """Record a game once: ``(the stored game, newly written)``.

        A player's history holds each game (``record.game_id``) once: recording it again
        stores nothing and answers the stored game.  A Vegas game's first record settles
        its deal's balance (``vegas_settle.sql``; its deal is gone after).  One round trip:
        the game's write and the stored game read back, pipelined as one transaction.
        Idempotent by construction (the game's id), so replayable."""
        parameters = game_parameters(player_id, record) | {"at": None}

        def record_once(conn: psycopg.Connection[Any]) -> tuple[StoredGame, bool]:
            def send() -> tuple[psycopg.Cursor[Any], psycopg.Cursor[StoredGame]]:
                write = conn.execute(_RECORD_GAME, parameters)
                conn.execute(_RECOUNT_GAME, parameters)
                if record.vegas_draw is not None:
                    conn.execute(_VEGAS_SETTLE, parameters)
                stored = conn.cursor(row_factory=class_row(StoredGame)).execute(_STORED_GAME, parameters)
                return write, stored

            write, stored = write_history(conn, send, parameters)
            _, written = one(write)
            return one(stored), written

        return self.database.run(record_once, replayable=True)

    def list_games(
        self, player_id: uuid.UUID, limit: int = 20, after: tuple[dt.datetime, uuid.UUID] | None = None
    ) -> Page[StoredGame]:
        """A player's games, newest first: ``limit`` of them after the game ``after``
        (its recorded time and id), or from the newest."""
        query = _GAMES_PAGE if after is None else _GAMES_PAGE_AFTER
        rows = self.database.read(StoredGame, query, _page_parameters(limit, after) | {"player": player_id})
        return page(rows, limit)

    def own_games(
        self, token: str, limit: int = 20, after: tuple[dt.datetime, uuid.UUID] | None = None
    ) -> Owned[Page[StoredGame]] | None:
        """``list_games`` of the bearer token's player, found with them; None when the
        token is nobody's."""
        query = _OWN_GAMES_PAGE if after is None else _OWN_GAMES_PAGE_AFTER
        found = self.database.read_for_token(token, query, _page_parameters(limit, after))
        if found is None:
            return None
        return Owned(found.player, page([StoredGame(*row) for row in found.value], limit))

    def stats(self, player_id: uuid.UUID) -> list[VariantStats]:
        """Per variant played: games played, won, best score and win streaks, read from the
        counters kept with the history (one index lookup, whatever its length).  A streak is
        games won in a row in the order they were recorded; any other game (dead end,
        abandoned) ends it."""
        return self.database.read(
            VariantStats, _STATS_OF_PLAYER, {"player": player_id, "variants": list(VARIANTS)}
        )

    def own_stats(self, token: str) -> Owned[list[VariantStats]] | None:
        """``stats`` of the bearer token's player, found with them; None when the token is
        nobody's."""
        found = self.database.read_for_token(token, _STATS_OF_TOKEN, {"variants": list(VARIANTS)})
        return None if found is None else Owned(found.player, [VariantStats(*row) for row in found.value])

    def create_partitions(self, first_day: dt.date, months: int) -> int:
        """Create the monthly history partitions ahead; return how many were new."""
        [(created,)] = self.database.execute(
            _CREATE_PARTITIONS, {"first_day": first_day, "months": months}, replayable=True
        )
        return int(created)


def write_history(conn: psycopg.Connection[Any], send: Callable[[], T], parameters: dict[str, Any]) -> T:
    """``send``'s statements as one pipeline: one transaction, one round trip.  When the
    month's partition of the history is missing (migrate and the scheduler have not run for
    months), it is made, and when the game is not listed in ``game_kinds`` (registered in
    the engine after ``migrate`` ran), the registry's games are listed; then the statements
    are sent again, rather than the game lost (inside a transaction of ``Database.held``,
    from a savepoint: one more round trip each).  A game the registry does not know either
    stays refused (``games_game_fkey``)."""
    remedied: set[str] = set()
    while True:
        nested = savepoint(conn)
        try:
            with conn.pipeline(), nested:
                return send()
        except (errors.CheckViolation, errors.ForeignKeyViolation) as error:
            remedy = _remedy(error)
            if remedy is None or remedy in remedied:
                raise
            remedied.add(remedy)
            conn.execute(remedy, parameters | {"games": registered_games()})


def _remedy(error: errors.CheckViolation | errors.ForeignKeyViolation) -> str | None:
    """The statement that lets a refused write of the history through, if any: the month's
    partition when no partition takes its time (a check PostgreSQL names no constraint
    for), the registry's games when its game is not listed."""
    constraint = error.diag.constraint_name
    if isinstance(error, errors.CheckViolation):
        return _CREATE_MISSING_PARTITION if constraint is None else None
    return _REGISTER_GAMES if constraint == "games_game_fkey" else None


def registered_games() -> list[str]:
    """The names of the registry's games: ``register_games.sql``'s ``games``, which lists
    them in ``game_kinds`` (the history's game references it), those registered before."""
    return sorted({entry.name for entry in GAMES.entries})


def game_parameters(player_id: uuid.UUID, record: GameRecord) -> dict[str, Any]:
    """The parameters of a game's write (``record_history_game``'s arguments)."""
    return {
        "player": player_id, "game_id": record.game_id, "game": record.game, "game_variant": record.variant,
        "code": record.code, "rules": Jsonb(record.rules), "status": record.status,
        "won": record.status == "won", "score": record.score, "moves": record.moves,
        "started_at": record.started_at, "actions": Jsonb(record.actions), "daily_day": record.daily_day,
        "strokes": record.strokes, "vegas_draw": record.vegas_draw,
    }  # fmt: skip


def _page_parameters(limit: int, after: tuple[dt.datetime, uuid.UUID] | None) -> dict[str, Any]:
    """The parameters of a page of the history (``games_page*.sql``)."""
    if not 1 <= limit <= MAX_PAGE_SIZE:
        raise ValueError(f"a page holds 1 to {MAX_PAGE_SIZE} games")
    return {"limit": limit + 1, "recorded_at": after and after[0], "id": after and after[1]}
