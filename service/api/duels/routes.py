"""Duels: two players on one sealed random deal (API.md, "Playing each other").

``POST /v1/duels`` deals a secret code (64 bits, as the scheduler draws a daily deal's) and
starts the challenger's game; ``POST /v1/duels/{duel}/join`` starts the one opponent's.
Each side is one attempt whose line the server keeps as it keeps a ranked daily attempt's
(``attempts``: the envelope names the duel, and ``POST /v1/moves`` moves the side on only
from its latest state).  A side's result is its game at its latest step, finished,
reviewed as a daily result is (``service.daily.pace``), on the side's own play only (the
other side plays the same deal by design, from any address: never evidence against it).
The code is in no answer until the duel ends (both results in, or its expiry 7 days after
it was made); then its two sides see both results, the winner (decided by the database's
``duel_winner``, the daily ranking rule), the code and the solver's line, searched when
the duel was dealt (as the challenger's own search, within the solver's limits: a
submission or a read never searches).  A player who is neither side sees who plays and
where the duel stands, never a result.  The deal is locked like a live daily deal
meanwhile (``service.daily.lock``).
"""

from __future__ import annotations

import datetime as dt
import secrets
import uuid
from typing import Any

from flask import Blueprint, current_app, g, request

from ...clock import now
from ...daily.challenge import elapsed_seconds
from ...daily.pace import review_of
from ...daily.scheduler import candidate_code
from ...daily.submission import FINISHED, GameNotFinished, result_evidence
from ...engine import GAMES, GameStatus, Settings, Variant, new_game
from ...engine.texts import N_, Text
from ...i18n import variant_title
from ...names import player_tag
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
from ..web.caching import OWN
from ..web.cursors import next_cursor, open_cursor, read_moment_and_id
from ..web.db import store
from ..web.documents import dealt, game_document
from ..web.errors import ApiError
from ..web.fastschema import dump
from ..web.idempotency import idempotent
from ..web.inputs import json_body, open_state, settings_of
from ..web.language import negotiated_language
from ..web.limits import address_key, client_key, spend
from ..web.ranked import (
    game_not_finished,
    resumed,
    resumed_document,
    review_rules,
    stale_state,
)
from ..web.searches import limited_search
from ..web.tokens import Envelope

bp = Blueprint("duels", __name__, url_prefix="/v1")

DUEL_LASTS = dt.timedelta(days=7)
"""A duel expires this long after it was made unless both results are in."""
INVITE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: no I, L, O, U (read as 1, 1, 0 and refused), so an invite reads aloud."""
INVITE_CHARS = 8
_READ_AS = str.maketrans({"I": "1", "L": "1", "O": "0", "-": None})
DRAWS_OF_AN_INVITE = 5
"""Invites drawn for a new duel before giving up (a clash is one in 2^40 a pair)."""


def new_invite() -> str:
    return "".join(secrets.choice(INVITE_ALPHABET) for _ in range(INVITE_CHARS))


def read_invite(text: str) -> str | None:
    """An invite as a person typed it (any case, I and L for 1, O for 0, hyphens), or None
    when it cannot be one."""
    invite = text.upper().translate(_READ_AS)
    if len(invite) != INVITE_CHARS or not set(invite) <= set(INVITE_ALPHABET):
        return None
    return invite


def no_such_duel(ref: str) -> ApiError:
    return ApiError(
        404,
        "no-such-duel",
        N_("No such duel"),
        Text(
            N_(
                'no duel has the id or invite "{ref}": an invite is the eight characters the '
                "challenger was given"
            ),
            ref=ref[:64],
        ),
    )


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


def _side_game(duel: Duel, side: DuelSide) -> dict[str, Any]:
    """The game document of a side's latest state (its first, dealt again, before any move)."""
    attempt = side.attempt
    if attempt.state is not None:
        return resumed_document(attempt.state)
    envelope = Envelope(attempt.game_id or uuid.uuid4(), side.player_id, step=0, duel=duel.id)
    game = new_game(duel.code, Settings(**(attempt.settings or {})))
    return game_document(game, envelope, dealt(), negotiated_language(), attempt.started_at)


