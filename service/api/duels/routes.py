"""Duels' routes: load, call the duel's rules (``service/duels/``), dump.  A duel's code
is in no answer until it ends; its deal is searched when it is dealt, as the challenger's
own search within the solver's limits (a submission or a read never searches), and locked
like a live daily deal meanwhile (``service.daily.lock``)."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from flask import Blueprint, Response, current_app, g, request

from ...clock import now
from ...daily.scheduler import candidate_code
from ...duels import rules
from ...duels.invites import DRAWS_OF_AN_INVITE, new_invite, read_invite
from ...engine import Game, Settings, Variant, new_game
from ...players.names import player_tag
from ...solver import Budget
from ...store import Duel, DuelDeal, DuelResult, DuelSide, InviteTaken, NewSide
from ..schemas import (
    DUEL,
    DUELS_PAGE,
    PageQuerySchema,
    load_duel_join_request,
    load_duel_request,
    load_duel_result_submission,
    load_query,
)
from ..web.auth import authenticated_player, authorize
from ..web.caching import BY_PLAYER_AND_LANGUAGE, OWN, revalidated
from ..web.counters import count_game_started
from ..web.cursors import next_cursor, open_cursor, read_moment_and_id
from ..web.db import store
from ..web.fastschema import dump
from ..web.idempotency import idempotent
from ..web.inputs import json_body, open_state, settings_of
from ..web.language import negotiated_language
from ..web.limits import address_key, client_key, spend_rate_limit
from ..web.problems import NO_SUCH_DUEL, ApiError
from ..web.ranked import (
    review_rules,
    side_document,
)
from ..web.searches import limited_search
from ..web.tokens import Envelope

bp = Blueprint("duels", __name__, url_prefix="/v1")


def no_such_duel(ref: str) -> ApiError:
    return NO_SUCH_DUEL(ref=ref[:64])


def _duel_id(ref: str) -> uuid.UUID:
    """The id of the duel the path names by id or invite; 404 when none has it."""
    try:
        return uuid.UUID(ref)  # the duel's read finds it or not
    except ValueError:
        pass
    invite = read_invite(ref)
    found = None if invite is None else store().duels.find(invite)
    if found is None:
        raise no_such_duel(ref)
    return found


def _read_duel(ref: str, at: dt.datetime) -> Duel:
    duel = store().duels.get(_duel_id(ref), at)
    if duel is None:
        raise no_such_duel(ref)
    return duel


def _side_settings(settings: Settings) -> dict[str, Any]:
    return {"explain": settings.explain, "double_tap": settings.double_tap}


def _started(duel: Duel, player: uuid.UUID, status: int) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The answer of a side's start: the duel as they see it, and their game (dealt)."""
    side = duel.side_of(player)
    assert side is not None
    answer = {"duel": duel_view(duel, player), "game": side_document(duel, side)}
    count_game_started(answer["game"]["game"])
    return answer, status, {"Content-Language": negotiated_language()}


def _admitted() -> tuple[uuid.UUID, Variant, dict[str, Any]]:
    """A new duel's player, variant and body, checked once a request (401, 429, 400, 422)."""
    if "duel_admitted" not in g:
        player = authenticated_player()
        spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(player))
        body = load_duel_request(json_body())
        variant = Variant(body["variant"])
        rules.refuse_variant(variant)
        g.duel_admitted = (player, variant, body)
    admitted: tuple[uuid.UUID, Variant, dict[str, Any]] = g.duel_admitted
    return admitted


def _deal_before_the_key() -> None:
    """The new duel's deal searched before its ``Idempotency-Key``'s transaction holds a
    database connection (a search takes seconds), unless the key's answer is kept."""
    player, variant, _ = _admitted()
    g.duel_deal = _dealt_with_its_line(player, variant)


@bp.post("/duels")
@idempotent(before=_deal_before_the_key)
def create_duel() -> tuple[dict[str, Any], int, dict[str, str]]:
    """A sealed random deal of the variant, searched now, and the challenger's game on it."""
    player, variant, body = _admitted()
    deal: DuelDeal = g.pop("duel_deal", None) or _dealt_with_its_line(player, variant)
    at = now().replace(microsecond=0)  # whole seconds, as a state seals a start
    duel_id = uuid.uuid4()
    side = NewSide(player, uuid.uuid4(), _side_settings(settings_of(body)), address_key(), at)
    for _ in range(DRAWS_OF_AN_INVITE):
        try:
            store().duels.create(duel_id, new_invite(), deal, at + rules.DUEL_LASTS, side)
            break
        except InviteTaken:
            continue
    else:
        raise RuntimeError(f"{DRAWS_OF_AN_INVITE} invites drawn were all taken")
    duel = store().duels.get(duel_id, at)
    assert duel is not None
    return _started(duel, player, 201)


def _dealt_with_its_line(player: uuid.UUID, variant: Variant) -> DuelDeal:
    """A new duel's secret deal and the solver's verdict and line from it, searched now, when
    it is dealt, as the challenger's own search: their solver allowance
    (``SOLVER_RATE_LIMIT``), one search of theirs at a time, in their turn for the worker's
    slots, within the solver's caps (429 or 503 when they have none: nothing is made).  So
    the reveal never searches later: a submission or a read only shows what was found."""
    spend_rate_limit("SOLVER_RATE_LIMIT", "solver", client_key(player))
    code = candidate_code(variant)
    config = current_app.config
    budget = Budget(config["SOLVER_MAX_BUDGET_MS"], config["SOLVER_MAX_STATES"])
    found = limited_search("solve", new_game(code), budget)
    return DuelDeal(variant, code, found["result"], found.get("solution"))


