from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.vegas_balance import VegasBalance
from ...models.vegas_reset import VegasReset
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    body: VegasReset,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/{player_id}/vegas/reset".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | VegasBalance | None:
    if response.status_code == 200:
        response_200 = VegasBalance.from_dict(response.json())

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
) -> Response[Problem | VegasBalance]:
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
    body: VegasReset,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | VegasBalance]:
    """Reset the player's Vegas Canfield balance of a draw

     The balance of `draw` back to $0 with no deals, answered. The deals dealt before
    it and not yet recorded are settled by nothing: recorded later, they go into the
    history but not into the balance (else a player would start deals, reset, and
    finish them for free). A reset again leaves the same balance; with the same
    `Idempotency-Key` it answers the first reset again. Spends the history's
    allowance (`HISTORY_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (VegasReset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | VegasBalance]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        body=body,
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
    body: VegasReset,
    idempotency_key: str | Unset = UNSET,
) -> Problem | VegasBalance | None:
    """Reset the player's Vegas Canfield balance of a draw

     The balance of `draw` back to $0 with no deals, answered. The deals dealt before
    it and not yet recorded are settled by nothing: recorded later, they go into the
    history but not into the balance (else a player would start deals, reset, and
    finish them for free). A reset again leaves the same balance; with the same
    `Idempotency-Key` it answers the first reset again. Spends the history's
    allowance (`HISTORY_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (VegasReset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | VegasBalance
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    body: VegasReset,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | VegasBalance]:
    """Reset the player's Vegas Canfield balance of a draw

     The balance of `draw` back to $0 with no deals, answered. The deals dealt before
    it and not yet recorded are settled by nothing: recorded later, they go into the
    history but not into the balance (else a player would start deals, reset, and
    finish them for free). A reset again leaves the same balance; with the same
    `Idempotency-Key` it answers the first reset again. Spends the history's
    allowance (`HISTORY_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (VegasReset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | VegasBalance]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    body: VegasReset,
    idempotency_key: str | Unset = UNSET,
) -> Problem | VegasBalance | None:
    """Reset the player's Vegas Canfield balance of a draw

     The balance of `draw` back to $0 with no deals, answered. The deals dealt before
    it and not yet recorded are settled by nothing: recorded later, they go into the
    history but not into the balance (else a player would start deals, reset, and
    finish them for free). A reset again leaves the same balance; with the same
    `Idempotency-Key` it answers the first reset again. Spends the history's
    allowance (`HISTORY_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (VegasReset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | VegasBalance
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
