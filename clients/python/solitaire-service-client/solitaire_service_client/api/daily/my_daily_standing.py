import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_standing import DailyStanding
from ...models.problem import Problem
from ...models.variant_name import VariantName
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    *,
    variant: VariantName,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_variant = variant.value
    params["variant"] = json_variant

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/{date}/leaderboard/me".format(
            date=quote(str(date), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | DailyStanding | Problem | None:
    if response.status_code == 200:
        response_200 = DailyStanding.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[Any | DailyStanding | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    variant: VariantName,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | DailyStanding | Problem]:
    """The caller's own entry and rank on a day's board

     The caller's result as stored, with its `review`: a result held for review is
    shown to its own player only, with the rank and percentile it would have if
    cleared; a rejected one stands nowhere (`rank`, `percentile`, `share` and the
    entry's `rank` `null`). As `POST /v1/daily/{date}/results` answers it: `rank` and `percentile`
    now, and the `share` text in the request's language. Asked before the caller
    submitted a result: `404` `no-result`.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DailyStanding | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        variant=variant,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    variant: VariantName,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | DailyStanding | Problem | None:
    """The caller's own entry and rank on a day's board

     The caller's result as stored, with its `review`: a result held for review is
    shown to its own player only, with the rank and percentile it would have if
    cleared; a rejected one stands nowhere (`rank`, `percentile`, `share` and the
    entry's `rank` `null`). As `POST /v1/daily/{date}/results` answers it: `rank` and `percentile`
    now, and the `share` text in the request's language. Asked before the caller
    submitted a result: `404` `no-result`.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DailyStanding | Problem
    """

    return sync_detailed(
        date=date,
        client=client,
        variant=variant,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    variant: VariantName,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | DailyStanding | Problem]:
    """The caller's own entry and rank on a day's board

     The caller's result as stored, with its `review`: a result held for review is
    shown to its own player only, with the rank and percentile it would have if
    cleared; a rejected one stands nowhere (`rank`, `percentile`, `share` and the
    entry's `rank` `null`). As `POST /v1/daily/{date}/results` answers it: `rank` and `percentile`
    now, and the `share` text in the request's language. Asked before the caller
    submitted a result: `404` `no-result`.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DailyStanding | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        variant=variant,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    variant: VariantName,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | DailyStanding | Problem | None:
    """The caller's own entry and rank on a day's board

     The caller's result as stored, with its `review`: a result held for review is
    shown to its own player only, with the rank and percentile it would have if
    cleared; a rejected one stands nowhere (`rank`, `percentile`, `share` and the
    entry's `rank` `null`). As `POST /v1/daily/{date}/results` answers it: `rank` and `percentile`
    now, and the `share` text in the request's language. Asked before the caller
    submitted a result: `404` `no-result`.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DailyStanding | Problem
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
            variant=variant,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
