"""The daily challenge: the day's deals, daily games, results, leaderboards and stats.

A day's deals are revealed when it begins, each with a commitment to its code, and played
as daily games while it lasts: the player's one ranked attempt, kept to one line, then an
unranked replay; once its results close, from the archive.  A result is the attempt's
latest finished state (the rules: ``service.daily.submission``), idempotent per (date,
variant, player): 201 the first time, 200 with the stored result after.  docs/design/daily.md.
"""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import replace
from typing import Any

from flask import Blueprint, Response, request

from ...clock import now
from ...daily import challenge, submission
from ...daily.lock import code_asked
from ...daily.pace import Review
from ...daily.share import share_text
from ...daily.stats import (
    MINUTE_LOWS,
    Bucket,
    card_buckets,
    card_lows,
    counts_strokes,
    stroke_buckets,
    time_buckets,
)
from ...daily.submission import (
    Submission,
)
from ...engine import Game, Variant, new_game, parse_code
from ...engine.texts import N_, Text
from ...i18n import variant_title
from ...store import DailyStanding
from ..schemas import (
    BOARD_STATS,
    DAILY_DEALS,
    DAILY_STANDING,
    LeaderboardQuerySchema,
    VariantQuerySchema,
    load_daily_game_request,
    load_query,
    load_result_submission,
)
from ..web.auth import authenticated_player, bearer_token, optional_player, owned_by_bearer
from ..web.caching import (
    BY_PLAYER,
    BY_PLAYER_AND_LANGUAGE,
    OWN,
    asks_if_changed,
    board_cache,
    board_tag,
    day_cache,
    not_modified,
    revalidated,
    standing_tag,
)
from ..web.counters import count_game_started
from ..web.cursors import open_cursor
from ..web.daily_guard import daily_grace, refuse_locked
from ..web.db import store
from ..web.documents import daily_results_open, dealt, game_response
from ..web.fastschema import dump
from ..web.idempotency import idempotent
from ..web.inputs import json_body, open_state, parse_day, settings_of
from ..web.language import negotiated_language
from ..web.limits import address_key, client_key, spend_rate_limit
from ..web.problems import (
    DAILY_NOT_LIVE,
    NO_RESULT,
)
from ..web.ranked import (
    attempt_envelope,
    attempt_started,
    first_game,
    review_rules,
)
from ..web.tokens import DailyTag, Envelope, new_envelope
from .boards import (
    begun_day,
    board_answer,
    board_page,
    not_scheduled,
    read_board_position,
    require_scheduled,
    unchanged_board,
)

bp = Blueprint("daily", __name__, url_prefix="/v1/daily")


@bp.get("/<date>")
def daily_deals(date: str) -> Response:
    """The day's deals, each with its commitment: sealed (no code, no salt, no line) while
    its results are open, since a code deals every face-down card; revealed with the salt,
    the solver's line (and Golf's best) after, so anyone can check the commitment."""
    at = now()
    day = begun_day(date)
    deals = store().deals.of_day(day)
    if not deals:
        raise not_scheduled(day)
    sealed = daily_results_open(day, at)
    shown = [
        {
            "variant": d.variant, "difficulty": d.difficulty,
            "commitment": challenge.commitment(day, d.variant, d.code, d.salt or ""),
            "code": None if sealed else d.code, "salt": None if sealed else d.salt,
            "solution": None if sealed else d.solution, "best": None if sealed else d.best,
        }
        for d in deals
    ]  # fmt: skip
    answer = {
        "date": day, "opens_at": challenge.opens_at(day), "closes_at": challenge.closes_at(day),
        "results_close_at": challenge.results_close_at(day, daily_grace()), "deals": shown,
    }  # fmt: skip
    return revalidated(dump(DAILY_DEALS, answer), day_cache(day, at))


