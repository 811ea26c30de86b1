"""What the storage tests and the benchmarks write into a store: the documented codes, fresh
dates, game records, a board of results written by SQL."""

from __future__ import annotations

import datetime as dt
import secrets
import uuid
from typing import Any

import psycopg

from service.players import bearer
from service.store import AttemptMove, GameRecord, Store
from service.store.models import GameStatus, Variant

ABANDONED_NEARBY_JOINED = """
SELECT count(*)
FROM daily_starts s
JOIN daily_starts o ON o.day = s.day AND o.variant = s.variant AND o.address_key = s.address_key
WHERE s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s
  AND o.player_id <> s.player_id AND o.step > 0
  AND NOT EXISTS (SELECT FROM daily_results r
                  WHERE r.day = o.day AND r.variant = o.variant AND r.player_id = o.player_id)
"""
"""service/store/sql/abandoned_nearby.sql before migration 0034: every attempt of the address
joined (226 ms at 840 attempts behind one address, issue 43).  Kept as the meaning the
counter must answer (tests/store/test_open_attempts.py) and the cost it replaced
(bench/open_attempts.py)."""

CODES: dict[Variant, str] = {
    "golf-easy": "GO1-E-AAAAAAB",
    "golf-classic": "GO1-C-AAAAAAB",
    "canfield-draw3": "CF1-D3-AAAAACL",
    "canfield-draw1": "CF1-D1-AAAAACL",
}


def random_day() -> dt.date:
    return dt.date(2200, 1, 1) + dt.timedelta(days=secrets.randbelow(2_000_000))


def game_record(
    variant: Variant = "golf-easy",
    *,
    status: GameStatus = "won",
    score: int = 350,
    moves: int = 60,
    code: str | None = None,
    rules: dict[str, Any] | None = None,
    strokes: list[int] | None = None,
) -> GameRecord:
    return GameRecord(
        game_id=uuid.uuid4(),
        game="golf" if variant.startswith("golf") else "canfield",
        variant=variant,
        code=code or CODES[variant],
        rules={"mode": variant} if rules is None else rules,
        status=status,
        score=score,
        moves=moves,
        actions=[{"type": "draw"}],
        strokes=strokes,
    )


def round_record(strokes: list[int], *, over: bool = True, variant: Variant = "golf-round") -> GameRecord:
    """A nine-hole round with these strokes per hole over: ``won`` or ``finished`` when
    ``over`` (all nine), else abandoned (``playing``)."""
    status: GameStatus = ("won" if not any(strokes) else "finished") if over else "playing"
    code = "GR1-C-9-AAAAAAB" if variant == "golf-round" else "GR1-E-9-AAAAAAB"
    rules = {"holes": 9, "par": 45}
    return game_record(variant, status=status, score=100, code=code, rules=rules, strokes=strokes)


def assisted(
    store: Store, day: dt.date, variant: str, player: uuid.UUID, hints: int = 0, undos: int = 0,
    token: str | None = None,
) -> uuid.UUID:  # fmt: skip
    """A started attempt given ``hints`` (counted before migration 0015; only SQL writes
    them now) and ``undos`` (each an accepted undo moved along its line by the store, which
    claims the attempt for a game, sent with the player's ``token``, else a new one): the
    attempt's game id."""
    if hints:
        with store.pool.connection() as conn:
            conn.execute(
                "UPDATE daily_starts SET hints = hints + %s"
                " WHERE day = %s AND variant = %s AND player_id = %s",
                [hints, day, variant, player],
            )
    game_id, at = uuid.uuid4(), dt.datetime.combine(day, dt.time(12), dt.UTC)
    if token is None and undos:
        token = new_token_of(store, player)
    for step in range(undos):
        move = AttemptMove(
            day, variant, player, game_id, step, {"type": "undo"}, f"state {step + 1}", True, at, 0.25
        )
        moved = store.attempts.advance(move, token or "")
        assert moved is not None and moved.value.advanced
    return game_id


def new_token_of(store: Store, player: uuid.UUID) -> str:
    """A new bearer token of ``player`` (the one they had stops working): a ranked line's
    moves are its player's, and the store checks the token with each."""
    token = bearer.new_token()
    with store.pool.connection() as conn:
        conn.execute(
            "UPDATE devices SET token_sha256 = %s WHERE player_id = %s", [bearer.token_digest(token), player]
        )
    return token


