"""Rate limits that hold: per player after authentication on the routes on a player's
behalf, per client address (through the trusted proxy hops) on sign-up and the anonymous
solver, one allowance for both solver routes, one running search per client, and under
gunicorn one count across its workers when the storage is Redis."""

from __future__ import annotations

import datetime as dt
import re
import secrets
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from limits import parse
from limits.strategies import MovingWindowRateLimiter
from werkzeug.test import TestResponse

from harness.servers import fetch_json, free_port, gunicorn_server
from service import create_app
from service.api.web.limits import EXPIRY_INTERVAL_S, LIMITER, MemoryCounts
from service.engine import format_code
from service.engine.rules import GOLF_CLASSIC
from tests.api.daily_play import finished_daily, fresh_deal, me, start_daily, submit
from tests.api.helpers import DB_SETTINGS, Clock, bearer, new_player, rolled_back_once_before_kept, start

QUICK_CODE = format_code(GOLF_CLASSIC, fresh_deal())
"""A deal no test publishes as a daily deal (the pinned ones are: the solver refuses them)."""
NO_LIMITS = {
    name: "100000/minute"
    for name in ("SOLVER_RATE_LIMIT", "RESULTS_RATE_LIMIT", "HISTORY_RATE_LIMIT", "DAILY_RATE_LIMIT")
}


@pytest.fixture
def limited(database_url: str, clock: Clock) -> Iterator[Callable[..., Flask]]:
    """Apps over the test database with the limits given (the others out of the way)."""
    made: list[Flask] = []

    def build(**settings: Any) -> Flask:
        app = create_app(DB_SETTINGS | NO_LIMITS | {"DATABASE_URL": database_url, "CLOCK": clock} | settings)
        made.append(app)
        return app

    yield build
    for app in made:
        app.extensions["store"].close()


def is_rate_limited(response: TestResponse) -> bool:
    if response.status_code != 429:
        return False
    problem = response.get_json()
    assert response.content_type == "application/problem+json" and int(response.headers["Retry-After"]) >= 1
    return bool(problem["type"] == "urn:solitaire:problem:rate-limited")


def test_junk_without_a_token_spends_no_players_allowance(
    limited: Callable[..., Flask], day: dt.date
) -> None:
    """The review's attack: 140 unauthenticated posts to the results route locked every
    player out.  Now they count for no player: without a token they are 401; with a wrong
    one they spend the address's allowance of failed bearer checks (401, then 429), which
    never slows a right token.  The player's own submissions are counted for the player
    alone."""
    app = limited(RESULTS_RATE_LIMIT="3/minute", AUTH_FAILURE_RATE_LIMIT="20/minute")
    client = app.test_client()
    _, token = new_player(client)
    _, other_token = new_player(client)
    state = finished_daily(app, client, day, token)
    body = {"variant": "golf-easy", "state": state}
    assert {submit(client, day, None, body).status_code for _ in range(70)} == {401}
    junk = [submit(client, day, "not-a-token", body) for _ in range(70)]
    assert [answer.status_code for answer in junk] == [401] * 20 + [429] * 50
    assert is_rate_limited(junk[-1])
    assert [submit(client, day, token, body).status_code for _ in range(3)] == [201, 200, 200]
    assert is_rate_limited(submit(client, day, token, body))
    other = {"variant": "golf-easy", "state": finished_daily(app, client, day, other_token)}
    assert submit(client, day, other_token, other).status_code == 201, "another player's allowance is whole"


Call = Callable[[Flask, FlaskClient, dt.date, str, str], TestResponse]


def _history_write(app: Flask, client: FlaskClient, day: dt.date, player: str, token: str) -> TestResponse:
    game = client.post("/v1/games", json={"code": "GO1-E-AAAAAAC"}, headers=bearer(token)).get_json()
    return client.post(f"/v1/players/{player}/games", json={"state": game["state"]}, headers=bearer(token))


def _players_hint(app: Flask, client: FlaskClient, day: dt.date, player: str, token: str) -> TestResponse:
    state = client.post("/v1/games", json={"code": "GO1-E-AAAAAAC"}, headers=bearer(token)).get_json()[
        "state"
    ]
    return client.post("/v1/hint", json={"state": state, "budget_ms": 20}, headers=bearer(token))


PER_PLAYER: dict[str, tuple[str, Call]] = {
    "daily game": ("DAILY_RATE_LIMIT", lambda app, client, day, _, token: start_daily(client, day, token)),
    "own standing": ("DAILY_RATE_LIMIT", lambda app, client, day, _, token: me(client, day, token)),
    "history write": ("HISTORY_RATE_LIMIT", _history_write),
    "hint with a player's token": ("SOLVER_RATE_LIMIT", _players_hint),
}


