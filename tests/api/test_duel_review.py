"""A duel's fairness (issue 39 items 6 and 7), over HTTP against the real app and the test
PostgreSQL: the opponent's play is never evidence against a side (two friends on one
address, with new accounts, duel clear); an operator decides a held side with ``flask
duels review``; a duel with a held side is counted as ``held``; the solver's line is found
when the duel is dealt, never inside a submission or a read; and a side's line is moved by
its own player only."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

import service.api.duels.routes
import service.api.web.searches
from harness.pace_models import Gaps, person
from harness.policies import golf_policy
from service import create_app
from service.api.web.searches import solver_busy
from service.engine import move_to_json
from tests.api.daily_play import played_on
from tests.api.helpers import DB_SETTINGS, Clock, bearer, conforming, game_document, new_player, opened
from tests.api.test_limits import QUICK_CODE
from tests.api.test_review import DEPLOYED
from tests.api.test_solver_fairness import address, established_player, fair  # noqa: F401 (a fixture)

DUELS = "/v1/duels"
UNSETTLED_DEAL = "CF1-D1-AAAADED"
"""A deal a search does not settle in 2.5 s (``unknown``), and no other test plays: its
duels lock it for every test sharing the database until they expire."""


def created(client: FlaskClient, token: str, **headers: str) -> dict[str, Any]:
    response = conforming(
        client.post(DUELS, json={"variant": "golf-easy"}, headers=bearer(token) | headers), DUELS, "POST"
    )
    assert response.status_code == 201, response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def joined(client: FlaskClient, duel: str, token: str) -> dict[str, Any]:
    response = conforming(
        client.post(f"/v1/duels/{duel}/join", headers=bearer(token)), "/v1/duels/{duel}/join", "POST"
    )
    assert response.status_code == 201, response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def submitted(client: FlaskClient, duel: str, token: str, state: str) -> dict[str, Any]:
    response = conforming(
        client.post(f"/v1/duels/{duel}/results", json={"state": state}, headers=bearer(token)),
        "/v1/duels/{duel}/results",
        "POST",
    )
    assert response.status_code == 201, response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def read(client: FlaskClient, duel: str, token: str) -> dict[str, Any]:
    response = conforming(client.get(f"/v1/duels/{duel}", headers=bearer(token)), "/v1/duels/{duel}", "GET")
    assert response.status_code == 200, response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def counts(client: FlaskClient, player: str, token: str) -> dict[str, int]:
    response = client.get(f"/v1/players/{player}/duels", headers=bearer(token))
    conforming(response, "/v1/players/{player_id}/duels", "GET")
    assert response.status_code == 200, response.get_json()
    found: dict[str, int] = response.get_json()["counts"]
    return found


def played_as_a_person(
    client: FlaskClient, clock: Clock, document: dict[str, Any], token: str, gaps: Gaps
) -> dict[str, Any]:
    """A side's game played on to its end by the plainest line (remove what fits, else
    draw), the test clock moved by a person's ``gaps`` before each move: its last document."""
    _, game = opened(client.application, document["state"])
    choose, line = golf_policy(), []
    while game.status == "playing":
        chosen = choose(game)
        game.play(chosen)
        line.append(move_to_json(chosen))
    for the_move, gap in zip(line, gaps(line), strict=True):
        clock.advance(seconds=gap)
        answer = client.post(
            "/v1/moves", json={"state": document["state"], "move": the_move}, headers=bearer(token)
        )
        document = game_document(answer)
        assert document["outcome"]["accepted"], the_move
    return document


def two_draws_on(client: FlaskClient, document: dict[str, Any], token: str, clock: Clock) -> dict[str, Any]:
    """A side's game two draws on (played, not submitted: what the old review called left)."""
    for _ in range(2):
        clock.advance(seconds=1.3)
        answer = client.post(
            "/v1/moves", json={"state": document["state"], "move": {"type": "draw"}}, headers=bearer(token)
        )
        document = game_document(answer)
    return document


@pytest.fixture
def reviewing(database_url: str, clock: Clock) -> Iterator[Flask]:
    """The app with the review's deployed defaults (the shared address and new account
    signs on)."""
    app = create_app(DB_SETTINGS | DEPLOYED | {"DATABASE_URL": database_url, "CLOCK": clock})
    yield app
    app.extensions["store"].close()


