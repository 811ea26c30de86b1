"""A ranked daily attempt is one line: its moves go through the server, which keeps how far
the attempt has gone, so a state kept aside cannot play a second line with the cards the
first one showed.

A state of a ranked attempt (a daily game that is neither from the archive nor a replay,
bound to its player, while the day's results are open) carries its *step*: the accepted
actions so far, undos included.  ``POST /v1/moves`` on it is one compare-and-set in the
database (``store.attempts.advance``): the line moves on only from its latest step; the same
move sent again from the same state after a lost answer gets the stored answer again; any
other move from an earlier state is ``409 stale-state`` and changes nothing (the game's
``undo`` is the way back, and is counted).  A refused move changes nothing, and is answered
only from the latest state too.  A ranked line is its player's: each of its moves carries
the player's bearer token, checked in the very statement that moves the line (401 without
one or with nobody's, 403 with another player's; nothing changes).  Every other game stays
stateless: its moves never touch the database, nor look at a token.
"""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import replace
from typing import Any

from flask import Response, current_app

from ...daily import challenge
from ...daily.pace import ReviewRules
from ...daily.submission import GameNotFinished
from ...engine import Game, Move, Outcome, Settings, Variant, new_game, unpack
from ...engine.game import Undo, move_notation, move_to_json
from ...engine.texts import N_, Text
from ...i18n import variant_title
from ...store import AttemptLine, AttemptMove, DailyStart
from .auth import bearer_token, own
from .daily_guard import grace
from .db import store
from .documents import game_document, game_response, seal
from .errors import ApiError
from .inputs import STATE_SEALER
from .language import negotiated_language
from .tokens import DailyTag, Envelope, StateSealer


def ranked_token(envelope: Envelope, at: dt.datetime) -> str | None:
    """The request's bearer token when ``envelope`` is a state of a ranked line
    (``ranked_attempt``), which only its player moves: 401 without one (no database asked);
    None for any other game, whose moves never look at a token."""
    return bearer_token() if ranked_attempt(envelope, at) else None


def ranked_attempt(envelope: Envelope, at: dt.datetime) -> bool:
    """Whether a state is a move of a player's ranked attempt whose results are open, or of
    a player's side of a duel (both lines the server keeps)."""
    daily = envelope.daily
    if envelope.duel is not None:
        return envelope.player is not None
    return (
        daily is not None
        and daily.ranked
        and envelope.player is not None
        and challenge.accepts_results(daily.day, at, grace())
    )


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
        line = own(store().attempts.own_line(day, variant, player, token, envelope.duel), player).value
        if line is None or not _at(line, envelope.game_id, step):
            raise stale_state(step, line, envelope.duel)
        return game_response(game, envelope, outcome, 200, at)
    moved = replace(envelope, step=step + 1, pace=None)
    state, played = seal(game, moved, at), move_to_json(move)
    attempt = AttemptMove(
        day, variant, player, envelope.game_id, step, played, state, isinstance(move, Undo), at,
        current_app.config["DAILY_MIN_MOVE_S"], envelope.duel, move_notation(move),
    )  # fmt: skip
    advance = own(store().attempts.advance(attempt, token), player).value
    if advance.advanced:
        return game_response(game, moved, outcome, 200, at, state)
    line = advance.line
    if line is not None and _at(line, envelope.game_id, step + 1) and line.last_move == played and line.state:
        return game_response(game, moved, outcome, 200, at, line.state)  # the answer that was lost
    raise stale_state(step, line, envelope.duel)


def _at(line: AttemptLine, game_id: uuid.UUID, step: int) -> bool:
    """Whether the attempt's line stands at ``step`` of game ``game_id`` (an attempt never
    claimed stands at step 0 of any game)."""
    return line.game_id in (None, game_id) and line.step == step


def stale_state(step: int, line: AttemptLine | None, duel: uuid.UUID | None = None) -> ApiError:
    """409 for a state that is not its line's latest: of a ranked daily attempt, or of a
    side of ``duel``."""
    where = (
        Text(N_("no attempt of this deal")) if line is None else Text(N_("its step {step}"), step=line.step)
    )
    if line is not None and line.game_id is not None and line.step < step:
        where = Text(N_("another game at step {step}"), step=line.step)
    template = N_(
        "this state is step {step} of a ranked daily attempt, and the server has {where}: a ranked "
        "attempt is one line, played on only from its latest state (nothing changed). To take a move "
        "back, play undo from the latest state (undos are counted); a client that lost the latest "
        "state gets it with POST /v1/daily/{{date}}/games."
    )
    if duel is not None:
        template = N_(
            "this state is step {step} of your game of a duel, and the server has {where}: a duel's "
            "game is one line, played on only from its latest state (nothing changed). To take a move "
            "back, play undo from the latest state (undos are counted)."
        )
    return ApiError(
        409,
        "stale-state",
        N_("The state is not the attempt's latest"),
        Text(template, step=step, where=where),
        extra={"step": step, "attempt_step": None if line is None else line.step},
    )


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
    return ApiError(
        409,
        "daily-attempt-started",
        N_("The daily attempt has started"),
        Text(
            N_(
                "you started your one ranked attempt at the {variant} deal of {day} at {started_at}: "
                'play on from its latest state (the "state" here, and its document, "game"); a deal '
                "is dealt again, unranked, once your result is in"
            ),
            variant=variant_title(variant),
            day=day.isoformat(),
            started_at=extra["started_at"],
        ),
        extra=extra,
    )


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
    title = N_("The game is not finished")
    return ApiError(422, "game-not-finished", title, refused.detail, [{"field": "state", "message": status}])


def duel_game_not_recorded() -> ApiError:
    """409 for a duel's game sent to the history: its deal is sealed until the duel ends,
    and a history shows codes."""
    return ApiError(
        409,
        "duel-game",
        N_("A duel's game is not recorded"),
        Text(
            N_(
                "this is a duel's game: its result goes to its duel (POST /v1/duels/{{duel}}/results), "
                "not the history"
            )
        ),
    )
