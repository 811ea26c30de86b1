from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.league import League
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    league: int,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leagues/{league}".format(
            league=quote(str(league), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | League | Problem | None:
    if response.status_code == 200:
        response_200 = League.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | League | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    league: int,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | League | Problem]:
    """A league's standings

     A league of a week and tier (see `GET /v1/leagues/current`): its players most
    points first, each with their `place` (equal points: who joined the week first) and `movement`
    at the week's end (`up`, `stay`, `down`), and the lines: `promotion_line` is the
    last place that goes up (`null` in tier 10), `demotion_line` the first that goes
    down (`null` in tier 1, or when no place is below both lines). While `settled` is
    false the points, places and movements are as things stand (provisional); once the
    week is settled they are final. An erased player keeps their seat and points with
    `player` and `tag` `null`. Public, with an `ETag` (`304` when unchanged).

    Args:
        league (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | League | Problem]
    """

    kwargs = _get_kwargs(
        league=league,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    league: int,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | League | Problem | None:
    """A league's standings

     A league of a week and tier (see `GET /v1/leagues/current`): its players most
    points first, each with their `place` (equal points: who joined the week first) and `movement`
    at the week's end (`up`, `stay`, `down`), and the lines: `promotion_line` is the
    last place that goes up (`null` in tier 10), `demotion_line` the first that goes
    down (`null` in tier 1, or when no place is below both lines). While `settled` is
    false the points, places and movements are as things stand (provisional); once the
    week is settled they are final. An erased player keeps their seat and points with
    `player` and `tag` `null`. Public, with an `ETag` (`304` when unchanged).

    Args:
        league (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | League | Problem
    """

    return sync_detailed(
        league=league,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    league: int,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | League | Problem]:
    """A league's standings

     A league of a week and tier (see `GET /v1/leagues/current`): its players most
    points first, each with their `place` (equal points: who joined the week first) and `movement`
    at the week's end (`up`, `stay`, `down`), and the lines: `promotion_line` is the
    last place that goes up (`null` in tier 10), `demotion_line` the first that goes
    down (`null` in tier 1, or when no place is below both lines). While `settled` is
    false the points, places and movements are as things stand (provisional); once the
    week is settled they are final. An erased player keeps their seat and points with
    `player` and `tag` `null`. Public, with an `ETag` (`304` when unchanged).

    Args:
        league (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | League | Problem]
    """

    kwargs = _get_kwargs(
        league=league,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    league: int,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | League | Problem | None:
    """A league's standings

     A league of a week and tier (see `GET /v1/leagues/current`): its players most
    points first, each with their `place` (equal points: who joined the week first) and `movement`
    at the week's end (`up`, `stay`, `down`), and the lines: `promotion_line` is the
    last place that goes up (`null` in tier 10), `demotion_line` the first that goes
    down (`null` in tier 1, or when no place is below both lines). While `settled` is
    false the points, places and movements are as things stand (provisional); once the
    week is settled they are final. An erased player keeps their seat and points with
    `player` and `tag` `null`. Public, with an `ETag` (`304` when unchanged).

    Args:
        league (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | League | Problem
    """

    return (
        await asyncio_detailed(
            league=league,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
