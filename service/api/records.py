"""What the history keeps of a game: its record and action log, read from an opened state."""

from __future__ import annotations

import datetime as dt

from ..engine import move_to_json
from ..store import GameRecord, InvalidRecord, variant_of
from .errors import ApiError
from .inputs import OpenedState


def parse_timestamp(text: str | None, field: str) -> dt.datetime | None:
    """An RFC 3339 time with its offset; 422 when it cannot be used although well formed
    (no offset, a leap second, year 0: nothing Python's datetime can hold)."""
    if text is None:
        return None
    try:
        moment = dt.datetime.fromisoformat(text.replace("z", "Z"))
        if moment.tzinfo is None:
            raise ValueError("the time has no UTC offset (e.g. 2030-01-01T12:00:00Z)")
    except ValueError as exc:
        raise ApiError(
            422,
            "invalid-timestamp",
            "The time cannot be used",
            f"{field}: {exc}",
            [{"field": field, "message": str(exc)}],
        ) from None
    return moment


def game_record(opened: OpenedState, started_at: dt.datetime | None = None) -> GameRecord:
    """What the history keeps of a game.  A custom deal (no code) has no variant: stats and
    daily challenges count only dealt codes, which anyone can replay."""
    game = opened.game
    return GameRecord(
        game_id=opened.envelope.game_id,
        game=game.game,
        code=game.code_text,
        rules=game.rules.describe(),
        status=game.status,
        score=game.score,
        moves=game.moves,
        actions=[move_to_json(move) for move in game.action_log()],
        variant=variant_of(game.rules) if game.code is not None else None,
        started_at=started_at,
    )


def invalid_record(exc: InvalidRecord) -> ApiError:
    return ApiError(
        422,
        "invalid-record",
        "The database refuses this record",
        str(exc),
        extra={"constraint": exc.constraint},
    )
