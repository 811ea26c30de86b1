"""The play routes: start a game, play a move.  Stateless: the game travels in the sealed
``state`` token, so any instance answers any request and no database is touched (but to
check the bearer token of a game started for a player).

One trip down, one trip back: load the body, open the token, let the engine play, seal
the result, write the game document.  No rule is decided here.
"""

from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Any

from flask import Blueprint, Response

from ..clock import now
from ..engine import (
    CodeError,
    Game,
    GameCode,
    LayoutError,
    MoveError,
    Settings,
    deal_fingerprint,
    layout_game,
    move_from_json,
    new_game,
    read_layout,
)
from ..engine.codes import SHORT_DEAL_COUNT
from ..engine.game import move_to_json
from ..engine.rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY, CanfieldRules, GolfRules
from .auth import optional_player
from .documents import dealt, game_response, timed_move
from .errors import ApiError
from .inputs import code_error, json_body, open_state, settings_of
from .metrics import GAMES_STARTED, record_move
from .schemas import load_move_request, load_new_game
from .tokens import new_envelope

bp = Blueprint("play", __name__, url_prefix="/v1")


def _golf_rules(body: dict[str, Any]) -> GolfRules:
    base = GOLF_CLASSIC if body.get("mode") == "classic" else GOLF_EASY
    options = body.get("rules", {})
    if "mode" in body and options.get("wrap", base.wrap) != base.wrap:
        raise ApiError(
            422,
            "conflicting-rules",
            "The rule options contradict the mode",
            f"mode {body['mode']!r} means wrap={base.wrap}; leave out one of the two",
            [{"field": "rules.wrap", "message": f"contradicts mode {body['mode']!r}"}],
        )
    return replace(
        base,
        wrap=options.get("wrap", base.wrap),
        queen_on_king=options.get("queen_on_king", base.queen_on_king),
        strict_draw=options.get("strict_draw", base.strict_draw),
        stroke_scoring=options.get("scoring", "points") == "strokes",
        jokers=options.get("jokers", base.jokers),
        empty_discard=options.get("empty_discard", base.empty_discard),
    )


def _start(body: dict[str, Any], settings: Settings) -> tuple[Game, bytes | None]:
    """The new game, and its deal's fingerprint when it is a custom layout."""
    if "code" in body:
        try:
            return new_game(body["code"], settings), None
        except CodeError as exc:
            raise code_error(exc) from None
    rules: GolfRules | CanfieldRules
    if body["game"] == "golf":
        rules = _golf_rules(body)
    else:
        rules = CANFIELD_DRAW1 if body.get("draw") == 1 else CANFIELD_DRAW3
    if "layout" not in body:
        return new_game(GameCode(rules, secrets.randbelow(SHORT_DEAL_COUNT)), settings), None
    try:
        layout = read_layout(rules, body["layout"])
    except LayoutError as exc:
        errors = [
            {"field": "layout" if name == "layout" else f"layout.{name}", "message": text}
            for name, text in exc.errors.items()
        ]
        raise ApiError(422, "invalid-layout", "The layout is not a valid deal", str(exc), errors) from None
    return layout_game(rules, layout, settings), deal_fingerprint(layout)


@bp.post("/games")
def create_game() -> Response:
    """A bearer token binds the game to its player (sealed in the state); without one the
    game is anonymous, as it always was."""
    player = optional_player()
    body = load_new_game(json_body())
    game, fingerprint = _start(body, settings_of(body))
    GAMES_STARTED.labels(game.game).inc()
    return game_response(game, new_envelope(player, fingerprint=fingerprint), dealt(), 201)


@bp.post("/moves")
def play_move() -> Response:
    body = load_move_request(json_body())
    opened = open_state(body["state"])
    game = opened.game
    try:
        move = move_from_json(body["move"], game.game)
    except MoveError as exc:
        raise ApiError(
            422,
            "move-not-in-game",
            f"This move is not a {game.game} move",
            str(exc),
            [{"field": f"move.{exc.field}", "message": str(exc)}],
        ) from None
    outcome = game.play(move)
    code = outcome.violation or move_to_json(move)["type"]
    record_move(game.game, outcome.accepted, code, outcome.accepted and game.status == "won")
    at = now()
    envelope = opened.envelope
    if outcome.accepted and envelope.daily is not None and not envelope.daily.archive:
        envelope = timed_move(envelope, at)
    return game_response(game, envelope, outcome, 200, at)
