import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.attempt_started import AttemptStarted
from ...models.daily_game_request import DailyGameRequest
from ...models.game_document import GameDocument
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    *,
    body: DailyGameRequest,
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
        "url": "/v1/daily/{date}/games".format(
            date=quote(str(date), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AttemptStarted | Problem | GameDocument | Problem | None:
    if response.status_code == 201:
        response_201 = GameDocument.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:

        def _parse_response_409(data: object) -> AttemptStarted | Problem:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = AttemptStarted.from_dict(data)

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
) -> Response[AttemptStarted | Problem | GameDocument | Problem]:
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
    body: DailyGameRequest,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[AttemptStarted | Problem | GameDocument | Problem]:
    """Start the player's daily game of a variant, or a past day's from the archive

     **An open date** (one whose window holds now, by the server's clock: from its
    midnight at UTC+14 to its end at UTC-12, `opens_at` and `closes_at` of
    `GET /v1/daily/{date}`; the client names the date from its own calendar, and a
    client with none names the date at UTC): the player's first start of
    `variant` deals the date's deal, bound to the player (a bearer token is required:
    `401` without) and marked as that day's daily game (`daily` in the document,
    `archive: false`, `ranked: true`): their **one ranked attempt**, the only game its
    result can be submitted from. The server records its first start (the clock of the
    result, `daily.started_at`) and keeps its line (see `POST /v1/moves`). Any number
    of first starts at once make one attempt.

    A later start before the attempt's result is in is `409` `daily-attempt-started`,
    with the attempt's `game_id`, `started_at`, latest `state` and that state's game
    document (`game`, its outcome a `resume` event): a client that lost its state
    resumes from there; nothing is dealt anew. Once the result is in, a start deals an
    **unranked replay** of the deal (`daily.ranked: false`, its own `game_id`,
    `started_at` when it was dealt): its result is refused (`409` `daily-replay`), no
    hint is given on it while the results are open, and it can be recorded in the
    history.

    **The archive**: once a day's results have closed (`results_close_at` of
    `GET /v1/daily/{date}`), its deal of `variant` is dealt to anyone, unranked:
    bound to the player when a bearer token comes (then it can be recorded in their
    history, `POST /v1/players/{player_id}/games`, where it counts in their stats as
    any game of its variant), anonymous without one. The document shows the deal's
    `code` and `daily: {date, variant, started_at, archive: true, ranked: false}`
    (`started_at`: when it was dealt). Its result is never taken (`409`
    `daily-closed`) and no move of it is timed. A deal that is also a daily deal whose
    results are still open (an operator's replayed classic) is refused with `403`
    `daily-deal-live`: it is played as that day's daily game only.

    **In between** (a date ended everywhere whose results are still open: the grace
    period after `closes_at`) is `409` `daily-not-live`; a date not published for
    `variant`, or not open yet (before `opens_at`), is `404`.

    **Retried** with its `Idempotency-Key`, a start answers the game it dealt first;
    without a bearer token (the archive, anonymous) nothing is kept for the key and a
    retry deals the same deal again (see the `Idempotency-Key` parameter).

    Args:
        date (datetime.date):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DailyGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AttemptStarted | Problem | GameDocument | Problem]
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
    body: DailyGameRequest,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> AttemptStarted | Problem | GameDocument | Problem | None:
    """Start the player's daily game of a variant, or a past day's from the archive

     **An open date** (one whose window holds now, by the server's clock: from its
    midnight at UTC+14 to its end at UTC-12, `opens_at` and `closes_at` of
    `GET /v1/daily/{date}`; the client names the date from its own calendar, and a
    client with none names the date at UTC): the player's first start of
    `variant` deals the date's deal, bound to the player (a bearer token is required:
    `401` without) and marked as that day's daily game (`daily` in the document,
    `archive: false`, `ranked: true`): their **one ranked attempt**, the only game its
    result can be submitted from. The server records its first start (the clock of the
    result, `daily.started_at`) and keeps its line (see `POST /v1/moves`). Any number
    of first starts at once make one attempt.

    A later start before the attempt's result is in is `409` `daily-attempt-started`,
    with the attempt's `game_id`, `started_at`, latest `state` and that state's game
    document (`game`, its outcome a `resume` event): a client that lost its state
    resumes from there; nothing is dealt anew. Once the result is in, a start deals an
    **unranked replay** of the deal (`daily.ranked: false`, its own `game_id`,
    `started_at` when it was dealt): its result is refused (`409` `daily-replay`), no
    hint is given on it while the results are open, and it can be recorded in the
    history.

    **The archive**: once a day's results have closed (`results_close_at` of
    `GET /v1/daily/{date}`), its deal of `variant` is dealt to anyone, unranked:
    bound to the player when a bearer token comes (then it can be recorded in their
    history, `POST /v1/players/{player_id}/games`, where it counts in their stats as
    any game of its variant), anonymous without one. The document shows the deal's
    `code` and `daily: {date, variant, started_at, archive: true, ranked: false}`
    (`started_at`: when it was dealt). Its result is never taken (`409`
    `daily-closed`) and no move of it is timed. A deal that is also a daily deal whose
    results are still open (an operator's replayed classic) is refused with `403`
    `daily-deal-live`: it is played as that day's daily game only.

    **In between** (a date ended everywhere whose results are still open: the grace
    period after `closes_at`) is `409` `daily-not-live`; a date not published for
    `variant`, or not open yet (before `opens_at`), is `404`.

    **Retried** with its `Idempotency-Key`, a start answers the game it dealt first;
    without a bearer token (the archive, anonymous) nothing is kept for the key and a
    retry deals the same deal again (see the `Idempotency-Key` parameter).

    Args:
        date (datetime.date):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DailyGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AttemptStarted | Problem | GameDocument | Problem
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
    body: DailyGameRequest,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[AttemptStarted | Problem | GameDocument | Problem]:
    """Start the player's daily game of a variant, or a past day's from the archive

     **An open date** (one whose window holds now, by the server's clock: from its
    midnight at UTC+14 to its end at UTC-12, `opens_at` and `closes_at` of
    `GET /v1/daily/{date}`; the client names the date from its own calendar, and a
    client with none names the date at UTC): the player's first start of
    `variant` deals the date's deal, bound to the player (a bearer token is required:
    `401` without) and marked as that day's daily game (`daily` in the document,
    `archive: false`, `ranked: true`): their **one ranked attempt**, the only game its
    result can be submitted from. The server records its first start (the clock of the
    result, `daily.started_at`) and keeps its line (see `POST /v1/moves`). Any number
    of first starts at once make one attempt.

    A later start before the attempt's result is in is `409` `daily-attempt-started`,
    with the attempt's `game_id`, `started_at`, latest `state` and that state's game
    document (`game`, its outcome a `resume` event): a client that lost its state
    resumes from there; nothing is dealt anew. Once the result is in, a start deals an
    **unranked replay** of the deal (`daily.ranked: false`, its own `game_id`,
    `started_at` when it was dealt): its result is refused (`409` `daily-replay`), no
    hint is given on it while the results are open, and it can be recorded in the
    history.

    **The archive**: once a day's results have closed (`results_close_at` of
    `GET /v1/daily/{date}`), its deal of `variant` is dealt to anyone, unranked:
    bound to the player when a bearer token comes (then it can be recorded in their
    history, `POST /v1/players/{player_id}/games`, where it counts in their stats as
    any game of its variant), anonymous without one. The document shows the deal's
    `code` and `daily: {date, variant, started_at, archive: true, ranked: false}`
    (`started_at`: when it was dealt). Its result is never taken (`409`
    `daily-closed`) and no move of it is timed. A deal that is also a daily deal whose
    results are still open (an operator's replayed classic) is refused with `403`
    `daily-deal-live`: it is played as that day's daily game only.

    **In between** (a date ended everywhere whose results are still open: the grace
    period after `closes_at`) is `409` `daily-not-live`; a date not published for
    `variant`, or not open yet (before `opens_at`), is `404`.

    **Retried** with its `Idempotency-Key`, a start answers the game it dealt first;
    without a bearer token (the archive, anonymous) nothing is kept for the key and a
    retry deals the same deal again (see the `Idempotency-Key` parameter).

    Args:
        date (datetime.date):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DailyGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AttemptStarted | Problem | GameDocument | Problem]
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
    body: DailyGameRequest,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> AttemptStarted | Problem | GameDocument | Problem | None:
    """Start the player's daily game of a variant, or a past day's from the archive

     **An open date** (one whose window holds now, by the server's clock: from its
    midnight at UTC+14 to its end at UTC-12, `opens_at` and `closes_at` of
    `GET /v1/daily/{date}`; the client names the date from its own calendar, and a
    client with none names the date at UTC): the player's first start of
    `variant` deals the date's deal, bound to the player (a bearer token is required:
    `401` without) and marked as that day's daily game (`daily` in the document,
    `archive: false`, `ranked: true`): their **one ranked attempt**, the only game its
    result can be submitted from. The server records its first start (the clock of the
    result, `daily.started_at`) and keeps its line (see `POST /v1/moves`). Any number
    of first starts at once make one attempt.

    A later start before the attempt's result is in is `409` `daily-attempt-started`,
    with the attempt's `game_id`, `started_at`, latest `state` and that state's game
    document (`game`, its outcome a `resume` event): a client that lost its state
    resumes from there; nothing is dealt anew. Once the result is in, a start deals an
    **unranked replay** of the deal (`daily.ranked: false`, its own `game_id`,
    `started_at` when it was dealt): its result is refused (`409` `daily-replay`), no
    hint is given on it while the results are open, and it can be recorded in the
    history.

    **The archive**: once a day's results have closed (`results_close_at` of
    `GET /v1/daily/{date}`), its deal of `variant` is dealt to anyone, unranked:
    bound to the player when a bearer token comes (then it can be recorded in their
    history, `POST /v1/players/{player_id}/games`, where it counts in their stats as
    any game of its variant), anonymous without one. The document shows the deal's
    `code` and `daily: {date, variant, started_at, archive: true, ranked: false}`
    (`started_at`: when it was dealt). Its result is never taken (`409`
    `daily-closed`) and no move of it is timed. A deal that is also a daily deal whose
    results are still open (an operator's replayed classic) is refused with `403`
    `daily-deal-live`: it is played as that day's daily game only.

    **In between** (a date ended everywhere whose results are still open: the grace
    period after `closes_at`) is `409` `daily-not-live`; a date not published for
    `variant`, or not open yet (before `opens_at`), is `404`.

    **Retried** with its `Idempotency-Key`, a start answers the game it dealt first;
    without a bearer token (the archive, anonymous) nothing is kept for the key and a
    retry deals the same deal again (see the `Idempotency-Key` parameter).

    Args:
        date (datetime.date):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DailyGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AttemptStarted | Problem | GameDocument | Problem
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
