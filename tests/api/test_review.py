"""The review of a daily result with the deployed defaults, over HTTP against the real test
PostgreSQL: people pass, the bots of issue 28 are held, each with the evidence the
operator's list shows (``flask --app service daily review list DATE``).  The test clock
moves between moves as the pace models of harness/pace_models.py play; the server times the
attempt's line itself, whatever state a client keeps."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from flask import Flask

from harness.pace_models import Gaps, jittered, metronome, pausing, person
from harness.policies import golf_policy
from service import create_app
from service.config import load_config
from service.daily.scheduler import with_solution
from service.engine import move_to_json, new_game
from service.solver import Budget
from service.store import DailyDeal, Store
from tests.api.daily_play import daily_game, submit
from tests.api.helpers import DB_SETTINGS, TEST_KEY, Clock, game_document, move, new_player
from tests.engine.helpers import WORKED_ROUND

DEAL = "GO1-E-AAAAAAC"
"""The plainest player dead-ends on it in 39 moves; the solver wins it in 49."""
REVIEW_SETTINGS = (
    "DAILY_MIN_MOVE_S", "DAILY_MIN_GAME_S_PER_MOVE", "DAILY_PACE_MIN_SPREAD", "DAILY_PACE_MIN_GAPS",
    "DAILY_REVIEW_SOLVER_LINE", "DAILY_REVIEW_SHARED_ADDRESS", "DAILY_NEW_ACCOUNT_MINUTES",
)  # fmt: skip
DEPLOYED = {name: load_config({"SECRET_KEY": TEST_KEY})[name] for name in REVIEW_SETTINGS}


def publish_solved(app: Flask, day: dt.date, code: str) -> None:
    """``code`` as ``day``'s golf-easy deal, with the solver's line as the scheduler stores it."""
    store: Store = app.extensions["store"]
    deal = with_solution(DailyDeal(day, "golf-easy", code, 2.5), Budget(ms=None, states=200_000))
    [stored] = store.deals.publish([deal])
    assert replace(stored, salt=None) == deal and deal.solution


@pytest.fixture
def reviewing_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    """The app with the review's deployed defaults, today's golf-easy deal published."""
    app = create_app(DB_SETTINGS | DEPLOYED | {"DATABASE_URL": database_url, "CLOCK": clock})
    publish_solved(app, clock.now.date(), DEAL)
    yield app
    app.extensions["store"].close()


def own_line(code: str = DEAL) -> list[dict[str, Any]]:
    """A person's line through the deal: remove what can be removed, else draw."""
    game, choose, line = new_game(code), golf_policy(), []
    while game.status == "playing":
        chosen = choose(game)
        game.play(chosen)
        line.append(move_to_json(chosen))
    return line


def solvers_line(app: Flask, day: dt.date) -> list[dict[str, Any]]:
    store: Store = app.extensions["store"]
    [deal] = [deal for deal in store.deals.of_day(day) if deal.variant == "golf-easy"]
    assert deal.solution is not None
    return deal.solution


class Player:
    """An account, made ``age`` before its attempt, playing from ``address``."""

    def __init__(self, app: Flask, clock: Clock, name: str, age: dt.timedelta, address: str) -> None:
        self.client, self.clock = app.test_client(), clock
        self.client.environ_base["REMOTE_ADDR"] = address
        self.id, self.token = new_player(self.client, name)
        clock.advance(seconds=age.total_seconds())

    def play(self, line: list[dict[str, Any]], gaps: Gaps, submit_after: float = 5.0) -> dict[str, Any]:
        """The day's attempt played along ``line``, the test clock moved ``gaps`` before each
        move, and submitted ``submit_after`` seconds after the last: the result's answer."""
        day = self.clock.now.date()
        document = daily_game(self.client, day, self.token)
        for the_move, gap in zip(line, gaps(line), strict=True):
            self.clock.advance(seconds=gap)
            document = game_document(move(self.client, document["state"], the_move))
            assert document["outcome"]["accepted"], the_move
        self.clock.advance(seconds=submit_after)
        answer = submit(self.client, day, self.token, {"variant": "golf-easy", "state": document["state"]})
        assert answer.status_code == 201, answer.get_json()
        result: dict[str, Any] = answer.get_json()
        return result


OLD = dt.timedelta(minutes=40)
"""An account's age at its attempt: over the 30 minutes of a new one."""


def listed(app: Flask, day: dt.date) -> str:
    listing = app.test_cli_runner().invoke(args=["daily", "review", "list", day.isoformat()])
    assert listing.exit_code == 0, listing.output
    return listing.output


def test_a_person_is_clear_and_the_bots_of_issue_28_are_held_with_their_evidence(
    reviewing_app: Flask, clock: Clock
) -> None:
    day = clock.now.date()
    line = own_line()
    people = {
        name: Player(reviewing_app, clock, name, OLD, f"192.0.2.{n}").play(line, person(seed=n))
        for n, name in enumerate(("Ann", "Bob", "Cid"), start=1)
    }
    assert {name: result["entry"]["review"] for name, result in people.items()} == dict.fromkeys(
        people, "clear"
    )
    bots = {
        "Metronome": (line, metronome(0.41)),  # issue 28's sleeping bot: above both floors
        "Jitter": (line, jittered(0.3, 0.6)),  # a uniform jitter around it
        "Pauser": (line, pausing(0.41, 15.0, 8)),  # it, pausing 15 s every 8th move
        "Solver": (solvers_line(reviewing_app, day), person(seed=9)),  # its line, at a person's pace
    }
    held = {
        name: Player(reviewing_app, clock, name, OLD, f"198.51.100.{n}").play(bot_line, gaps)
        for n, (name, (bot_line, gaps)) in enumerate(bots.items(), start=1)
    }
    assert {name: result["entry"]["review"] for name, result in held.items()} == dict.fromkeys(bots, "held")
    output = listed(reviewing_app, day)
    lines = {name: next(row for row in output.splitlines() if f"'{name}'" in row) for name in bots}
    assert "a steady pace (spread under 0.35)" in lines["Metronome"]  # after the first gap, all the same
    assert "a steady pace (spread under 0.35)" in lines["Jitter"]
    assert "a steady pace (at least 50% even)" in lines["Pauser"]  # its gaps spread, its rhythm does not
    assert "the solver's own line" in lines["Solver"] and "steady" not in lines["Solver"]
    assert not any(name in output for name in people)