@bp.post("/<date>/games")
@idempotent(caller="player if any")
def start_daily_game(date: str) -> Response:
    """An open date's deal of a variant (the date the client names from its own calendar,
    open while it is that date somewhere on Earth), bound to the player: their one ranked
    attempt, recorded with its first start (its clock); a later start before their result
    is 409 with the attempt's latest state, and one after it deals an unranked replay.
    Once the date's results have closed, its deal from the archive, to anyone: bound when a
    token comes, unranked.  In between (the grace after its close) neither: 409."""
    at = now().replace(microsecond=0)  # whole seconds, as a state seals a start
    day = begun_day(date)
    live = challenge.is_open(day, at)
    player = authenticated_player() if live else optional_player()
    spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(player))
    body = load_daily_game_request(json_body())
    variant, settings = Variant(body["variant"]), settings_of(body)
    if not live:
        code, daily = _archived_deal(day, variant, at), DailyTag(day, variant, at, archive=True)
        return _dealt(new_game(code, settings), new_envelope(player, daily), at)
    assert player is not None
    game_id = uuid.uuid4()
    attempt = store().attempts.start(
        day, variant, player, at, game_id, {"explain": settings.explain, "double_tap": settings.double_tap},
        address_key(),
    )  # fmt: skip
    if attempt is None:
        raise not_scheduled(day, variant)
    if attempt.submitted:
        replay = DailyTag(day, variant, at, replay=True)
        return _dealt(new_game(attempt.code, settings), new_envelope(player, replay), at)
    if attempt.game_id != game_id:  # started before, by this player (or a racing request)
        raise attempt_started(player, day, variant, attempt)
    return _dealt(first_game(attempt), attempt_envelope(player, day, variant, attempt), at)


def _dealt(game: Game, envelope: Envelope, at: dt.datetime) -> Response:
    count_game_started(game.game)
    return game_response(game, envelope, dealt(), 201, at)


def _archived_deal(day: dt.date, variant: Variant, at: dt.datetime) -> str:
    """The code of a past day's deal for the archive: 404 when none was published, 409 while
    the day's results are still open (its code is sealed until then), and 403 for a deal
    that is also a daily deal still open (a replayed classic: it is played as that day's
    daily game only)."""
    deal = next((deal for deal in store().deals.of_day(day) if deal.variant == variant), None)
    if deal is None:
        raise not_scheduled(day, variant)
    if daily_results_open(day, at):
        template = N_(
            "daily games of {day} could be started while it was that date somewhere on Earth, until "
            "{closed} (its end at UTC-12); its deal is in the archive once its results close, at {close}"
        )
        raise DAILY_NOT_LIVE(
            Text(
                template,
                day=day.isoformat(),
                closed=challenge.closes_at(day).isoformat(),
                close=challenge.results_close_at(day, daily_grace()).isoformat(),
            )
        )
    refuse_locked(code_asked(parse_code(deal.code)))
    return deal.code


def _standing(
    day: dt.date, variant: Variant, standing: DailyStanding, status: int = 200
) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The answer of a result: its entry, rank and percentile now, and the text to share,
    in the request's language (``Content-Language`` says which)."""
    entry, language = standing.entry, negotiated_language()
    stands = entry.review != Review.REJECTED  # a rejected result stands nowhere
    if not stands:
        entry = replace(entry, rank=None)
    share = None
    if stands:
        share = share_text(
            day, variant, entry.cards_home, entry.hints, entry.seconds, language, entry.strokes, entry.undos
        )
    answer = dump(
        DAILY_STANDING,
        {
            "date": day, "variant": variant, "rank": entry.rank if stands else None,
            "percentile": standing.percentile if stands else None, "entry": entry, "share": share,
            "group": standing.group,
        },
    )  # fmt: skip
    return answer, status, {"Content-Language": language}


@bp.post("/<date>/results")
@idempotent()
def submit_result(date: str) -> tuple[dict[str, Any], int, dict[str, str]]:
    player = authenticated_player()
    spend_rate_limit("RESULTS_RATE_LIMIT", "results", client_key(player))
    day = parse_day(date)
    body = load_result_submission(json_body())
    variant = Variant(body["variant"])

    def open_game() -> tuple[Game, Envelope]:
        opened = open_state(body["state"])
        return opened.game, opened.envelope

    standing = submission.submit(
        store(), Submission(day, variant, player, now()), open_game, daily_grace(), review_rules()
    )
    return _standing(day, variant, standing, 201 if standing.created else 200)


@bp.get("/<date>/leaderboard")
def leaderboard(date: str) -> Response:
    """Best first: won, more cards home, fewer hints, fewer undos, less time, fewer moves,
    earlier submission; cleared results only (held ones wait for review).  Paged by keyset:
    ``next`` is where the following page starts.  Tagged with the board's version: a
    client's copy of a page is answered ``304`` for the cost of that version's lookup.
    ``scope=friends``: the caller's friends board (``_friends_board``)."""
    day = begun_day(date)
    query = load_query(LeaderboardQuerySchema, request.args)
    variant = Variant(query["variant"])
    if query["scope"] == "friends":
        return _friends_board(day, variant, query)
    return board_page(
        day,
        variant,
        f"leaderboard of {day.isoformat()} {variant}",
        query.get("after"),
        lambda after: store().boards.versioned_leaderboard(day, variant, query["limit"], after),
        lambda: require_scheduled(day, variant),
    )


