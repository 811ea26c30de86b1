import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_standing import DailyStanding
from ...models.problem import Problem
from ...models.result_submission import ResultSubmission
from ...models.stale_state import StaleState
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    *,
    body: ResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/daily/{date}/results".format(
            date=quote(str(date), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DailyStanding | Problem | Problem | StaleState | None:
    if response.status_code == 200:
        response_200 = DailyStanding.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = DailyStanding.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 409:

        def _parse_response_409(data: object) -> Problem | StaleState:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = StaleState.from_dict(data)

                return response_409_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_409_type_1 = Problem.from_dict(data)

            return response_409_type_1

        response_409 = _parse_response_409(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DailyStanding | Problem | Problem | StaleState]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    body: ResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DailyStanding | Problem | Problem | StaleState]:
    """Submit the player's result for a daily deal

     Send the `variant` and the final `state` of the player's daily game of that date
    (`POST /v1/daily/{date}/games`). The state must be one this service sealed
    (`invalid-state`), the caller's own (`403` `state-not-yours` for another
    player's), a daily game of that date and variant (`422` `not-a-daily-game` for an
    anonymous, ordinary or other day's game) and finished (`won`, a Golf `dead_end`,
    or for the daily round `golf-round` the round played to the end of its ninth
    hole, `won` or `finished`; a round not over, even with its hole over, is
    `game-not-finished`, whose `detail` says which hole it is at). Pace and time count
    the whole round, `next-hole` moves too. Results of a date are accepted until it
    ends everywhere (its end at UTC-12, `closes_at` of `GET /v1/daily/{date}`) plus
    `DAILY_GRACE_MINUTES` (60 by default): later is `409` `daily-closed`.

    The state must be the ranked attempt's **latest** (`409` `stale-state` for an
    earlier state of it, unless the result is in already: then the stored one answers),
    and not a replay dealt after the result (`409` `daily-replay`).

    Stored once per date, variant and player, with its `seconds` (from the player's
    first start to now, by the server's clock), its `hints` (0 since hints stopped
    being given on a live deal; a result stored before keeps its count), its `undos`
    (counted by the server along the attempt's line) and its `cards_home`, and with the
    game in the player's history.

    **Review.** The server times every move of a ranked attempt with the attempt (no
    kept state restarts it). A result is stored with `review: held` (off the public
    board and out of everyone else's rank until an operator clears it, `flask --app
    service daily review clear|reject DATE VARIANT PLAYER`) when its evidence is beyond
    a person's: more than half of its moves under `DAILY_MIN_MOVE_S` (0.25 s) after the
    one before; the whole game under `DAILY_MIN_GAME_S_PER_MOVE` (0.4 s) a move; the
    same gap on every move (over `DAILY_PACE_MIN_GAPS` moves, their spread under
    `DAILY_PACE_MIN_SPREAD`); the solver's own line for the deal (the daily round: at
    the solver's par); another account's abandoned attempt of the deal from the same
    client address; or an account made under `DAILY_NEW_ACCOUNT_MINUTES` before the
    attempt together with a pace steadier than most people's. `daily review list DATE`
    shows the evidence. Its player sees it here and in `/leaderboard/me`, with the rank
    it would have if cleared; a `rejected` result shows its player no rank, percentile
    or share text (all `null`).
    **Where it stands**: the answer gives the result's `rank` and `percentile` now
    (both move while the day's results are open; a held result's are those it would
    have if cleared) and `share`, a spoiler-free text in the request's language
    (`Accept-Language`, said by `Content-Language`) for the player to paste anywhere.
    A game dealt from the archive (`daily.archive`) is never a result: `409`
    `daily-closed`, whatever the date.
    **Resubmission**: the first submission answers `201`; any later one (even racing
    the first) changes nothing and answers `200` with the stored result, its rank as
    it is now. Rate limited per player (`429` with `Retry-After`).

    Args:
        date (datetime.date):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (ResultSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyStanding | Problem | Problem | StaleState]
    """

    kwargs = _get_kwargs(
        date=date,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    body: ResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DailyStanding | Problem | Problem | StaleState | None:
    """Submit the player's result for a daily deal

     Send the `variant` and the final `state` of the player's daily game of that date
    (`POST /v1/daily/{date}/games`). The state must be one this service sealed
    (`invalid-state`), the caller's own (`403` `state-not-yours` for another
    player's), a daily game of that date and variant (`422` `not-a-daily-game` for an
    anonymous, ordinary or other day's game) and finished (`won`, a Golf `dead_end`,
    or for the daily round `golf-round` the round played to the end of its ninth
    hole, `won` or `finished`; a round not over, even with its hole over, is
    `game-not-finished`, whose `detail` says which hole it is at). Pace and time count
    the whole round, `next-hole` moves too. Results of a date are accepted until it
    ends everywhere (its end at UTC-12, `closes_at` of `GET /v1/daily/{date}`) plus
    `DAILY_GRACE_MINUTES` (60 by default): later is `409` `daily-closed`.

    The state must be the ranked attempt's **latest** (`409` `stale-state` for an
    earlier state of it, unless the result is in already: then the stored one answers),
    and not a replay dealt after the result (`409` `daily-replay`).

    Stored once per date, variant and player, with its `seconds` (from the player's
    first start to now, by the server's clock), its `hints` (0 since hints stopped
    being given on a live deal; a result stored before keeps its count), its `undos`
    (counted by the server along the attempt's line) and its `cards_home`, and with the
    game in the player's history.

    **Review.** The server times every move of a ranked attempt with the attempt (no
    kept state restarts it). A result is stored with `review: held` (off the public
    board and out of everyone else's rank until an operator clears it, `flask --app
    service daily review clear|reject DATE VARIANT PLAYER`) when its evidence is beyond
    a person's: more than half of its moves under `DAILY_MIN_MOVE_S` (0.25 s) after the
    one before; the whole game under `DAILY_MIN_GAME_S_PER_MOVE` (0.4 s) a move; the
    same gap on every move (over `DAILY_PACE_MIN_GAPS` moves, their spread under
    `DAILY_PACE_MIN_SPREAD`); the solver's own line for the deal (the daily round: at
    the solver's par); another account's abandoned attempt of the deal from the same
    client address; or an account made under `DAILY_NEW_ACCOUNT_MINUTES` before the
    attempt together with a pace steadier than most people's. `daily review list DATE`
    shows the evidence. Its player sees it here and in `/leaderboard/me`, with the rank
    it would have if cleared; a `rejected` result shows its player no rank, percentile
    or share text (all `null`).
    **Where it stands**: the answer gives the result's `rank` and `percentile` now
    (both move while the day's results are open; a held result's are those it would
    have if cleared) and `share`, a spoiler-free text in the request's language
    (`Accept-Language`, said by `Content-Language`) for the player to paste anywhere.
    A game dealt from the archive (`daily.archive`) is never a result: `409`
    `daily-closed`, whatever the date.
    **Resubmission**: the first submission answers `201`; any later one (even racing
    the first) changes nothing and answers `200` with the stored result, its rank as
    it is now. Rate limited per player (`429` with `Retry-After`).

    Args:
        date (datetime.date):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (ResultSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyStanding | Problem | Problem | StaleState
    """

    return sync_detailed(
        date=date,
        client=client,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    body: ResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DailyStanding | Problem | Problem | StaleState]:
    """Submit the player's result for a daily deal

     Send the `variant` and the final `state` of the player's daily game of that date
    (`POST /v1/daily/{date}/games`). The state must be one this service sealed
    (`invalid-state`), the caller's own (`403` `state-not-yours` for another
    player's), a daily game of that date and variant (`422` `not-a-daily-game` for an
    anonymous, ordinary or other day's game) and finished (`won`, a Golf `dead_end`,
    or for the daily round `golf-round` the round played to the end of its ninth
    hole, `won` or `finished`; a round not over, even with its hole over, is
    `game-not-finished`, whose `detail` says which hole it is at). Pace and time count
    the whole round, `next-hole` moves too. Results of a date are accepted until it
    ends everywhere (its end at UTC-12, `closes_at` of `GET /v1/daily/{date}`) plus
    `DAILY_GRACE_MINUTES` (60 by default): later is `409` `daily-closed`.

    The state must be the ranked attempt's **latest** (`409` `stale-state` for an
    earlier state of it, unless the result is in already: then the stored one answers),
    and not a replay dealt after the result (`409` `daily-replay`).

    Stored once per date, variant and player, with its `seconds` (from the player's
    first start to now, by the server's clock), its `hints` (0 since hints stopped
    being given on a live deal; a result stored before keeps its count), its `undos`
    (counted by the server along the attempt's line) and its `cards_home`, and with the
    game in the player's history.

    **Review.** The server times every move of a ranked attempt with the attempt (no
    kept state restarts it). A result is stored with `review: held` (off the public
    board and out of everyone else's rank until an operator clears it, `flask --app
    service daily review clear|reject DATE VARIANT PLAYER`) when its evidence is beyond
    a person's: more than half of its moves under `DAILY_MIN_MOVE_S` (0.25 s) after the
    one before; the whole game under `DAILY_MIN_GAME_S_PER_MOVE` (0.4 s) a move; the
    same gap on every move (over `DAILY_PACE_MIN_GAPS` moves, their spread under
    `DAILY_PACE_MIN_SPREAD`); the solver's own line for the deal (the daily round: at
    the solver's par); another account's abandoned attempt of the deal from the same
    client address; or an account made under `DAILY_NEW_ACCOUNT_MINUTES` before the
    attempt together with a pace steadier than most people's. `daily review list DATE`
    shows the evidence. Its player sees it here and in `/leaderboard/me`, with the rank
    it would have if cleared; a `rejected` result shows its player no rank, percentile
    or share text (all `null`).
    **Where it stands**: the answer gives the result's `rank` and `percentile` now
    (both move while the day's results are open; a held result's are those it would
    have if cleared) and `share`, a spoiler-free text in the request's language
    (`Accept-Language`, said by `Content-Language`) for the player to paste anywhere.
    A game dealt from the archive (`daily.archive`) is never a result: `409`
    `daily-closed`, whatever the date.
    **Resubmission**: the first submission answers `201`; any later one (even racing
    the first) changes nothing and answers `200` with the stored result, its rank as
    it is now. Rate limited per player (`429` with `Retry-After`).

    Args:
        date (datetime.date):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (ResultSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyStanding | Problem | Problem | StaleState]
    """

    kwargs = _get_kwargs(
        date=date,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    body: ResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DailyStanding | Problem | Problem | StaleState | None:
    """Submit the player's result for a daily deal

     Send the `variant` and the final `state` of the player's daily game of that date
    (`POST /v1/daily/{date}/games`). The state must be one this service sealed
    (`invalid-state`), the caller's own (`403` `state-not-yours` for another
    player's), a daily game of that date and variant (`422` `not-a-daily-game` for an
    anonymous, ordinary or other day's game) and finished (`won`, a Golf `dead_end`,
    or for the daily round `golf-round` the round played to the end of its ninth
    hole, `won` or `finished`; a round not over, even with its hole over, is
    `game-not-finished`, whose `detail` says which hole it is at). Pace and time count
    the whole round, `next-hole` moves too. Results of a date are accepted until it
    ends everywhere (its end at UTC-12, `closes_at` of `GET /v1/daily/{date}`) plus
    `DAILY_GRACE_MINUTES` (60 by default): later is `409` `daily-closed`.

    The state must be the ranked attempt's **latest** (`409` `stale-state` for an
    earlier state of it, unless the result is in already: then the stored one answers),
    and not a replay dealt after the result (`409` `daily-replay`).

    Stored once per date, variant and player, with its `seconds` (from the player's
    first start to now, by the server's clock), its `hints` (0 since hints stopped
    being given on a live deal; a result stored before keeps its count), its `undos`
    (counted by the server along the attempt's line) and its `cards_home`, and with the
    game in the player's history.

    **Review.** The server times every move of a ranked attempt with the attempt (no
    kept state restarts it). A result is stored with `review: held` (off the public
    board and out of everyone else's rank until an operator clears it, `flask --app
    service daily review clear|reject DATE VARIANT PLAYER`) when its evidence is beyond
    a person's: more than half of its moves under `DAILY_MIN_MOVE_S` (0.25 s) after the
    one before; the whole game under `DAILY_MIN_GAME_S_PER_MOVE` (0.4 s) a move; the
    same gap on every move (over `DAILY_PACE_MIN_GAPS` moves, their spread under
    `DAILY_PACE_MIN_SPREAD`); the solver's own line for the deal (the daily round: at
    the solver's par); another account's abandoned attempt of the deal from the same
    client address; or an account made under `DAILY_NEW_ACCOUNT_MINUTES` before the
    attempt together with a pace steadier than most people's. `daily review list DATE`
    shows the evidence. Its player sees it here and in `/leaderboard/me`, with the rank
    it would have if cleared; a `rejected` result shows its player no rank, percentile
    or share text (all `null`).
    **Where it stands**: the answer gives the result's `rank` and `percentile` now
    (both move while the day's results are open; a held result's are those it would
    have if cleared) and `share`, a spoiler-free text in the request's language
    (`Accept-Language`, said by `Content-Language`) for the player to paste anywhere.
    A game dealt from the archive (`daily.archive`) is never a result: `409`
    `daily-closed`, whatever the date.
    **Resubmission**: the first submission answers `201`; any later one (even racing
    the first) changes nothing and answers `200` with the stored result, its rank as
    it is now. Rate limited per player (`429` with `Retry-After`).

    Args:
        date (datetime.date):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (ResultSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyStanding | Problem | Problem | StaleState
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
            body=body,
            accept_language=accept_language,
            idempotency_key=idempotency_key,
        )
    ).parsed
