"""The web side of a ranked line (``service/daily/line.py``): a move of a ranked daily
attempt or of a duel's side is one compare-and-set in the database (``advance_attempt``),
checked against the player's bearer token in that same statement (401 without one or with
nobody's, 403 with another player's; nothing changes); its answers and refusals here."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import replace
from typing import Any

from flask import Response, current_app

from ...daily import line as line_rules
from ...daily.pace import ReviewRules
from ...daily.submission import GameNotFinished
from ...engine import Game, Move, Outcome, Settings, Variant, new_game, unpack
from ...engine.game import Undo, move_notation, move_to_json
from ...engine.texts import N_, Text
from ...i18n import variant_title
from ...store import AttemptLine, AttemptMove, DailyStart, Duel, DuelSide
from .auth import bearer_token, owned_by_bearer
from .daily_guard import daily_grace
from .db import store
from .documents import dealt, game_document, game_response, seal
from .inputs import STATE_SEALER
from .language import negotiated_language
from .problems import DAILY_ATTEMPT_STARTED, DUEL_GAME, GAME_NOT_FINISHED, STALE_STATE, ApiError
from .tokens import DailyTag, Envelope, StateSealer


def ranked_token(envelope: Envelope, at: dt.datetime) -> str | None:
    """The request's bearer token when ``envelope`` is a state of a ranked line
    (``ranked_attempt``), which only its player moves: 401 without one (no database asked);
    None for any other game, whose moves never look at a token."""
    return bearer_token() if ranked_attempt(envelope, at) else None


def ranked_attempt(envelope: Envelope, at: dt.datetime) -> bool:
    """Whether a state is a move of a line the server keeps (``line.is_ranked``)."""
    return line_rules.is_ranked(envelope, at, daily_grace)


def attempt_envelope(player: uuid.UUID, day: dt.date, variant: Variant, attempt: DailyStart) -> Envelope:
    """The envelope of an attempt's first state."""
    assert attempt.game_id is not None
    return Envelope(attempt.game_id, player, DailyTag(day, variant, attempt.started_at), step=0)


def first_game(attempt: DailyStart) -> Game:
    """An attempt's deal as it was dealt, with the settings it was started with."""
    return new_game(attempt.code, Settings(**(attempt.settings or {})))


def play_ranked(
    game: Game, envelope: Envelope, move: Move, outcome: Outcome, at: dt.datetime, token: str
) -> Response:
    """The answer to ``move`` (played on ``game``, which the state ``envelope`` came with)
    in a ranked attempt, for the bearer ``token`` (``ranked_token``): accepted and added to
    the line, answered again after a lost answer, or refused; 409 when the state is not the
    attempt's latest.  The line is its player's: 401 when the token is nobody's, 403 when it
    is another player's, and nothing changed (the token is checked in the statement that
    moves the line, so it costs no round trip of its own)."""
    player = envelope.player
    assert player is not None
    day, variant = (envelope.daily.day, envelope.daily.variant) if envelope.daily else (None, None)
    step = envelope.step or 0  # a state sealed before steps: only an attempt never claimed takes it
    if not outcome.accepted:
        line = owned_by_bearer(
            store().attempts.own_line(day, variant, player, token, envelope.duel), player
        ).value
        if not line_rules.stands_at(line, envelope.game_id, step):
            raise stale_state(step, line, envelope.duel)
        return game_response(game, envelope, outcome, 200, at)
    moved = replace(envelope, step=step + 1, pace=None)
    state, played = seal(game, moved, at), move_to_json(move)
    attempt = AttemptMove(
        day, variant, player, envelope.game_id, step, played, state, isinstance(move, Undo), at,
        current_app.config["DAILY_MIN_MOVE_S"], envelope.duel, move_notation(move),
    )  # fmt: skip
    advance = owned_by_bearer(store().attempts.advance(attempt, token), player).value
    if advance.advanced:
        return game_response(game, moved, outcome, 200, at, state)
    lost = line_rules.lost_answer(advance.line, envelope.game_id, step, played)
    if lost:
        return game_response(game, moved, outcome, 200, at, lost)
    raise stale_state(step, advance.line, envelope.duel)


