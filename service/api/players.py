"""Players and their game history: sign-up, bearer-token authorization, recorded games and
stats.  Also the pieces the daily routes share: the store, the token check and turning a
sealed final state into a ``GameRecord``.

Authorization: ``Authorization: Bearer <token>`` (the token ``POST /v1/players`` showed
once; the database keeps only its sha256).  No or an unknown token is 401 with
``WWW-Authenticate: Bearer``; a valid token for another player's id is 403.  The token is
checked before the body is read, so an anonymous caller learns nothing about the body.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import re
import uuid
from typing import Any

from flask import Blueprint, Response, current_app, g, jsonify, request

from ..engine import AnyGame, pack, unpack
from ..engine.game import Undo
from ..store import (
    VARIANTS,
    DatabaseUnavailable,
    GameRecord,
    IdempotencyKeyReused,
    InvalidRecord,
    Store,
    VariantStats,
    variant_of,
)
from ..store.models import GameStatus
from .errors import ApiError, problem
from .metrics import record_pool
from .play import json_body, open_state
from .schemas import (
    GAMES_PAGE,
    PLAYER_CREATED,
    PLAYER_STATS,
    RECORDED_GAME,
    load_game_submission,
    load_new_player,
    load_page_query,
)

bp = Blueprint("players", __name__, url_prefix="/v1")

STORE = "store"
"""``app.extensions`` key of the ``Store`` (absent when no database is configured)."""
BEARER_CHALLENGE = 'Bearer realm="solitaire"'
log = logging.getLogger("service.api")
IDEMPOTENCY_KEY_HEADER = "Idempotency-Key"
_IDEMPOTENCY_KEY = re.compile(r"[!-~]{1,255}")


def store() -> Store:
    """The app's store; ``DatabaseUnavailable`` (503) when the service runs without one."""
    configured: Store | None = current_app.extensions.get(STORE)
    if configured is None:
        raise DatabaseUnavailable("this instance has no database configured (DATABASE_URL)")
    g.used_store = configured
    return configured


def publish_pool_stats(used: Store) -> None:
    """The pool's gauges for ``/metrics``: open, idle and waiting connections."""
    stats = used.pool.get_stats()
    record_pool(stats.get("pool_size", 0), stats.get("pool_available", 0), stats.get("requests_waiting", 0))


def record_pool_stats(response: Response) -> Response:
    """After a database request, publish the pool's gauges."""
    used: Store | None = g.pop("used_store", None)
    if used is not None:
        publish_pool_stats(used)
    return response


class Unauthenticated(ApiError):
    """401: the answer carries the ``WWW-Authenticate`` challenge (RFC 6750)."""

    def __init__(self, detail: str, error: str | None = None) -> None:
        super().__init__(401, "unauthorized", "Unauthorized", detail)
        self.challenge = BEARER_CHALLENGE + (f', error="{error}"' if error else "")


def unauthenticated_response(exc: Unauthenticated) -> Response:
    response = problem(exc.status, exc.kind, exc.title, exc.detail)
    response.headers["WWW-Authenticate"] = exc.challenge
    return response


def database_unavailable_response(exc: DatabaseUnavailable) -> Response:
    """503 with ``Retry-After``: the play routes still work, these will again shortly."""
    log.warning("database unavailable", extra={"error": str(exc)})
    configured = STORE in current_app.extensions
    why = "The database cannot be reached" if configured else "This instance has no database (DATABASE_URL)"
    response = problem(
        503,
        "database-unavailable",
        "Service Unavailable",
        f"{why}; retry after {exc.retry_after_s} s. Playing (POST /v1/games, /v1/moves) works meanwhile.",
    )
    response.headers["Retry-After"] = str(exc.retry_after_s)
    return response


