"""The play routes: start a game, play a move.  Stateless: the game travels in the sealed
``state`` token, so any instance answers any request and no database is touched, but to
check a bearer token, to read the daily lock's list once a refresh (a game by code or
layout of a live daily deal is refused: ``service.daily.lock``), and to keep a ranked
attempt to one line (``service.daily.line``).  A random game and a move never meet the lock.

One trip down, one trip back: load the body, open the token, let the engine play, seal
the result, write the game document.  No rule is decided here."""

from __future__ import annotations

import secrets
import uuid
from typing import Any

from flask import Blueprint, Response

from ...clock import now
from ...daily.lock import code_asked, dealt_asked, layout_asked
from ...daily.scheduler import secret_deal
from ...engine import (
    GAMES,
    CodeError,
    Game,
    GameCode,
    LayoutError,
    MoveError,
    Settings,
    dealt_game,
    layout_game,
    new_game,
    parse_code,
    read_layout,
    read_move,
)
from ...engine.codes import SHORT_DEAL_COUNT
from ...engine.deals import dealing_order
from ...engine.game import move_to_json
from ...engine.games import round_holes
from ...engine.registry import RefusalProblem, RulesError
from ...engine.rules import Rules, vegas_draw
from ...engine.texts import Text
from ..schemas import load_move_request, load_new_game
from ..web.auth import optional_player
from ..web.counters import count_game_started, record_move
from ..web.daily_guard import refuse_locked_play
from ..web.db import has_store, store
from ..web.documents import dealt, game_response
from ..web.errors import invalid_fields
from ..web.inputs import code_error, json_body, open_state, settings_of
from ..web.limits import client_key, spend_rate_limit
from ..web.problems import (
    INVALID_LAYOUT,
    MOVE_NOT_IN_GAME,
    ApiError,
    FieldErrors,
    game_problem,
)
from ..web.ranked import play_ranked, ranked_token
from ..web.tokens import Envelope, new_envelope

bp = Blueprint("play", __name__, url_prefix="/v1")


def _start(body: dict[str, Any], settings: Settings, player: uuid.UUID | None) -> tuple[Game, bytes | None]:
    """The new game, and its deal's cards when it is a custom layout; a live daily deal by
    code or layout is refused (403).  A layout spends the solver's allowance first
    (``SOLVER_RATE_LIMIT``, the player's or the address's, shared with ``/v1/solve`` and
    ``/v1/hint``) wherever there are daily deals to lock: what the lock answers a layout is
    as much a question about a live deal as a search is, so it costs as much."""
    if "code" in body:
        try:
            code = parse_code(body["code"])
        except CodeError as exc:
            raise code_error(exc) from None
        if round_holes(code) is not None:
            refuse_locked_play(code_asked(code))
            return new_game(code, settings), None
        game, layout = dealt_game(code, settings)
        refuse_locked_play(dealt_asked(layout, code.rules))
        return game, None
    rules = _rules_of_body(body)
    if "layout" not in body:
        return new_game(GameCode(rules, random_deal(rules)), settings), None
    if has_store():
        spend_rate_limit("SOLVER_RATE_LIMIT", "solver", client_key(player))
    try:
        layout = read_layout(rules, body["layout"])
    except LayoutError as exc:
        errors: FieldErrors = [
            {"field": "layout" if name == "layout" else f"layout.{name}", "message": text}
            for name, text in exc.errors.items()
        ]
        detail = Text(
            "{errors}",
            errors=[Text("{field}: {why}", field=name, why=why) for name, why in exc.errors.items()],
        )
        raise INVALID_LAYOUT(detail, errors=errors) from None
    refuse_locked_play(layout_asked(layout, rules))
    return layout_game(rules, layout, settings), bytes(dealing_order(layout))


def random_deal(rules: Rules) -> int:
    """A random deal's number: a short one (a 7-letter code, easy to share) for practice; for
    a Vegas deal, which pays, one of the long range's 2^64, as the daily's are: the 26^7
    short deals were searched for the 10 cards a Vegas game shows after 4 draws in 54 s,
    which named its hidden code for the solver (docs/design/vegas.md)."""
    return secrets.randbelow(SHORT_DEAL_COUNT) if vegas_draw(rules) is None else secret_deal()


def _rules_of_body(body: dict[str, Any]) -> Rules:
    """The rules a body of ``"game"`` asks for (the schema let only a registered game in)."""
    read = GAMES.of_name(body["game"]).rules_of_body
    assert read is not None  # of_name finds only games that read bodies
    try:
        return read(body)
    except RulesError as exc:
        raise game_problem(exc.problem, exc.title)(
            exc.detail, errors=[{"field": exc.field, "message": exc.message}]
        ) from None


@bp.post("/games")
def create_game() -> Response:
    """A bearer token binds the game to its player (sealed in the state); without one the
    game is anonymous, as it always was."""
    player = optional_player()
    body = load_new_game(json_body())
    game, deal = _start(body, settings_of(body), player)
    envelope = new_envelope(player, deal=deal)
    _count_vegas_deal(game, envelope, body)
    count_game_started(game.game)
    return game_response(game, envelope, dealt(), 201)


def _count_vegas_deal(game: Game, envelope: Envelope, body: dict[str, Any]) -> None:
    """A random Vegas deal of a player's counts in their balance from its deal on, settled
    when it is recorded (docs/design/vegas.md).  One by code or layout, or anonymous, counts
    in none: a deal the player could know or choose buys nothing."""
    draw = vegas_draw(game.rules)
    if draw is None or envelope.player is None or "code" in body or "layout" in body:
        return
    store().vegas.deal(envelope.player, envelope.game_id, draw, game.score, now())


@bp.post("/moves")
def play_move() -> Response:
    body = load_move_request(json_body())
    opened = open_state(body["state"])
    at = now()
    token = ranked_token(opened.envelope, at)  # a ranked line is its player's: 401 without a token
    game = opened.game
    try:
        move = read_move(type(game), body["move"])
    except MoveError as exc:
        errors: FieldErrors = [{"field": f"move.{exc.field}", "message": exc.text}]
        if exc.of_no_game:
            raise invalid_fields(errors) from None
        raise MOVE_NOT_IN_GAME(exc.text, errors=errors, title=GAMES.of_game(game).not_a_move) from None
    outcome = game.play(move)
    code = outcome.violation or move_to_json(move)["type"]
    record_move(game.game, outcome.accepted, code, outcome.accepted and game.status == "won")
    problem = GAMES.refusal_problem(outcome.violation)
    if problem is not None:
        raise refused_as_problem(problem, GAMES.messages[code])
    if token is not None:
        return play_ranked(game, opened.envelope, move, outcome, at, token)
    return game_response(game, opened.envelope, outcome, 200, at)


def refused_as_problem(problem: RefusalProblem, rule: str) -> ApiError:
    """A refusal its game answers as a problem: its flow, not a card the rules refuse (a
    round's ``next-hole`` while the hole is in play), so a 422 with the rule's own words
    rather than a refused move."""
    refused = game_problem(problem.problem, problem.title)
    return refused(rule, errors=[{"field": problem.field, "message": rule}])
