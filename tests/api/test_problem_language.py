"""Every problem in the reader's language: each problem type the service answers or
documents is provoked by a real request (through the app's own routes, and for the few that
need a held request or a failure, a route added to the test's app that runs the service's own
code) and read in Russian and in English: ``Content-Language`` says which, the title, the
detail and each field's message are in it (Cyrillic for Russian, none for English), with no
repr, enum or Python type name in them; a language without a catalog gets English."""

from __future__ import annotations

import datetime as dt
import re
import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from harness.policies import golf_policy
from harness.servers import free_port
from harness.store_data import CODES
from service import create_app
from service.api.players import friends
from service.api.web.db import store
from service.api.web.idempotency import idempotent
from service.api.web.limits import one_at_a_time
from service.api.web.searches import _NO_TURN, solver_busy
from service.engine import layout_game
from service.engine.codes import deal_letters
from service.engine.games import deal_layout
from service.engine.rules import GOLF_CLASSIC, GOLF_EASY
from service.i18n import CATALOGS
from service.players.names import NameRefused, player_name, player_tag
from tests.api.daily_play import daily_game, finished_daily, fresh_deal, played_on
from tests.api.helpers import Clock, bearer, new_player, publish, sealed, start
from tests.api.test_problems import problem_types

ROOT = Path(__file__).resolve().parents[2]
FREE = f"GO1-E-{deal_letters(fresh_deal())}"
"""A deal no day of the tests' publishes (the live day's golf-easy is GO1-E-AAAAAAB: locked)."""
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
VALUE = re.compile(r"\{\w+\}")
ARTEFACT = re.compile(r"<|Enum|GameStatus|Variant\.|NoneType|(?<![\w])'[^'\s]*'")
"""What a repr leaves in a text: ``<GameStatus.PLAYING: 'playing'>``, ``'TS'``, a type name."""
LANGUAGES = ("ru", "en")


@dataclass
class World:
    """An app over the test database, its live day published, a player and a way in."""

    app: Flask
    client: FlaskClient
    day: dt.date
    clock: Clock
    language: str
    others: list[Flask]

    def headers(self, token: str | None = None, **more: str) -> dict[str, str]:
        return {"Accept-Language": self.language, **(bearer(token) if token else {}), **more}

    def post(self, path: str, body: Any, token: str | None = None, **headers: str) -> TestResponse:
        return self.client.post(path, json=body, headers=self.headers(token, **headers))

    def get(self, path: str, token: str | None = None) -> TestResponse:
        return self.client.get(path, headers=self.headers(token))

    def player(self) -> tuple[str, str]:
        return new_player(self.client, "Polyglot")

    def game(self, body: dict[str, Any], token: str | None = None) -> str:
        response = self.client.post("/v1/games", json=body, headers=bearer(token) if token else {})
        assert response.status_code == 201, response.get_json()
        state: str = response.get_json()["state"]
        return state

    def daily(self, token: str) -> str:
        state: str = daily_game(self.client, self.day, token)["state"]
        return state

    def with_app(self, **settings: Any) -> World:
        """The same world through another app (other settings), sharing the database."""
        app = create_app(self.app.config | settings)
        self.others.append(app)
        return World(app, app.test_client(), self.day, self.clock, self.language, self.others)

    def with_route(self, view: Callable[[], Any], *, keyed: bool = False) -> World:
        """The world through an app with a route of the test's own, ``POST /test``, running
        ``view`` (idempotent with ``keyed``)."""
        routed = self.with_app()
        routed.app.add_url_rule(
            "/test", "test", idempotent(caller="address")(view) if keyed else view, methods=["POST"]
        )
        return routed


Provoke = Callable[[World], TestResponse]
PROVOKE: dict[str, Provoke] = {}


def provokes(kind: str) -> Callable[[Provoke], Provoke]:
    def register(provoke: Provoke) -> Provoke:
        PROVOKE[kind] = provoke
        return provoke

    return register


# --- the play routes -------------------------------------------------------------------------

