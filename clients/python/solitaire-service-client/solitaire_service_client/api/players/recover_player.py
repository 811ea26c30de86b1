from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.linked_device import LinkedDevice
from ...models.problem import Problem
from ...models.recover_request import RecoverRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: RecoverRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/recover",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LinkedDevice | Problem | None:
    if response.status_code == 201:
        response_201 = LinkedDevice.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

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
) -> Response[LinkedDevice | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RecoverRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[LinkedDevice | Problem]:
    """Restore an account with its recovery code

     When every device is lost: `Name#TAG` and the player's recovery code (from `POST
    /v1/players/{player_id}/recovery`) answer a new device and its bearer token, shown
    this once, and **revoke every other device** (a thief's too). The code is used up:
    ask for a new one. A name, tag and code that do not match are `422`
    `recovery-refused` and change nothing. The code is read as a person types it (any
    case, hyphens and spaces left out).

    A recovery code is 100 random bits; tries spend the client address's
    `RECOVER_RATE_LIMIT` (5 a minute, 30 an hour) and the named player's
    `RECOVER_PLAYER_RATE_LIMIT` (10 an hour, 30 a day, however many addresses try).
    With an `Idempotency-Key` (its caller is the address) a retry answers the same
    device and token.

    Args:
        idempotency_key (str | Unset):
        body (RecoverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkedDevice | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RecoverRequest,
    idempotency_key: str | Unset = UNSET,
) -> LinkedDevice | Problem | None:
    """Restore an account with its recovery code

     When every device is lost: `Name#TAG` and the player's recovery code (from `POST
    /v1/players/{player_id}/recovery`) answer a new device and its bearer token, shown
    this once, and **revoke every other device** (a thief's too). The code is used up:
    ask for a new one. A name, tag and code that do not match are `422`
    `recovery-refused` and change nothing. The code is read as a person types it (any
    case, hyphens and spaces left out).

    A recovery code is 100 random bits; tries spend the client address's
    `RECOVER_RATE_LIMIT` (5 a minute, 30 an hour) and the named player's
    `RECOVER_PLAYER_RATE_LIMIT` (10 an hour, 30 a day, however many addresses try).
    With an `Idempotency-Key` (its caller is the address) a retry answers the same
    device and token.

    Args:
        idempotency_key (str | Unset):
        body (RecoverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkedDevice | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RecoverRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[LinkedDevice | Problem]:
    """Restore an account with its recovery code

     When every device is lost: `Name#TAG` and the player's recovery code (from `POST
    /v1/players/{player_id}/recovery`) answer a new device and its bearer token, shown
    this once, and **revoke every other device** (a thief's too). The code is used up:
    ask for a new one. A name, tag and code that do not match are `422`
    `recovery-refused` and change nothing. The code is read as a person types it (any
    case, hyphens and spaces left out).

    A recovery code is 100 random bits; tries spend the client address's
    `RECOVER_RATE_LIMIT` (5 a minute, 30 an hour) and the named player's
    `RECOVER_PLAYER_RATE_LIMIT` (10 an hour, 30 a day, however many addresses try).
    With an `Idempotency-Key` (its caller is the address) a retry answers the same
    device and token.

    Args:
        idempotency_key (str | Unset):
        body (RecoverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkedDevice | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RecoverRequest,
    idempotency_key: str | Unset = UNSET,
) -> LinkedDevice | Problem | None:
    """Restore an account with its recovery code

     When every device is lost: `Name#TAG` and the player's recovery code (from `POST
    /v1/players/{player_id}/recovery`) answer a new device and its bearer token, shown
    this once, and **revoke every other device** (a thief's too). The code is used up:
    ask for a new one. A name, tag and code that do not match are `422`
    `recovery-refused` and change nothing. The code is read as a person types it (any
    case, hyphens and spaces left out).

    A recovery code is 100 random bits; tries spend the client address's
    `RECOVER_RATE_LIMIT` (5 a minute, 30 an hour) and the named player's
    `RECOVER_PLAYER_RATE_LIMIT` (10 an hour, 30 a day, however many addresses try).
    With an `Idempotency-Key` (its caller is the address) a retry answers the same
    device and token.

    Args:
        idempotency_key (str | Unset):
        body (RecoverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkedDevice | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