def test_a_new_account_is_held_only_with_another_sign(reviewing_app: Flask, clock: Clock) -> None:
    """Made a minute before its attempt: a person's pace passes; a pace steadier than most
    people's (a spread between the floor and 1.5 times it) is held with it, and passes on
    an account of some age."""
    day = clock.now.date()
    line, steadyish = own_line(), jittered(0.2, 1.0)  # its gaps spread about 0.45
    minute = dt.timedelta(minutes=1)
    newcomer = Player(reviewing_app, clock, "Newcomer", minute, "203.0.113.1").play(line, person(seed=4))
    assert newcomer["entry"]["review"] == "clear"
    steady_new = Player(reviewing_app, clock, "SteadyNew", minute, "203.0.113.2").play(line, steadyish)
    assert steady_new["entry"]["review"] == "held"
    steady_old = Player(reviewing_app, clock, "SteadyOld", OLD, "203.0.113.3").play(line, steadyish)
    assert steady_old["entry"]["review"] == "clear"
    row = next(row for row in listed(reviewing_app, day).splitlines() if "'SteadyNew'" in row)
    assert "steadier than most people" in row and "created 1 min before the attempt" in row


def test_an_address_shared_with_a_player_who_left_is_no_evidence_alone(
    reviewing_app: Flask, clock: Clock
) -> None:
    """Issue 39: a family, two friends on one Wi-Fi.  Another account draws through the
    stock and leaves; a person then plays from the same address: clear.  A steady bot from
    that address is held for its pace, the shared address written beside it."""
    day = clock.now.date()
    line = own_line()
    sibling = Player(reviewing_app, clock, "Sibling", OLD, "198.51.100.77")
    left = daily_game(sibling.client, day, sibling.token)
    for _ in range(3):
        clock.advance(seconds=1)
        left = game_document(move(sibling.client, left["state"], {"type": "draw"}))
    person_result = Player(reviewing_app, clock, "Family", OLD, "198.51.100.77").play(line, person(seed=5))
    assert person_result["entry"]["review"] == "clear"
    newcomer = Player(reviewing_app, clock, "Newcomer", dt.timedelta(minutes=1), "198.51.100.77")
    assert newcomer.play(line, person(seed=7))["entry"]["review"] == "clear", "a new account beside it too"
    bot = Player(reviewing_app, clock, "Steady", OLD, "198.51.100.77").play(line, metronome(0.41))
    assert bot["entry"]["review"] == "held"
    row = next(row for row in listed(reviewing_app, day).splitlines() if "'Steady'" in row)
    assert "other account(s) played this deal from the same address" in row and "steady pace" in row


def test_the_solvers_line_is_no_evidence_when_it_is_the_plainest_players(
    reviewing_app: Flask, clock: Clock
) -> None:
    """On GO1-E-AAAAAAB the solver's first line removes the first card that fits, else
    draws, to a win: a person plays it without search, so it holds nothing; at a machine's
    pace it is held for that."""
    clock.now += dt.timedelta(days=1)
    publish_solved(reviewing_app, clock.now.date(), "GO1-E-AAAAAAB")
    plain = own_line("GO1-E-AAAAAAB")
    assert plain == solvers_line(reviewing_app, clock.now.date())
    person_result = Player(reviewing_app, clock, "Plain", OLD, "192.0.2.9").play(plain, person(seed=2))
    assert person_result["entry"]["review"] == "clear"
    bot = Player(reviewing_app, clock, "PlainBot", OLD, "192.0.2.10").play(plain, metronome(0.41))
    assert bot["entry"]["review"] == "held"


def test_a_daily_round_at_the_solvers_par_is_held(reviewing_app: Flask, clock: Clock) -> None:
    """The solver's par of a course is exact; people fall short of it.  A round ending at it
    (here along the solver's own line, at a person's pace) is held, saying so."""
    code, _ = WORKED_ROUND
    store: Store = reviewing_app.extensions["store"]
    course = with_solution(
        DailyDeal(clock.now.date(), "golf-round", code, 6.1), Budget(ms=None, states=1_000_000)
    )
    store.deals.publish([course])
    assert course.solution is not None and course.best is not None
    golfer = Player(reviewing_app, clock, "Golfer", OLD, "192.0.2.33")
    day = clock.now.date()
    document = daily_game(golfer.client, day, golfer.token, "golf-round")
    gaps = person(seed=3)(course.solution)
    for the_move, gap in zip(course.solution, gaps, strict=True):
        clock.advance(seconds=gap)
        document = game_document(move(golfer.client, document["state"], the_move))
    clock.advance(seconds=5)
    answer = submit(golfer.client, day, golfer.token, {"variant": "golf-round", "state": document["state"]})
    assert answer.get_json()["entry"]["review"] == "held"
    row = next(row for row in listed(reviewing_app, day).splitlines() if "'Golfer'" in row)
    assert "at or under the solver's par" in row
