import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_deals import DailyDeals
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/{date}".format(
            date=quote(str(date), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | DailyDeals | Problem | None:
    if response.status_code == 200:
        response_200 = DailyDeals.from_dict(response.json())

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
) -> Response[Any | DailyDeals | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | DailyDeals | Problem]:
    """The day's deals, one per variant

     Published ahead by the scheduler (`flask --app service daily schedule`), only deals
    the solver proved winnable, with a difficulty rating (1 easy to 10 hard).

    **The player's date.** A deal belongs to a calendar date, and a date is open while it
    is that date somewhere on Earth: from its midnight at UTC+14 (`opens_at`, 14 hours
    before its midnight UTC) to its end at UTC-12 (`closes_at`, 36 hours after), 50
    hours in all, so two or three dates are open at any moment. A client names the
    date from its own calendar (the device's local date): a player in Los Angeles
    starts the 5th at their midnight (08:00 UTC on the 5th), one in Moscow at theirs
    (21:00 UTC on the 4th), and both play the same deal on one board. A client with no
    calendar of its own asks for the date at UTC, which is always open. A date's deals
    are shown from `opens_at`: before, a `404` as if it were not scheduled (its
    `detail` says when it opens), and a date not scheduled is a `404`, never an
    improvised deal. `results_close_at` is when the date's results stop being
    accepted: `closes_at` plus the grace period.

    **The commitment.** Each deal lists, from the day's start, its `commitment`: the
    lowercase hex SHA-256 of the UTF-8 text `<date>|<variant>|<code>|<salt>` (the date
    `YYYY-MM-DD`, the variant's name, the code as published, in upper case, a round's
    being the round code), where `salt` is 32 lowercase hex characters drawn when the
    deal was published. Once the results close, `code` and `salt` are revealed beside
    it, so anyone can check that the deal played all day is the one committed to at the
    day's start: `printf '%s' '2031-01-04|golf-
    easy|GO1-E-QWRTZKMABCDEFG|3f9c2a7d5e1b48c6a0d4e7f2b9c1d8a5'
    | sha256sum` prints the example's `commitment`.

    **Sealed until the results close.** A code deals every face-down card, and the
    solver is open source: while a day's results are open its deals are listed
    without `code`, `salt`, `solution` and `best` (all `null`), and they are played only as
    daily games (`POST /v1/daily/{date}/games`). Once the results close each deal
    shows its `code`, the solver's winning line from the deal's start (`solution`,
    moves `POST /v1/moves` accepts in turn) and, for Golf, `best`: the fewest cards
    the solver could leave on the table (0 for these deals, which it proved
    winnable). `solution` is `null` for a deal published before lines were kept
    until the scheduler's next run stores it.

    Args:
        date (datetime.date):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DailyDeals | Problem]
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
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | DailyDeals | Problem | None:
    """The day's deals, one per variant

     Published ahead by the scheduler (`flask --app service daily schedule`), only deals
    the solver proved winnable, with a difficulty rating (1 easy to 10 hard).

    **The player's date.** A deal belongs to a calendar date, and a date is open while it
    is that date somewhere on Earth: from its midnight at UTC+14 (`opens_at`, 14 hours
    before its midnight UTC) to its end at UTC-12 (`closes_at`, 36 hours after), 50
    hours in all, so two or three dates are open at any moment. A client names the
    date from its own calendar (the device's local date): a player in Los Angeles
    starts the 5th at their midnight (08:00 UTC on the 5th), one in Moscow at theirs
    (21:00 UTC on the 4th), and both play the same deal on one board. A client with no
    calendar of its own asks for the date at UTC, which is always open. A date's deals
    are shown from `opens_at`: before, a `404` as if it were not scheduled (its
    `detail` says when it opens), and a date not scheduled is a `404`, never an
    improvised deal. `results_close_at` is when the date's results stop being
    accepted: `closes_at` plus the grace period.

    **The commitment.** Each deal lists, from the day's start, its `commitment`: the
    lowercase hex SHA-256 of the UTF-8 text `<date>|<variant>|<code>|<salt>` (the date
    `YYYY-MM-DD`, the variant's name, the code as published, in upper case, a round's
    being the round code), where `salt` is 32 lowercase hex characters drawn when the
    deal was published. Once the results close, `code` and `salt` are revealed beside
    it, so anyone can check that the deal played all day is the one committed to at the
    day's start: `printf '%s' '2031-01-04|golf-
    easy|GO1-E-QWRTZKMABCDEFG|3f9c2a7d5e1b48c6a0d4e7f2b9c1d8a5'
    | sha256sum` prints the example's `commitment`.

    **Sealed until the results close.** A code deals every face-down card, and the
    solver is open source: while a day's results are open its deals are listed
    without `code`, `salt`, `solution` and `best` (all `null`), and they are played only as
    daily games (`POST /v1/daily/{date}/games`). Once the results close each deal
    shows its `code`, the solver's winning line from the deal's start (`solution`,
    moves `POST /v1/moves` accepts in turn) and, for Golf, `best`: the fewest cards
    the solver could leave on the table (0 for these deals, which it proved
    winnable). `solution` is `null` for a deal published before lines were kept
    until the scheduler's next run stores it.

    Args:
        date (datetime.date):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DailyDeals | Problem
    """

    return sync_detailed(
        date=date,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | DailyDeals | Problem]:
    """The day's deals, one per variant

     Published ahead by the scheduler (`flask --app service daily schedule`), only deals
    the solver proved winnable, with a difficulty rating (1 easy to 10 hard).

    **The player's date.** A deal belongs to a calendar date, and a date is open while it
    is that date somewhere on Earth: from its midnight at UTC+14 (`opens_at`, 14 hours
    before its midnight UTC) to its end at UTC-12 (`closes_at`, 36 hours after), 50
    hours in all, so two or three dates are open at any moment. A client names the
    date from its own calendar (the device's local date): a player in Los Angeles
    starts the 5th at their midnight (08:00 UTC on the 5th), one in Moscow at theirs
    (21:00 UTC on the 4th), and both play the same deal on one board. A client with no
    calendar of its own asks for the date at UTC, which is always open. A date's deals
    are shown from `opens_at`: before, a `404` as if it were not scheduled (its
    `detail` says when it opens), and a date not scheduled is a `404`, never an
    improvised deal. `results_close_at` is when the date's results stop being
    accepted: `closes_at` plus the grace period.

    **The commitment.** Each deal lists, from the day's start, its `commitment`: the
    lowercase hex SHA-256 of the UTF-8 text `<date>|<variant>|<code>|<salt>` (the date
    `YYYY-MM-DD`, the variant's name, the code as published, in upper case, a round's
    being the round code), where `salt` is 32 lowercase hex characters drawn when the
    deal was published. Once the results close, `code` and `salt` are revealed beside
    it, so anyone can check that the deal played all day is the one committed to at the
    day's start: `printf '%s' '2031-01-04|golf-
    easy|GO1-E-QWRTZKMABCDEFG|3f9c2a7d5e1b48c6a0d4e7f2b9c1d8a5'
    | sha256sum` prints the example's `commitment`.

    **Sealed until the results close.** A code deals every face-down card, and the
    solver is open source: while a day's results are open its deals are listed
    without `code`, `salt`, `solution` and `best` (all `null`), and they are played only as
    daily games (`POST /v1/daily/{date}/games`). Once the results close each deal
    shows its `code`, the solver's winning line from the deal's start (`solution`,
    moves `POST /v1/moves` accepts in turn) and, for Golf, `best`: the fewest cards
    the solver could leave on the table (0 for these deals, which it proved
    winnable). `solution` is `null` for a deal published before lines were kept
    until the scheduler's next run stores it.

    Args:
        date (datetime.date):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DailyDeals | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | DailyDeals | Problem | None:
    """The day's deals, one per variant

     Published ahead by the scheduler (`flask --app service daily schedule`), only deals
    the solver proved winnable, with a difficulty rating (1 easy to 10 hard).

    **The player's date.** A deal belongs to a calendar date, and a date is open while it
    is that date somewhere on Earth: from its midnight at UTC+14 (`opens_at`, 14 hours
    before its midnight UTC) to its end at UTC-12 (`closes_at`, 36 hours after), 50
    hours in all, so two or three dates are open at any moment. A client names the
    date from its own calendar (the device's local date): a player in Los Angeles
    starts the 5th at their midnight (08:00 UTC on the 5th), one in Moscow at theirs
    (21:00 UTC on the 4th), and both play the same deal on one board. A client with no
    calendar of its own asks for the date at UTC, which is always open. A date's deals
    are shown from `opens_at`: before, a `404` as if it were not scheduled (its
    `detail` says when it opens), and a date not scheduled is a `404`, never an
    improvised deal. `results_close_at` is when the date's results stop being
    accepted: `closes_at` plus the grace period.

    **The commitment.** Each deal lists, from the day's start, its `commitment`: the
    lowercase hex SHA-256 of the UTF-8 text `<date>|<variant>|<code>|<salt>` (the date
    `YYYY-MM-DD`, the variant's name, the code as published, in upper case, a round's
    being the round code), where `salt` is 32 lowercase hex characters drawn when the
    deal was published. Once the results close, `code` and `salt` are revealed beside
    it, so anyone can check that the deal played all day is the one committed to at the
    day's start: `printf '%s' '2031-01-04|golf-
    easy|GO1-E-QWRTZKMABCDEFG|3f9c2a7d5e1b48c6a0d4e7f2b9c1d8a5'
    | sha256sum` prints the example's `commitment`.

    **Sealed until the results close.** A code deals every face-down card, and the
    solver is open source: while a day's results are open its deals are listed
    without `code`, `salt`, `solution` and `best` (all `null`), and they are played only as
    daily games (`POST /v1/daily/{date}/games`). Once the results close each deal
    shows its `code`, the solver's winning line from the deal's start (`solution`,
    moves `POST /v1/moves` accepts in turn) and, for Golf, `best`: the fewest cards
    the solver could leave on the table (0 for these deals, which it proved
    winnable). `solution` is `null` for a deal published before lines were kept
    until the scheduler's next run stores it.

    Args:
        date (datetime.date):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DailyDeals | Problem
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