provokes("invalid-json")(
    lambda w: w.client.post("/v1/games", data="{", headers=w.headers(**{"Content-Type": "application/json"}))
)
provokes("invalid-body")(lambda w: w.post("/v1/games", {"game": "canfield", "draw": 2, "explain": "yes"}))
provokes("invalid-code")(lambda w: w.post("/v1/games", {"code": "GO1-Q-AAAAAAB"}))
provokes("invalid-round")(lambda w: w.post("/v1/games", {"game": "golf", "round": 5}))
provokes("conflicting-rules")(
    lambda w: w.post(
        "/v1/games", {"game": "golf", "mode": "classic", "rules": {"wrap": not GOLF_CLASSIC.wrap}}
    )
)
provokes("invalid-layout")(
    lambda w: w.post(
        "/v1/games",
        {"game": "golf", "layout": {"columns": [["AS"] * 5] * 7, "discard": "AS", "stock": ["AS"] * 16}},
    )
)
provokes("invalid-state")(lambda w: w.post("/v1/moves", {"state": "AAAA" * 20, "move": {"type": "draw"}}))
provokes("move-not-in-game")(
    lambda w: w.post(
        "/v1/moves",
        {"state": w.game({"code": FREE}), "move": {"type": "move", "card": "AS", "to": "f1"}},
    )
)
provokes("hole-not-over")(
    lambda w: w.post(
        "/v1/moves", {"state": w.game({"code": "GR1-C-9-AAAAAAB"}), "move": {"type": "next-hole"}}
    )
)


@provokes("state-expired")
def _expired(world: World) -> TestResponse:
    aging = world.with_app(STATE_MAX_AGE=60.0, DATABASE_URL="")
    state = start(aging.client, {"code": FREE})["state"]
    world.clock.advance(minutes=2)
    return aging.post("/v1/moves", {"state": state, "move": {"type": "draw"}})


@provokes("state-too-old")
def _too_old(world: World) -> TestResponse:
    """A custom deal sealed as a release before deal fingerprints sealed it: no deal, no code."""
    game = layout_game(GOLF_EASY, deal_layout(GOLF_EASY, 12345))
    return world.post("/v1/hint", {"state": sealed(world.app, game)})


@provokes("daily-deal-live")
def _live_deal(world: World) -> TestResponse:
    return world.post("/v1/games", {"code": CODES["golf-easy"]})  # the live day's deal


@provokes("solver-busy")
def _busy(world: World) -> TestResponse:
    """The answer a search gets when no slot came free (the solver's fairness tests make one)."""
    outcome = next(iter(_NO_TURN))

    def refuse() -> Any:
        raise solver_busy(_NO_TURN[outcome])

    return world.with_route(refuse).post("/test", {})


@provokes("already-running")
def _running(world: World) -> TestResponse:
    def twice() -> Any:
        with one_at_a_time("search", "one client", 5), one_at_a_time("search", "one client", 5):
            raise AssertionError("a second search of one client ran")

    return world.with_route(twice).post("/test", {})


@provokes("internal-error")
def _bug(world: World) -> TestResponse:
    def broken() -> Any:
        raise RuntimeError("a bug, with <internals> the client never sees")

    return world.with_route(broken).post("/test", {})


# --- players ---------------------------------------------------------------------------------

provokes("invalid-name")(lambda w: w.post("/v1/players", {"name": "中" * 20}))  # 40 columns wide
provokes("unauthorized")(lambda w: w.get(f"/v1/players/{uuid.uuid4()}/games"))
provokes("invalid-header")(lambda w: w.post("/v1/players", {"name": "Ann"}, **{"Idempotency-Key": "é"}))


@provokes("forbidden")
def _forbidden(world: World) -> TestResponse:
    other, _ = world.player()
    return world.get(f"/v1/players/{other}/games", world.player()[1])


@provokes("vegas-deal-in-play")
def _vegas_deal(world: World) -> TestResponse:
    _, token = world.player()
    return world.post("/v1/hint", {"state": world.game({"game": "canfield", "scoring": "vegas"}, token)})


@provokes("state-not-yours")
def _not_yours(world: World) -> TestResponse:
    player, token = world.player()
    return world.post(f"/v1/players/{player}/games", {"state": world.game({"code": FREE})}, token)


@provokes("invalid-timestamp")
def _timestamp(world: World) -> TestResponse:
    player, token = world.player()
    state = world.game({"code": FREE}, token)
    return world.post(
        f"/v1/players/{player}/games", {"state": state, "started_at": "2030-01-01T12:00:00"}, token
    )


@provokes("invalid-record")
def _record(world: World) -> TestResponse:
    player, token = world.player()
    state = world.game({"code": FREE}, token)
    return world.post(
        f"/v1/players/{player}/games", {"state": state, "started_at": "2999-01-01T00:00:00Z"}, token
    )


@provokes("invalid-range")
def _range(world: World) -> TestResponse:
    player, token = world.player()
    return world.get(f"/v1/players/{player}/daily?from=2030-01-02&to=2030-01-01", token)