def authenticated_player() -> uuid.UUID:
    """The player whose bearer token came with the request; 401 without a valid one."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthenticated("Send 'Authorization: Bearer <token>' with the token from POST /v1/players.")
    player = store().authenticate(token.strip())
    if player is None:
        raise Unauthenticated("The bearer token is not a player's token.", "invalid_token")
    return player


def authorize(player_id: uuid.UUID) -> None:
    """The request must carry ``player_id``'s own token: 401 without, 403 with another's."""
    if authenticated_player() != player_id:
        raise ApiError(
            403,
            "forbidden",
            "Forbidden",
            "The bearer token belongs to another player: a player reads and writes only their own data.",
        )


def action_log(game: AnyGame) -> list[dict[str, Any]]:
    """The game's action log, as move objects ``POST /v1/moves`` accepts, oldest first.

    The state carries no more than its undo history: the last 100 actions of the line
    finally played (undone actions and the undos themselves are not in it).  Undoing a
    copy step by step reads each action back with its card."""
    copy = unpack(pack(game))
    log: list[dict[str, Any]] = []
    while copy.undo_available:
        undone = copy.play(Undo()).events[0]["undone"]
        if undone["type"] == "remove":
            log.append({"type": "remove", "column": undone["column"]})
        elif undone["type"] == "move":
            log.append({"type": "move", "card": undone["cards"][0], "to": undone["to"]})
        else:  # a draw, or a Canfield redeal (a draw on the empty stock)
            log.append({"type": "draw"})
    log.reverse()
    return log


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


def game_record(game: AnyGame, started_at: dt.datetime | None = None) -> GameRecord:
    """What the history keeps of a game.  A custom deal (no code) has no variant: stats and
    daily challenges count only dealt codes, which anyone can replay."""
    status: GameStatus = game.status  # type: ignore[assignment]
    return GameRecord(
        game=game.game,  # type: ignore[arg-type]
        code=game.code_text,
        rules=game.rules.describe(),
        status=status,
        score=game.score,
        moves=game.moves,
        actions=action_log(game),
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


@bp.post("/players")
def create_player() -> tuple[Response, int]:
    body = load_new_player(json_body())
    try:
        player_id, token = store().create_player(body["name"])
    except InvalidRecord as exc:
        raise invalid_record(exc) from None
    response = jsonify(PLAYER_CREATED.dump({"id": player_id, "name": body["name"], "token": token}))
    response.headers["Cache-Control"] = "no-store"  # the token is shown this once
    return response, 201


@bp.post("/players/<uuid:player_id>/games")
def record_game(player_id: uuid.UUID) -> tuple[dict[str, Any], int, dict[str, str]]:
    authorize(player_id)
    key = idempotency_key()
    body = load_game_submission(json_body())
    game = open_state(body["state"])
    record = game_record(game, parse_timestamp(body.get("started_at"), "started_at"))
    try:
        if key is None:
            stored, written = store().record_game(player_id, record), True
        else:
            digest = hashlib.sha256(pack(game)).digest()
            stored, written = store().record_game_once(player_id, record, key, digest)
    except InvalidRecord as exc:
        raise invalid_record(exc) from None
    except IdempotencyKeyReused as exc:
        raise ApiError(
            422,
            "idempotency-key-reused",
            "This Idempotency-Key was used for another game",
            f"{exc}; send a new key with each new game",
            [{"field": "Idempotency-Key", "message": str(exc)}],
        ) from None
    answer: dict[str, Any] = RECORDED_GAME.dump(stored)
    return answer, 201, {} if written else {"Idempotent-Replayed": "true"}


def idempotency_key() -> str | None:
    """The ``Idempotency-Key`` header, if sent: 1-255 visible ASCII characters."""
    key = request.headers.get(IDEMPOTENCY_KEY_HEADER)
    if key is not None and not _IDEMPOTENCY_KEY.fullmatch(key):
        raise ApiError(
            400,
            "invalid-header",
            "The Idempotency-Key header is malformed",
            "an Idempotency-Key is 1 to 255 visible ASCII characters, such as a UUID",
            [{"field": IDEMPOTENCY_KEY_HEADER, "message": "1 to 255 visible ASCII characters"}],
        )
    return key


@bp.get("/players/<uuid:player_id>/games")
def list_games(player_id: uuid.UUID) -> dict[str, Any]:
    authorize(player_id)
    query = load_page_query(request.args)
    page = store().list_games(player_id, query["page"], query["size"])
    answer: dict[str, Any] = GAMES_PAGE.dump(
        {"page": query["page"], "size": query["size"], "has_more": page.has_more, "games": page.items}
    )
    return answer


NOT_PLAYED: dict[str, Any] = {
    "played": 0, "won": 0, "win_rate": 0.0, "best_score": None, "current_streak": 0, "best_streak": 0,
}  # fmt: skip


def _stats_json(stats: VariantStats) -> dict[str, Any]:
    return {
        "played": stats.played,
        "won": stats.won,
        "win_rate": round(stats.win_rate, 4),
        "best_score": stats.best_score,
        "current_streak": stats.current_streak,
        "best_streak": stats.best_streak,
    }


@bp.get("/players/<uuid:player_id>/stats")
def player_stats(player_id: uuid.UUID) -> dict[str, Any]:
    """Every variant is listed, with zeros for those not played yet."""
    authorize(player_id)
    played = {stats.variant: stats for stats in store().stats(player_id)}
    variants = [
        {"variant": variant, **(_stats_json(played[variant]) if variant in played else NOT_PLAYED)}
        for variant in VARIANTS
    ]
    answer: dict[str, Any] = PLAYER_STATS.dump({"player_id": player_id, "variants": variants})
    return answer


bp.after_request(record_pool_stats)
bp.app_errorhandler(Unauthenticated)(unauthenticated_response)
bp.app_errorhandler(DatabaseUnavailable)(database_unavailable_response)
