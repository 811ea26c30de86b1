"""Players and their game history: sign-up, token rotation, recorded games, stats and the
daily record.

Routes on a player's behalf check the bearer token (``auth``) before the body is read, so
an anonymous caller learns nothing about the body.  A game is recorded only from a state
bound to that player (started with their token): a state copied from someone else is
``403 state-not-yours``.
"""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import replace
from typing import Any

from flask import Blueprint, Response, jsonify, request

from ...clock import now
from ...daily import challenge
from ...daily.pace import Review
from ...daily.streak import streak_of
from ...engine import VARIANTS, Variant
from ...engine.games import is_round
from ...engine.texts import N_, Text
from ...i18n import variant_title
from ...players.names import NameRefused, latin_reading, player_name, player_tag
from ...store import NameReadsAsAnother, RecordEntry, StoredGame, VariantStats
from ...store.records import game_record
from ..schemas import (
    DAILY_RECORD,
    GAMES_PAGE,
    PLAYER_CREATED,
    PLAYER_STATS,
    PLAYER_TOKEN,
    RECORDED_GAME,
    RecordQuerySchema,
    load_game_submission,
    load_new_player,
    load_query,
)
from ..web.auth import authorize, bearer_token, not_a_players_token, owned_by_bearer, state_not_yours
from ..web.caching import BY_PLAYER, OWN, revalidated
from ..web.daily_guard import daily_grace
from ..web.db import store
from ..web.documents import daily_results_open
from ..web.fastschema import dump
from ..web.idempotency import idempotent
from ..web.inputs import json_body, open_state, parse_day
from ..web.limits import client_key, spend_rate_limit
from ..web.pages import own_page
from ..web.problems import DAILY_ATTEMPT_LIVE, INVALID_RANGE, ApiError, FieldErrors
from ..web.ranked import duel_game_not_recorded, ranked_attempt
from ..web.records import parse_timestamp

bp = Blueprint("players", __name__, url_prefix="/v1")


@bp.post("/players")
@idempotent(caller="address")
def create_player() -> tuple[Response, int]:
    spend_rate_limit("SIGNUP_RATE_LIMIT", "signup", client_key(None))
    name = player_name(load_new_player(json_body())["name"])  # NameRefused: a 422
    reads_as = latin_reading(name)
    try:
        player_id, token = store().players.create(name, reads_as, now())
    except NameReadsAsAnother as refused:
        if reads_as is not None and refused.other.lower() == reads_as.lower():
            template = N_(
                'the name "{name}" reads as "{reads_as}", another player\'s name: write it so that it '
                "reads as nothing else (in Latin letters, say)"
            )
            raise NameRefused(Text(template, name=name, reads_as=reads_as)) from None
        template = N_(
            'the name "{name}" looks like "{other}", another player\'s name written in other letters '
            "(a whole-script look-alike, UTS #39): write it so that it looks like no other name (in "
            "Latin letters, say)"
        )
        raise NameRefused(Text(template, name=name, other=refused.other)) from None
    response = jsonify(
        dump(PLAYER_CREATED, {"id": player_id, "name": name, "tag": player_tag(player_id), "token": token})
    )
    response.headers["Cache-Control"] = "no-store"  # the token is shown this once
    return response, 201


@bp.post("/players/<uuid:player_id>/token")
@idempotent()
def rotate_token(player_id: uuid.UUID) -> Response:
    """A new bearer token, shown this once; the one sent stops working at once, so a leaked
    token is revoked by rotating it.  Minting a token spends the address's sign-up
    allowance, as a sign-up does."""
    authorize(player_id)
    spend_rate_limit("SIGNUP_RATE_LIMIT", "signup", client_key(None))
    token = store().players.rotate_token(player_id, bearer_token(), now())
    if token is None:  # another rotation with the same token ran first
        raise not_a_players_token()
    response = jsonify(dump(PLAYER_TOKEN, {"id": player_id, "token": token}))
    response.headers["Cache-Control"] = "no-store"  # the token is shown this once
    return response


