import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...models.variant_name import VariantName
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    group: int,
    *,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_variant = variant.value
    params["variant"] = json_variant

    params["limit"] = limit

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/{date}/groups/{group}/leaderboard".format(
            date=quote(str(date), safe=""),
            group=quote(str(group), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Leaderboard | Problem | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Any | Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    date: datetime.date,
    group: int,
    *,
    client: AuthenticatedClient | Client,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Leaderboard | Problem]:
    """The leaderboard of one group of 100 of a day's deal

     Each day and variant, cleared results fall into groups of at most 100 in the order
    they were first cleared (Microsoft Solitaire's events): on submission, or, for a
    result held for its pace, when an operator clears it (it joins the group being
    filled then, and no group before). A result keeps its group for good; a group
    holds fewer than 100 when a result of it is later held or rejected (or, rarely,
    when a submission that took its place failed). `GET /v1/daily/{date}/leaderboard/me`
    names the caller's (`group`).

    **A group takes established players only**: a player with a cleared daily result
    of an earlier day (any variant). A result of any other (an account's first day of
    the daily, however old the account) is on the day's board, ranked and counted as
    every result there, and in no group, for good; from the player's next day on, their
    results join groups. Else accounts made on the day fill a group around their owner
    (the fifth review: 99 of them over 50 addresses filled group 1 around theirs); a
    result of an earlier day asks for a real daily game a day before, on that day's
    board and reviewed as any.

    The group's board has the day's board's order, fields, cursors and caching (see
    `GET /v1/daily/{date}/leaderboard`): best first, `rank` counted within the group (1
    for its best), cleared results only, keyset pages, an `ETag` of the day's board's
    version. A group the day's board of that variant does not have (yet): `404`
    `unknown-group`.

    Args:
        date (datetime.date):
        group (int):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        group=group,
        variant=variant,
        limit=limit,
        after=after,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    date: datetime.date,
    group: int,
    *,
    client: AuthenticatedClient | Client,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Leaderboard | Problem | None:
    """The leaderboard of one group of 100 of a day's deal

     Each day and variant, cleared results fall into groups of at most 100 in the order
    they were first cleared (Microsoft Solitaire's events): on submission, or, for a
    result held for its pace, when an operator clears it (it joins the group being
    filled then, and no group before). A result keeps its group for good; a group
    holds fewer than 100 when a result of it is later held or rejected (or, rarely,
    when a submission that took its place failed). `GET /v1/daily/{date}/leaderboard/me`
    names the caller's (`group`).

    **A group takes established players only**: a player with a cleared daily result
    of an earlier day (any variant). A result of any other (an account's first day of
    the daily, however old the account) is on the day's board, ranked and counted as
    every result there, and in no group, for good; from the player's next day on, their
    results join groups. Else accounts made on the day fill a group around their owner
    (the fifth review: 99 of them over 50 addresses filled group 1 around theirs); a
    result of an earlier day asks for a real daily game a day before, on that day's
    board and reviewed as any.

    The group's board has the day's board's order, fields, cursors and caching (see
    `GET /v1/daily/{date}/leaderboard`): best first, `rank` counted within the group (1
    for its best), cleared results only, keyset pages, an `ETag` of the day's board's
    version. A group the day's board of that variant does not have (yet): `404`
    `unknown-group`.

    Args:
        date (datetime.date):
        group (int):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Leaderboard | Problem
    """

    return sync_detailed(
        date=date,
        group=group,
        client=client,
        variant=variant,
        limit=limit,
        after=after,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    date: datetime.date,
    group: int,
    *,
    client: AuthenticatedClient | Client,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Leaderboard | Problem]:
    """The leaderboard of one group of 100 of a day's deal

     Each day and variant, cleared results fall into groups of at most 100 in the order
    they were first cleared (Microsoft Solitaire's events): on submission, or, for a
    result held for its pace, when an operator clears it (it joins the group being
    filled then, and no group before). A result keeps its group for good; a group
    holds fewer than 100 when a result of it is later held or rejected (or, rarely,
    when a submission that took its place failed). `GET /v1/daily/{date}/leaderboard/me`
    names the caller's (`group`).

    **A group takes established players only**: a player with a cleared daily result
    of an earlier day (any variant). A result of any other (an account's first day of
    the daily, however old the account) is on the day's board, ranked and counted as
    every result there, and in no group, for good; from the player's next day on, their
    results join groups. Else accounts made on the day fill a group around their owner
    (the fifth review: 99 of them over 50 addresses filled group 1 around theirs); a
    result of an earlier day asks for a real daily game a day before, on that day's
    board and reviewed as any.

    The group's board has the day's board's order, fields, cursors and caching (see
    `GET /v1/daily/{date}/leaderboard`): best first, `rank` counted within the group (1
    for its best), cleared results only, keyset pages, an `ETag` of the day's board's
    version. A group the day's board of that variant does not have (yet): `404`
    `unknown-group`.

    Args:
        date (datetime.date):
        group (int):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        group=group,
        variant=variant,
        limit=limit,
        after=after,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: datetime.date,
    group: int,
    *,
    client: AuthenticatedClient | Client,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Leaderboard | Problem | None:
    """The leaderboard of one group of 100 of a day's deal

     Each day and variant, cleared results fall into groups of at most 100 in the order
    they were first cleared (Microsoft Solitaire's events): on submission, or, for a
    result held for its pace, when an operator clears it (it joins the group being
    filled then, and no group before). A result keeps its group for good; a group
    holds fewer than 100 when a result of it is later held or rejected (or, rarely,
    when a submission that took its place failed). `GET /v1/daily/{date}/leaderboard/me`
    names the caller's (`group`).

    **A group takes established players only**: a player with a cleared daily result
    of an earlier day (any variant). A result of any other (an account's first day of
    the daily, however old the account) is on the day's board, ranked and counted as
    every result there, and in no group, for good; from the player's next day on, their
    results join groups. Else accounts made on the day fill a group around their owner
    (the fifth review: 99 of them over 50 addresses filled group 1 around theirs); a
    result of an earlier day asks for a real daily game a day before, on that day's
    board and reviewed as any.

    The group's board has the day's board's order, fields, cursors and caching (see
    `GET /v1/daily/{date}/leaderboard`): best first, `rank` counted within the group (1
    for its best), cleared results only, keyset pages, an `ETag` of the day's board's
    version. A group the day's board of that variant does not have (yet): `404`
    `unknown-group`.

    Args:
        date (datetime.date):
        group (int):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Leaderboard | Problem
    """

    return (
        await asyncio_detailed(
            date=date,
            group=group,
            client=client,
            variant=variant,
            limit=limit,
            after=after,
            if_none_match=if_none_match,
        )
    ).parsed
