from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.code_description import CodeDescription
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    code: str,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/codes/{code}".format(
            code=quote(str(code), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | CodeDescription | Problem | None:
    if response.status_code == 200:
        response_200 = CodeDescription.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | CodeDescription | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | CodeDescription | Problem]:
    """Describe the deal a code names, without starting it

     Codes are public by design (the shuffle is documented so clients can deal
    themselves): the answer includes the whole initial layout, but for a deal the
    daily lock holds (`403` `daily-deal-live`, see `POST /v1/solve`), whose face-down
    cards stay unlisted until its day's results close. A round code's answer lists its
    holes' game codes in order (`holes`) instead (`layout` is null); a round with a
    hole the lock holds is refused the same way.

    Args:
        code (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CodeDescription | Problem]
    """

    kwargs = _get_kwargs(
        code=code,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    code: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | CodeDescription | Problem | None:
    """Describe the deal a code names, without starting it

     Codes are public by design (the shuffle is documented so clients can deal
    themselves): the answer includes the whole initial layout, but for a deal the
    daily lock holds (`403` `daily-deal-live`, see `POST /v1/solve`), whose face-down
    cards stay unlisted until its day's results close. A round code's answer lists its
    holes' game codes in order (`holes`) instead (`layout` is null); a round with a
    hole the lock holds is refused the same way.

    Args:
        code (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CodeDescription | Problem
    """

    return sync_detailed(
        code=code,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | CodeDescription | Problem]:
    """Describe the deal a code names, without starting it

     Codes are public by design (the shuffle is documented so clients can deal
    themselves): the answer includes the whole initial layout, but for a deal the
    daily lock holds (`403` `daily-deal-live`, see `POST /v1/solve`), whose face-down
    cards stay unlisted until its day's results close. A round code's answer lists its
    holes' game codes in order (`holes`) instead (`layout` is null); a round with a
    hole the lock holds is refused the same way.

    Args:
        code (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CodeDescription | Problem]
    """

    kwargs = _get_kwargs(
        code=code,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | CodeDescription | Problem | None:
    """Describe the deal a code names, without starting it

     Codes are public by design (the shuffle is documented so clients can deal
    themselves): the answer includes the whole initial layout, but for a deal the
    daily lock holds (`403` `daily-deal-live`, see `POST /v1/solve`), whose face-down
    cards stay unlisted until its day's results close. A round code's answer lists its
    holes' game codes in order (`holes`) instead (`layout` is null); a round with a
    hole the lock holds is refused the same way.

    Args:
        code (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CodeDescription | Problem
    """

    return (
        await asyncio_detailed(
            code=code,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
