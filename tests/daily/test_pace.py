"""The review's arithmetic (service/daily/pace.py), without the service: the spread the server keeps
in two sums is the spread of the gaps, a metronome is held at any pace, a result is held
by one strong sign of play or a weak one beside another sign, an address or a new account
is never evidence alone, the deployed floors hold a 50-move Golf win in 20 s, and the
solver's line is known whatever undos came on the way."""

from __future__ import annotations

import itertools
import math
import statistics

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.config import load_config
from service.daily.pace import (
    Evidence,
    Review,
    ReviewRules,
    Timing,
    plainest_line,
    plays_solver_line,
    review_of,
)
from service.engine import new_game

RULES = ReviewRules(
    0.25, 0.6, min_spread=0.35, min_gaps=20, new_account_s=1800, solver_line=True, shared_address=True
)


def timing(gaps: list[float], floor: float = 0.25) -> Timing:
    """What the server's sums hold after these gaps, timed against ``floor`` (advance_attempt.sql)."""
    logs = [math.log(max(0.01, gap)) for gap in gaps]
    even = sum(abs(b - a) < math.log(1.1) for a, b in itertools.pairwise(logs))
    return Timing(
        len(gaps), sum(gap < floor for gap in gaps), sum(logs), sum(log * log for log in logs), even
    )


@given(st.lists(st.floats(0.01, 600), min_size=2, max_size=400))
def test_the_spread_of_the_sums_is_the_spread_of_the_gaps(gaps: list[float]) -> None:
    spread = timing(gaps).spread
    assert spread is not None
    assert spread == pytest.approx(statistics.pstdev(math.log(gap) for gap in gaps), abs=1e-6)


@given(st.floats(0.3, 60), st.integers(20, 300))
def test_a_metronome_is_held_at_any_pace(gap: float, moves: int) -> None:
    evidence = Evidence(moves, gap * moves + 5, timing([gap] * moves))
    review, reason = review_of(evidence, RULES)
    assert review == Review.HELD and reason is not None and "a steady pace" in reason


def test_an_address_or_a_new_account_is_never_evidence_alone() -> None:
    """Two friends duelling on one Wi-Fi, a family on one address, accounts made on the spot:
    clear.  Beside a sign of play, the circumstances are written with it."""
    person = timing([0.8, 2.4, 1.1, 6.0, 0.5, 3.2, 1.7, 0.9, 12.0, 2.2] * 3)
    steadyish = timing([0.3, 0.9, 0.4, 1.2, 0.5, 0.8, 0.35, 1.0, 0.6, 0.45] * 3)
    friends = Evidence(30, 300, person, account_age_s=0, abandoned_nearby=lambda: 3)
    assert review_of(friends, RULES) == (Review.CLEAR, None)
    beside = review_of(Evidence(30, 300, steadyish, account_age_s=7200, abandoned_nearby=lambda: 1), RULES)
    assert beside[0] == Review.HELD and beside[1] is not None and "same address" in beside[1]


def test_the_address_is_counted_only_beside_a_sign_of_play() -> None:
    """The count of the address's other accounts grows with its attempts of the day (issue
    43: 226 ms at 840), so a result without a sign of play never asks for it."""
    asked: list[str] = []

    def count() -> int:
        asked.append("counted")
        return 2

    person = timing([0.8, 2.4, 1.1, 6.0, 0.5, 3.2, 1.7, 0.9, 12.0, 2.2] * 3)
    assert review_of(Evidence(30, 300, person, abandoned_nearby=count), RULES) == (Review.CLEAR, None)
    assert asked == []
    steadyish = timing([0.3, 0.9, 0.4, 1.2, 0.5, 0.8, 0.35, 1.0, 0.6, 0.45] * 3)
    review, reason = review_of(Evidence(30, 300, steadyish, abandoned_nearby=count), RULES)
    assert review == Review.HELD and reason is not None and "2 other account(s)" in reason
    assert asked == ["counted"]


def test_the_deployed_floors_hold_a_50_move_golf_win_in_20_seconds() -> None:
    """docs/fair-play.md, "Human pace": a move is a look, a choice and a touch."""
    config = load_config({"SECRET_KEY": "x" * 32})
    deployed = ReviewRules(config["DAILY_MIN_MOVE_S"], config["DAILY_MIN_GAME_S_PER_MOVE"])
    bot = Evidence(50, 20.0, timing([0.4] * 50, floor=deployed.min_move_s))
    review, reason = review_of(bot, deployed)
    assert review == Review.HELD and reason is not None and "50 moves in 20.0 s" in reason
    person = Evidence(50, 150.0, timing([3.0] * 50, floor=deployed.min_move_s))  # the product's 2-4 minutes
    assert review_of(person, deployed) == (Review.CLEAR, None)


def test_one_strong_sign_or_two_weak_ones_hold_a_result() -> None:
    person = timing([0.8, 2.4, 1.1, 6.0, 0.5, 3.2, 1.7, 0.9, 12.0, 2.2] * 3)  # spread 0.92
    steadyish = timing([0.3, 0.9, 0.4, 1.2, 0.5, 0.8, 0.35, 1.0, 0.6, 0.45] * 3)  # 0.45
    assert steadyish.spread is not None and 0.35 <= steadyish.spread < 0.525
    new, old = 60.0, 7200.0
    cases = {
        (person, old, False): Review.CLEAR,
        (person, new, False): Review.CLEAR,  # a new account alone
        (steadyish, old, False): Review.CLEAR,  # steadier than most, alone
        (steadyish, new, False): Review.HELD,  # both
        (person, old, True): Review.HELD,  # the solver's line alone
    }
    for (paced, age, solvers), expected in cases.items():
        evidence = Evidence(30, 300, paced, account_age_s=age, plays_solver_line=solvers)
        assert review_of(evidence, RULES)[0] == expected, (paced, age, solvers)
    off = ReviewRules(0, 0)  # every review switched off, the floors at 0 (the API tests' setting)
    machine = Evidence(30, 0, timing([0.0] * 30, floor=0), account_age_s=0, plays_solver_line=True)
    assert review_of(machine, off) == (Review.CLEAR, None)


def test_the_solvers_line_is_known_after_undos_and_a_detour_is_not_it() -> None:
    solution = plainest_line(new_game("GO1-E-AAAAAAB"))
    assert len(solution) == 49
    assert plays_solver_line(solution, 0, 49, solution)
    assert plays_solver_line(solution, 3, 55, solution)  # three moves taken back on the way
    assert not plays_solver_line(solution, 0, 51, solution)  # two moves more: another line
    assert not plays_solver_line(solution[:-1], 0, 48, solution)
    assert not plays_solver_line(solution, 0, 49, None)
    assert plainest_line(new_game("CF1-D3-AAAAACL")) == []
    assert plainest_line(new_game("GR1-C-9-AAAAAAC")) == []  # a round's line is its course, no plainest


@given(st.floats(0.3, 2), st.floats(8, 60), st.integers(5, 12))
def test_a_metronome_pausing_now_and_then_is_held_for_its_even_rhythm(
    gap: float, pause: float, every: int
) -> None:
    """Pausing every 5th move or rarer: the pauses spread its gaps, not its rhythm.  (A bot
    alternating sleeps more often than that is a jittered one: see bench/pace.md.)"""
    gaps = [pause if n % every == every - 1 else gap for n in range(60)]
    paced = timing(gaps)
    assert paced.spread is not None and paced.spread > 0.35
    review, reason = review_of(Evidence(60, sum(gaps) + 5, paced), RULES)
    assert review == Review.HELD and reason is not None and "at least 50% even" in reason
