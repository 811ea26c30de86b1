"""Key rotation that drops no game, and states that carry their issue time.

The documented rotation has two steps (deploy/README.md, Security): first every instance
learns to open states of the new key (``SECRET_KEY=old``, ``SECRET_KEYS=new``), then the
new key seals (``SECRET_KEY=new``, ``SECRET_KEYS=old``); once no state of the old key is
worth keeping (``STATE_MAX_AGE``, when set) it is dropped.  During each rollout two phases
serve side by side, so one game must play across them."""

from __future__ import annotations

import datetime as dt
import json
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from harness.servers import fetch_json, gunicorn_server
from service import create_app
from tests.api.helpers import DB_SETTINGS, TEST_KEY, Clock, game_document, move, start

OLD, NEW = secrets.token_hex(32), secrets.token_hex(32)
PHASES: dict[str, dict[str, str]] = {
    "before": {"SECRET_KEY": OLD},
    "step 1: every instance opens the new key": {"SECRET_KEY": OLD, "SECRET_KEYS": NEW},
    "step 2: the new key seals": {"SECRET_KEY": NEW, "SECRET_KEYS": OLD},
    "after: the old key dropped": {"SECRET_KEY": NEW},
}
LEGACY = json.loads((Path(__file__).parent / "fixtures/legacy-states.json").read_text())


def instance(keys: dict[str, str], **settings: Any) -> FlaskClient:
    app = create_app(
        {"TESTING": True, "ACCESS_LOG": False, **settings}, environ={"SERVICE_ENV": "production", **keys}
    )
    return app.test_client()


def play_across(first: FlaskClient, second: FlaskClient, moves: int = 6) -> None:
    """One game, each move on the other instance, as a load balancer may send them."""
    document = start(first, {"code": "GO1-E-AAAAAAB"})
    for turn in range(moves):
        answer = move(second if turn % 2 == 0 else first, document["state"], {"type": "draw"})
        assert answer.status_code == 200, answer.get_json()
        document = game_document(answer)


@pytest.mark.parametrize("rollout", range(len(PHASES) - 1), ids=list(PHASES)[1:])
def test_each_rollout_of_the_two_step_rotation_keeps_games_playing(rollout: int) -> None:
    before, after = (instance(keys) for keys in list(PHASES.values())[rollout : rollout + 2])
    play_across(before, after)
    play_across(after, before)


def test_rotating_in_one_step_would_drop_games() -> None:
    """Why two steps: an instance not yet holding the new key refuses its states."""
    old_only, sealing_new = instance(PHASES["before"]), instance(PHASES["step 2: the new key seals"])
    state = start(sealing_new, {"code": "GO1-E-AAAAAAB"})["state"]
    refused = move(old_only, state, {"type": "draw"})
    assert refused.status_code == 422 and "key" in refused.get_json()["detail"]


@pytest.fixture
def two_phases(database_url: str) -> Iterator[tuple[str, str]]:
    """Two gunicorn instances over one database, in the two steps of a rotation."""
    common = {"SERVICE_ENV": "production", "DATABASE_URL": database_url}
    step_1, step_2 = (common | keys for keys in list(PHASES.values())[1:3])
    with gunicorn_server(step_1, "/readyz") as first, gunicorn_server(step_2, "/readyz") as second:
        yield first, second


def test_a_players_game_and_history_pages_cross_instances_in_two_phases(two_phases: tuple[str, str]) -> None:
    first, second = two_phases
    status, player = fetch_json(f"{first}/v1/players", {"name": "Rotating"})
    assert status == 201
    token = player["token"]
    for _ in range(3):  # three games, each started on one instance and played on both
        status, game = fetch_json(f"{second}/v1/games", {"code": "GO1-E-AAAAAAB"}, token)
        assert status == 201 and game["player"] == player["id"]
        for turn in range(4):
            url = (first, second)[turn % 2]
            status, game = fetch_json(f"{url}/v1/moves", {"state": game["state"], "move": {"type": "draw"}})
            assert status == 200, game
        status, recorded = fetch_json(
            f"{first}/v1/players/{player['id']}/games", {"state": game["state"]}, token
        )
        assert status == 201 and recorded["id"] == game["game_id"]
    # the page cursors are sealed with the same keys: a cursor of one instance pages on the other
    status, page = fetch_json(f"{second}/v1/players/{player['id']}/games?limit=2", token=token)
    assert status == 200 and page["next"]
    status, rest = fetch_json(
        f"{first}/v1/players/{player['id']}/games?limit=2&after={page['next']}", token=token
    )
    assert status == 200 and len(page["games"]) + len(rest["games"]) == 3 and rest["next"] is None


# --- STATE_MAX_AGE ------------------------------------------------------------------------------


@pytest.fixture
def aging(clock: Clock) -> Flask:
    return create_app(DB_SETTINGS | {"CLOCK": clock, "STATE_MAX_AGE": 3600.0})


def test_states_older_than_state_max_age_are_refused(aging: Flask, clock: Clock) -> None:
    client = aging.test_client()
    document = start(client, {"code": "GO1-E-AAAAAAB"})
    clock.advance(minutes=59)
    document = game_document(move(client, document["state"], {"type": "draw"}))  # each move: a new state
    clock.advance(minutes=59)
    assert move(client, document["state"], {"type": "draw"}).status_code == 200
    clock.advance(minutes=2)
    expired = move(client, document["state"], {"type": "draw"})
    assert expired.status_code == 422
    problem = expired.get_json()
    assert (
        problem["type"] == "urn:solitaire:problem:state-expired" and problem["errors"][0]["field"] == "state"
    )
    assert "3600 s" in problem["detail"]
    for path, body in (
        ("/v1/hint", {"state": document["state"]}),
        ("/v1/solve", {"state": document["state"]}),
    ):
        assert client.post(path, json=body).get_json()["type"].endswith("state-expired"), path


def test_with_state_max_age_a_state_without_an_issue_time_is_refused(aging: Flask) -> None:
    """States sealed before envelopes carry no issue time: refused once ages count, played
    as ever when they do not (test_tokens.py)."""
    client = aging.test_client()
    legacy = LEGACY["states"][0]["state"]
    refused = move(client, legacy, {"type": "draw"})
    assert refused.status_code == 422 and "did not record when" in refused.get_json()["detail"]
    assert move(
        create_app({"TESTING": True, "STATE_KEYS": [TEST_KEY]}).test_client(), legacy, {"type": "draw"}
    )


def test_state_max_age_is_off_by_default() -> None:
    client = instance(PHASES["before"])
    assert client.application.config["STATE_MAX_AGE"] is None
    document = start(client, {"code": "GO1-E-AAAAAAB"})
    years_later = dt.datetime.now(dt.UTC) + dt.timedelta(days=10_000)
    client.application.config["CLOCK"] = lambda: years_later
    assert move(client, document["state"], {"type": "draw"}).status_code == 200