@bp.post("/duels/<duel>/join")
@idempotent()
def join_duel(duel: str) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The opponent's game on the duel's deal: one opponent, whoever races."""
    player = authenticated_player()
    spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(player))
    body = load_duel_join_request(json_body() if request.content_length else {})
    duel_id, at = _duel_id(duel), now().replace(microsecond=0)
    game_id = uuid.uuid4()
    joined = store().duels.join(
        duel_id, NewSide(player, game_id, _side_settings(settings_of(body)), address_key(), at)
    )
    found = store().duels.get(duel_id, at)
    if found is None:
        raise no_such_duel(duel)
    rules.check_join(found, player, joined, game_id)
    return _started(found, player, 201)


@bp.post("/duels/<duel>/results")
@idempotent()
def submit_duel_result(duel: str) -> tuple[dict[str, Any], int]:
    """One side's finished game, its latest state: stored once, reviewed for pace."""
    player = authenticated_player()
    spend_rate_limit("RESULTS_RATE_LIMIT", "results", client_key(player))
    body = load_duel_result_submission(json_body())
    at = now()

    def open_game() -> tuple[Game, Envelope]:
        opened = open_state(body["state"])
        return opened.game, opened.envelope

    found, stored = rules.submit(store(), _read_duel(duel, at), player, open_game, at, review_rules())
    return duel_view(found, player), 201 if stored else 200


@bp.get("/duels/<duel>")
def read_duel(duel: str) -> Response:
    """The duel as the caller (any player) may see it, tagged by its bytes: a side's page
    asks again every few seconds while the duel is open, and an unchanged duel is a ``304``."""
    player = authenticated_player()
    spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(player))
    found = _read_duel(duel, now())
    answer = duel_view(found, player), 200, {"Content-Language": negotiated_language()}
    return revalidated(answer, OWN, vary=BY_PLAYER_AND_LANGUAGE)


@bp.get("/players/<uuid:player_id>/duels")
def player_duels(player_id: uuid.UUID) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The player's duels newest first, each as they see it, and how their duels went."""
    authorize(player_id)
    spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(player_id))
    query = load_query(PageQuerySchema, request.args)
    listing = f"duels of {player_id}"
    after = open_cursor(query.get("after"), listing, read_moment_and_id)
    at = now()
    page = store().duels.of_player(player_id, at, query["limit"], after)
    last = page.items[-1] if page.has_more else None
    counts = store().duels.counts(player_id, at)
    answer = {
        "duels": [_seen_by(duel, player_id) for duel in page.items],
        "counts": counts,
        "next": next_cursor(listing, None if last is None else [last.created_at.isoformat(), str(last.id)]),
    }
    return dump(DUELS_PAGE, answer), 200, {"Cache-Control": OWN}


def duel_view(duel: Duel, viewer: uuid.UUID) -> dict[str, Any]:
    """The duel's answer as ``viewer`` sees it (``_seen_by``)."""
    return dump(DUEL, _seen_by(duel, viewer))


def _seen_by(duel: Duel, viewer: uuid.UUID) -> dict[str, Any]:
    """The duel as ``viewer`` sees it: a side their own result, and once the duel has ended
    the other's, the winner, the code and the solver's line; anyone else no result."""
    mine = duel.side_of(viewer)
    revealed = rules.reveals(duel, viewer)

    def side_view(side: DuelSide) -> dict[str, Any]:
        shown = rules.shown_result(duel, side, viewer)
        return {
            "player": side.name, "tag": player_tag(side.player_id), "started_at": side.attempt.started_at,
            "submitted": side.result is not None, "result": None if shown is None else _result(shown),
        }  # fmt: skip

    challenger, *opponent = duel.sides
    return {
        "id": duel.id, "invite": duel.invite, "variant": duel.variant, "status": duel.status,
        "created_at": duel.created_at, "expires_at": duel.expires_at,
        "you": None if mine is None else mine.side,
        "challenger": side_view(challenger), "opponent": side_view(opponent[0]) if opponent else None,
        "winner": duel.winner if revealed else None, "code": duel.code if revealed else None,
        "solution": _solution(duel) if revealed else None,
    }  # fmt: skip


def _result(result: DuelResult) -> dict[str, Any]:
    return {
        "won": result.won, "cards_home": result.cards_home, "hints": 0, "undos": result.undos,
        "moves": result.moves, "seconds": result.seconds, "score": result.score, "review": result.review,
        "submitted_at": result.submitted_at,
    }  # fmt: skip


def _solution(duel: Duel) -> dict[str, Any] | None:
    """The solver's verdict and line from an ended duel's deal, found when it was dealt
    (``_dealt_with_its_line``; None for a duel dealt before that, never searched now)."""
    if duel.verdict is None:
        return None
    return {"result": duel.verdict, "solution": duel.solution}