@provokes("idempotency-key-reused")
def _reused(world: World) -> TestResponse:
    key = str(uuid.uuid4())
    assert world.post("/v1/players", {"name": "Ann"}, **{"Idempotency-Key": key}).status_code == 201
    return world.post("/v1/players", {"name": "Bob"}, **{"Idempotency-Key": key})


@provokes("idempotency-key-in-flight")
def _in_flight(world: World) -> TestResponse:
    """A keyed request held in its view while a retry with its key comes."""
    inside, release = threading.Event(), threading.Event()

    def held() -> Any:
        inside.set()
        release.wait(10)
        return {"held": True}, 201

    routed, key = world.with_route(held, keyed=True), str(uuid.uuid4())
    routed.app.config["IDEMPOTENCY_WAIT_MS"] = 100
    first = threading.Thread(
        target=lambda: routed.app.test_client().post("/test", json={}, headers={"Idempotency-Key": key})
    )
    first.start()
    try:
        assert inside.wait(10)
        return routed.post("/test", {}, **{"Idempotency-Key": key})
    finally:
        release.set()
        first.join(10)


@provokes("rate-limited")
def _limited(world: World) -> TestResponse:
    limited = world.with_app(SIGNUP_RATE_LIMIT="1/hour", DATABASE_URL="")
    limited.post("/v1/players", {"name": "Ann"})  # counted, then 503: no database
    return limited.post("/v1/players", {"name": "Bob"})


@provokes("database-unavailable")
def _no_database(world: World) -> TestResponse:
    return world.with_app(DATABASE_URL="").post("/v1/players", {"name": "Ann"})


@provokes("not-ready")
def _not_ready(world: World) -> TestResponse:
    return world.with_app(DATABASE_URL=f"postgresql://nobody@127.0.0.1:{free_port()}/none").get("/readyz")


# --- the daily challenge ---------------------------------------------------------------------

provokes("not-scheduled")(lambda w: w.get(f"/v1/daily/{w.day + dt.timedelta(days=1)}"))
provokes("invalid-parameter")(lambda w: w.get("/v1/daily/2030-02-30"))
provokes("invalid-cursor")(
    lambda w: w.get(f"/v1/daily/{w.day}/leaderboard?variant=golf-easy&after=bm90LW91cnM")
)


@provokes("daily-not-live")
def _not_live(world: World) -> TestResponse:
    yesterday = world.day - dt.timedelta(days=1)
    publish(world.app, yesterday, {"golf-easy": "GO1-E-AAAAAAC"})
    world.clock.now = dt.datetime.combine(world.day, dt.time(12, 30), dt.UTC)  # its results still open
    return world.post(f"/v1/daily/{yesterday}/games", {"variant": "golf-easy"}, world.player()[1])


@provokes("daily-attempt-started")
def _started(world: World) -> TestResponse:
    _, token = world.player()
    world.daily(token)
    return world.post(f"/v1/daily/{world.day}/games", {"variant": "golf-easy"}, token)


@provokes("daily-attempt-live")
def _attempt_live(world: World) -> TestResponse:
    player, token = world.player()
    return world.post(f"/v1/players/{player}/games", {"state": world.daily(token)}, token)


@provokes("stale-state")
def _stale(world: World) -> TestResponse:
    _, token = world.player()
    first = world.daily(token)
    assert world.post("/v1/moves", {"state": first, "move": {"type": "draw"}}, token).status_code == 200
    return world.post("/v1/moves", {"state": first, "move": {"type": "undo"}}, token)  # not a retry: a fork


@provokes("game-not-finished")
def _unfinished(world: World) -> TestResponse:
    _, token = world.player()
    return world.post(
        f"/v1/daily/{world.day}/results", {"variant": "golf-easy", "state": world.daily(token)}, token
    )


@provokes("not-a-daily-game")
def _not_daily(world: World) -> TestResponse:
    _, token = world.player()
    state = world.game({"code": FREE})
    return world.post(f"/v1/daily/{world.day}/results", {"variant": "golf-easy", "state": state}, token)


@provokes("daily-closed")
def _closed(world: World) -> TestResponse:
    _, token = world.player()
    long_ago = world.day - dt.timedelta(days=30)
    return world.post(f"/v1/daily/{long_ago}/results", {"variant": "golf-easy", "state": "AAAA"}, token)


