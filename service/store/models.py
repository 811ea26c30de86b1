"""The values the store takes and gives: plain frozen dataclasses, no database types."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..engine import GameName, GameStatus, Variant


@dataclass(frozen=True, slots=True)
class Account:
    """Whose a bearer token is, and how long ago they signed up (by the database's clock,
    which stamped the sign-up): the solver queue tells established players from fresh ones."""

    player: uuid.UUID
    age: dt.timedelta


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game as a player submits it for the history (finished, or abandoned: ``playing``)."""

    game_id: uuid.UUID
    """The id sealed in the game's state from its start: a player's history holds a game once."""
    game: GameName
    code: str | None
    """None for a custom deal."""
    rules: dict[str, Any]
    """The rules' ``describe()``: what the game was played under, readable."""
    status: GameStatus
    score: int
    moves: int
    actions: list[Any]
    """The action log (API move objects); may be empty."""
    variant: Variant | None = None
    started_at: dt.datetime | None = None
    daily_day: dt.date | None = None
    """The day of a daily game (whose code is sealed until that day's results close)."""
    strokes: list[int] | None = None
    """A round's strokes, one per hole over; None for a game of one deal."""
    vegas_draw: int | None = None
    """The draw of a Vegas Canfield game, whose record settles its deal's balance (``vegas``)."""


def round_card(rules: dict[str, Any], strokes: list[int] | None) -> dict[str, Any] | None:
    """A recorded round's card: ``holes``, ``par`` (from its rules), ``strokes`` per hole
    over and their ``total``; None for a game of one deal."""
    if strokes is None:
        return None
    return {"holes": rules["holes"], "par": rules["par"], "strokes": strokes, "total": sum(strokes)}


@dataclass(frozen=True, slots=True)
class StoredGame:
    id: uuid.UUID
    recorded_at: dt.datetime
    game: str
    variant: str | None
    code: str | None
    rules: dict[str, Any]
    status: str
    score: int
    moves: int
    started_at: dt.datetime | None
    actions: list[Any]
    daily_day: dt.date | None
    strokes: list[int] | None

    @property
    def round(self) -> dict[str, Any] | None:
        return round_card(self.rules, self.strokes)


T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Page(Generic[T]):
    """A keyset page: the items, and whether more follow the last one."""

    items: list[T]
    has_more: bool


@dataclass(frozen=True, slots=True)
class VariantStats:
    variant: str
    played: int
    won: int
    best_score: int
    current_streak: int
    """Games won in a row up to the latest one (0 when the latest was not won)."""
    best_streak: int
    rounds_finished: int = 0
    """Rounds of Golf played to their end (won or finished); 0 for a variant of one deal."""
    strokes_total: int = 0
    """The strokes of those rounds in all."""
    best_total: int | None = None
    """The fewest strokes of one of those rounds."""
    holes_cleared: int = 0
    """Holes cleared in every round recorded (an abandoned one's too)."""

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def average_total(self) -> float | None:
        return self.strokes_total / self.rounds_finished if self.rounds_finished else None


@dataclass(frozen=True, slots=True)
class DailyDeal:
    day: dt.date
    variant: str
    code: str
    difficulty: float
    solution: list[Any] | None = None
    """The solver's winning line from the deal's start (API move objects), shown once the
    day's results close; None for a deal published before lines were kept."""
    best: int | None = None
    """Golf: the fewest cards the solver could leave on the table (0: it won); None for
    Canfield and for deals published before it was kept."""
    salt: str | None = None
    """32 lowercase hex characters the database drew when it published the deal (None for a
    deal not stored yet): its commitment hashes it with the code."""


@dataclass(frozen=True, slots=True)
class DailyStart:
    """A player's ranked attempt of a day's deal, as a start finds it: the deal, the first
    start (the clock of the result, which nothing restarts) and the line so far."""

    code: str
    started_at: dt.datetime
    game_id: uuid.UUID | None = None
    """The attempt's game: the one this start asked for when it is the first (or claims an
    attempt started before lines were kept); None only for such an attempt left unclaimed."""
    settings: dict[str, Any] | None = None
    """What the attempt was dealt with (``explain``, ``double_tap``)."""
    step: int = 0
    state: str | None = None
    """The attempt's latest state; None before its first move (its first state is dealt
    again from ``settings``)."""
    submitted: bool = False
    """Whether the player's result of the deal is in."""


@dataclass(frozen=True, slots=True)
class AttemptLine:
    """How far a ranked attempt has gone: its game, its step, its latest state and the move
    that made it (None before the first move)."""

    game_id: uuid.UUID | None
    step: int
    last_move: dict[str, Any] | None
    state: str | None


@dataclass(frozen=True, slots=True)
class AttemptEvidence:
    """What the pace review of a result reads beside the game: its attempt's line and pace
    as the server kept them, the account's age and the deal's solver line (the address's
    other accounts are counted apart, ``Attempts.abandoned_nearby``)."""

    started_at: dt.datetime
    game_id: uuid.UUID | None
    step: int
    undos: int
    gaps: int
    fast_gaps: int
    log_gap_sum: float
    log_gap_square_sum: float
    even_gaps: int
    account_created_at: dt.datetime
    solution: list[Any] | None
    best: int | None
    kept_actions: bool = False
    """Whether the attempt kept every action as played (0026), which the play review reads."""