@bp.post("/players/<uuid:player_id>/games")
@idempotent()
def record_game(player_id: uuid.UUID) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The first record of a game answers 201; recording it again (the same game under
    another key, or none) stores nothing and answers 200 with the stored record."""
    authorize(player_id)
    spend_rate_limit("HISTORY_RATE_LIMIT", "history", client_key(player_id))
    body = load_game_submission(json_body())
    opened = open_state(body["state"])
    if opened.envelope.player != player_id:
        raise state_not_yours(
            N_(
                "only a game started with this player's bearer token (POST /v1/games) can be "
                "recorded in their history"
            )
        )
    if opened.envelope.duel is not None:
        raise duel_game_not_recorded()
    daily = opened.envelope.daily
    if ranked_attempt(opened.envelope, now()):
        assert daily is not None
        closes = challenge.results_close_at(daily.day, daily_grace()).isoformat()
        template = N_(
            "this is your ranked attempt at the {variant} deal of {day}: it goes into your history "
            "with its result (POST /v1/daily/{day}/results), or, left unfinished, once the day's "
            "results close ({closes})"
        )
        raise DAILY_ATTEMPT_LIVE(
            Text(template, variant=variant_title(daily.variant), day=daily.day.isoformat(), closes=closes)
        )
    record = game_record(
        opened.game,
        opened.envelope.game_id,
        parse_timestamp(body.get("started_at"), "started_at"),
        None if daily is None or daily.archive else daily.day,  # an archive game is an ordinary one
    )
    stored, written = store().history.record_game(player_id, record)
    answer = dump(RECORDED_GAME, sealed_daily_code(stored, now()))
    return (answer, 201, {}) if written else (answer, 200, {"Idempotent-Replayed": "true"})


@bp.get("/players/<uuid:player_id>/games")
def list_games(player_id: uuid.UUID) -> Response:
    listing, key = f"games of player {player_id}", lambda last: [last.recorded_at.isoformat(), str(last.id)]
    games, following = own_page(player_id, listing, store().history.own_games, key)
    at = now()
    shown = [sealed_daily_code(game, at) for game in games]
    return revalidated(dump(GAMES_PAGE, {"games": shown, "next": following}), OWN, vary=BY_PLAYER)


def sealed_daily_code(game: StoredGame, at: dt.datetime) -> StoredGame:
    """A recorded game as its player may see it at ``at``: a daily game's code stays out
    until the day's results close (it deals every face-down card of the day's deal)."""
    if game.daily_day is not None and game.code is not None and daily_results_open(game.daily_day, at):
        return replace(game, code=None)
    return game


def _stats_json(variant: Variant, stats: VariantStats) -> dict[str, Any]:
    """A variant's stats; a round variant's add its ``round`` (finished, best and average
    total, holes cleared)."""
    rounds = None
    if is_round(variant.rules):
        average = stats.average_total
        rounds = {
            "finished": stats.rounds_finished,
            "best_total": stats.best_total,
            "average_total": None if average is None else round(average, 2),
            "holes_cleared": stats.holes_cleared,
        }
    return {
        "variant": variant,
        "played": stats.played,
        "won": stats.won,
        "win_rate": round(stats.win_rate, 4),
        "best_score": stats.best_score if stats.played else None,
        "current_streak": stats.current_streak,
        "best_streak": stats.best_streak,
        "round": rounds,
    }


@bp.get("/players/<uuid:player_id>/stats")
def player_stats(player_id: uuid.UUID) -> Response:
    """Every variant is listed, with zeros for those not played yet."""
    played = {
        stats.variant: stats
        for stats in owned_by_bearer(store().history.own_stats(bearer_token()), player_id).value
    }
    variants = [
        _stats_json(variant, played.get(variant) or VariantStats(variant, 0, 0, 0, 0, 0))
        for variant in VARIANTS
    ]
    return revalidated(
        dump(PLAYER_STATS, {"player_id": player_id, "variants": variants}), OWN, vary=BY_PLAYER
    )


MAX_RECORD_DAYS = 366
"""The most days a calendar request spans: a leap year."""


def _record_days(query: dict[str, str]) -> tuple[dt.date, dt.date]:
    """``from`` and ``to`` as dates (400 for one out of the calendar), ``from`` not after
    ``to`` and at most ``MAX_RECORD_DAYS`` days (422 ``invalid-range`` otherwise: each date
    is well formed, the two together are not a range this route serves)."""
    first, last = parse_day(query["from"], "from"), parse_day(query["to"], "to")
    days = {"first": first.isoformat(), "last": last.isoformat()}
    if first > last:
        raise invalid_range("from", Text(N_("from {first} is after to {last}"), **days), Text(N_("after to")))
    if (last - first).days >= MAX_RECORD_DAYS:
        why = Text(N_("at most {most} days a request"), most=MAX_RECORD_DAYS)
        raise invalid_range("to", Text(N_("from {first} to {last}: {why}"), why=why, **days), why)
    return first, last


def invalid_range(field: str, detail: Text, message: Text) -> ApiError:
    errors: FieldErrors = [{"field": field, "message": message}]
    return INVALID_RANGE(detail, errors=errors)


@bp.get("/players/<uuid:player_id>/daily")
def daily_record(player_id: uuid.UUID) -> Response:
    """The player's daily results of a range of days, day by day, and their streak of days
    played with its freezes.  A closed day's rank and percentile are final; an open day's
    move until its results close.  One round trip (the token's player found with the data,
    then their dates)."""
    token = bearer_token()
    first, last = _record_days(load_query(RecordQuerySchema, request.args))
    record = owned_by_bearer(store().results.own_daily_record(token, first, last), player_id).value
    spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(player_id))
    at = now()
    by_day: dict[dt.date, list[RecordEntry]] = {}
    for entry in record.entries:
        if entry.review == Review.REJECTED:  # a rejected result stands nowhere
            entry = replace(entry, rank=None, percentile=None)
        by_day.setdefault(entry.day, []).append(entry)
    days = [
        {"date": day, "results_open": daily_results_open(day, at), "results": entries}
        for day, entries in by_day.items()
    ]
    answer = {
        "player_id": player_id, "first": first, "last": last, "today": challenge.utc_date(at),
        "streak": _streak_json(record.played, at), "days": days,
    }  # fmt: skip
    return revalidated(dump(DAILY_RECORD, answer), OWN, vary=BY_PLAYER)


def _streak_json(played: tuple[dt.date, ...], at: dt.datetime) -> dict[str, Any]:
    """The streak of the dates played, with its freezes (``daily.streak``): it counts until
    the results of the first date no freeze covers close (so today not played yet never
    breaks it before then); ``expires_at`` is that moment."""
    streak = streak_of(played, challenge.last_closed_day(at, daily_grace()))
    expires_on = streak.expires_on
    return {
        "current": streak.current, "best": streak.best, "last_day": streak.last_day,
        "expires_at": None if expires_on is None else challenge.results_close_at(expires_on, daily_grace()),
        "freezes": streak.freezes, "frozen": list(streak.frozen),
    }  # fmt: skip