@pytest.mark.parametrize("route", list(PER_PLAYER))
def test_routes_on_a_players_behalf_are_limited_per_player(
    limited: Callable[..., Flask], day: dt.date, route: str
) -> None:
    setting, call = PER_PLAYER[route]
    app = limited(**{setting: "2/minute"})
    client = app.test_client()
    (player, token), (other, other_token) = new_player(client), new_player(client)
    answers = [call(app, client, day, player, token) for _ in range(3)]
    assert [a.status_code < 429 for a in answers] == [True, True, False], [a.get_json() for a in answers]
    assert is_rate_limited(answers[-1])
    assert call(app, client, day, other, other_token).status_code < 429, "counted per player, not per address"


def test_guessing_tokens_ends_in_429s_and_never_slows_a_right_token(limited: Callable[..., Flask]) -> None:
    """1,000 requests with random bearer tokens from one address: the first
    ``AUTH_FAILURE_RATE_LIMIT`` are 401, every later one 429 (malformed headers count too),
    while the player's right token, sent from the same address in between, is answered
    every time.  Another address is not held back."""
    app = limited(AUTH_FAILURE_RATE_LIMIT="20/minute", TRUSTED_PROXY_HOPS=1)
    client = app.test_client()
    guesser = {"X-Forwarded-For": "198.51.100.66"}
    player, token = new_player(client)
    stats = f"/v1/players/{player}/stats"
    statuses = []
    for attempt in range(1000):
        guess = bearer(secrets.token_urlsafe(32)) if attempt % 2 else {"Authorization": "Bearer"}
        statuses.append(client.get(stats, headers=guesser | guess).status_code)
        if attempt % 100 == 0:
            assert client.get(stats, headers=guesser | bearer(token)).status_code == 200
    assert statuses == [401] * 20 + [429] * 980
    assert is_rate_limited(client.get(stats, headers=guesser | bearer("another-guess")))
    bound_game = client.post("/v1/games", json={"code": QUICK_CODE}, headers=guesser | bearer("x"))
    assert bound_game.status_code == 429, "every route that takes a token"
    assert client.get(stats, headers={"X-Forwarded-For": "198.51.100.67"} | bearer("x")).status_code == 401


def test_sign_up_is_limited_per_client_address_through_the_trusted_hops(
    limited: Callable[..., Flask],
) -> None:
    def sign_up(client: FlaskClient, forwarded_for: str) -> TestResponse:
        return client.post("/v1/players", json={"name": "Ann"}, headers={"X-Forwarded-For": forwarded_for})

    direct = limited(SIGNUP_RATE_LIMIT="2/minute").test_client()  # no trusted proxy: the header is ignored
    assert [sign_up(direct, f"10.0.0.{n}").status_code for n in range(2)] == [201, 201]
    assert is_rate_limited(sign_up(direct, "10.0.0.9"))

    behind_proxy = limited(SIGNUP_RATE_LIMIT="2/minute", TRUSTED_PROXY_HOPS=1).test_client()
    for _ in range(2):
        assert sign_up(behind_proxy, "198.51.100.7").status_code == 201
    assert is_rate_limited(sign_up(behind_proxy, "198.51.100.7"))
    # what the client wrote left of the proxy's entry is not trusted
    assert is_rate_limited(sign_up(behind_proxy, "203.0.113.1, 198.51.100.7"))
    assert sign_up(behind_proxy, "198.51.100.7, 192.0.2.44").status_code == 201, "another client"

    two_proxies = limited(SIGNUP_RATE_LIMIT="1/minute", TRUSTED_PROXY_HOPS=2).test_client()
    assert sign_up(two_proxies, "192.0.2.1, 10.1.1.1").status_code == 201
    assert is_rate_limited(sign_up(two_proxies, "192.0.2.1, 10.9.9.9")), "the client, whichever inner proxy"