@dataclass(frozen=True, slots=True)
class BoardKey:
    """An entry's place in the leaderboard order, every field ascending (the columns
    ``order_*`` of ``daily_results``): lost after won, fewer cards home after more, then
    hints, undos, seconds (unknown after known), moves, submission time and the player's id."""

    lost: bool
    cards_left: int
    hints: int
    undos: int
    seconds: int
    moves: int
    submitted_at: dt.datetime
    player_id: uuid.UUID


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    rank: int | None
    """None only in the owner's own view of a rejected result, which stands nowhere."""
    player_id: uuid.UUID
    player: str | None
    """None for an erased player's result (an anonymous stand-in's: migration 0029)."""
    score: int
    won: bool
    cards_home: int
    hints: int
    moves: int
    seconds: int | None
    """None for a result stored before daily games had a clock."""
    submitted_at: dt.datetime
    key: BoardKey
    review: str = "clear"
    """``clear`` (on the board), ``held`` or ``rejected`` (``service.daily.pace.Review``)."""
    strokes: list[int] | None = None
    """The daily round's strokes per hole; None for a deal."""
    undos: int = 0
    """Undos counted by the server in the attempt (0 for results stored before they were)."""


@dataclass(frozen=True, slots=True)
class GroupStanding:
    """A cleared result's group of at most 100 on its board (migration 0019) and its place
    in it now."""

    id: int
    rank: int
    size: int


@dataclass(frozen=True, slots=True)
class DailyStanding:
    """A player's stored daily result with its rank and percentile now (both move as results
    arrive, until the day's results close)."""

    entry: LeaderboardEntry
    percentile: float
    """The share of the board's cleared results it beats, in percent (``daily_percentile``
    in migrations/0009_daily_record.sql); a held result's as if it were cleared."""
    created: bool
    """True for the submission that stored it; False for any resubmission."""
    group: GroupStanding | None = None
    """None while the result is held or rejected."""


@dataclass(frozen=True, slots=True)
class RecordEntry:
    """One daily result in a player's calendar, with its standing: final once its board is
    settled, else counted live (it moves while the day's results are open)."""

    day: dt.date
    variant: str
    rank: int | None
    percentile: float | None
    """Both None in a rejected result's entry, which stands nowhere."""
    won: bool
    cards_home: int
    hints: int
    seconds: int | None
    moves: int
    review: str
    undos: int = 0
    group: GroupStanding | None = None
    """None while the result is held or rejected."""


@dataclass(frozen=True, slots=True)
class DailyRecord:
    """A player's daily results of a range of days, by day then variant, and every date
    they have a cleared result of, oldest first (their streak: ``daily.streak``)."""

    played: tuple[dt.date, ...]
    entries: list[RecordEntry]


@dataclass(frozen=True, slots=True)
class MonthBadges:
    """What the badges of a month open ``at`` ask (``daily.badge_rules``), for the store to keep
    them as the month's results change: its first and last date, and per badge its name
    and least dates played and dates completed."""

    month: dt.date
    last: dt.date
    at: dt.datetime
    badges: tuple[str, ...]
    dates_played: tuple[int, ...]
    dates_completed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MonthProgress:
    """A month's count of a player's dates with a cleared result, and of those with one
    for every deal of the date."""

    month: dt.date
    dates_played: int
    dates_completed: int


@dataclass(frozen=True, slots=True)
class EarnedBadge:
    month: dt.date
    badge: str
    earned_at: dt.datetime


@dataclass(frozen=True, slots=True)
class PlayerBadges:
    """A player's badges of a range of months, and their progress in each month played."""

    earned: list[EarnedBadge]
    progress: list[MonthProgress]


@dataclass(frozen=True, slots=True)
class BoardSpread:
    """How a day's board of a variant is spread over its cleared results, in the buckets the
    caller asked for (``service.daily.stats``): per bucket, (results, of which won)."""

    results: int
    won: int
    cards: list[tuple[int, int]]
    """By bucket of cards home."""
    time: list[tuple[int, int]]
    """By bucket of time; results stored before daily games had a clock are in none."""


@dataclass(frozen=True, slots=True)
class HeldResult:
    """A daily result under review, as an operator sees it."""

    day: dt.date
    variant: str
    player_id: uuid.UUID
    player: str
    review: str
    reason: str | None
    won: bool
    cards_home: int
    hints: int
    moves: int
    seconds: int | None
    submitted_at: dt.datetime
    undos: int = 0
    tells: dict[str, Any] | None = None
    """The play review's reading, for the operator (``daily.play_review``); None before it."""


@dataclass(frozen=True, slots=True)
class Owned(Generic[T]):
    """What a read made for the player of a bearer token found, and that player (found in
    the same statement as the data, so the token costs no round trip of its own)."""

    player: uuid.UUID
    value: T


@dataclass(frozen=True, slots=True)
class Friend:
    """A player another follows (``Friends``), and since when."""

    player_id: uuid.UUID
    name: str
    since: dt.datetime
