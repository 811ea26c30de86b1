from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.player_token import PlayerToken
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
        "url": "/v1/players/{player_id}/token".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerToken | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerToken.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[PlayerToken | Problem]:
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
) -> Response[PlayerToken | Problem]:
    """Replace the player's bearer token

     Answers a new bearer token, shown this once (the service keeps only its hash), and
    the token sent stops working at once: the very next request with it is `401`, on
    every worker and instance (nothing caches a token). A leaked token is revoked so.
    Whoever holds a token can rotate it, so rotate as soon as a leak is suspected, and
    keep the new token before forgetting the old one. **A replaced token never fetches
    its successor**: a rotation retried with the token it replaced is `401` whatever
    its `Idempotency-Key` (its detail says the token was replaced by the rotation sent
    with that key), and so is a retry that waited for the first request with the same
    key and token. Else whoever held a leaked token, and saw the key beside it, would
    fetch the new token for a day and undo the revocation. The price: a rotation whose
    answer is lost leaves the player without a working token, so a client rotates only
    where it can keep the answer (retried with the new token and the same key, the
    rotation answers it again, `Idempotent-Replayed: true`). Two rotations racing with
    one token: one wins, the other is `401`. Minting a token spends the client address's
    sign-up allowance (`SIGNUP_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerToken | Problem]
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
) -> PlayerToken | Problem | None:
    """Replace the player's bearer token

     Answers a new bearer token, shown this once (the service keeps only its hash), and
    the token sent stops working at once: the very next request with it is `401`, on
    every worker and instance (nothing caches a token). A leaked token is revoked so.
    Whoever holds a token can rotate it, so rotate as soon as a leak is suspected, and
    keep the new token before forgetting the old one. **A replaced token never fetches
    its successor**: a rotation retried with the token it replaced is `401` whatever
    its `Idempotency-Key` (its detail says the token was replaced by the rotation sent
    with that key), and so is a retry that waited for the first request with the same
    key and token. Else whoever held a leaked token, and saw the key beside it, would
    fetch the new token for a day and undo the revocation. The price: a rotation whose
    answer is lost leaves the player without a working token, so a client rotates only
    where it can keep the answer (retried with the new token and the same key, the
    rotation answers it again, `Idempotent-Replayed: true`). Two rotations racing with
    one token: one wins, the other is `401`. Minting a token spends the client address's
    sign-up allowance (`SIGNUP_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerToken | Problem
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
) -> Response[PlayerToken | Problem]:
    """Replace the player's bearer token

     Answers a new bearer token, shown this once (the service keeps only its hash), and
    the token sent stops working at once: the very next request with it is `401`, on
    every worker and instance (nothing caches a token). A leaked token is revoked so.
    Whoever holds a token can rotate it, so rotate as soon as a leak is suspected, and
    keep the new token before forgetting the old one. **A replaced token never fetches
    its successor**: a rotation retried with the token it replaced is `401` whatever
    its `Idempotency-Key` (its detail says the token was replaced by the rotation sent
    with that key), and so is a retry that waited for the first request with the same
    key and token. Else whoever held a leaked token, and saw the key beside it, would
    fetch the new token for a day and undo the revocation. The price: a rotation whose
    answer is lost leaves the player without a working token, so a client rotates only
    where it can keep the answer (retried with the new token and the same key, the
    rotation answers it again, `Idempotent-Replayed: true`). Two rotations racing with
    one token: one wins, the other is `401`. Minting a token spends the client address's
    sign-up allowance (`SIGNUP_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerToken | Problem]
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
) -> PlayerToken | Problem | None:
    """Replace the player's bearer token

     Answers a new bearer token, shown this once (the service keeps only its hash), and
    the token sent stops working at once: the very next request with it is `401`, on
    every worker and instance (nothing caches a token). A leaked token is revoked so.
    Whoever holds a token can rotate it, so rotate as soon as a leak is suspected, and
    keep the new token before forgetting the old one. **A replaced token never fetches
    its successor**: a rotation retried with the token it replaced is `401` whatever
    its `Idempotency-Key` (its detail says the token was replaced by the rotation sent
    with that key), and so is a retry that waited for the first request with the same
    key and token. Else whoever held a leaked token, and saw the key beside it, would
    fetch the new token for a day and undo the revocation. The price: a rotation whose
    answer is lost leaves the player without a working token, so a client rotates only
    where it can keep the answer (retried with the new token and the same key, the
    rotation answers it again, `Idempotent-Replayed: true`). Two rotations racing with
    one token: one wins, the other is `401`. Minting a token spends the client address's
    sign-up allowance (`SIGNUP_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerToken | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
