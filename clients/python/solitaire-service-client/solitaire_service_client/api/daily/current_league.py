import datetime
from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.current_league import CurrentLeague
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_date: str | Unset = UNSET
    if not isinstance(date, Unset):
        json_date = date.isoformat()
    params["date"] = json_date

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leagues/current",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | CurrentLeague | Problem | None:
    if response.status_code == 200:
        response_200 = CurrentLeague.from_dict(response.json())

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
) -> Response[Any | CurrentLeague | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    date: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | CurrentLeague | Problem]:
    """The bearer's league this week, with its standings

     **Weekly leagues** (Duolingo's): each week, Monday to Sunday of the daily's dates,
    an established player (one with a cleared daily result of an earlier date, as a
    group of 100 asks) joins with their first cleared daily result of it (a result
    `held` for review joins when an operator clears it) and takes a seat in a league of
    at most 30 players of their tier (1 to 10; everyone starts in the first), leagues
    filled in the order their players joined. A player's first day of the daily puts
    them on its boards but in no league: a cleared result of a later date seats them,
    in that week or the next. Each cleared daily result of the week earns league
    points by its place on its deal's board, ties sharing the better place: 50 for the
    first place, 40 in the top 1%, 30 in the top 10%, 22 in the top 25%, 15 in the top
    half, 10 for any other (docs/design/leagues.md). While the week is live the points
    are provisional: a place on a board moves until its date's results close. After
    the week's last date closes the scheduler settles it, once: the top 7 go up a tier
    (not above 10), the bottom 5 down (not below 1); equal points are placed by who joined
    the week first.

    `date` is the player's own date (as in `/v1/daily/{date}`), by default the UTC
    date; its week is the one answered. `status` says where the player stands in it:
    `placed` (with `league`), `not_joined` (no seat this week yet: `tier` is the one
    they will join at) or `waiting` (they played last week and joined this one before
    last week was settled, on Monday before 13:00 UTC: their seat is taken at the tier
    the settlement gives them, within hours). `established` says whether a cleared
    result of `date` would seat a player `not_joined`: false until they have a cleared
    daily result of an earlier date (a new player's first day, or a first result still
    held for review), and then a cleared result of a later date seats them. `row` is
    the player's row in `league.standings`.

    Args:
        date (datetime.date | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CurrentLeague | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    date: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | CurrentLeague | Problem | None:
    """The bearer's league this week, with its standings

     **Weekly leagues** (Duolingo's): each week, Monday to Sunday of the daily's dates,
    an established player (one with a cleared daily result of an earlier date, as a
    group of 100 asks) joins with their first cleared daily result of it (a result
    `held` for review joins when an operator clears it) and takes a seat in a league of
    at most 30 players of their tier (1 to 10; everyone starts in the first), leagues
    filled in the order their players joined. A player's first day of the daily puts
    them on its boards but in no league: a cleared result of a later date seats them,
    in that week or the next. Each cleared daily result of the week earns league
    points by its place on its deal's board, ties sharing the better place: 50 for the
    first place, 40 in the top 1%, 30 in the top 10%, 22 in the top 25%, 15 in the top
    half, 10 for any other (docs/design/leagues.md). While the week is live the points
    are provisional: a place on a board moves until its date's results close. After
    the week's last date closes the scheduler settles it, once: the top 7 go up a tier
    (not above 10), the bottom 5 down (not below 1); equal points are placed by who joined
    the week first.

    `date` is the player's own date (as in `/v1/daily/{date}`), by default the UTC
    date; its week is the one answered. `status` says where the player stands in it:
    `placed` (with `league`), `not_joined` (no seat this week yet: `tier` is the one
    they will join at) or `waiting` (they played last week and joined this one before
    last week was settled, on Monday before 13:00 UTC: their seat is taken at the tier
    the settlement gives them, within hours). `established` says whether a cleared
    result of `date` would seat a player `not_joined`: false until they have a cleared
    daily result of an earlier date (a new player's first day, or a first result still
    held for review), and then a cleared result of a later date seats them. `row` is
    the player's row in `league.standings`.

    Args:
        date (datetime.date | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CurrentLeague | Problem
    """

    return sync_detailed(
        client=client,
        date=date,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    date: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | CurrentLeague | Problem]:
    """The bearer's league this week, with its standings

     **Weekly leagues** (Duolingo's): each week, Monday to Sunday of the daily's dates,
    an established player (one with a cleared daily result of an earlier date, as a
    group of 100 asks) joins with their first cleared daily result of it (a result
    `held` for review joins when an operator clears it) and takes a seat in a league of
    at most 30 players of their tier (1 to 10; everyone starts in the first), leagues
    filled in the order their players joined. A player's first day of the daily puts
    them on its boards but in no league: a cleared result of a later date seats them,
    in that week or the next. Each cleared daily result of the week earns league
    points by its place on its deal's board, ties sharing the better place: 50 for the
    first place, 40 in the top 1%, 30 in the top 10%, 22 in the top 25%, 15 in the top
    half, 10 for any other (docs/design/leagues.md). While the week is live the points
    are provisional: a place on a board moves until its date's results close. After
    the week's last date closes the scheduler settles it, once: the top 7 go up a tier
    (not above 10), the bottom 5 down (not below 1); equal points are placed by who joined
    the week first.

    `date` is the player's own date (as in `/v1/daily/{date}`), by default the UTC
    date; its week is the one answered. `status` says where the player stands in it:
    `placed` (with `league`), `not_joined` (no seat this week yet: `tier` is the one
    they will join at) or `waiting` (they played last week and joined this one before
    last week was settled, on Monday before 13:00 UTC: their seat is taken at the tier
    the settlement gives them, within hours). `established` says whether a cleared
    result of `date` would seat a player `not_joined`: false until they have a cleared
    daily result of an earlier date (a new player's first day, or a first result still
    held for review), and then a cleared result of a later date seats them. `row` is
    the player's row in `league.standings`.

    Args:
        date (datetime.date | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CurrentLeague | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    date: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | CurrentLeague | Problem | None:
    """The bearer's league this week, with its standings

     **Weekly leagues** (Duolingo's): each week, Monday to Sunday of the daily's dates,
    an established player (one with a cleared daily result of an earlier date, as a
    group of 100 asks) joins with their first cleared daily result of it (a result
    `held` for review joins when an operator clears it) and takes a seat in a league of
    at most 30 players of their tier (1 to 10; everyone starts in the first), leagues
    filled in the order their players joined. A player's first day of the daily puts
    them on its boards but in no league: a cleared result of a later date seats them,
    in that week or the next. Each cleared daily result of the week earns league
    points by its place on its deal's board, ties sharing the better place: 50 for the
    first place, 40 in the top 1%, 30 in the top 10%, 22 in the top 25%, 15 in the top
    half, 10 for any other (docs/design/leagues.md). While the week is live the points
    are provisional: a place on a board moves until its date's results close. After
    the week's last date closes the scheduler settles it, once: the top 7 go up a tier
    (not above 10), the bottom 5 down (not below 1); equal points are placed by who joined
    the week first.

    `date` is the player's own date (as in `/v1/daily/{date}`), by default the UTC
    date; its week is the one answered. `status` says where the player stands in it:
    `placed` (with `league`), `not_joined` (no seat this week yet: `tier` is the one
    they will join at) or `waiting` (they played last week and joined this one before
    last week was settled, on Monday before 13:00 UTC: their seat is taken at the tier
    the settlement gives them, within hours). `established` says whether a cleared
    result of `date` would seat a player `not_joined`: false until they have a cleared
    daily result of an earlier date (a new player's first day, or a first result still
    held for review), and then a cleared result of a later date seats them. `row` is
    the player's row in `league.standings`.

    Args:
        date (datetime.date | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CurrentLeague | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            date=date,
            if_none_match=if_none_match,
        )
    ).parsed
