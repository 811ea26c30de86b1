"""The play review of duel sides over HTTP against the real test PostgreSQL (issue 39, "for
each ranked result (daily, round, duel side)"): a Golf side played to its end waits
``pending`` (the duel without a winner, counted under review), is read from the one queue
on its own line only, and adds to its player's evidence, the same as their daily results':
an honest line is cleared, a seer's held with its tells listed for the operator; the
opponent's evidence is never touched by it."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

import service.api.duels.routes
from harness.policies import golf_policy
from service import create_app
from service.engine import move_to_json, new_game
from service.engine.golf import GolfGame
from service.solver.clairvoyance import BETS
from service.store import Store
from tests.api.daily_play import played_along, played_on
from tests.api.helpers import DB_SETTINGS, Clock, new_player
from tests.api.test_duel_review import counts, created, duels_cli, joined, read, submitted
from tests.api.test_play_review import read_all
from tests.solver.test_clairvoyance import seer_line

DEAL = "GO1-E-AAAAAABAAPIHAX"
"""A winnable golf-easy deal of the long range no other test plays (the duels lock it for a
week of their test's days): the plain policy's line reads at evidence 0.36-0.38 and a
seer's at 1.24-1.89 over 16 seeds of the review (measured for this test; a seer's line is
never under 1: each of its decisions is a clairvoyant one, whose factor is at least 1)."""
JUST_UNDER = 990.0
"""The evidence a month of a seer's daily results left each player with, just under the
line (1,000 at the default alpha): a duel line of evidence over 1.0101 holds them."""


@pytest.fixture
def reviewing(database_url: str, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> Iterator[Flask]:
    """The app with the play review on (its worker not started: the test reads by hand)
    dealing ``DEAL`` to every duel."""
    monkeypatch.setattr(service.api.duels.routes, "candidate_code", lambda _: DEAL)
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "DAILY_REVIEW_PLAY": True})
    yield app
    app.extensions["store"].close()


def evidence_of(store: Store, player: str) -> tuple[Any, ...] | None:
    rows = store.database.execute(
        "SELECT logs, results FROM player_evidence WHERE player_id = %s", (player,), replayable=True
    )
    return tuple(rows[0]) if rows else None


def a_month_of_daily_results_read(store: Store, player: str) -> None:
    store.database.run(
        lambda conn: conn.execute(
            "INSERT INTO player_evidence (player_id, logs, results, updated_at) VALUES (%s, %s, 30, now())",
            (player, [math.log(JUST_UNDER)] * len(BETS)),
        ),
        replayable=False,
    )


def side_review(store: Store, duel: str, player: str) -> tuple[Any, ...]:
    rows = store.database.execute(
        "SELECT review, review_reason, tells FROM duel_sides WHERE duel_id = %s AND player_id = %s",
        (duel, player),
        replayable=True,
    )
    return tuple(rows[0])


def test_an_honest_side_is_cleared_and_a_seers_is_held_each_on_its_own_line(
    reviewing: Flask, clock: Clock
) -> None:
    store: Store = reviewing.extensions["store"]
    client = reviewing.test_client()
    seer, seers_token = new_player(client, "Sue")
    honest, honest_token = new_player(client, "Hal")
    for player in (seer, honest):
        a_month_of_daily_results_read(store, player)
    duel = created(client, seers_token)
    duel_id = duel["duel"]["id"]
    honest_game = joined(client, duel_id, honest_token)["game"]

    # The honest side first, to its end by the plain policy (a dead end with 29 cards home
    # on this deal): pending, then clear once read.
    clock.advance(minutes=3)
    honest_end = played_on(reviewing, honest_game["state"], golf_policy(), token=honest_token)
    mine = submitted(client, duel_id, honest_token, honest_end)["opponent"]["result"]
    assert mine["review"] == "pending" and not mine["won"]
    [row] = [line for line in duels_cli(reviewing, "list").splitlines() if honest in line]
    assert "pending" in row and "waiting for the play review" in row
    assert read_all(reviewing) == 1
    review, reason, tells = side_review(store, duel_id, honest)
    assert (review, reason) == ("clear", None) and tells["player_results"] == 31
    assert read(client, duel_id, honest_token)["opponent"]["result"]["review"] == "clear"
    honest_evidence = evidence_of(store, honest)
    assert honest_evidence is not None and honest_evidence[1] == 31
    assert evidence_of(store, seer) == ([pytest.approx(math.log(JUST_UNDER))] * len(BETS), 30), (
        "the opponent's play never touches a side's evidence"
    )

    # The seer's side: every move best knowing the stock, to a win; pending (the duel has
    # ended without a winner, counted under review), then held by its own line.
    deal = new_game(DEAL)
    assert isinstance(deal, GolfGame)
    clock.advance(minutes=3)
    seers_end = played_along(
        client, duel["game"]["state"], [move_to_json(m) for m in seer_line(deal, 1)], seers_token
    )
    ended = submitted(client, duel_id, seers_token, seers_end)
    assert ended["challenger"]["result"]["review"] == "pending" and ended["challenger"]["result"]["won"]
    assert ended["status"] == "finished" and ended["winner"] is None
    nothing = {"won": 0, "lost": 0, "drawn": 0, "open": 0}
    assert counts(client, seer, seers_token) == nothing | {"held": 1} == counts(client, honest, honest_token)
    assert read_all(reviewing) == 1
    review, reason, tells = side_review(store, duel_id, seer)
    assert review == "held" and "the player's evidence over 31 result(s) read" in reason
    assert tells["player_evidence"] >= tells["hold_at"] == 1000 and tells["evidence"] > 1000 / JUST_UNDER
    assert read(client, duel_id, seers_token)["winner"] is None
    assert evidence_of(store, honest) == honest_evidence, "nor a side's read its opponent's"
    listing = duels_cli(reviewing, "list").splitlines()
    [at] = [n for n, line in enumerate(listing) if seer in line]
    assert (
        duel_id in listing[at] and "held" in listing[at] and "its play: the player's evidence" in listing[at]
    )
    told = listing[at + 1]  # the reading, under its side (play_review.describe)
    assert told.startswith("    play: evidence") and "the player's" in told and "over 31 result(s)" in told
    assert "tells: " in told and all(f"action {tell['action']} (chance" in told for tell in tells["tells"])
    assert not any(honest in line for line in listing), "a cleared side is not listed"

    # The operator decides: rejected, the honest side wins; the counts follow.
    assert f"{seer}: held -> rejected" in duels_cli(reviewing, "reject", duel_id, seer)
    assert read(client, duel_id, honest_token)["winner"] == "opponent"
    assert counts(client, honest, honest_token) == nothing | {"won": 1, "held": 0}
    assert counts(client, seer, seers_token) == nothing | {"lost": 1, "held": 0}