# --- the opponent's play is never evidence (item 6a) ------------------------------------------


def test_two_friends_with_new_accounts_duel_from_one_address_and_both_are_clear(
    reviewing: Flask, clock: Clock
) -> None:
    """Issue 39's innocents: two accounts made a minute before, one Wi-Fi; the challenger
    submits while the friend's game is played and not submitted (the old review read it as
    a scout's, "1 other account played this deal from the same address and left it").  Both
    results are clear, and the duel has its winner."""
    client = reviewing.test_client()
    client.environ_base["REMOTE_ADDR"] = "192.0.2.77"
    ann, anns_token = new_player(client, "Ann")
    bob, bobs_token = new_player(client, "Bob")
    clock.advance(minutes=1)
    duel = created(client, anns_token)
    bobs_game = joined(client, duel["duel"]["id"], bobs_token)["game"]
    bobs_game = two_draws_on(client, bobs_game, bobs_token, clock)
    anns_end = played_as_a_person(client, clock, duel["game"], anns_token, person(seed=3))
    clock.advance(seconds=5)
    anns = submitted(client, duel["duel"]["id"], anns_token, anns_end["state"])
    assert anns["challenger"]["result"]["review"] == "clear"
    bobs_end = played_as_a_person(client, clock, bobs_game, bobs_token, person(seed=4))
    clock.advance(seconds=5)
    ended = submitted(client, duel["duel"]["id"], bobs_token, bobs_end["state"])
    assert ended["opponent"]["result"]["review"] == "clear"
    assert ended["status"] == "finished" and ended["winner"] is not None
    assert counts(client, ann, anns_token)["held"] == 0 == counts(client, bob, bobs_token)["held"]


# --- an operator decides a held side; a held duel is counted (items 6b, 6d) --------------------


def duels_cli(app: Flask, *args: str) -> str:
    run = app.test_cli_runner().invoke(args=["duels", "review", *args])
    assert run.exit_code == 0, run.output
    return run.output


def test_an_operator_clears_or_rejects_a_held_side_and_the_counts_follow(
    database_url: str, clock: Clock
) -> None:
    """Both sides played at a machine's pace (the test clock stands still): both held, the
    duel ended with no winner, counted ``held`` for both players.  ``duels review list``
    shows each side with its evidence; clearing one leaves the duel held (the other still
    is); rejecting the other decides it: the cleared side wins, and the counts say so."""
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "DAILY_MIN_MOVE_S": 0.5})
    try:
        client = app.test_client()
        ann, anns_token = new_player(client, "Ann")
        bob, bobs_token = new_player(client, "Bob")
        duel = created(client, anns_token)
        duel_id = duel["duel"]["id"]
        bobs = joined(client, duel_id, bobs_token)["game"]["state"]
        submitted(client, duel_id, anns_token, played_on(app, duel["game"]["state"], golf_policy()))
        clock.advance(minutes=3)
        ended = submitted(client, duel_id, bobs_token, played_on(app, bobs, golf_policy(draw_first=True)))
        assert (ended["challenger"]["result"]["review"], ended["opponent"]["result"]["review"]) == (
            "held",
            "held",
        )
        assert ended["status"] == "finished" and ended["winner"] is None
        nothing = {"won": 0, "lost": 0, "drawn": 0, "open": 0}
        assert counts(client, ann, anns_token) == nothing | {"held": 1} == counts(client, bob, bobs_token)
        listing = duels_cli(app, "list").splitlines()
        for player in (ann, bob):
            [row] = [row for row in listing if player in row]
            assert duel_id in row and "held" in row and "under 0.5 s after the one before" in row
        assert "cleared" not in duels_cli(app, "clear", duel_id, ann)
        assert read(client, duel_id, anns_token)["winner"] is None  # Bob's side is still held
        assert counts(client, ann, anns_token)["held"] == 1
        assert f"{bob}: held -> rejected" in duels_cli(app, "reject", duel_id, bob)
        assert read(client, duel_id, bobs_token)["winner"] == "challenger"
        assert counts(client, ann, anns_token) == nothing | {"won": 1, "held": 0}
        assert counts(client, bob, bobs_token) == nothing | {"lost": 1, "held": 0}
        listing = duels_cli(app, "list")
        assert bob in listing and "rejected" in listing and ann not in listing
        stranger = app.test_cli_runner().invoke(args=["duels", "review", "clear", duel_id, str(uuid.uuid4())])
        assert stranger.exit_code != 0 and "has no result in duel" in stranger.output
    finally:
        app.extensions["store"].close()


