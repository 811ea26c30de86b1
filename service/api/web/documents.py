"""The game document: what every play route answers (openapi.yaml's ``GameDocument``), written
from ``GameDocumentSchema`` through ``fastschema.dump`` (marshmallow's own ``dump`` costs a
move more than the engine's work: bench/http.md).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from flask import Response, current_app

from ...clock import now
from ...daily import challenge
from ...engine import Game, Outcome, pack
from ...engine.game import move_to_json
from ...engine.rules import vegas_draw
from ...i18n import message
from ..schemas.games import GAME_DOCUMENT
from . import jsonio
from .daily_guard import daily_grace
from .fastschema import dump
from .inputs import STATE_SEALER
from .language import negotiated_language
from .tokens import Envelope, StateSealer


def outcome_json(outcome: Outcome, game: Game, language: str) -> dict[str, Any]:
    """The engine's outcome with its texts: a refusal explained only when the game's
    ``explain`` setting is on; a notice (the Golf dead end) always."""
    out = outcome.to_json()
    if outcome.violation is not None and game.settings.explain:
        out["violation"]["message"] = message(outcome.violation, language)
    if outcome.message is not None:
        out["notice"] = {"code": outcome.message, "message": message(outcome.message, language)}
    return out


def dealt() -> Outcome:
    """The outcome of a new game's first document."""
    return Outcome(True, events=[{"type": "deal"}])


def daily_results_open(day: dt.date, at: dt.datetime) -> bool:
    """Whether ``day``'s results are still accepted at ``at``: until then its deals' codes
    are sealed (a code deals the face-down cards)."""
    return challenge.accepts_results(day, at, daily_grace())


def seal(game: Game, envelope: Envelope, at: dt.datetime) -> str:
    """The state token of ``game`` with ``envelope``, sealed at ``at``."""
    sealer: StateSealer = current_app.extensions[STATE_SEALER]
    return sealer.seal(pack(game), envelope, at)


def game_response(
    game: Game,
    envelope: Envelope,
    outcome: Outcome,
    status: int,
    at: dt.datetime | None = None,
    state: str | None = None,
) -> Response:
    """The game document, its state sealed at ``at`` (now by default), or ``state`` when the
    caller has it sealed already.  A daily game's code stays out of it while the day's
    results are open, a duel's always."""
    language = negotiated_language()
    return Response(
        jsonio.serialize(game_document(game, envelope, outcome, language, at, state)),
        status=status,
        headers=[("Content-Type", "application/json"), ("Content-Language", language)],
    )


def game_document(
    game: Game,
    envelope: Envelope,
    outcome: Outcome,
    language: str,
    at: dt.datetime | None = None,
    state: str | None = None,
) -> dict[str, Any]:
    """``game_response``'s body, in ``language``."""
    at = now() if at is None else at
    daily = envelope.daily
    document: dict[str, Any] = {
        "state": seal(game, envelope, at) if state is None else state,
        "game_id": envelope.game_id,
        "player": envelope.player,
        "daily": daily,
        "game": game.game,
        "code": None if _sealed(envelope, at) or vegas_deal_in_play(game, envelope) else game.code_text,
        "rules": game.rules.describe(),
        "settings": game.settings,
        "view": game.view(),
        "score": game.score,
        "moves": game.moves,
        "status": game.status,
        "undo_available": game.undo_available,
        "legal_moves": [move_to_json(move) for move in game.legal_moves()],
        "outcome": outcome_json(outcome, game, language),
    }
    if envelope.duel is not None:
        document["duel"] = envelope.duel
    scorecard = game.scorecard()
    if scorecard is not None:
        document["round"] = scorecard
    return dump(GAME_DOCUMENT, document)


def vegas_deal_in_play(game: Game, envelope: Envelope) -> bool:
    """A Vegas Canfield game of a player's: played for their balance, so its code (which
    deals every face-down card) stays out of its documents and the solver refuses it
    (docs/design/vegas.md); the history shows the code once the game is recorded."""
    return envelope.player is not None and vegas_draw(game.rules) is not None


def _sealed(envelope: Envelope, at: dt.datetime) -> bool:
    """Whether a game's code stays out of its document: a daily game's while its day's
    results are open, a duel's always (``GET /v1/duels/{duel}`` reveals it once the duel
    has ended)."""
    daily = envelope.daily
    return envelope.duel is not None or (daily is not None and daily_results_open(daily.day, at))
