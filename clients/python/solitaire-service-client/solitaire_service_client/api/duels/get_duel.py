from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.duel import Duel
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    duel: str,
    *,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/duels/{duel}".format(
            duel=quote(str(duel), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Duel | Problem | None:
    if response.status_code == 200:
        response_200 = Duel.from_dict(response.json())

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
) -> Response[Any | Duel | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    duel: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Duel | Problem]:
    """A duel as the caller may see it

     Any player (a bearer token) may look at a duel by its id or invite, so that an
    invite can be shown before it is joined; what they see depends on who they are.

    `status`: `waiting` (no opponent yet), `playing` (both started, not both results
    in), `finished` (both results in) or `expired` (7 days after its creation without
    both results: it can no longer be joined nor a result submitted).

    **Until the duel ends** (finished or expired) each side sees their own result and
    only whether the other side's is in (`submitted`); the `code`, the `solution` and
    the `winner` are `null`. **Once it ends** the two sides see both results, the
    `winner` by the daily ranking rule (won; more cards home; fewer hints; fewer undos;
    less time; fewer moves: `draw` when all of these are equal; a side with no result
    in an expired duel loses, two such sides draw, and a duel nobody joined has no
    winner), the deal's
    `code` and the solver's line from the deal (`solution`: the verdict, and the line
    when it is `winnable`; searched when the duel was dealt, never by a read; `null`
    for a duel dealt before that).

    A result held by the pace review (`review: held`, the same review as a daily
    result's, on the side's own play only: the other side's play of the same deal, from
    any address, is never evidence) shows as under review: the duel's `winner` stays
    `null` until an operator clears it or rejects it (`flask --app service duels review
    clear|reject DUEL PLAYER`; a rejected result counts as no result).

    **A player who is neither side** sees the duel's `status`, `variant`, times and
    the two players' names, never a result, the winner, the code nor the line.

    `Cache-Control: private, no-cache` and an `ETag` (its bytes'): a side's client asks
    again with `If-None-Match` every few seconds while the duel is open, and an
    unchanged duel is `304` without a body.

    Args:
        duel (str):
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Duel | Problem]
    """

    kwargs = _get_kwargs(
        duel=duel,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    duel: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Duel | Problem | None:
    """A duel as the caller may see it

     Any player (a bearer token) may look at a duel by its id or invite, so that an
    invite can be shown before it is joined; what they see depends on who they are.

    `status`: `waiting` (no opponent yet), `playing` (both started, not both results
    in), `finished` (both results in) or `expired` (7 days after its creation without
    both results: it can no longer be joined nor a result submitted).

    **Until the duel ends** (finished or expired) each side sees their own result and
    only whether the other side's is in (`submitted`); the `code`, the `solution` and
    the `winner` are `null`. **Once it ends** the two sides see both results, the
    `winner` by the daily ranking rule (won; more cards home; fewer hints; fewer undos;
    less time; fewer moves: `draw` when all of these are equal; a side with no result
    in an expired duel loses, two such sides draw, and a duel nobody joined has no
    winner), the deal's
    `code` and the solver's line from the deal (`solution`: the verdict, and the line
    when it is `winnable`; searched when the duel was dealt, never by a read; `null`
    for a duel dealt before that).

    A result held by the pace review (`review: held`, the same review as a daily
    result's, on the side's own play only: the other side's play of the same deal, from
    any address, is never evidence) shows as under review: the duel's `winner` stays
    `null` until an operator clears it or rejects it (`flask --app service duels review
    clear|reject DUEL PLAYER`; a rejected result counts as no result).

    **A player who is neither side** sees the duel's `status`, `variant`, times and
    the two players' names, never a result, the winner, the code nor the line.

    `Cache-Control: private, no-cache` and an `ETag` (its bytes'): a side's client asks
    again with `If-None-Match` every few seconds while the duel is open, and an
    unchanged duel is `304` without a body.

    Args:
        duel (str):
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Duel | Problem
    """

    return sync_detailed(
        duel=duel,
        client=client,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    duel: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Duel | Problem]:
    """A duel as the caller may see it

     Any player (a bearer token) may look at a duel by its id or invite, so that an
    invite can be shown before it is joined; what they see depends on who they are.

    `status`: `waiting` (no opponent yet), `playing` (both started, not both results
    in), `finished` (both results in) or `expired` (7 days after its creation without
    both results: it can no longer be joined nor a result submitted).

    **Until the duel ends** (finished or expired) each side sees their own result and
    only whether the other side's is in (`submitted`); the `code`, the `solution` and
    the `winner` are `null`. **Once it ends** the two sides see both results, the
    `winner` by the daily ranking rule (won; more cards home; fewer hints; fewer undos;
    less time; fewer moves: `draw` when all of these are equal; a side with no result
    in an expired duel loses, two such sides draw, and a duel nobody joined has no
    winner), the deal's
    `code` and the solver's line from the deal (`solution`: the verdict, and the line
    when it is `winnable`; searched when the duel was dealt, never by a read; `null`
    for a duel dealt before that).

    A result held by the pace review (`review: held`, the same review as a daily
    result's, on the side's own play only: the other side's play of the same deal, from
    any address, is never evidence) shows as under review: the duel's `winner` stays
    `null` until an operator clears it or rejects it (`flask --app service duels review
    clear|reject DUEL PLAYER`; a rejected result counts as no result).

    **A player who is neither side** sees the duel's `status`, `variant`, times and
    the two players' names, never a result, the winner, the code nor the line.

    `Cache-Control: private, no-cache` and an `ETag` (its bytes'): a side's client asks
    again with `If-None-Match` every few seconds while the duel is open, and an
    unchanged duel is `304` without a body.

    Args:
        duel (str):
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Duel | Problem]
    """

    kwargs = _get_kwargs(
        duel=duel,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    duel: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Duel | Problem | None:
    """A duel as the caller may see it

     Any player (a bearer token) may look at a duel by its id or invite, so that an
    invite can be shown before it is joined; what they see depends on who they are.

    `status`: `waiting` (no opponent yet), `playing` (both started, not both results
    in), `finished` (both results in) or `expired` (7 days after its creation without
    both results: it can no longer be joined nor a result submitted).

    **Until the duel ends** (finished or expired) each side sees their own result and
    only whether the other side's is in (`submitted`); the `code`, the `solution` and
    the `winner` are `null`. **Once it ends** the two sides see both results, the
    `winner` by the daily ranking rule (won; more cards home; fewer hints; fewer undos;
    less time; fewer moves: `draw` when all of these are equal; a side with no result
    in an expired duel loses, two such sides draw, and a duel nobody joined has no
    winner), the deal's
    `code` and the solver's line from the deal (`solution`: the verdict, and the line
    when it is `winnable`; searched when the duel was dealt, never by a read; `null`
    for a duel dealt before that).

    A result held by the pace review (`review: held`, the same review as a daily
    result's, on the side's own play only: the other side's play of the same deal, from
    any address, is never evidence) shows as under review: the duel's `winner` stays
    `null` until an operator clears it or rejects it (`flask --app service duels review
    clear|reject DUEL PLAYER`; a rejected result counts as no result).

    **A player who is neither side** sees the duel's `status`, `variant`, times and
    the two players' names, never a result, the winner, the code nor the line.

    `Cache-Control: private, no-cache` and an `ETag` (its bytes'): a side's client asks
    again with `If-None-Match` every few seconds while the duel is open, and an
    unchanged duel is `304` without a body.

    Args:
        duel (str):
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Duel | Problem
    """

    return (
        await asyncio_detailed(
            duel=duel,
            client=client,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