# --- the solver's line is found when the duel is dealt (item 6c) --------------------------------


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The kind of each search the service runs from now on (every route's search goes
    through ``searches.limited_search``'s ``run_search``)."""
    ran: list[str] = []
    search = service.api.web.searches.run_search

    def counted(kind: Any, *rest: Any) -> dict[str, Any]:
        ran.append(kind)
        return search(kind, *rest)

    monkeypatch.setattr(service.api.web.searches, "run_search", counted)
    return ran


def test_a_duel_is_searched_when_dealt_and_never_in_a_submission_or_a_read(
    db_app: Flask, db_client: FlaskClient, searches: list[str], database_url: str
) -> None:
    """One search a duel, as it is made (its verdict is in the duel's row from then on); a
    retry of the making with its key replays it without a second search; the join, the
    moves, both submissions and the reads of the ended duel search nothing."""
    _, anns_token = new_player(db_client, "Ann")
    _, bobs_token = new_player(db_client, "Bob")
    key = {"Idempotency-Key": str(uuid.uuid4())}
    duel = created(db_client, anns_token, **key)
    assert created(db_client, anns_token, **key) == duel
    assert searches == ["solve"]
    duel_id = duel["duel"]["id"]
    with psycopg.connect(database_url) as conn:
        row = conn.execute("SELECT verdict FROM duels WHERE id = %s", [duel_id]).fetchone()
    assert row is not None and row[0] in ("winnable", "unwinnable", "unknown")
    bobs = joined(db_client, duel_id, bobs_token)["game"]["state"]
    submitted(db_client, duel_id, anns_token, played_on(db_app, duel["game"]["state"], golf_policy()))
    ended = submitted(db_client, duel_id, bobs_token, played_on(db_app, bobs, golf_policy(draw_first=True)))
    assert ended["solution"] == {"result": row[0], "solution": ended["solution"]["solution"]}
    for token in (anns_token, bobs_token):
        assert read(db_client, duel_id, token)["solution"] == ended["solution"]
    assert searches == ["solve"], "nothing searched after the duel was dealt"


def test_a_duel_is_not_made_while_the_solver_is_busy_for_its_challenger(
    db_client: FlaskClient, monkeypatch: pytest.MonkeyPatch, database_url: str
) -> None:
    """The deal's search is the challenger's own (their turn, their allowance): when it
    gets no slot the answer is 503 ``solver-busy`` with ``Retry-After``, and no duel is made."""
    player, token = new_player(db_client, "Busy")

    def busy(*_: Any) -> dict[str, Any]:
        raise solver_busy("every search slot of this worker is taken")

    monkeypatch.setattr(service.api.web.searches, "run_search", busy)
    response = db_client.post(DUELS, json={"variant": "golf-easy"}, headers=bearer(token))
    assert response.status_code == 503 and response.headers["Retry-After"] == "1", response.get_json()
    assert response.get_json()["type"] == "urn:solitaire:problem:solver-busy"
    with psycopg.connect(database_url) as conn:
        row = conn.execute("SELECT count(*) FROM duels WHERE challenger_id = %s", [player]).fetchone()
    assert row == (0,)


# --- a side's line is its player's (item 7) ---------------------------------------------------


def test_only_its_player_moves_a_duel_side(db_client: FlaskClient, database_url: str) -> None:
    """The opponent (or anyone) holding the challenger's state moves nothing: 401 without a
    token, 403 with the opponent's own; the side's step stays where it was."""
    _, anns_token = new_player(db_client, "Ann")
    _, bobs_token = new_player(db_client, "Bob")
    duel = created(db_client, anns_token)
    joined(db_client, duel["duel"]["id"], bobs_token)
    state = duel["game"]["state"]

    def moved(headers: dict[str, str]) -> TestResponse:
        response = db_client.post(
            "/v1/moves", json={"state": state, "move": {"type": "draw"}}, headers=headers
        )
        return conforming(response, "/v1/moves", "POST")

    def step() -> int:
        with psycopg.connect(database_url) as conn:
            row = conn.execute(
                "SELECT step FROM duel_sides WHERE duel_id = %s AND side = 'challenger'", [duel["duel"]["id"]]
            ).fetchone()
        assert row is not None
        return int(row[0])

    for headers, status in (({}, 401), (bearer("nobody's token"), 401), (bearer(bobs_token), 403)):
        refused = moved(headers)
        assert refused.status_code == status and refused.headers["Content-Type"] == "application/problem+json"
        if status == 401:
            assert refused.headers["WWW-Authenticate"].startswith('Bearer realm="solitaire"')
        assert step() == 0
    assert moved(bearer(anns_token)).status_code == 200 and step() == 1


# --- ten ended duels no longer starve the solver (issue 39, "Duels starve the solver") ----------


def test_ten_ended_duels_starve_no_established_players_hints(
    fair: Callable[..., Flask],  # noqa: F811 (test_solver_fairness's fixture)
    database_url: str,
    clock: Clock,
    searches: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The issue's attack rerun: throwaway accounts make ten duels of a deal the solver works
    long on (``UNSETTLED_DEAL``), join them with their own second accounts,
    let them end, then read all ten again and again (the old reveal searched inside a read
    or a submission, outside the solver's limits: an established player's 5 hints were all
    503).  Now each duel is searched once, as it is made, as its challenger's own search (in
    the fair queue's share of fresh accounts), and the reads search nothing: the established
    player's hints are served while the duels are made and while they are read."""
    monkeypatch.setattr(service.api.duels.routes, "candidate_code", lambda _: UNSETTLED_DEAL)
    app = fair(SOLVER_MAX_BUDGET_MS=1000)
    searches.clear()  # the fixture's warm-up
    _, victims_token = established_player(app, database_url)
    victim = app.test_client()
    state = victim.post("/v1/games", json={"code": QUICK_CODE}).get_json()["state"]
    attackers = [new_player(app.test_client()) for _ in range(5)]
    seconds = [new_player(app.test_client()) for _ in range(5)]

    def hints() -> list[int]:
        statuses = []
        for _ in range(5):
            answer = victim.post(
                "/v1/hint",
                json={"state": state, "budget_ms": 200},
                headers=address(200) | bearer(victims_token),
            )
            statuses.append(answer.status_code)
            time.sleep(0.3)
        return statuses

    def make_two(n: int) -> list[str]:
        client, made = app.test_client(), []
        _, token = attackers[n]
        while len(made) < 2:
            answer = client.post(
                DUELS, json={"variant": "canfield-draw1"}, headers=address(n + 1) | bearer(token)
            )
            if answer.status_code == 201:
                made.append(answer.get_json()["duel"]["id"])
            else:
                assert answer.status_code in (429, 503), answer.get_json()
                time.sleep(0.1)
        return made

    with ThreadPoolExecutor(6) as pool:
        making = [pool.submit(make_two, n) for n in range(5)]
        time.sleep(0.5)  # the makers hold what they may
        served_while_made = hints()
        duels = [duel for made in making for duel in made.result()]
    assert searches.count("solve") == 10, "each duel searched once, as it was made"
    for n, duel in enumerate(duels):
        joined(app.test_client(), duel, seconds[n // 2][1])
    clock.advance(days=8)  # all ten expired: ended, their reveal due

    stop, reads = threading.Event(), [0] * 10

    def reveal(n: int) -> None:  # read again and again, as the attacker (each read searched)
        client, token = app.test_client(), attackers[n // 2][1]
        while not stop.is_set():
            assert read(client, duels[n], token)["status"] == "expired"
            reads[n] += 1

    with ThreadPoolExecutor(10) as pool:
        readers = [pool.submit(reveal, n) for n in range(10)]
        time.sleep(0.5)
        served_while_read = hints()
        stop.set()
        for reader in readers:
            reader.result()
    print(
        f"hints served while made: {served_while_made}, while read ({sum(reads)} reads): {served_while_read}"
    )
    assert served_while_made == [200] * 5 and served_while_read == [200] * 5
    assert searches.count("solve") == 10 and searches.count("hint") == 10, "the reads searched nothing"