@provokes("daily-replay")
def _replay(world: World) -> TestResponse:
    _, token = world.player()
    results = f"/v1/daily/{world.day}/results"
    state = finished_daily(world.app, world.client, world.day, token)
    assert world.post(results, {"variant": "golf-easy", "state": state}, token).status_code == 201
    replay = played_on(world.app, world.daily(token), golf_policy(draw_first=True))
    return world.post(results, {"variant": "golf-easy", "state": replay}, token)


@provokes("no-result")
def _no_result(world: World) -> TestResponse:
    return world.get(f"/v1/daily/{world.day}/leaderboard/me?variant=golf-easy", world.player()[1])


# --- friends ---------------------------------------------------------------------------------


def _follow(world: World, player: str, token: str, named: str) -> TestResponse:
    return world.post(f"/v1/players/{player}/friends", {"player": named}, token)


provokes("unknown-player")(lambda w: _follow(w, *w.player(), "Nobody#AAAA"))


@provokes("follow-self")
def _follow_self(world: World) -> TestResponse:
    me, token = world.player()
    return _follow(world, me, token, f"Polyglot#{player_tag(uuid.UUID(me))}")


@provokes("not-following")
def _not_following(world: World) -> TestResponse:
    me, token = world.player()
    return world.client.delete(f"/v1/players/{me}/friends/{uuid.uuid4()}", headers=world.headers(token))


# --- devices and the player's data ------------------------------------------------------------

provokes("link-code-refused")(lambda w: w.post("/v1/players/link", {"code": "0000-0000"}))
provokes("recovery-refused")(
    lambda w: w.post("/v1/players/recover", {"player": "Nobody#AAAA", "code": "0" * 20})
)


@provokes("no-such-device")
def _no_such_device(world: World) -> TestResponse:
    me, token = world.player()
    return world.client.delete(f"/v1/players/{me}/devices/{uuid.uuid4()}", headers=world.headers(token))


@provokes("token-not-fresh")
def _token_not_fresh(world: World) -> TestResponse:
    me, token = world.player()
    world.clock.advance(hours=1)  # the sign-up's token is an hour old
    return world.client.delete(f"/v1/players/{me}", headers=world.headers(token))


@provokes("follow-limit")
def _follow_limit(world: World) -> TestResponse:
    me, token = world.player()
    friend = uuid.UUID(world.player()[0])
    assert _follow(world, me, token, f"Polyglot#{player_tag(friend)}").status_code == 201
    limit, friends.FOLLOW_LIMIT = friends.FOLLOW_LIMIT, 1  # the route's own check, at a limit of one
    try:
        return _follow(world, me, token, "Polyglot#" + player_tag(uuid.UUID(world.player()[0])))
    finally:
        friends.FOLLOW_LIMIT = limit


@provokes("ambiguous-player")
def _ambiguous(world: World) -> TestResponse:
    """Two players of one name and tag (20 bits: found among random ids in a blink)."""
    seen: dict[str, uuid.UUID] = {}
    while (twin := seen.setdefault(player_tag(candidate := uuid.uuid4()), candidate)) == candidate:
        pass
    with world.app.app_context():
        for player in (twin, candidate):
            store().database.execute(
                "INSERT INTO players (id, name) VALUES (%s, 'Twin') RETURNING id",
                [player],
                replayable=False,
            )
    return _follow(world, *world.player(), f"Twin#{player_tag(twin)}")


# --- duels ----------------------------------------------------------------------------------


def _duel(world: World, token: str) -> dict[str, Any]:
    made = world.post("/v1/duels", {"variant": "golf-easy"}, token)
    assert made.status_code == 201, made.get_json()
    created: dict[str, Any] = made.get_json()
    return created


provokes("no-such-duel")(lambda w: w.post("/v1/duels/K7QA2M9Z/join", {}, w.player()[1]))
provokes("duel-variant-unsupported")(lambda w: w.post("/v1/duels", {"variant": "golf-round"}, w.player()[1]))


@provokes("own-duel")
def _own_duel(world: World) -> TestResponse:
    token = world.player()[1]
    return world.post(f"/v1/duels/{_duel(world, token)['duel']['id']}/join", {}, token)


@provokes("duel-taken")
def _duel_taken(world: World) -> TestResponse:
    duel = _duel(world, world.player()[1])["duel"]["id"]
    assert world.post(f"/v1/duels/{duel}/join", {}, world.player()[1]).status_code == 201
    return world.post(f"/v1/duels/{duel}/join", {}, world.player()[1])


