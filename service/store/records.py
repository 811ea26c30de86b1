"""What the history keeps of a game: its record, with the action log the game reads back
from its undo history.  Beside the engine: neither web nor database, only the values the
store takes."""

from __future__ import annotations

import datetime as dt
import uuid

from ..engine import Game, move_to_json, variant_of
from ..engine.rules import vegas_draw
from .models import GameRecord


def game_record(
    game: Game, game_id: uuid.UUID, started_at: dt.datetime | None = None, daily_day: dt.date | None = None
) -> GameRecord:
    """What the history keeps of a game.  A custom deal (no code) has no variant: stats and
    daily challenges count only dealt codes, which anyone can replay.  ``daily_day`` is the
    day of a daily game.  A round keeps its strokes per hole over."""
    scorecard = game.scorecard()
    return GameRecord(
        game_id=game_id,
        game=game.game,
        code=game.code_text,
        rules=game.rules.describe(),
        status=game.status,
        score=game.score,
        moves=game.moves,
        actions=[move_to_json(move) for move in game.action_log()],
        variant=variant_of(game.rules) if game.code is not None else None,
        started_at=started_at,
        daily_day=daily_day,
        strokes=None if scorecard is None else scorecard["strokes"],
        vegas_draw=vegas_draw(game.rules),
    )
