import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.board_stats import BoardStats
from ...models.problem import Problem
from ...models.variant_name import VariantName
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    *,
    variant: VariantName,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_variant = variant.value
    params["variant"] = json_variant

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/{date}/stats".format(
            date=quote(str(date), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | BoardStats | Problem | None:
    if response.status_code == 200:
        response_200 = BoardStats.from_dict(response.json())

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
) -> Response[Any | BoardStats | Problem]:
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
    variant: VariantName,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | BoardStats | Problem]:
    """How a day's board of a variant is spread

     Public once the day has begun (a later day is `404`, as for its deals); `404` for a
    day or variant not published. Over the board's **cleared** results (held and
    rejected ones are not counted, as they are not on the board): how many, how many
    won, and two histograms in **fixed buckets**, the same every day and listed even
    when empty, so a client can draw them before it reads the counts and light the
    bar where the player's own result falls (`min <= value <= max`):

    * `cards` (`measure: cards_home`): one bucket per number of cards home, 0 to 35
      for Golf (off the table), 0 to 52 for Canfield (on the foundations: a Canfield
      result is always a won game, so its count sits at 52). For the daily round
      (`golf-round`) the measure is `strokes`, the cards left
      over the nine holes, in buckets of five (0-4, 5-9, ... 95-99, then 100 and
      over; par 45 is in 45-49).
    * `seconds` (`measure: seconds`, first start to submission), 16 buckets: under a
      minute, then 1-2, 2-3, 3-4, 4-5, 5-6, 6-8, 8-10, 10-15, 15-20, 20-30, 30-45,
      45-60, 60-90 and 90-120 minutes, and 2 hours and more. Results stored before
      daily games had a clock are in no time bucket.

    Each bucket counts `results` and, of those, `won`. While the day's results are
    open (`results_open`) the counts move as results arrive. Kept by the database as
    results arrive: reading them costs the same at a million results.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BoardStats | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        variant=variant,
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
    variant: VariantName,
    if_none_match: str | Unset = UNSET,
) -> Any | BoardStats | Problem | None:
    """How a day's board of a variant is spread

     Public once the day has begun (a later day is `404`, as for its deals); `404` for a
    day or variant not published. Over the board's **cleared** results (held and
    rejected ones are not counted, as they are not on the board): how many, how many
    won, and two histograms in **fixed buckets**, the same every day and listed even
    when empty, so a client can draw them before it reads the counts and light the
    bar where the player's own result falls (`min <= value <= max`):

    * `cards` (`measure: cards_home`): one bucket per number of cards home, 0 to 35
      for Golf (off the table), 0 to 52 for Canfield (on the foundations: a Canfield
      result is always a won game, so its count sits at 52). For the daily round
      (`golf-round`) the measure is `strokes`, the cards left
      over the nine holes, in buckets of five (0-4, 5-9, ... 95-99, then 100 and
      over; par 45 is in 45-49).
    * `seconds` (`measure: seconds`, first start to submission), 16 buckets: under a
      minute, then 1-2, 2-3, 3-4, 4-5, 5-6, 6-8, 8-10, 10-15, 15-20, 20-30, 30-45,
      45-60, 60-90 and 90-120 minutes, and 2 hours and more. Results stored before
      daily games had a clock are in no time bucket.

    Each bucket counts `results` and, of those, `won`. While the day's results are
    open (`results_open`) the counts move as results arrive. Kept by the database as
    results arrive: reading them costs the same at a million results.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BoardStats | Problem
    """

    return sync_detailed(
        date=date,
        client=client,
        variant=variant,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    variant: VariantName,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | BoardStats | Problem]:
    """How a day's board of a variant is spread

     Public once the day has begun (a later day is `404`, as for its deals); `404` for a
    day or variant not published. Over the board's **cleared** results (held and
    rejected ones are not counted, as they are not on the board): how many, how many
    won, and two histograms in **fixed buckets**, the same every day and listed even
    when empty, so a client can draw them before it reads the counts and light the
    bar where the player's own result falls (`min <= value <= max`):

    * `cards` (`measure: cards_home`): one bucket per number of cards home, 0 to 35
      for Golf (off the table), 0 to 52 for Canfield (on the foundations: a Canfield
      result is always a won game, so its count sits at 52). For the daily round
      (`golf-round`) the measure is `strokes`, the cards left
      over the nine holes, in buckets of five (0-4, 5-9, ... 95-99, then 100 and
      over; par 45 is in 45-49).
    * `seconds` (`measure: seconds`, first start to submission), 16 buckets: under a
      minute, then 1-2, 2-3, 3-4, 4-5, 5-6, 6-8, 8-10, 10-15, 15-20, 20-30, 30-45,
      45-60, 60-90 and 90-120 minutes, and 2 hours and more. Results stored before
      daily games had a clock are in no time bucket.

    Each bucket counts `results` and, of those, `won`. While the day's results are
    open (`results_open`) the counts move as results arrive. Kept by the database as
    results arrive: reading them costs the same at a million results.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BoardStats | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        variant=variant,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    variant: VariantName,
    if_none_match: str | Unset = UNSET,
) -> Any | BoardStats | Problem | None:
    """How a day's board of a variant is spread

     Public once the day has begun (a later day is `404`, as for its deals); `404` for a
    day or variant not published. Over the board's **cleared** results (held and
    rejected ones are not counted, as they are not on the board): how many, how many
    won, and two histograms in **fixed buckets**, the same every day and listed even
    when empty, so a client can draw them before it reads the counts and light the
    bar where the player's own result falls (`min <= value <= max`):

    * `cards` (`measure: cards_home`): one bucket per number of cards home, 0 to 35
      for Golf (off the table), 0 to 52 for Canfield (on the foundations: a Canfield
      result is always a won game, so its count sits at 52). For the daily round
      (`golf-round`) the measure is `strokes`, the cards left
      over the nine holes, in buckets of five (0-4, 5-9, ... 95-99, then 100 and
      over; par 45 is in 45-49).
    * `seconds` (`measure: seconds`, first start to submission), 16 buckets: under a
      minute, then 1-2, 2-3, 3-4, 4-5, 5-6, 6-8, 8-10, 10-15, 15-20, 20-30, 30-45,
      45-60, 60-90 and 90-120 minutes, and 2 hours and more. Results stored before
      daily games had a clock are in no time bucket.

    Each bucket counts `results` and, of those, `won`. While the day's results are
    open (`results_open`) the counts move as results arrive. Kept by the database as
    results arrive: reading them costs the same at a million results.

    Args:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the
            four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BoardStats | Problem
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
            variant=variant,
            if_none_match=if_none_match,
        )
    ).parsed
