from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.duel_game import DuelGame
from ...models.duel_join_request import DuelJoinRequest
from ...models.duel_joined import DuelJoined
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    duel: str,
    *,
    body: DuelJoinRequest | Unset = UNSET,
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
        "url": "/v1/duels/{duel}/join".format(
            duel=quote(str(duel), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DuelGame | DuelJoined | Problem | Problem | None:
    if response.status_code == 201:
        response_201 = DuelGame.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:

        def _parse_response_409(data: object) -> DuelJoined | Problem:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = DuelJoined.from_dict(data)

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
) -> Response[DuelGame | DuelJoined | Problem | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    duel: str,
    *,
    client: AuthenticatedClient,
    body: DuelJoinRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DuelGame | DuelJoined | Problem | Problem]:
    """Join a duel as its opponent

     Starts the caller's game on the duel's deal: their one attempt, kept as the
    challenger's. The body is empty (or `{}`). Only one player joins a duel: any
    number of joins at once by different players make exactly one opponent.

    Refused, changing nothing: the challenger joining their own duel (`409`
    `own-duel`); a join once another player has joined (`409` `duel-taken`); a second
    join by the opponent (`409` `duel-joined`, with their game's latest state and its
    document, to resume from, as `daily-attempt-started` does); a join once the duel
    has expired or ended (`409` `duel-over`). Retried with its `Idempotency-Key`, the
    first answer again.

    Args:
        duel (str):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelJoinRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DuelGame | DuelJoined | Problem | Problem]
    """

    kwargs = _get_kwargs(
        duel=duel,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    duel: str,
    *,
    client: AuthenticatedClient,
    body: DuelJoinRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DuelGame | DuelJoined | Problem | Problem | None:
    """Join a duel as its opponent

     Starts the caller's game on the duel's deal: their one attempt, kept as the
    challenger's. The body is empty (or `{}`). Only one player joins a duel: any
    number of joins at once by different players make exactly one opponent.

    Refused, changing nothing: the challenger joining their own duel (`409`
    `own-duel`); a join once another player has joined (`409` `duel-taken`); a second
    join by the opponent (`409` `duel-joined`, with their game's latest state and its
    document, to resume from, as `daily-attempt-started` does); a join once the duel
    has expired or ended (`409` `duel-over`). Retried with its `Idempotency-Key`, the
    first answer again.

    Args:
        duel (str):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelJoinRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DuelGame | DuelJoined | Problem | Problem
    """

    return sync_detailed(
        duel=duel,
        client=client,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    duel: str,
    *,
    client: AuthenticatedClient,
    body: DuelJoinRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DuelGame | DuelJoined | Problem | Problem]:
    """Join a duel as its opponent

     Starts the caller's game on the duel's deal: their one attempt, kept as the
    challenger's. The body is empty (or `{}`). Only one player joins a duel: any
    number of joins at once by different players make exactly one opponent.

    Refused, changing nothing: the challenger joining their own duel (`409`
    `own-duel`); a join once another player has joined (`409` `duel-taken`); a second
    join by the opponent (`409` `duel-joined`, with their game's latest state and its
    document, to resume from, as `daily-attempt-started` does); a join once the duel
    has expired or ended (`409` `duel-over`). Retried with its `Idempotency-Key`, the
    first answer again.

    Args:
        duel (str):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelJoinRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DuelGame | DuelJoined | Problem | Problem]
    """

    kwargs = _get_kwargs(
        duel=duel,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    duel: str,
    *,
    client: AuthenticatedClient,
    body: DuelJoinRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DuelGame | DuelJoined | Problem | Problem | None:
    """Join a duel as its opponent

     Starts the caller's game on the duel's deal: their one attempt, kept as the
    challenger's. The body is empty (or `{}`). Only one player joins a duel: any
    number of joins at once by different players make exactly one opponent.

    Refused, changing nothing: the challenger joining their own duel (`409`
    `own-duel`); a join once another player has joined (`409` `duel-taken`); a second
    join by the opponent (`409` `duel-joined`, with their game's latest state and its
    document, to resume from, as `daily-attempt-started` does); a join once the duel
    has expired or ended (`409` `duel-over`). Retried with its `Idempotency-Key`, the
    first answer again.

    Args:
        duel (str):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelJoinRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DuelGame | DuelJoined | Problem | Problem
    """

    return (
        await asyncio_detailed(
            duel=duel,
            client=client,
            body=body,
            accept_language=accept_language,
            idempotency_key=idempotency_key,
        )
    ).parsed
