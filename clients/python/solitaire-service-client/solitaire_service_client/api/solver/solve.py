from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.solution import Solution
from ...models.solve_by_code import SolveByCode
from ...models.solve_by_state import SolveByState
from ...types import Response


def _get_kwargs(
    *,
    body: SolveByCode | SolveByState,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/solve",
    }

    if isinstance(body, SolveByCode):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Solution | None:
    if response.status_code == 200:
        response_200 = Solution.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Solution]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SolveByCode | SolveByState,
) -> Response[Problem | Solution]:
    """Can this deal or position be won?

     Send a `code` (a deal from its start) or a `state` (any position of a game in
    play). The search runs for at most `budget_ms` (default 1000, capped by the server:
    `SOLVER_MAX_BUDGET_MS`, 10000 by default, with a player's bearer token, and the
    smaller `SOLVER_ANON_BUDGET_MS`, 1000 by default, without one; while other searches
    wait for the worker's slots, `SOLVER_CONTENDED_BUDGET_MS`, 2000 by default; see
    `budget_ms` in the answer) and at most `max_states` positions. `unknown` means
    the budget ran out: it is never reported as `unwinnable`, which is only said when
    every line was searched. A `winnable` answer carries the winning line, which
    `POST /v1/moves` accepts move by move from that position.

    **Golf's best**: a Golf answer also carries `best`, the fewest cards the position
    can leave on the table (0 when winnable), with `best_line`, a line from the
    position to the end of the deal that leaves them. `best_exact` is false when the
    budget ran out first: `best` is then what `best_line` leaves, the best found. In a
    round of Golf the search plays the current hole (by code: the first hole).

    **A Vegas Canfield game of a player's** (started with `"scoring": "vegas"` and a
    bearer token) is played for their balance: a state of it is `403`
    `vegas-deal-in-play`, as a hint on it is.

    **Daily deals are locked**: from a date's opening (its midnight at UTC+14) until its
    results close (its end at UTC-12 and the grace period), so the deals of every open
    date are, its deals are refused with `403` `daily-deal-live`, however
    they are asked for: by code (any letter case, any rule options dealing the same
    cards, the empty-discard start `D` too), by a state of such a game, or by a state of
    a custom layout of the same game **in disguise**. Deals are compared in canonical
    form: Golf without suits, its seven columns in any order and its ranks renamed
    round the cycle A-K (moved on by a step, or reversed); Canfield under the 8
    renamings of suits that keep colours alternating (hearts and diamonds, clubs and
    spades, red and black swapped), every rank moved on by a step, and every order of
    its four columns. A code is compared as its whole deal (with draw 1 the stock in
    any order, under either draw); a custom layout's state **by its face-up cards
    alone** (issue 39: what a player sees when it is dealt; Golf: the
    seven columns and the starting discard, and within `DAILY_LOCK_NEAR` card positions,
    default 4, of a locked deal's, while two random deals' lie 18 or more apart;
    Canfield: the reserve's top, the base and the four column cards, exactly), so
    whether a state is refused never depends on the order of cards a player of the
    live deal has not seen. **A Golf position is locked as a deal is**: a state whose
    columns a locked deal's position shows, however its deal was written (say, a
    custom deal that differs only in the cards its first moves played or drew), is
    refused here and by `POST /v1/hint`: the cards still in its columns are compared
    with the locked deal's columns, within the card positions their number allows (up
    to `DAILY_LOCK_NEAR`, fewer as they get few; a position with fewer than 16 cards in
    its columns is not compared: random positions of other deals are never taken for a
    locked one); its stock is not compared (nobody playing the live deal has seen its
    order). Each refusal is recorded against who asked (see `POST /v1/games`).
    Days to come are not locked (they are secret: a refusal would tell that a code is
    scheduled). The solver is open source, so this is a speed bump, not a wall: the
    daily deal's code stays sealed while its results are open.

    A bearer token is optional: with one, the search counts against that player's
    allowance instead of the client address's (`401` for a token that is not a
    player's).

    Args:
        body (SolveByCode | SolveByState): A deal by its `code` or a position by its `state`
            (exactly one), and the search's budget.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Solution]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: SolveByCode | SolveByState,
) -> Problem | Solution | None:
    """Can this deal or position be won?

     Send a `code` (a deal from its start) or a `state` (any position of a game in
    play). The search runs for at most `budget_ms` (default 1000, capped by the server:
    `SOLVER_MAX_BUDGET_MS`, 10000 by default, with a player's bearer token, and the
    smaller `SOLVER_ANON_BUDGET_MS`, 1000 by default, without one; while other searches
    wait for the worker's slots, `SOLVER_CONTENDED_BUDGET_MS`, 2000 by default; see
    `budget_ms` in the answer) and at most `max_states` positions. `unknown` means
    the budget ran out: it is never reported as `unwinnable`, which is only said when
    every line was searched. A `winnable` answer carries the winning line, which
    `POST /v1/moves` accepts move by move from that position.

    **Golf's best**: a Golf answer also carries `best`, the fewest cards the position
    can leave on the table (0 when winnable), with `best_line`, a line from the
    position to the end of the deal that leaves them. `best_exact` is false when the
    budget ran out first: `best` is then what `best_line` leaves, the best found. In a
    round of Golf the search plays the current hole (by code: the first hole).

    **A Vegas Canfield game of a player's** (started with `"scoring": "vegas"` and a
    bearer token) is played for their balance: a state of it is `403`
    `vegas-deal-in-play`, as a hint on it is.

    **Daily deals are locked**: from a date's opening (its midnight at UTC+14) until its
    results close (its end at UTC-12 and the grace period), so the deals of every open
    date are, its deals are refused with `403` `daily-deal-live`, however
    they are asked for: by code (any letter case, any rule options dealing the same
    cards, the empty-discard start `D` too), by a state of such a game, or by a state of
    a custom layout of the same game **in disguise**. Deals are compared in canonical
    form: Golf without suits, its seven columns in any order and its ranks renamed
    round the cycle A-K (moved on by a step, or reversed); Canfield under the 8
    renamings of suits that keep colours alternating (hearts and diamonds, clubs and
    spades, red and black swapped), every rank moved on by a step, and every order of
    its four columns. A code is compared as its whole deal (with draw 1 the stock in
    any order, under either draw); a custom layout's state **by its face-up cards
    alone** (issue 39: what a player sees when it is dealt; Golf: the
    seven columns and the starting discard, and within `DAILY_LOCK_NEAR` card positions,
    default 4, of a locked deal's, while two random deals' lie 18 or more apart;
    Canfield: the reserve's top, the base and the four column cards, exactly), so
    whether a state is refused never depends on the order of cards a player of the
    live deal has not seen. **A Golf position is locked as a deal is**: a state whose
    columns a locked deal's position shows, however its deal was written (say, a
    custom deal that differs only in the cards its first moves played or drew), is
    refused here and by `POST /v1/hint`: the cards still in its columns are compared
    with the locked deal's columns, within the card positions their number allows (up
    to `DAILY_LOCK_NEAR`, fewer as they get few; a position with fewer than 16 cards in
    its columns is not compared: random positions of other deals are never taken for a
    locked one); its stock is not compared (nobody playing the live deal has seen its
    order). Each refusal is recorded against who asked (see `POST /v1/games`).
    Days to come are not locked (they are secret: a refusal would tell that a code is
    scheduled). The solver is open source, so this is a speed bump, not a wall: the
    daily deal's code stays sealed while its results are open.

    A bearer token is optional: with one, the search counts against that player's
    allowance instead of the client address's (`401` for a token that is not a
    player's).

    Args:
        body (SolveByCode | SolveByState): A deal by its `code` or a position by its `state`
            (exactly one), and the search's budget.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Solution
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SolveByCode | SolveByState,
) -> Response[Problem | Solution]:
    """Can this deal or position be won?

     Send a `code` (a deal from its start) or a `state` (any position of a game in
    play). The search runs for at most `budget_ms` (default 1000, capped by the server:
    `SOLVER_MAX_BUDGET_MS`, 10000 by default, with a player's bearer token, and the
    smaller `SOLVER_ANON_BUDGET_MS`, 1000 by default, without one; while other searches
    wait for the worker's slots, `SOLVER_CONTENDED_BUDGET_MS`, 2000 by default; see
    `budget_ms` in the answer) and at most `max_states` positions. `unknown` means
    the budget ran out: it is never reported as `unwinnable`, which is only said when
    every line was searched. A `winnable` answer carries the winning line, which
    `POST /v1/moves` accepts move by move from that position.

    **Golf's best**: a Golf answer also carries `best`, the fewest cards the position
    can leave on the table (0 when winnable), with `best_line`, a line from the
    position to the end of the deal that leaves them. `best_exact` is false when the
    budget ran out first: `best` is then what `best_line` leaves, the best found. In a
    round of Golf the search plays the current hole (by code: the first hole).

    **A Vegas Canfield game of a player's** (started with `"scoring": "vegas"` and a
    bearer token) is played for their balance: a state of it is `403`
    `vegas-deal-in-play`, as a hint on it is.

    **Daily deals are locked**: from a date's opening (its midnight at UTC+14) until its
    results close (its end at UTC-12 and the grace period), so the deals of every open
    date are, its deals are refused with `403` `daily-deal-live`, however
    they are asked for: by code (any letter case, any rule options dealing the same
    cards, the empty-discard start `D` too), by a state of such a game, or by a state of
    a custom layout of the same game **in disguise**. Deals are compared in canonical
    form: Golf without suits, its seven columns in any order and its ranks renamed
    round the cycle A-K (moved on by a step, or reversed); Canfield under the 8
    renamings of suits that keep colours alternating (hearts and diamonds, clubs and
    spades, red and black swapped), every rank moved on by a step, and every order of
    its four columns. A code is compared as its whole deal (with draw 1 the stock in
    any order, under either draw); a custom layout's state **by its face-up cards
    alone** (issue 39: what a player sees when it is dealt; Golf: the
    seven columns and the starting discard, and within `DAILY_LOCK_NEAR` card positions,
    default 4, of a locked deal's, while two random deals' lie 18 or more apart;
    Canfield: the reserve's top, the base and the four column cards, exactly), so
    whether a state is refused never depends on the order of cards a player of the
    live deal has not seen. **A Golf position is locked as a deal is**: a state whose
    columns a locked deal's position shows, however its deal was written (say, a
    custom deal that differs only in the cards its first moves played or drew), is
    refused here and by `POST /v1/hint`: the cards still in its columns are compared
    with the locked deal's columns, within the card positions their number allows (up
    to `DAILY_LOCK_NEAR`, fewer as they get few; a position with fewer than 16 cards in
    its columns is not compared: random positions of other deals are never taken for a
    locked one); its stock is not compared (nobody playing the live deal has seen its
    order). Each refusal is recorded against who asked (see `POST /v1/games`).
    Days to come are not locked (they are secret: a refusal would tell that a code is
    scheduled). The solver is open source, so this is a speed bump, not a wall: the
    daily deal's code stays sealed while its results are open.

    A bearer token is optional: with one, the search counts against that player's
    allowance instead of the client address's (`401` for a token that is not a
    player's).

    Args:
        body (SolveByCode | SolveByState): A deal by its `code` or a position by its `state`
            (exactly one), and the search's budget.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Solution]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SolveByCode | SolveByState,
) -> Problem | Solution | None:
    """Can this deal or position be won?

     Send a `code` (a deal from its start) or a `state` (any position of a game in
    play). The search runs for at most `budget_ms` (default 1000, capped by the server:
    `SOLVER_MAX_BUDGET_MS`, 10000 by default, with a player's bearer token, and the
    smaller `SOLVER_ANON_BUDGET_MS`, 1000 by default, without one; while other searches
    wait for the worker's slots, `SOLVER_CONTENDED_BUDGET_MS`, 2000 by default; see
    `budget_ms` in the answer) and at most `max_states` positions. `unknown` means
    the budget ran out: it is never reported as `unwinnable`, which is only said when
    every line was searched. A `winnable` answer carries the winning line, which
    `POST /v1/moves` accepts move by move from that position.

    **Golf's best**: a Golf answer also carries `best`, the fewest cards the position
    can leave on the table (0 when winnable), with `best_line`, a line from the
    position to the end of the deal that leaves them. `best_exact` is false when the
    budget ran out first: `best` is then what `best_line` leaves, the best found. In a
    round of Golf the search plays the current hole (by code: the first hole).

    **A Vegas Canfield game of a player's** (started with `"scoring": "vegas"` and a
    bearer token) is played for their balance: a state of it is `403`
    `vegas-deal-in-play`, as a hint on it is.

    **Daily deals are locked**: from a date's opening (its midnight at UTC+14) until its
    results close (its end at UTC-12 and the grace period), so the deals of every open
    date are, its deals are refused with `403` `daily-deal-live`, however
    they are asked for: by code (any letter case, any rule options dealing the same
    cards, the empty-discard start `D` too), by a state of such a game, or by a state of
    a custom layout of the same game **in disguise**. Deals are compared in canonical
    form: Golf without suits, its seven columns in any order and its ranks renamed
    round the cycle A-K (moved on by a step, or reversed); Canfield under the 8
    renamings of suits that keep colours alternating (hearts and diamonds, clubs and
    spades, red and black swapped), every rank moved on by a step, and every order of
    its four columns. A code is compared as its whole deal (with draw 1 the stock in
    any order, under either draw); a custom layout's state **by its face-up cards
    alone** (issue 39: what a player sees when it is dealt; Golf: the
    seven columns and the starting discard, and within `DAILY_LOCK_NEAR` card positions,
    default 4, of a locked deal's, while two random deals' lie 18 or more apart;
    Canfield: the reserve's top, the base and the four column cards, exactly), so
    whether a state is refused never depends on the order of cards a player of the
    live deal has not seen. **A Golf position is locked as a deal is**: a state whose
    columns a locked deal's position shows, however its deal was written (say, a
    custom deal that differs only in the cards its first moves played or drew), is
    refused here and by `POST /v1/hint`: the cards still in its columns are compared
    with the locked deal's columns, within the card positions their number allows (up
    to `DAILY_LOCK_NEAR`, fewer as they get few; a position with fewer than 16 cards in
    its columns is not compared: random positions of other deals are never taken for a
    locked one); its stock is not compared (nobody playing the live deal has seen its
    order). Each refusal is recorded against who asked (see `POST /v1/games`).
    Days to come are not locked (they are secret: a refusal would tell that a code is
    scheduled). The solver is open source, so this is a speed bump, not a wall: the
    daily deal's code stays sealed while its results are open.

    A bearer token is optional: with one, the search counts against that player's
    allowance instead of the client address's (`401` for a token that is not a
    player's).

    Args:
        body (SolveByCode | SolveByState): A deal by its `code` or a position by its `state`
            (exactly one), and the search's budget.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Solution
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