def test_a_keyed_write_run_again_after_a_rollback_spends_its_allowance_once(
    limited: Callable[..., Flask], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sign-up whose transaction the server rolls back (a deadlock) runs again inside the
    same request: with one sign-up a minute left it is answered 201, not 429 for the
    allowance its own first run spent."""
    app = limited(SIGNUP_RATE_LIMIT="1/minute")
    runs = rolled_back_once_before_kept(app, monkeypatch)
    answer = app.test_client().post("/v1/players", json={"name": "Ann"}, headers={"Idempotency-Key": "k1"})
    assert answer.status_code == 201 and len(runs) == 2, answer.get_json()
    assert budgets(answer.headers)["signup"][2] == 0  # one spent: the first run's
    assert is_rate_limited(app.test_client().post("/v1/players", json={"name": "Bo"}))


def test_solve_and_hint_share_one_allowance_per_client(limited: Callable[..., Flask]) -> None:
    app = limited(SOLVER_RATE_LIMIT="3/minute")
    client = app.test_client()
    state = client.post("/v1/games", json={"code": QUICK_CODE}).get_json()["state"]
    solve = {"code": QUICK_CODE, "budget_ms": 20}
    assert client.post("/v1/solve", json=solve).status_code == 200
    assert client.post("/v1/hint", json={"state": state, "budget_ms": 20}).status_code == 200
    assert client.post("/v1/solve", json=solve).status_code == 200
    assert is_rate_limited(client.post("/v1/hint", json={"state": state, "budget_ms": 20}))
    assert is_rate_limited(client.post("/v1/solve", json=solve))
    _, token = new_player(client)  # same address, but a player of their own
    assert client.post("/v1/solve", json=solve, headers=bearer(token)).status_code == 200
    assert client.post("/v1/solve", json=solve, headers=bearer("not-a-token")).status_code == 401


LONG_SEARCH = {"code": "CF1-D1-AAAADDY", "budget_ms": 3000}
"""A deal the solver has not settled after 4 s: the search runs its whole budget (a
player's: more than the anonymous cap)."""


def test_anonymous_searches_get_the_smaller_budget(limited: Callable[..., Flask]) -> None:
    app = limited(SOLVER_ANON_BUDGET_MS=700, SOLVER_MAX_BUDGET_MS=5000)
    client = app.test_client()
    _, token = new_player(client)
    ask = {"code": QUICK_CODE, "budget_ms": 60_000}
    assert client.post("/v1/solve", json=ask).get_json()["budget_ms"] == 700
    assert client.post("/v1/solve", json=ask, headers=bearer(token)).get_json()["budget_ms"] == 5000
    state = client.post("/v1/games", json={"code": QUICK_CODE}).get_json()["state"]
    assert client.post("/v1/hint", json={"state": state, "budget_ms": 60_000}).status_code == 200
    assert (
        client.post("/v1/solve", json={"code": QUICK_CODE, "budget_ms": 300}).get_json()["budget_ms"] == 300
    )


def test_limits_serve_when_the_shared_storage_is_away(limited: Callable[..., Flask]) -> None:
    """Redis down: requests are served unlimited (and a warning logged), never a 500."""
    app = limited(RATELIMIT_STORAGE_URI=f"redis://127.0.0.1:{free_port()}/0", SIGNUP_RATE_LIMIT="1/minute")
    client = app.test_client()
    assert [client.post("/v1/players", json={"name": "Ann"}).status_code for _ in range(2)] == [201, 201]
    assert client.post("/v1/solve", json={"code": QUICK_CODE, "budget_ms": 20}).status_code == 200


# --- what a client sees of its budget: RateLimit-Policy and RateLimit -------------------------------

POLICY = re.compile(r'"(?P<name>[a-z0-9-]+)";q=(?P<q>[0-9]+);w=(?P<w>[0-9]+)')
STANDING = re.compile(r'"(?P<name>[a-z0-9-]+)";r=(?P<r>[0-9]+);t=(?P<t>[0-9]+)')


def budgets(headers: Any) -> dict[str, tuple[int, int, int, int]]:
    """Each policy an answer names (draft-ietf-httpapi-ratelimit-headers: structured field
    lists of quoted names with integer parameters): (quota, window s, remaining, reset s)."""
    policies = [POLICY.fullmatch(item) for item in headers["RateLimit-Policy"].split(", ")]
    standings = [STANDING.fullmatch(item) for item in headers["RateLimit"].split(", ")]
    assert all(policies) and all(standings), (headers["RateLimit-Policy"], headers["RateLimit"])
    left = {m["name"]: (int(m["r"]), int(m["t"])) for m in standings if m}
    return {m["name"]: (int(m["q"]), int(m["w"]), *left[m["name"]]) for m in policies if m}


Ask = Callable[[FlaskClient, dict[str, Any]], TestResponse]


def _counted_player(app: Flask, helper: Flask, day: dt.date) -> dict[str, Any]:
    """A player, signed up through ``helper`` (an app with limits of its own: spending
    none of the tested allowance)."""
    player, token = new_player(helper.test_client())
    return {"player": player, "token": token, "day": day, "app": app, "helper": helper}


def _fresh_start(client: FlaskClient, it: dict[str, Any]) -> TestResponse:
    """A first start of another variant's deal each time (a second start of one deal is a
    409 that resumes the attempt: one attempt a deal)."""
    started = it.setdefault("started", [])
    started.append(["golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1"][len(started)])
    return start_daily(client, it["day"], it["token"], started[-1])


def _standing(client: FlaskClient, it: dict[str, Any]) -> TestResponse:
    """The player's standing, once they have a result (submitted through the helper)."""
    if "submitted" not in it:
        helper = it["helper"].test_client()
        state = finished_daily(it["helper"], helper, it["day"], it["token"])
        it["submitted"] = submit(helper, it["day"], it["token"], {"variant": "golf-easy", "state": state})
    return me(client, it["day"], it["token"])


def _results(client: FlaskClient, it: dict[str, Any], body: dict[str, Any] | None = None) -> TestResponse:
    if body is None:
        it.setdefault("finished", finished_daily(it["app"], client, it["day"], it["token"]))
        body = {"variant": "golf-easy", "state": it["finished"]}
    return client.post(f"/v1/daily/{it['day']}/results", json=body, headers=bearer(it["token"]))


ROUTES: dict[str, tuple[str, str, Ask, Ask]] = {
    # route: (setting, policy, a request it answers 2xx, one it answers 4xx after counting)
    "sign-up": (
        "SIGNUP_RATE_LIMIT", "signup",
        lambda c, it: c.post("/v1/players", json={"name": "Ann"}),
        lambda c, it: c.post("/v1/players", json={"name": ""}),
    ),
    "solve": (
        "SOLVER_RATE_LIMIT", "solver",
        lambda c, it: c.post("/v1/solve", json={"code": QUICK_CODE, "budget_ms": 20}),
        lambda c, it: c.post("/v1/solve", json={"code": "GO1-X-AAAAAAB"}),
    ),
    "hint": (
        "SOLVER_RATE_LIMIT", "solver",
        lambda c, it: c.post("/v1/hint", json={"state": start(c, {"code": QUICK_CODE})["state"]}),
        lambda c, it: c.post("/v1/hint", json={"state": "not-a-state"}),
    ),
    "history": (
        "HISTORY_RATE_LIMIT", "history",
        lambda c, it: _history_write(it["app"], c, it["day"], it["player"], it["token"]),
        lambda c, it: c.post(f"/v1/players/{it['player']}/games", json={}, headers=bearer(it["token"])),
    ),
    "daily game": (
        "DAILY_RATE_LIMIT", "daily",
        lambda c, it: _fresh_start(c, it),
        lambda c, it: start_daily(c, it["day"], it["token"], "golf-nine"),
    ),
    "own standing": (
        "DAILY_RATE_LIMIT", "daily",
        _standing,
        lambda c, it: me(c, it["day"], it["token"], "canfield-draw1"),
    ),
    "results": ("RESULTS_RATE_LIMIT", "results", _results, lambda c, it: _results(c, it, {})),
    "the day": (
        "READ_RATE_LIMIT", "read",
        lambda c, it: c.get(f"/v1/daily/{it['day']}"),
        lambda c, it: c.get("/v1/daily/2026-13-01"),
    ),
    "a board": (
        "READ_RATE_LIMIT", "read",
        lambda c, it: c.get(f"/v1/daily/{it['day']}/leaderboard?variant=golf-easy"),
        lambda c, it: c.get(f"/v1/daily/{it['day']}/leaderboard?variant=golf-nine"),
    ),
    "a board's stats": (
        "READ_RATE_LIMIT", "read",
        lambda c, it: c.get(f"/v1/daily/{it['day']}/stats?variant=golf-easy"),
        lambda c, it: c.get(f"/v1/daily/{it['day']}/stats"),
    ),
    "variants": (
        "READ_RATE_LIMIT", "read",  # never a 4xx of its own: a bad code's shares the allowance
        lambda c, it: c.get("/v1/variants"),
        lambda c, it: c.get("/v1/codes/GO1-X-AAAAAAB"),
    ),
    "a code": (
        "READ_RATE_LIMIT", "read",
        lambda c, it: c.get(f"/v1/codes/{QUICK_CODE}"),
        lambda c, it: c.get("/v1/codes/GO1-X-AAAAAAB"),
    ),
}  # fmt: skip


@pytest.mark.parametrize("route", list(ROUTES))
def test_every_limited_route_tells_its_budget_on_2xx_4xx_and_429(
    limited: Callable[..., Flask], day: dt.date, route: str
) -> None:
    """``RateLimit-Policy`` and ``RateLimit`` on every answer of a counted request: the
    quota and window, what is left, when the window frees; ``Retry-After`` on the 429 is
    that wait."""
    setting, policy, ask, ask_badly = ROUTES[route]
    app = limited(**{setting: "3/minute"})
    client = app.test_client()
    it = _counted_player(app, limited(), day)
    first = ask(client, it)
    assert first.status_code < 400, first.get_json()
    assert budgets(first.headers)[policy][:3] == (3, 60, 2) and 55 <= budgets(first.headers)[policy][3] <= 60
    bad = ask_badly(client, it)
    assert 400 <= bad.status_code < 429, bad.get_json()
    assert budgets(bad.headers)[policy][:3] == (3, 60, 1)
    assert ask(client, it).status_code < 400
    refused = ask(client, it)
    assert is_rate_limited(refused)
    _, _, left, reset_s = budgets(refused.headers)[policy]
    assert left == 0 and int(refused.headers["Retry-After"]) == max(1, reset_s)


def test_a_client_sees_each_limit_it_was_counted_against(limited: Callable[..., Flask]) -> None:
    """Several windows in one setting are named apart; a wrong token spends the address's
    failed-check allowance, and says so beside the route's own policy; an answer that
    counted nothing names no policy (the play routes)."""
    app = limited(
        SOLVER_RATE_LIMIT="5/minute;50/hour", AUTH_FAILURE_RATE_LIMIT="4/minute", READ_RATE_LIMIT="9/minute"
    )
    client = app.test_client()
    solved = client.post("/v1/solve", json={"code": QUICK_CODE, "budget_ms": 20})
    assert budgets(solved.headers).keys() == {"solver", "solver-2"}
    assert budgets(solved.headers)["solver-2"][:3] == (50, 3600, 49)
    guessed = client.get("/v1/daily/2031-01-05/leaderboard/me?variant=golf-easy", headers=bearer("guess"))
    assert guessed.status_code == 401 and budgets(guessed.headers)["bearer-failures"][:3] == (4, 60, 3)
    played = client.post("/v1/games", json={"code": QUICK_CODE})
    assert played.status_code == 201 and "RateLimit" not in played.headers
    assert "RateLimit-Policy" not in played.headers
    preflight = {"Origin": "https://example.org", "Access-Control-Request-Method": "GET"}
    assert "RateLimit" not in client.options("/v1/variants", headers=preflight).headers
    exposed = client.get("/v1/variants", headers={"Origin": "https://example.org"})
    assert budgets(exposed.headers)["read"][:3] == (9, 60, 8), "the preflight was not counted"
    assert {"ratelimit", "ratelimit-policy", "retry-after"} <= {
        name.strip().lower() for name in exposed.headers["Access-Control-Expose-Headers"].split(",")
    }


# --- under gunicorn: one count across the workers -------------------------------------------------


def sign_ups(url: str, client: str, attempts: int) -> list[tuple[int, int, int, str | None]]:
    """``attempts`` sign-ups through a proxy that saw ``client``, each on a new connection
    (the kernel spreads them over gunicorn's two workers): each answer's status, the
    ``signup`` policy's quota and remaining count, and its ``Retry-After``."""
    answers = []
    for _ in range(attempts):
        request = urllib.request.Request(
            f"{url}/v1/players",
            data=b'{"name": "Ann"}',
            headers={"Content-Type": "application/json", "X-Forwarded-For": client},
        )
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                status, headers = response.status, response.headers
        except urllib.error.HTTPError as error:
            status, headers = error.code, error.headers
        quota, _, remaining, _ = budgets(headers)["signup"]
        answers.append((status, quota, remaining, headers.get("Retry-After")))
    assert {status for status, *_ in answers} <= {201, 429}, answers
    return answers


@pytest.mark.parametrize("storage", ["redis", "memory"])
def test_the_configured_rate_is_the_rate_across_workers_with_redis(
    storage: str, redis_url: str, database_url: str
) -> None:
    """With Redis both workers count one allowance per client, and the ``RateLimit``
    headers count it down whichever worker answers; with memory counts each worker counts
    its own (twice the rate, and headers that each tell one worker's count)."""
    environment = {
        "DATABASE_URL": database_url,
        "RATELIMIT_STORAGE_URI": redis_url if storage == "redis" else "memory://",
        "SIGNUP_RATE_LIMIT": "5/minute",
        "TRUSTED_PROXY_HOPS": "1",
    }
    with gunicorn_server(environment, "/readyz") as url:
        answered = [sign_ups(url, client, 24) for client in ("198.51.100.10", "198.51.100.11")]
    for answers in answered:
        assert {quota for _, quota, _, _ in answers} == {5}
        left = [remaining for status, _, remaining, _ in answers if status == 201]
        refused = [(remaining, retry_after) for status, _, remaining, retry_after in answers if status == 429]
        assert all(
            remaining == 0 and retry_after and int(retry_after) >= 1 for remaining, retry_after in refused
        )
        if storage == "redis":
            assert left == [4, 3, 2, 1, 0], "one count for both workers, one per client"
        else:  # the contrast: each worker process counts apart, so a client gets the rate twice
            assert sorted(left) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]


def test_the_memory_counts_are_checked_at_once_and_dropped_once_a_second(
    limited: Callable[..., Flask],
) -> None:
    """The app's memory storage is ``MemoryCounts``: a count over its limit is refused at
    once, its expiry pass is the once-a-second one (limits' own hook is the one replaced),
    and a pass after a count's window drops it."""
    app = limited(RATELIMIT_STORAGE_URI="memory://")
    storage = app.extensions[LIMITER].storage
    assert isinstance(storage, MemoryCounts)
    storage.timer.join()  # the pass limits schedules when the storage is made
    windows = MovingWindowRateLimiter(storage)
    per_second = parse("2/second")
    assert [windows.hit(per_second, "test", "client") for _ in range(3)] == [True, True, False]
    assert storage.timer.interval == EXPIRY_INTERVAL_S
    [spent] = [key for key in storage.events if "/client/" in key]
    time.sleep(1.1)  # past the client's window; the count of another client schedules a pass
    assert windows.hit(per_second, "test", "other")
    deadline = time.monotonic() + EXPIRY_INTERVAL_S + 5
    while storage.events.get(spent) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not storage.events.get(spent), "the spent counts are dropped"
    assert windows.hit(per_second, "test", "client")


def test_under_gunicorn_a_rotated_token_is_dead_on_every_worker_and_guesses_end_in_429s(
    database_url: str,
) -> None:
    """Both workers: the old token is refused on every new connection right after the
    rotation, the new one served; random tokens from one address are 401 at most
    ``AUTH_FAILURE_RATE_LIMIT`` times per worker (memory counts), 429 after that."""
    environment = {"DATABASE_URL": database_url, "AUTH_FAILURE_RATE_LIMIT": "20/minute"}
    with gunicorn_server(environment, "/readyz") as url:
        _, created = fetch_json(f"{url}/v1/players", {"name": "Ann"})
        player, old = created["id"], created["token"]
        stats = f"{url}/v1/players/{player}/stats"
        assert {fetch_json(stats, token=old)[0] for _ in range(6)} == {200}
        status, rotated = fetch_json(f"{url}/v1/players/{player}/token", {}, token=old)
        assert status == 200
        assert [fetch_json(stats, token=old)[0] for _ in range(10)] == [401] * 10
        assert {fetch_json(stats, token=rotated["token"])[0] for _ in range(10)} == {200}
        guesses = [fetch_json(stats, token=secrets.token_urlsafe(32))[0] for _ in range(120)]
    assert set(guesses) == {401, 429} and 20 - 10 <= guesses.count(401) <= 2 * 20 - 10, guesses


def test_league_reads_are_limited_a_league_per_address_and_the_own_week_per_player(
    limited: Callable[..., Flask], day: dt.date
) -> None:
    """A live league's standings cost ~1 ms of SQL each: a cheaters' review read one 674
    times a second from one address with no limit.  A league counts as a public read (per
    address, a missing one too), the player's own week as their daily reads."""
    app = limited(READ_RATE_LIMIT="2/minute", DAILY_RATE_LIMIT="2/minute")
    client, it = app.test_client(), _counted_player(app, limited(), day)
    nowhere = f"/v1/leagues/{2**63 - 1}"  # no league: a 404 is counted as any read
    assert [client.get(nowhere).status_code for _ in range(3)] == [404, 404, 429]
    own = [client.get("/v1/leagues/current", headers=bearer(it["token"])).status_code for _ in range(3)]
    assert own == [200, 200, 429]
