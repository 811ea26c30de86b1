"""The play routes: start a game, play a move.  Stateless: the game travels in the sealed
``state`` token, so any instance answers any request and no database is touched.

One trip down, one trip back: load the body, open the token, let the engine play, seal
the result, write the game document.  No rule is decided here.
"""

from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Any

from flask import Blueprint, Response, current_app, request
from werkzeug.exceptions import UnsupportedMediaType

from ..engine import (
    AnyGame,
    CodeError,
    GameCode,
    LayoutError,
    MoveError,
    Outcome,
    PackError,
    Settings,
    custom_game,
    move_from_json,
    new_game,
    pack,
    unpack,
)
from ..engine.codes import DEAL_COUNT
from ..engine.game import move_to_json
from ..engine.rules import CANFIELD_DRAW1, CANFIELD_DRAW3, GOLF_CLASSIC, GOLF_EASY, CanfieldRules, GolfRules
from ..i18n import message
from . import jsonio
from .errors import ApiError
from .language import negotiated_language
from .metrics import GAMES_STARTED, record_move
from .schemas import load_move_request, load_new_game
from .tokens import StateSealer, TokenError

bp = Blueprint("play", __name__, url_prefix="/v1")


def json_body() -> Any:
    """The request's JSON, refusing other media types, bodies over the size limit (413,
    raised by Werkzeug while reading) and text that is not JSON, however deeply nested."""
    if not request.is_json:
        raise UnsupportedMediaType("Send the body as JSON with 'Content-Type: application/json'.")
    data = request.get_data(cache=False)
    try:
        return jsonio.parse(data)
    except jsonio.JSONDecodeError as exc:
        raise ApiError(400, "invalid-json", "The body is not valid JSON", str(exc)[:200]) from None


def code_error(exc: CodeError, field: str = "code") -> ApiError:
    return ApiError(
        422,
        "invalid-code",
        "The game code cannot be read",
        str(exc),
        [{"field": field, "message": f"{exc.part}: {exc}"}],
    )


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


def _start(body: dict[str, Any], settings: Settings) -> AnyGame:
    if "code" in body:
        try:
            return new_game(body["code"], settings)
        except CodeError as exc:
            raise code_error(exc) from None
    rules: GolfRules | CanfieldRules
    if body["game"] == "golf":
        rules = _golf_rules(body)
    else:
        rules = CANFIELD_DRAW1 if body.get("draw") == 1 else CANFIELD_DRAW3
    if "layout" not in body:
        return new_game(GameCode(rules, secrets.randbelow(DEAL_COUNT)), settings)
    try:
        return custom_game(rules, body["layout"], settings)
    except LayoutError as exc:
        errors = [
            {"field": "layout" if name == "layout" else f"layout.{name}", "message": text}
            for name, text in exc.errors.items()
        ]
        raise ApiError(422, "invalid-layout", "The layout is not a valid deal", str(exc), errors) from None


def open_state(token: str) -> AnyGame:
    """The game a sealed state token holds; 422 for anything we did not seal."""
    sealer: StateSealer = current_app.extensions["state_sealer"]
    try:
        return unpack(sealer.open(token))
    except (TokenError, PackError) as exc:
        raise ApiError(
            422,
            "invalid-state",
            "The state is not one this service issued",
            f"{exc}; send back the 'state' of the last game document unchanged",
            [{"field": "state", "message": str(exc)}],
        ) from None


def outcome_json(outcome: Outcome, game: AnyGame, language: str) -> dict[str, Any]:
    """The engine's outcome with its texts: a refusal explained only when the game's
    ``explain`` setting is on; a notice (the Golf dead end) always."""
    out = outcome.to_json()
    if outcome.violation is not None and game.settings.explain:
        out["violation"]["message"] = message(outcome.violation, language)
    if outcome.message is not None:
        out["notice"] = {"code": outcome.message, "message": message(outcome.message, language)}
    return out


def game_response(game: AnyGame, outcome: Outcome, status: int) -> Response:
    """The game document.  Built directly from JSON-ready engine values rather than through
    ``GameDocumentSchema.dump`` (which cost ~100 us a move, more than the engine's work);
    the tests load every document with that schema, so the two cannot drift."""
    sealer: StateSealer = current_app.extensions["state_sealer"]
    language = negotiated_language()
    document = {
        "state": sealer.seal(pack(game)),
        "game": game.game,
        "code": game.code_text,
        "rules": game.rules.describe(),
        "settings": {"explain": game.settings.explain, "double_tap": game.settings.double_tap},
        "view": game.view(),
        "score": game.score,
        "moves": game.moves,
        "status": game.status,
        "undo_available": game.undo_available,
        "legal_moves": [move_to_json(move) for move in game.legal_moves()],
        "outcome": outcome_json(outcome, game, language),
    }
    response = Response(jsonio.serialize(document), status=status, mimetype="application/json")
    response.headers["Content-Language"] = language
    return response


@bp.post("/games")
def create_game() -> Response:
    body = load_new_game(json_body())
    settings = Settings(explain=body.get("explain", True), double_tap=body.get("double_tap", True))
    game = _start(body, settings)
    GAMES_STARTED.labels(game.game).inc()
    return game_response(game, Outcome(True, events=[{"type": "deal"}]), 201)


@bp.post("/moves")
def play_move() -> Response:
    body = load_move_request(json_body())
    game = open_state(body["state"])
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
    return game_response(game, outcome, 200)