def _friends_board(day: dt.date, variant: Variant, query: dict[str, Any]) -> Response:
    """The board of the caller (bearer token) and those they follow, in the same order,
    paged the same way, ranked among them; on the primary with the caller's follows, so
    their own result and latest follows show at once.  The caller's own (``OWN``)."""
    token = bearer_token()
    listing = f"friends leaderboard of {day.isoformat()} {variant}"
    after = open_cursor(query.get("after"), listing, read_board_position)
    mine = owned_by_bearer(store().friends.own_board(token, day, variant, query["limit"], after))
    spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(mine.player))
    page = mine.value
    if not page.items and after is None:
        require_scheduled(day, variant)
    return revalidated(board_answer(day, variant, listing, page), OWN, vary=BY_PLAYER)


@bp.get("/<date>/leaderboard/me")
def my_standing(date: str) -> Response:
    """The caller's own entry and rank on the day's board of a variant.  The token is
    looked up with the entry, in one round trip, so the player's allowance is spent once
    their token has been found: after that read.  Tagged with the board's version and the
    player: a copy of it is answered ``304`` for the cost of the version's lookup."""
    token = bearer_token()
    day = begun_day(date)
    variant = Variant(load_query(VariantQuerySchema, request.args)["variant"])
    language = negotiated_language()
    spent = asks_if_changed()
    if spent:
        known = owned_by_bearer(store().boards.own_version(day, variant, token))
        spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(known.player))
        unchanged = not_modified(
            standing_tag(known.player, known.value, language), OWN, vary=BY_PLAYER_AND_LANGUAGE
        )
        if unchanged is not None:
            return unchanged
    version, found = store().results.versioned_own_standing(day, variant, token)
    mine = owned_by_bearer(found)
    if not spent:
        spend_rate_limit("DAILY_RATE_LIMIT", "daily", client_key(mine.player))
    standing = mine.value
    if standing is None:
        raise NO_RESULT(variant=variant_title(variant), day=day.isoformat())
    tag = standing_tag(mine.player, version, language)
    return revalidated(_standing(day, variant, standing), OWN, tag=tag, vary=BY_PLAYER_AND_LANGUAGE)


@bp.get("/<date>/stats")
def board_stats(date: str) -> Response:
    """How the day's board of a variant is spread over its cleared results, in the fixed
    buckets of ``service.daily.stats``; public once the day has begun (it moves while the
    day's results are open).  Tagged with the board's version, as its pages are."""
    day = begun_day(date)
    variant = Variant(load_query(VariantQuerySchema, request.args)["variant"])
    results_open = daily_results_open(day, now())
    cache = board_cache(results_open)
    unchanged = unchanged_board(day, variant, results_open, cache)
    if unchanged is not None:
        return unchanged
    version, spread = store().boards.versioned_spread(day, variant, card_lows(variant), MINUTE_LOWS)
    if spread is None:
        raise not_scheduled(day, variant)
    answer = dump(
        BOARD_STATS,
        {
            "date": day,
            "variant": variant,
            "results_open": results_open,
            "results": spread.results,
            "won": spread.won,
            "won_share": round(spread.won / spread.results, 4) if spread.results else 0.0,
            "cards": _card_histogram(variant, spread.cards),
            "seconds": _histogram("seconds", time_buckets(), spread.time),
        },
    )
    return revalidated(answer, cache, tag=board_tag(version, results_open))


def _card_histogram(variant: Variant, counts: list[tuple[int, int]]) -> dict[str, Any]:
    """Cards home, fewest first; the daily round's in strokes, fewest first (the same
    buckets the other way round)."""
    if counts_strokes(variant):
        return _histogram("strokes", stroke_buckets(), counts[::-1])
    return _histogram("cards_home", card_buckets(variant), counts)


def _histogram(measure: str, buckets: list[Bucket], counts: list[tuple[int, int]]) -> dict[str, Any]:
    return {
        "measure": measure,
        "buckets": [
            {"min": bucket.low, "max": bucket.high, "results": results, "won": won}
            for bucket, (results, won) in zip(buckets, counts, strict=True)
        ],
    }
