import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_record import DailyRecord
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    from_: datetime.date,
    to: datetime.date,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to = to.isoformat()
    params["to"] = json_to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/daily".format(
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | DailyRecord | Problem | None:
    if response.status_code == 200:
        response_200 = DailyRecord.from_dict(response.json())

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

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[Any | DailyRecord | Problem]:
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
    from_: datetime.date,
    to: datetime.date,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | DailyRecord | Problem]:
    """The player's daily results day by day, and their streak

     The player's own daily results of the days `from` to `to` (inclusive, at most 366
    days a request: a month of a calendar, or a year), listed by day (only the days
    with a result, oldest first), each day's results in the variants' order, and the
    player's `streak`.

    **Each result** says its `variant`, `won`, `cards_home`, `hints`, `undos`, `seconds`,
    `moves`, `review` and where it stands: `rank` on the day's board and `percentile`
    (the share of the board's cleared results it beats, as in
    `POST /v1/daily/{date}/results`). A day whose results are closed
    (`results_open: false`) has its final rank and percentile (an operator's late
    review can still move them); on a day still open they are the standing now and
    move as results arrive. A result `held` for review shows the rank and percentile
    it would have if cleared, a `rejected` one too. Beside them, its `group` of 100
    (`id`, `rank` in it, `size`: see `GET /v1/daily/{date}/groups/{group}/leaderboard`),
    `null` while it is held or rejected, and on the player's first day of the daily (a
    group takes established players only: see the group's board).

    **The streak** counts the player's dates: the calendar dates (as the client named
    them, from the device's own calendar) on which the player has at least one cleared
    daily result (a `held` one counts once an operator clears it: a result played
    faster than a person plays keeps no streak alive meanwhile), whatever the UTC day
    it was played on. `current` is the count of such dates in the streak ending on
    `last_day`, the latest: consecutive, but for missed dates a **streak freeze**
    covered (`frozen`). A freeze is earned on every 7th date played in a row, at most
    2 held (`freezes`), and spent by itself on a missed date, which then keeps the
    streak alive. A date after `last_day` is missed once its results close (its end at
    UTC-12 plus the grace), so a date not played yet never breaks the streak nor spends
    a freeze while it can still be played somewhere; `expires_at` is when the streak
    ends unless a date is played (the close of the first date no freeze held covers).
    After that, `current` is 0, `freezes` 0 and `expires_at` null. `best` is the most
    dates of one streak ever. `today` is the date at UTC by the server's clock (the dates open now are
    that one, the one before it until 12:00 UTC, and the one after it from 10:00
    UTC).

    The caller's own record only (`401` without a token, `403` with another
    player's). A date out of the calendar is `400` `invalid-parameter`; `from` after
    `to`, or a range over 366 days, is `422` `invalid-range`; both name the parameter.

    Args:
        player_id (UUID):
        from_ (datetime.date):
        to (datetime.date):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DailyRecord | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        from_=from_,
        to=to,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    from_: datetime.date,
    to: datetime.date,
    if_none_match: str | Unset = UNSET,
) -> Any | DailyRecord | Problem | None:
    """The player's daily results day by day, and their streak

     The player's own daily results of the days `from` to `to` (inclusive, at most 366
    days a request: a month of a calendar, or a year), listed by day (only the days
    with a result, oldest first), each day's results in the variants' order, and the
    player's `streak`.

    **Each result** says its `variant`, `won`, `cards_home`, `hints`, `undos`, `seconds`,
    `moves`, `review` and where it stands: `rank` on the day's board and `percentile`
    (the share of the board's cleared results it beats, as in
    `POST /v1/daily/{date}/results`). A day whose results are closed
    (`results_open: false`) has its final rank and percentile (an operator's late
    review can still move them); on a day still open they are the standing now and
    move as results arrive. A result `held` for review shows the rank and percentile
    it would have if cleared, a `rejected` one too. Beside them, its `group` of 100
    (`id`, `rank` in it, `size`: see `GET /v1/daily/{date}/groups/{group}/leaderboard`),
    `null` while it is held or rejected, and on the player's first day of the daily (a
    group takes established players only: see the group's board).

    **The streak** counts the player's dates: the calendar dates (as the client named
    them, from the device's own calendar) on which the player has at least one cleared
    daily result (a `held` one counts once an operator clears it: a result played
    faster than a person plays keeps no streak alive meanwhile), whatever the UTC day
    it was played on. `current` is the count of such dates in the streak ending on
    `last_day`, the latest: consecutive, but for missed dates a **streak freeze**
    covered (`frozen`). A freeze is earned on every 7th date played in a row, at most
    2 held (`freezes`), and spent by itself on a missed date, which then keeps the
    streak alive. A date after `last_day` is missed once its results close (its end at
    UTC-12 plus the grace), so a date not played yet never breaks the streak nor spends
    a freeze while it can still be played somewhere; `expires_at` is when the streak
    ends unless a date is played (the close of the first date no freeze held covers).
    After that, `current` is 0, `freezes` 0 and `expires_at` null. `best` is the most
    dates of one streak ever. `today` is the date at UTC by the server's clock (the dates open now are
    that one, the one before it until 12:00 UTC, and the one after it from 10:00
    UTC).

    The caller's own record only (`401` without a token, `403` with another
    player's). A date out of the calendar is `400` `invalid-parameter`; `from` after
    `to`, or a range over 366 days, is `422` `invalid-range`; both name the parameter.

    Args:
        player_id (UUID):
        from_ (datetime.date):
        to (datetime.date):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DailyRecord | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        from_=from_,
        to=to,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    from_: datetime.date,
    to: datetime.date,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | DailyRecord | Problem]:
    """The player's daily results day by day, and their streak

     The player's own daily results of the days `from` to `to` (inclusive, at most 366
    days a request: a month of a calendar, or a year), listed by day (only the days
    with a result, oldest first), each day's results in the variants' order, and the
    player's `streak`.

    **Each result** says its `variant`, `won`, `cards_home`, `hints`, `undos`, `seconds`,
    `moves`, `review` and where it stands: `rank` on the day's board and `percentile`
    (the share of the board's cleared results it beats, as in
    `POST /v1/daily/{date}/results`). A day whose results are closed
    (`results_open: false`) has its final rank and percentile (an operator's late
    review can still move them); on a day still open they are the standing now and
    move as results arrive. A result `held` for review shows the rank and percentile
    it would have if cleared, a `rejected` one too. Beside them, its `group` of 100
    (`id`, `rank` in it, `size`: see `GET /v1/daily/{date}/groups/{group}/leaderboard`),
    `null` while it is held or rejected, and on the player's first day of the daily (a
    group takes established players only: see the group's board).

    **The streak** counts the player's dates: the calendar dates (as the client named
    them, from the device's own calendar) on which the player has at least one cleared
    daily result (a `held` one counts once an operator clears it: a result played
    faster than a person plays keeps no streak alive meanwhile), whatever the UTC day
    it was played on. `current` is the count of such dates in the streak ending on
    `last_day`, the latest: consecutive, but for missed dates a **streak freeze**
    covered (`frozen`). A freeze is earned on every 7th date played in a row, at most
    2 held (`freezes`), and spent by itself on a missed date, which then keeps the
    streak alive. A date after `last_day` is missed once its results close (its end at
    UTC-12 plus the grace), so a date not played yet never breaks the streak nor spends
    a freeze while it can still be played somewhere; `expires_at` is when the streak
    ends unless a date is played (the close of the first date no freeze held covers).
    After that, `current` is 0, `freezes` 0 and `expires_at` null. `best` is the most
    dates of one streak ever. `today` is the date at UTC by the server's clock (the dates open now are
    that one, the one before it until 12:00 UTC, and the one after it from 10:00
    UTC).

    The caller's own record only (`401` without a token, `403` with another
    player's). A date out of the calendar is `400` `invalid-parameter`; `from` after
    `to`, or a range over 366 days, is `422` `invalid-range`; both name the parameter.

    Args:
        player_id (UUID):
        from_ (datetime.date):
        to (datetime.date):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DailyRecord | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        from_=from_,
        to=to,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    from_: datetime.date,
    to: datetime.date,
    if_none_match: str | Unset = UNSET,
) -> Any | DailyRecord | Problem | None:
    """The player's daily results day by day, and their streak

     The player's own daily results of the days `from` to `to` (inclusive, at most 366
    days a request: a month of a calendar, or a year), listed by day (only the days
    with a result, oldest first), each day's results in the variants' order, and the
    player's `streak`.

    **Each result** says its `variant`, `won`, `cards_home`, `hints`, `undos`, `seconds`,
    `moves`, `review` and where it stands: `rank` on the day's board and `percentile`
    (the share of the board's cleared results it beats, as in
    `POST /v1/daily/{date}/results`). A day whose results are closed
    (`results_open: false`) has its final rank and percentile (an operator's late
    review can still move them); on a day still open they are the standing now and
    move as results arrive. A result `held` for review shows the rank and percentile
    it would have if cleared, a `rejected` one too. Beside them, its `group` of 100
    (`id`, `rank` in it, `size`: see `GET /v1/daily/{date}/groups/{group}/leaderboard`),
    `null` while it is held or rejected, and on the player's first day of the daily (a
    group takes established players only: see the group's board).

    **The streak** counts the player's dates: the calendar dates (as the client named
    them, from the device's own calendar) on which the player has at least one cleared
    daily result (a `held` one counts once an operator clears it: a result played
    faster than a person plays keeps no streak alive meanwhile), whatever the UTC day
    it was played on. `current` is the count of such dates in the streak ending on
    `last_day`, the latest: consecutive, but for missed dates a **streak freeze**
    covered (`frozen`). A freeze is earned on every 7th date played in a row, at most
    2 held (`freezes`), and spent by itself on a missed date, which then keeps the
    streak alive. A date after `last_day` is missed once its results close (its end at
    UTC-12 plus the grace), so a date not played yet never breaks the streak nor spends
    a freeze while it can still be played somewhere; `expires_at` is when the streak
    ends unless a date is played (the close of the first date no freeze held covers).
    After that, `current` is 0, `freezes` 0 and `expires_at` null. `best` is the most
    dates of one streak ever. `today` is the date at UTC by the server's clock (the dates open now are
    that one, the one before it until 12:00 UTC, and the one after it from 10:00
    UTC).

    The caller's own record only (`401` without a token, `403` with another
    player's). A date out of the calendar is `400` `invalid-parameter`; `from` after
    `to`, or a range over 366 days, is `422` `invalid-range`; both name the parameter.

    Args:
        player_id (UUID):
        from_ (datetime.date):
        to (datetime.date):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DailyRecord | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            from_=from_,
            to=to,
            if_none_match=if_none_match,
        )
    ).parsed