def _started(duel: Duel, player: uuid.UUID, status: int) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The answer of a side's start: the duel as they see it, and their game."""
    side = duel.side_of(player)
    assert side is not None
    answer = {"duel": duel_view(duel, player), "game": _side_game(duel, side)}
    return answer, status, {"Content-Language": negotiated_language()}


def _admitted() -> tuple[uuid.UUID, Variant, dict[str, Any]]:
    """A new duel's player, variant and body, checked once a request (401, 429, 400, 422)."""
    if "duel_admitted" not in g:
        player = authenticated_player()
        spend("DAILY_RATE_LIMIT", "daily", client_key(player))
        body = load_duel_request(json_body())
        variant = Variant(body["variant"])
        refusal = GAMES.of_rules(variant.rules).duel_refusal
        if refusal is not None:
            raise _variant_unsupported(variant, refusal)
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
            store().duels.create(duel_id, new_invite(), deal, at + DUEL_LASTS, side)
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
    spend("SOLVER_RATE_LIMIT", "solver", client_key(player))
    code = candidate_code(variant)
    config = current_app.config
    budget = Budget(config["SOLVER_MAX_BUDGET_MS"], config["SOLVER_MAX_STATES"])
    found = limited_search("solve", new_game(code), budget)
    return DuelDeal(variant, code, found["result"], found.get("solution"))


def _variant_unsupported(variant: Variant, refusal: str) -> ApiError:
    """422 for a variant whose game refuses duels, its ``refusal`` told with the variants
    that can be duelled."""
    duelled = [variant_title(one) for one in Variant if GAMES.of_rules(one.rules).duel_refusal is None]
    detail = Text(refusal, duelled=duelled, variant=variant_title(variant))
    return _unprocessable("duel-variant-unsupported", N_("This variant cannot be duelled"), "variant", detail)


def _unprocessable(kind: str, title: str, field: str, detail: Text) -> ApiError:
    """422 whose detail is also the message of the one field at fault."""
    return ApiError(422, kind, title, detail, [{"field": field, "message": detail}])


@bp.post("/duels/<duel>/join")
@idempotent()
def join_duel(duel: str) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The opponent's game on the duel's deal: one opponent, whoever races."""
    player = authenticated_player()
    spend("DAILY_RATE_LIMIT", "daily", client_key(player))
    body = load_duel_join_request(json_body() if request.content_length else {})
    duel_id, at = _duel_id(duel), now().replace(microsecond=0)
    game_id = uuid.uuid4()
    joined = store().duels.join(
        duel_id, NewSide(player, game_id, _side_settings(settings_of(body)), address_key(), at)
    )
    found = store().duels.get(duel_id, at)
    if found is None:
        raise no_such_duel(duel)
    if found.sides[0].player_id == player:
        raise _refused_join(
            "own-duel",
            N_("This is your own duel"),
            N_("you made this duel: give its invite to the player you challenge"),
        )
    if joined is None or found.ended:
        raise duel_over(found)
    opponent, attempt = joined
    if opponent != player:
        raise _refused_join(
            "duel-taken",
            N_("The duel has its opponent"),
            N_("another player joined this duel first: a duel is between two players"),
        )
    if attempt.game_id != game_id:
        raise _joined_before(found, player)
    return _started(found, player, 201)


def _refused_join(name: str, title: str, detail: str) -> ApiError:
    return ApiError(409, name, title, Text(detail))


def _joined_before(duel: Duel, player: uuid.UUID) -> ApiError:
    """409 for a second join by the opponent, with their game's latest state to resume."""
    side = duel.side_of(player)
    assert side is not None
    document = _side_game(duel, side)
    if side.attempt.state is None:
        document["outcome"] = resumed().to_json()
    return ApiError(
        409,
        "duel-joined",
        N_("You joined this duel already"),
        Text(
            N_(
                'you joined this duel at {started_at}: play on from your game\'s latest state (the "state" '
                'here, and its document, "game"); a duel has one attempt a side'
            ),
            started_at=_zulu(side.attempt.started_at),
        ),
        extra={"state": document["state"], "game": document},
    )


