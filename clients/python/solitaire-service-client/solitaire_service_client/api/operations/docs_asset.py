from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.docs_asset_asset import DocsAssetAsset
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    asset: DocsAssetAsset,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/docs/{asset}".format(
            asset=quote(str(asset), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    asset: DocsAssetAsset,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | str]:
    """A Swagger UI asset

    Args:
        asset (DocsAssetAsset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        asset=asset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    asset: DocsAssetAsset,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | str | None:
    """A Swagger UI asset

    Args:
        asset (DocsAssetAsset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        asset=asset,
        client=client,
    ).parsed


async def asyncio_detailed(
    asset: DocsAssetAsset,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | str]:
    """A Swagger UI asset

    Args:
        asset (DocsAssetAsset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        asset=asset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    asset: DocsAssetAsset,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | str | None:
    """A Swagger UI asset

    Args:
        asset (DocsAssetAsset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            asset=asset,
            client=client,
        )
    ).parsed
