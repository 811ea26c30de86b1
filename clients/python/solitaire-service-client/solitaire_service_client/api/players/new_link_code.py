from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.link_code import LinkCode
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/{player_id}/link".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LinkCode | Problem | None:
    if response.status_code == 201:
        response_201 = LinkCode.from_dict(response.json())

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
        response_409 = Problem.from_dict(response.json())

        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LinkCode | Problem]:
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
    idempotency_key: str | Unset = UNSET,
) -> Response[LinkCode | Problem]:
    """A one-time code that links another device

     The first half of linking a device (RFC 8628's device flow): a code of 8 characters
    of Crockford's base32 (40 bits: no `I`, `L`, `O` or `U`), shown this once, that
    another device exchanges for its own bearer token of this player with `POST
    /v1/players/link` (typed, or scanned from a QR code the client draws). It is live
    `expires_in` seconds (600) and used once; a new code replaces the one before.
    `interval`: the seconds the other device waits between two tries. Spends the
    player's history allowance.

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkCode | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> LinkCode | Problem | None:
    """A one-time code that links another device

     The first half of linking a device (RFC 8628's device flow): a code of 8 characters
    of Crockford's base32 (40 bits: no `I`, `L`, `O` or `U`), shown this once, that
    another device exchanges for its own bearer token of this player with `POST
    /v1/players/link` (typed, or scanned from a QR code the client draws). It is live
    `expires_in` seconds (600) and used once; a new code replaces the one before.
    `interval`: the seconds the other device waits between two tries. Spends the
    player's history allowance.

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkCode | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[LinkCode | Problem]:
    """A one-time code that links another device

     The first half of linking a device (RFC 8628's device flow): a code of 8 characters
    of Crockford's base32 (40 bits: no `I`, `L`, `O` or `U`), shown this once, that
    another device exchanges for its own bearer token of this player with `POST
    /v1/players/link` (typed, or scanned from a QR code the client draws). It is live
    `expires_in` seconds (600) and used once; a new code replaces the one before.
    `interval`: the seconds the other device waits between two tries. Spends the
    player's history allowance.

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkCode | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> LinkCode | Problem | None:
    """A one-time code that links another device

     The first half of linking a device (RFC 8628's device flow): a code of 8 characters
    of Crockford's base32 (40 bits: no `I`, `L`, `O` or `U`), shown this once, that
    another device exchanges for its own bearer token of this player with `POST
    /v1/players/link` (typed, or scanned from a QR code the client draws). It is live
    `expires_in` seconds (600) and used once; a new code replaces the one before.
    `interval`: the seconds the other device waits between two tries. Spends the
    player's history allowance.

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkCode | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