def duel_over(duel: Duel) -> ApiError:
    if duel.status == "expired":
        detail = Text(
            N_("the duel expired at {expires_at} (7 days after it was made without both results)"),
            expires_at=_zulu(duel.expires_at),
        )
    else:
        detail = Text(N_("both results of this duel are in: it has ended"))
    return ApiError(409, "duel-over", N_("The duel is over"), detail)


def _zulu(moment: dt.datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


@bp.post("/duels/<duel>/results")
@idempotent()
def submit_duel_result(duel: str) -> tuple[dict[str, Any], int]:
    """One side's finished game, its latest state: stored once, reviewed for pace."""
    player = authenticated_player()
    spend("RESULTS_RATE_LIMIT", "results", client_key(player))
    body = load_duel_result_submission(json_body())
    at = now()
    found = _read_duel(duel, at)
    mine = found.side_of(player)
    if mine is None:
        raise ApiError(
            403,
            "not-in-duel",
            N_("You are not in this duel"),
            N_("only the two players of a duel submit its results"),
        )
    if mine.result is not None:
        return duel_view(found, player), 200
    if found.ended:
        raise duel_over(found)
    opened = open_state(body["state"])
    envelope, game = opened.envelope, opened.game
    if envelope.duel != found.id or envelope.player != player or envelope.game_id != mine.attempt.game_id:
        raise _not_this_duel(envelope)
    step = envelope.step or 0
    if step != mine.attempt.step:
        raise stale_state(step, store().attempts.line(None, None, player, found.id), found.id)
    if game.status not in FINISHED:
        raise game_not_finished(GameNotFinished(game))
    evidence = store().attempts.evidence(None, None, player, found.id)
    assert evidence is not None
    review, reason = review_of(result_evidence(game, opened.envelope.pace, evidence, at), review_rules())
    result = DuelResult(
        game.status == GameStatus.WON, game.cards_home, evidence.undos, game.moves,
        elapsed_seconds(mine.attempt.started_at, at), game.score, review, at,
    )  # fmt: skip
    stored = store().duels.submit_result(found.id, player, envelope.game_id, step, result, reason)
    found = _read_duel(str(found.id), at)
    mine = found.side_of(player)
    if not stored and (mine is None or mine.result is None):  # it expired, or moved on, meanwhile
        if found.ended:
            raise duel_over(found)
        raise stale_state(step, store().attempts.line(None, None, player, found.id), found.id)
    return duel_view(found, player), 201 if stored else 200


def _not_this_duel(envelope: Envelope) -> ApiError:
    if envelope.duel is not None:
        what = N_("a game of another duel, or another player's")
    elif envelope.daily is not None:
        what = N_("a daily game")
    else:
        what = N_("a game that is no duel's")
    detail = Text(N_("{what}: submit the game this duel dealt you"), what=Text(what))
    return _unprocessable("not-this-duel", N_("The game is not your game of this duel"), "state", detail)


@bp.get("/duels/<duel>")
def read_duel(duel: str) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The duel as the caller (any player) may see it."""
    player = authenticated_player()
    spend("DAILY_RATE_LIMIT", "daily", client_key(player))
    found = _read_duel(duel, now())
    return duel_view(found, player), 200, {"Cache-Control": OWN, "Content-Language": negotiated_language()}


@bp.get("/players/<uuid:player_id>/duels")
def player_duels(player_id: uuid.UUID) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The player's duels newest first, each as they see it, and how their duels went."""
    authorize(player_id)
    spend("DAILY_RATE_LIMIT", "daily", client_key(player_id))
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
    revealed = mine is not None and duel.ended

    def side_view(side: DuelSide) -> dict[str, Any]:
        shown = side.result if side is mine or revealed else None
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
