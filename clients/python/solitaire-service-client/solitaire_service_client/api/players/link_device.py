from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.link_request import LinkRequest
from ...models.linked_device import LinkedDevice
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: LinkRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/link",
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
    body: LinkRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[LinkedDevice | Problem]:
    """Exchange a link code for a new device's bearer token

     The second half of linking a device (RFC 8628's device flow is the model): the code
    a signed-in device got from `POST /v1/players/{player_id}/link`, typed or scanned
    here, answers a new device of the same player and its own bearer token, shown this
    once. The code is **used once**: the exchange uses it up whatever it answers, and
    one older than its 10 minutes, used already or unknown is `422`
    `link-code-refused` (the same answer for each, so a guess learns nothing). The code
    is read as a person types it: any case, `I` and `L` for `1`, `O` for `0`, hyphens
    and spaces left out.

    Every try spends the client address's `LINK_RATE_LIMIT` (12 a minute, 60 an hour:
    one try each `interval` seconds stays within it) and every address's
    `LINK_GUESS_RATE_LIMIT` together (1000 a minute), which bounds the guesses against
    the 2^40 codes: at most 10,000 in a code's 10 minutes, a chance below one in 100
    million for a given live code. A new token spends the address's sign-up allowance,
    as a sign-up does. With an `Idempotency-Key` (its caller is the address) a retry
    answers the same device and token.

    Args:
        idempotency_key (str | Unset):
        body (LinkRequest):

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
    body: LinkRequest,
    idempotency_key: str | Unset = UNSET,
) -> LinkedDevice | Problem | None:
    """Exchange a link code for a new device's bearer token

     The second half of linking a device (RFC 8628's device flow is the model): the code
    a signed-in device got from `POST /v1/players/{player_id}/link`, typed or scanned
    here, answers a new device of the same player and its own bearer token, shown this
    once. The code is **used once**: the exchange uses it up whatever it answers, and
    one older than its 10 minutes, used already or unknown is `422`
    `link-code-refused` (the same answer for each, so a guess learns nothing). The code
    is read as a person types it: any case, `I` and `L` for `1`, `O` for `0`, hyphens
    and spaces left out.

    Every try spends the client address's `LINK_RATE_LIMIT` (12 a minute, 60 an hour:
    one try each `interval` seconds stays within it) and every address's
    `LINK_GUESS_RATE_LIMIT` together (1000 a minute), which bounds the guesses against
    the 2^40 codes: at most 10,000 in a code's 10 minutes, a chance below one in 100
    million for a given live code. A new token spends the address's sign-up allowance,
    as a sign-up does. With an `Idempotency-Key` (its caller is the address) a retry
    answers the same device and token.

    Args:
        idempotency_key (str | Unset):
        body (LinkRequest):

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
    body: LinkRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[LinkedDevice | Problem]:
    """Exchange a link code for a new device's bearer token

     The second half of linking a device (RFC 8628's device flow is the model): the code
    a signed-in device got from `POST /v1/players/{player_id}/link`, typed or scanned
    here, answers a new device of the same player and its own bearer token, shown this
    once. The code is **used once**: the exchange uses it up whatever it answers, and
    one older than its 10 minutes, used already or unknown is `422`
    `link-code-refused` (the same answer for each, so a guess learns nothing). The code
    is read as a person types it: any case, `I` and `L` for `1`, `O` for `0`, hyphens
    and spaces left out.

    Every try spends the client address's `LINK_RATE_LIMIT` (12 a minute, 60 an hour:
    one try each `interval` seconds stays within it) and every address's
    `LINK_GUESS_RATE_LIMIT` together (1000 a minute), which bounds the guesses against
    the 2^40 codes: at most 10,000 in a code's 10 minutes, a chance below one in 100
    million for a given live code. A new token spends the address's sign-up allowance,
    as a sign-up does. With an `Idempotency-Key` (its caller is the address) a retry
    answers the same device and token.

    Args:
        idempotency_key (str | Unset):
        body (LinkRequest):

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
    body: LinkRequest,
    idempotency_key: str | Unset = UNSET,
) -> LinkedDevice | Problem | None:
    """Exchange a link code for a new device's bearer token

     The second half of linking a device (RFC 8628's device flow is the model): the code
    a signed-in device got from `POST /v1/players/{player_id}/link`, typed or scanned
    here, answers a new device of the same player and its own bearer token, shown this
    once. The code is **used once**: the exchange uses it up whatever it answers, and
    one older than its 10 minutes, used already or unknown is `422`
    `link-code-refused` (the same answer for each, so a guess learns nothing). The code
    is read as a person types it: any case, `I` and `L` for `1`, `O` for `0`, hyphens
    and spaces left out.

    Every try spends the client address's `LINK_RATE_LIMIT` (12 a minute, 60 an hour:
    one try each `interval` seconds stays within it) and every address's
    `LINK_GUESS_RATE_LIMIT` together (1000 a minute), which bounds the guesses against
    the 2^40 codes: at most 10,000 in a code's 10 minutes, a chance below one in 100
    million for a given live code. A new token spends the address's sign-up allowance,
    as a sign-up does. With an `Idempotency-Key` (its caller is the address) a retry
    answers the same device and token.

    Args:
        idempotency_key (str | Unset):
        body (LinkRequest):

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