@provokes("duel-joined")
def _duel_joined(world: World) -> TestResponse:
    duel, token = _duel(world, world.player()[1])["duel"]["id"], world.player()[1]
    assert world.post(f"/v1/duels/{duel}/join", {}, token).status_code == 201
    return world.post(f"/v1/duels/{duel}/join", {}, token)


@provokes("duel-over")
def _duel_over(world: World) -> TestResponse:
    duel = _duel(world, world.player()[1])["duel"]["id"]
    world.clock.advance(days=7)
    return world.post(f"/v1/duels/{duel}/join", {}, world.player()[1])


@provokes("not-in-duel")
def _not_in_duel(world: World) -> TestResponse:
    created = _duel(world, world.player()[1])
    return world.post(
        f"/v1/duels/{created['duel']['id']}/results", {"state": created["game"]["state"]}, world.player()[1]
    )


@provokes("not-this-duel")
def _not_this_duel(world: World) -> TestResponse:
    token = world.player()[1]
    duel = _duel(world, token)["duel"]["id"]
    return world.post(f"/v1/duels/{duel}/results", {"state": world.daily(token)}, token)


@provokes("duel-game")
def _duel_game(world: World) -> TestResponse:
    me, token = world.player()
    return world.post(f"/v1/players/{me}/games", {"state": _duel(world, token)["game"]["state"]}, token)


# --- groups of 100 ----------------------------------------------------------------------------


provokes("unknown-group")(lambda w: w.get(f"/v1/daily/{w.day}/groups/7/leaderboard?variant=golf-easy"))
provokes("no-such-league")(lambda w: w.get("/v1/leagues/9000000000000"))


# --- plain HTTP errors (about:blank) ---------------------------------------------------------

BLANK: dict[str, Provoke] = {
    "404": lambda w: w.get("/v1/nowhere"),
    "405": lambda w: w.client.delete("/v1/games", headers=w.headers()),
    "413": lambda w: w.post("/v1/games", {"code": "x" * 100_000}),
    "415": lambda w: w.client.post(
        "/v1/games", data="code", headers=w.headers(**{"Content-Type": "text/plain"})
    ),
}


