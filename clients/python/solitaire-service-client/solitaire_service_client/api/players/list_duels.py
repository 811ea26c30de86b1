from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.duels_page import DuelsPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/duels".format(
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DuelsPage | Problem | None:
    if response.status_code == 200:
        response_200 = DuelsPage.from_dict(response.json())

        return response_200

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

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DuelsPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[DuelsPage | Problem]:
    """The player's duels, newest first, and how they went

     The duels the player made or joined, newest first (by creation), each as they see
    it (`GET /v1/duels/{duel}`). Paged by keyset: `limit` duels, then `next`, the
    cursor to send as `after` (`null` on the last page). `counts` covers all their
    duels, not the page: `won`, `lost` and `drawn` of those ended with a winner
    decided, `open` those not ended (waiting or playing); a duel ended with a result
    under review is in none until it is decided. The player's own: their bearer token,
    `Cache-Control: private, no-cache`.

    Args:
        player_id (UUID):
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DuelsPage | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        limit=limit,
        after=after,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> DuelsPage | Problem | None:
    """The player's duels, newest first, and how they went

     The duels the player made or joined, newest first (by creation), each as they see
    it (`GET /v1/duels/{duel}`). Paged by keyset: `limit` duels, then `next`, the
    cursor to send as `after` (`null` on the last page). `counts` covers all their
    duels, not the page: `won`, `lost` and `drawn` of those ended with a winner
    decided, `open` those not ended (waiting or playing); a duel ended with a result
    under review is in none until it is decided. The player's own: their bearer token,
    `Cache-Control: private, no-cache`.

    Args:
        player_id (UUID):
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DuelsPage | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        limit=limit,
        after=after,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[DuelsPage | Problem]:
    """The player's duels, newest first, and how they went

     The duels the player made or joined, newest first (by creation), each as they see
    it (`GET /v1/duels/{duel}`). Paged by keyset: `limit` duels, then `next`, the
    cursor to send as `after` (`null` on the last page). `counts` covers all their
    duels, not the page: `won`, `lost` and `drawn` of those ended with a winner
    decided, `open` those not ended (waiting or playing); a duel ended with a result
    under review is in none until it is decided. The player's own: their bearer token,
    `Cache-Control: private, no-cache`.

    Args:
        player_id (UUID):
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DuelsPage | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        limit=limit,
        after=after,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> DuelsPage | Problem | None:
    """The player's duels, newest first, and how they went

     The duels the player made or joined, newest first (by creation), each as they see
    it (`GET /v1/duels/{duel}`). Paged by keyset: `limit` duels, then `next`, the
    cursor to send as `after` (`null` on the last page). `counts` covers all their
    duels, not the page: `won`, `lost` and `drawn` of those ended with a winner
    decided, `open` those not ended (waiting or playing); a duel ended with a result
    under review is in none until it is decided. The player's own: their bearer token,
    `Cache-Control: private, no-cache`.

    Args:
        player_id (UUID):
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DuelsPage | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            limit=limit,
            after=after,
            accept_language=accept_language,
        )
    ).parsed
