import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_leaderboard_scope import DailyLeaderboardScope
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...models.variant_name import VariantName
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    *,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    scope: DailyLeaderboardScope | Unset = DailyLeaderboardScope.EVERYONE,
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

    json_scope: str | Unset = UNSET
    if not isinstance(scope, Unset):
        json_scope = scope.value

    params["scope"] = json_scope

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/{date}/leaderboard".format(
            date=quote(str(date), safe=""),
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

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
    *,
    client: AuthenticatedClient,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    scope: DailyLeaderboardScope | Unset = DailyLeaderboardScope.EVERYONE,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Leaderboard | Problem]:
    """The leaderboard of a day's deal

     Best first: won before not won; more cards home (Canfield: on the foundations;
    Golf: off the table); fewer hints; fewer undos (counted by the server along the
    ranked attempt's line; 0 for results stored before they were); less time
    (`seconds` from the first start to the submission, by the server's clock); fewer
    moves (the final line's: `moves` less twice the undos is its length); earlier
    submission. The `score` is shown but never ranks (a
    Canfield score can be raised without bound by taking a card back from a
    foundation and playing it again). Ranks are 1, 2, 3... over the whole board.

    Only cleared results are on the board (`review: clear`): a result held for its
    pace (see `POST /v1/daily/{date}/results`) is off it, and out of everyone else's
    rank, until an operator clears it.

    Paged by keyset: `limit` entries, then `next`, the cursor to send as `after` for
    the following page (`null` on the last). A cursor handed out before undos were
    ranked reads as undos 0, which every result stored then has. Following `next` never repeats or skips
    an entry, even while results arrive, and a page costs the same however deep it is;
    the ranks of a later page count on from the page before. A cursor that was edited
    or comes from another board is a `422` (`invalid-cursor`) naming `after`.

    **The friends board** (`scope=friends`, with the caller's bearer token: `401`
    without): the caller's result and those of the players they follow (`POST
    /v1/players/{player_id}/friends`), in the same order, with the same fields and
    cursors, `rank` counted among them (1 for the best of them); cleared results only, as
    above. It is the caller's own: `Cache-Control: private, no-cache`, `Vary:
    Authorization`, and it shows their own result and their latest follows at once.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        scope (DailyLeaderboardScope | Unset):  Default: DailyLeaderboardScope.EVERYONE.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        variant=variant,
        limit=limit,
        after=after,
        scope=scope,
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
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    scope: DailyLeaderboardScope | Unset = DailyLeaderboardScope.EVERYONE,
    if_none_match: str | Unset = UNSET,
) -> Any | Leaderboard | Problem | None:
    """The leaderboard of a day's deal

     Best first: won before not won; more cards home (Canfield: on the foundations;
    Golf: off the table); fewer hints; fewer undos (counted by the server along the
    ranked attempt's line; 0 for results stored before they were); less time
    (`seconds` from the first start to the submission, by the server's clock); fewer
    moves (the final line's: `moves` less twice the undos is its length); earlier
    submission. The `score` is shown but never ranks (a
    Canfield score can be raised without bound by taking a card back from a
    foundation and playing it again). Ranks are 1, 2, 3... over the whole board.

    Only cleared results are on the board (`review: clear`): a result held for its
    pace (see `POST /v1/daily/{date}/results`) is off it, and out of everyone else's
    rank, until an operator clears it.

    Paged by keyset: `limit` entries, then `next`, the cursor to send as `after` for
    the following page (`null` on the last). A cursor handed out before undos were
    ranked reads as undos 0, which every result stored then has. Following `next` never repeats or skips
    an entry, even while results arrive, and a page costs the same however deep it is;
    the ranks of a later page count on from the page before. A cursor that was edited
    or comes from another board is a `422` (`invalid-cursor`) naming `after`.

    **The friends board** (`scope=friends`, with the caller's bearer token: `401`
    without): the caller's result and those of the players they follow (`POST
    /v1/players/{player_id}/friends`), in the same order, with the same fields and
    cursors, `rank` counted among them (1 for the best of them); cleared results only, as
    above. It is the caller's own: `Cache-Control: private, no-cache`, `Vary:
    Authorization`, and it shows their own result and their latest follows at once.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        scope (DailyLeaderboardScope | Unset):  Default: DailyLeaderboardScope.EVERYONE.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Leaderboard | Problem
    """

    return sync_detailed(
        date=date,
        client=client,
        variant=variant,
        limit=limit,
        after=after,
        scope=scope,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    scope: DailyLeaderboardScope | Unset = DailyLeaderboardScope.EVERYONE,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Leaderboard | Problem]:
    """The leaderboard of a day's deal

     Best first: won before not won; more cards home (Canfield: on the foundations;
    Golf: off the table); fewer hints; fewer undos (counted by the server along the
    ranked attempt's line; 0 for results stored before they were); less time
    (`seconds` from the first start to the submission, by the server's clock); fewer
    moves (the final line's: `moves` less twice the undos is its length); earlier
    submission. The `score` is shown but never ranks (a
    Canfield score can be raised without bound by taking a card back from a
    foundation and playing it again). Ranks are 1, 2, 3... over the whole board.

    Only cleared results are on the board (`review: clear`): a result held for its
    pace (see `POST /v1/daily/{date}/results`) is off it, and out of everyone else's
    rank, until an operator clears it.

    Paged by keyset: `limit` entries, then `next`, the cursor to send as `after` for
    the following page (`null` on the last). A cursor handed out before undos were
    ranked reads as undos 0, which every result stored then has. Following `next` never repeats or skips
    an entry, even while results arrive, and a page costs the same however deep it is;
    the ranks of a later page count on from the page before. A cursor that was edited
    or comes from another board is a `422` (`invalid-cursor`) naming `after`.

    **The friends board** (`scope=friends`, with the caller's bearer token: `401`
    without): the caller's result and those of the players they follow (`POST
    /v1/players/{player_id}/friends`), in the same order, with the same fields and
    cursors, `rank` counted among them (1 for the best of them); cleared results only, as
    above. It is the caller's own: `Cache-Control: private, no-cache`, `Vary:
    Authorization`, and it shows their own result and their latest follows at once.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        scope (DailyLeaderboardScope | Unset):  Default: DailyLeaderboardScope.EVERYONE.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        variant=variant,
        limit=limit,
        after=after,
        scope=scope,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    variant: VariantName,
    limit: int | Unset = 20,
    after: str | Unset = UNSET,
    scope: DailyLeaderboardScope | Unset = DailyLeaderboardScope.EVERYONE,
    if_none_match: str | Unset = UNSET,
) -> Any | Leaderboard | Problem | None:
    """The leaderboard of a day's deal

     Best first: won before not won; more cards home (Canfield: on the foundations;
    Golf: off the table); fewer hints; fewer undos (counted by the server along the
    ranked attempt's line; 0 for results stored before they were); less time
    (`seconds` from the first start to the submission, by the server's clock); fewer
    moves (the final line's: `moves` less twice the undos is its length); earlier
    submission. The `score` is shown but never ranks (a
    Canfield score can be raised without bound by taking a card back from a
    foundation and playing it again). Ranks are 1, 2, 3... over the whole board.

    Only cleared results are on the board (`review: clear`): a result held for its
    pace (see `POST /v1/daily/{date}/results`) is off it, and out of everyone else's
    rank, until an operator clears it.

    Paged by keyset: `limit` entries, then `next`, the cursor to send as `after` for
    the following page (`null` on the last). A cursor handed out before undos were
    ranked reads as undos 0, which every result stored then has. Following `next` never repeats or skips
    an entry, even while results arrive, and a page costs the same however deep it is;
    the ranks of a later page count on from the page before. A cursor that was edited
    or comes from another board is a `422` (`invalid-cursor`) naming `after`.

    **The friends board** (`scope=friends`, with the caller's bearer token: `401`
    without): the caller's result and those of the players they follow (`POST
    /v1/players/{player_id}/friends`), in the same order, with the same fields and
    cursors, `rank` counted among them (1 for the best of them); cleared results only, as
    above. It is the caller's own: `Cache-Control: private, no-cache`, `Vary:
    Authorization`, and it shows their own result and their latest follows at once.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        limit (int | Unset):  Default: 20.
        after (str | Unset):
        scope (DailyLeaderboardScope | Unset):  Default: DailyLeaderboardScope.EVERYONE.
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
            client=client,
            variant=variant,
            limit=limit,
            after=after,
            scope=scope,
            if_none_match=if_none_match,
        )
    ).parsed