@pytest.fixture
def world(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> Iterator[Callable[[str], World]]:
    others: list[Flask] = []
    yield lambda language: World(db_app, db_client, day, clock, language, others)
    for app in others:
        if "store" in app.extensions:
            app.extensions["store"].close()


WIRE = re.compile(
    r"«[^»]*»"  # what the request sent, quoted
    r"|\b(?:GET|POST|PUT|DELETE) /\S+|/\S+"  # a route, a path
    r"|\bU\+[0-9A-F]{4,6}\b"  # a character by its code point
    r"|\b[A-Z]{2}\d(?:-[A-Z0-9]+)+\b"  # a deal's or a round's code
    r"|\b[0-9a-f]{8}-[0-9a-f-]{27}\b"  # an id
    r"|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b"  # a setting's name
    r"|\b[2-9TJQKA][SHDC]\b"  # a card
    r"|\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?"  # a date, a moment
)
"""What a Russian problem carries in Latin letters as the wire writes it."""
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
TERMS = {"JSON", "true", "false", "UTF", "ASCII", "HTTP", "UTC", "UTS", "API", "UUID", "Unicode"}
TERMS |= {"YYYY", "MM", "DD", "Allow", "JJ"}
"""Latin words Russian writes as they are: a format and its literals, a standard, a header's
name, a code's flag."""


def _wire_words(node: Any, words: set[str]) -> set[str]:
    """Every word of the contract's own vocabulary: its fields', parameters' and headers'
    names, its enums' values (never its prose: descriptions, summaries, examples)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("description", "summary", "examples", "example", "title"):
                continue
            words.update(LATIN_WORD.findall(str(key)))
            if key in ("enum", "const", "name"):
                for item in value if isinstance(value, list) else [value]:
                    words.update(LATIN_WORD.findall(str(item)))
            _wire_words(value, words)
    elif isinstance(node, list):
        for item in node:
            _wire_words(item, words)
    return words


WIRE_WORDS = _wire_words(yaml.safe_load((ROOT / "openapi.yaml").read_text()), set()) | {"database"}


def english_in(text: str) -> list[str]:
    """The English words of a Russian text: Latin words that are neither the wire's (its
    fields, values, routes, codes) nor terms Russian writes as they are (issue 42: a
    script's name, a character's Unicode name)."""
    found = LATIN_WORD.findall(WIRE.sub(" ", text))
    return [word for word in found if word not in TERMS and word not in WIRE_WORDS]


def in_language(response: TestResponse, language: str) -> dict[str, Any]:
    """The problem, checked: written in ``language`` and saying so, nothing of Python in it,
    and no English in a Russian one (issue 42: a script's name, a character's)."""
    problem: dict[str, Any] = response.get_json()
    assert response.headers["Content-Type"] == "application/problem+json", problem
    assert response.headers["Content-Language"] == language, problem
    texts = [problem["title"], problem["detail"], *(e["message"] for e in problem.get("errors", []))]
    for text in texts:
        assert bool(CYRILLIC.search(text)) == (language == "ru"), (language, text, problem)
        assert not ARTEFACT.search(text), (text, problem)
        if language == "ru":
            assert english_in(text) == [], (text, problem)
    return problem


@pytest.mark.parametrize(
    "name",
    [
        "\u0410lice",
        "Aλex",
        "Ann ᎪᏴᏟ",
        "Ѕсоре",
        "ᴀdmin",
        "Al\u200bice",
        "Ann\ue000",
        "x\u0301\u0302\u0303\u0304\u0306",
    ],
)
def test_a_name_refused_in_russian_has_no_english(name: str, world: Callable[[str], World]) -> None:
    """Issue 42: "смешаны письменности: Cyrillic (U+0410 CYRILLIC CAPITAL LETTER A)" was half
    English; a script is named in Russian, a character by its code point and itself."""
    problem = in_language(world("ru").post("/v1/players", {"name": name}), "ru")
    assert problem["type"] == "urn:solitaire:problem:invalid-name", problem
    assert not re.search(r"\b(?:Cyrillic|Latin|Greek|Cherokee|LETTER|CAPITAL|unnamed)\b", problem["detail"])


def test_a_mixed_script_name_is_told_in_russian_words() -> None:
    """The words themselves, once: each script by its Russian name, each character shown."""
    with pytest.raises(NameRefused) as refused:
        player_name("\u0410lice")
    assert refused.value.text.written(lambda english: CATALOGS["ru"].get(english, english)) == (
        "в слове «Аlice» смешаны письменности: кириллица (U+0410 «А»), латиница (U+006C «l»); "
        "пишите каждое слово одной письменностью"
    )


def test_every_problem_type_has_a_way_to_provoke_it() -> None:
    assert problem_types() == set(PROVOKE)


@pytest.mark.parametrize("kind", sorted(PROVOKE))
def test_a_problem_is_in_the_readers_language(kind: str, world: Callable[[str], World]) -> None:
    for language in LANGUAGES:
        here = world(language)
        problem = in_language(PROVOKE[kind](here), language)
        assert problem["type"] == f"urn:solitaire:problem:{kind}", problem
        here.clock.now = dt.datetime.combine(here.day, dt.time(12), dt.UTC)  # back to the day's noon


@pytest.mark.parametrize("status", sorted(BLANK))
def test_a_plain_http_error_is_in_the_readers_language(status: str, world: Callable[[str], World]) -> None:
    for language in LANGUAGES:
        response = BLANK[status](world(language))
        assert response.status_code == int(status)
        assert in_language(response, language)["type"] == "about:blank"


def test_a_language_without_a_catalog_reads_english_and_none_the_default(
    world: Callable[[str], World],
) -> None:
    """``de`` only: English, the language every client developer reads; no header at all: the
    deployment's default (Russian); quality values decide between those we have."""
    here = world("de")
    assert in_language(PROVOKE["invalid-code"](here), "en")
    for header, language in (("", "ru"), ("de, en;q=0.5, ru;q=0.9", "ru"), ("fr-CA, en-GB;q=0.8", "en")):
        here.language = header
        refused = (
            here.post("/v1/games", {"code": "GO1-Q-AAAAAAB"})
            if header
            else here.client.post("/v1/games", json={"code": "GO1-Q-AAAAAAB"})
        )
        assert in_language(refused, language)


def test_every_text_of_the_russian_catalog_is_russian() -> None:
    """The catalog holds every text (tests/translations/test_i18n.py), including the problems
    no cheap request provokes: its Russian is Russian (some API words stay as on the wire)."""
    worded = {
        english: russian
        for english, russian in CATALOGS["ru"].items()
        if re.search("[a-z]", VALUE.sub("", english))
    }
    assert [english for english, russian in worded.items() if not CYRILLIC.search(russian)] == []
