from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.devices import Devices
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/devices".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Devices | Problem | None:
    if response.status_code == 200:
        response_200 = Devices.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | Devices | Problem]:
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
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Devices | Problem]:
    """The player's devices

     Each device has its own bearer token (a sign-up's, a link's, a recovery's; a
    rotation replaces a device's token and keeps the device): its id, the name given
    when it was linked (`null` for none), when it was created and when it was last seen
    (to the hour), oldest first; `current` is the device asking. Spends the player's
    history allowance.

    Args:
        player_id (UUID):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Devices | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Any | Devices | Problem | None:
    """The player's devices

     Each device has its own bearer token (a sign-up's, a link's, a recovery's; a
    rotation replaces a device's token and keeps the device): its id, the name given
    when it was linked (`null` for none), when it was created and when it was last seen
    (to the hour), oldest first; `current` is the device asking. Spends the player's
    history allowance.

    Args:
        player_id (UUID):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Devices | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Devices | Problem]:
    """The player's devices

     Each device has its own bearer token (a sign-up's, a link's, a recovery's; a
    rotation replaces a device's token and keeps the device): its id, the name given
    when it was linked (`null` for none), when it was created and when it was last seen
    (to the hour), oldest first; `current` is the device asking. Spends the player's
    history allowance.

    Args:
        player_id (UUID):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Devices | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Any | Devices | Problem | None:
    """The player's devices

     Each device has its own bearer token (a sign-up's, a link's, a recovery's; a
    rotation replaces a device's token and keeps the device): its id, the name given
    when it was linked (`null` for none), when it was created and when it was last seen
    (to the hour), oldest first; `current` is the device asking. Spends the player's
    history allowance.

    Args:
        player_id (UUID):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Devices | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