def fill_board(conn: psycopg.Connection[Any], day: dt.date, rows: int) -> None:
    """``rows`` players with a golf-easy result each on ``day``: a mix of wins and dead ends."""
    conn.execute(
        "CREATE TEMP TABLE crowd AS SELECT gen_random_uuid() AS id, n FROM generate_series(1, %s) n", [rows]
    )
    conn.execute("INSERT INTO players (id, name) SELECT id, 'p' || n FROM crowd")
    conn.execute(
        "INSERT INTO devices (player_id, token_sha256) SELECT id, sha256(id::text::bytea) FROM crowd"
    )
    conn.execute(
        "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home, hints,"
        " seconds, submitted_at)"
        " SELECT %s, 'golf-easy', id, CASE WHEN n %% 3 = 0 THEN 350 ELSE 10 * (n %% 17) END, 35 + n %% 40,"
        " CASE WHEN n %% 3 = 0 THEN 'won' ELSE 'dead_end' END, n %% 3 = 0,"
        " CASE WHEN n %% 3 = 0 THEN 35 ELSE 18 + n %% 17 END, n %% 4, 60 + n %% 3000,"
        " timestamptz '2030-01-01' + n * interval '1 ms' FROM crowd",
        [day],
    )


def league_week_results(
    conn: psycopg.Connection[Any],
    day: dt.date,
    players: list[uuid.UUID],
    seconds: list[int],
    review: str = "clear",
) -> None:
    """A golf-easy dead end of 20 cards home on ``day`` for each of ``players`` (in that
    order: the order they join the day's week), each in its ``seconds``: the time ranks them
    on the board.  The day's deal is published if it was not."""
    conn.execute(
        "INSERT INTO daily_deals (day, variant, code, difficulty) VALUES (%s, 'golf-easy', %s, 2.5)"
        " ON CONFLICT (day, variant) DO NOTHING",
        [day, CODES["golf-easy"]],
    )
    conn.execute(
        "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home, hints,"
        " seconds, submitted_at, review)"
        " SELECT %s, 'golf-easy', player, 200, 40, 'dead_end', false, 20, 0, time,"
        " %s + n * interval '1 ms', %s"
        " FROM unnest(%s::uuid[], %s::integer[]) WITH ORDINALITY AS played (player, time, n) ORDER BY n",
        [day, dt.datetime.combine(day, dt.time(12), dt.UTC), review, players, seconds],
    )


def new_players(
    conn: psycopg.Connection[Any], count: int, established_for: dt.date | None = None
) -> list[uuid.UUID]:
    """``count`` players named ``league <n>``, written by SQL; with ``established_for``,
    each established for that date and any after it (``establish``: a league seats them)."""
    rows = conn.execute(
        "INSERT INTO players (name) SELECT 'league ' || n FROM generate_series(1, %s) n RETURNING id", [count]
    ).fetchall()
    players = [player for (player,) in rows]
    if established_for is not None:
        establish(conn, established_for, players)
    return players


ESTABLISHED_EARLIER = dt.timedelta(days=1000)
"""How long before the day asked about the result that establishes a player is: any
earlier date counts, and one this far back is on no board a test reads (the day before is
the archive's, which the browser tests read unpublished)."""


def establish(conn: psycopg.Connection[Any], day: dt.date, players: list[uuid.UUID] | list[str]) -> None:
    """``players`` (ids) established on ``day`` (``daily_established``, migrations 0023 and
    0033: a group of 100 and a league take only such a player): each a cleared golf-easy
    dead end of a date ``ESTABLISHED_EARLIER`` before it, as if played that day.  Players
    are made on the day in tests, as puppets are, and would join neither."""
    before = day - ESTABLISHED_EARLIER
    conn.execute(
        "INSERT INTO daily_deals (day, variant, code, difficulty) VALUES (%s, 'golf-easy', %s, 2.5)"
        " ON CONFLICT (day, variant) DO NOTHING",
        [before, CODES["golf-easy"]],
    )
    conn.execute(
        "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
        " hints, seconds, submitted_at, review)"
        " SELECT %s, 'golf-easy', player, 0, 30, 'dead_end', false, 20, 0, 240, %s, 'clear'"
        " FROM unnest(%s::uuid[]) player ON CONFLICT DO NOTHING",
        [before, dt.datetime.combine(before, dt.time(12), dt.UTC), list(players)],
    )