def stale_state(step: int, line: AttemptLine | None, duel: uuid.UUID | None = None) -> ApiError:
    """409 for a state that is not its line's latest: of a ranked daily attempt, or of a
    side of ``duel``; with the line's latest state and its game document, so that a client
    behind (a second tab, a kept copy) resumes from them by itself (both null while the
    line has no move: its first state is the start's answer)."""
    where = (
        Text(N_("no attempt of this deal")) if line is None else Text(N_("its step {step}"), step=line.step)
    )
    if line is not None and line.game_id is not None and line.step < step:
        where = Text(N_("another game at step {step}"), step=line.step)
    template = N_(
        "this state is step {step} of a ranked daily attempt, and the server has {where}: a ranked "
        "attempt is one line, played on only from its latest state (nothing changed). Resume from the "
        'latest state, which this answer carries ("state", and its document, "game"); to take a move '
        "back, play undo from there (undos are counted)."
    )
    if duel is not None:
        template = N_(
            "this state is step {step} of your game of a duel, and the server has {where}: a duel's "
            "game is one line, played on only from its latest state (nothing changed). Resume from the "
            'latest state, which this answer carries ("state", and its document, "game"); to take a move '
            "back, play undo from there (undos are counted)."
        )
    latest = None if line is None or line.state is None else resumed_document(line.state)
    extra: dict[str, Any] = {
        "step": step,
        "attempt_step": None if line is None else line.step,
        "state": None if latest is None else latest["state"],
        "game": latest,
    }
    return STALE_STATE(Text(template, step=step, where=where), extra=extra)


def attempt_started(player: uuid.UUID, day: dt.date, variant: Variant, attempt: DailyStart) -> ApiError:
    """409 for a second start of an attempt before its result: the attempt's game, its first
    start, its latest state and that state's game document, so a client that lost them
    resumes."""
    if attempt.state is None:
        game, envelope = first_game(attempt), attempt_envelope(player, day, variant, attempt)
        document = game_document(game, envelope, resumed(), negotiated_language(), attempt.started_at)
    else:
        document = resumed_document(attempt.state)
    extra: dict[str, Any] = {
        "game_id": str(attempt.game_id),
        "started_at": attempt.started_at.isoformat().replace("+00:00", "Z"),
        "state": document["state"],
        "game": document,
    }
    return DAILY_ATTEMPT_STARTED(
        variant=variant_title(variant), day=day.isoformat(), started_at=extra["started_at"], extra=extra
    )


def side_document(duel: Duel, side: DuelSide) -> dict[str, Any]:
    """The game document of a duel side's latest state (its first, dealt again, before any
    move)."""
    attempt = side.attempt
    if attempt.state is not None:
        return resumed_document(attempt.state)
    envelope = Envelope(attempt.game_id or uuid.uuid4(), side.player_id, step=0, duel=duel.id)
    game = new_game(duel.code, Settings(**(attempt.settings or {})))
    return game_document(game, envelope, dealt(), negotiated_language(), attempt.started_at)


def resumed_document(state: str) -> dict[str, Any]:
    """The game document of an attempt's stored latest state (sealed by this service, so
    opened whatever its age), the game resumed."""
    sealer: StateSealer = current_app.extensions[STATE_SEALER]
    envelope, packed = sealer.open(state)
    return game_document(unpack(packed), envelope, resumed(), negotiated_language(), None, state)


def resumed() -> Outcome:
    """The outcome of an attempt's state dealt back to its player (``resume``)."""
    return Outcome(True, events=[{"type": "resume"}])


def review_rules() -> ReviewRules:
    config = current_app.config
    return ReviewRules(
        min_move_s=config["DAILY_MIN_MOVE_S"],
        min_game_s_per_move=config["DAILY_MIN_GAME_S_PER_MOVE"],
        min_spread=config["DAILY_PACE_MIN_SPREAD"],
        min_gaps=config["DAILY_PACE_MIN_GAPS"],
        new_account_s=config["DAILY_NEW_ACCOUNT_MINUTES"] * 60,
        solver_line=config["DAILY_REVIEW_SOLVER_LINE"],
        shared_address=config["DAILY_REVIEW_SHARED_ADDRESS"],
        play=config["DAILY_REVIEW_PLAY"],
    )


def game_not_finished(refused: GameNotFinished) -> ApiError:
    """422 for a game still in play, a daily's or a duel's."""
    status = Text(N_('the status is "{status}"'), status=refused.status)
    return GAME_NOT_FINISHED(refused.detail, errors=[{"field": "state", "message": status}])


def duel_game_not_recorded() -> ApiError:
    """409 for a duel's game sent to the history: its deal is sealed until the duel ends,
    and a history shows codes."""
    return DUEL_GAME()
