"""The weekly leagues' rules (service/daily/league_rules.py): the week of a date, the point
table, places in a league, the lines and where each place moves."""

from __future__ import annotations

import datetime as dt
import uuid

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.daily.league_rules import (
    DEMOTED,
    LEAGUE_SIZE,
    PROMOTED,
    TIERS,
    lines,
    movement,
    points_for_place,
    standings,
    week_of,
)
from service.store import League, LeagueMember


def test_a_week_runs_monday_to_sunday() -> None:
    monday = dt.date(2031, 1, 6)
    assert [week_of(monday + dt.timedelta(days=n)) for n in range(7)] == [monday] * 7
    assert week_of(monday - dt.timedelta(days=1)) == monday - dt.timedelta(days=7)


@pytest.mark.parametrize(
    ("place", "board", "points"),
    [
        (1, 1, 50), (1, 100_000, 50), (2, 100_000, 40), (1000, 100_000, 40), (1001, 100_000, 30),
        (10_000, 100_000, 30), (10_001, 100_000, 22), (25_000, 100_000, 22), (25_001, 100_000, 15),
        (50_000, 100_000, 15), (50_001, 100_000, 10), (100_000, 100_000, 10),
        (2, 3, 15), (3, 3, 10), (2, 10, 22), (3, 10, 22), (4, 10, 15), (2, 101, 40), (2, 11, 30),
    ],
)  # fmt: skip
def test_the_point_table(place: int, board: int, points: int) -> None:
    assert points_for_place(place, board) == points


@given(board=st.integers(1, 1_000_000), data=st.data())
def test_a_better_place_never_earns_fewer_points(board: int, data: st.DataObject) -> None:
    place = data.draw(st.integers(1, board))
    better = data.draw(st.integers(1, place))
    assert 10 <= points_for_place(place, board) <= points_for_place(better, board) <= 50


@given(board=st.integers(1, 10_000), data=st.data())
def test_a_bigger_board_never_pays_a_place_less(board: int, data: st.DataObject) -> None:
    """The same place among more results is a better share of the board."""
    place = data.draw(st.integers(1, board))
    assert points_for_place(place, board + data.draw(st.integers(0, 1000))) >= points_for_place(place, board)


def test_a_place_off_the_board_is_refused() -> None:
    with pytest.raises(ValueError, match="not on a board"):
        points_for_place(4, 3)


def member(points: int) -> LeagueMember:
    return LeagueMember(uuid.uuid4(), "Player", points, None, None)


def test_equal_points_take_a_place_each_in_the_leagues_order() -> None:
    """The league's order is most points, then who joined first (the store's): a place each."""
    league = League(1, dt.date(2031, 1, 6), 3, False, [member(points) for points in [120] * 9 + [40] * 5])
    found = standings(league)
    assert [standing.place for standing in found] == list(range(1, 15))
    assert [standing.movement for standing in found] == ["up"] * 7 + ["stay"] * 2 + ["down"] * 5


@pytest.mark.parametrize(
    ("members", "tier", "up", "down"),
    [(30, 1, 7, 0), (30, 5, 7, 5), (30, 10, 0, 5), (12, 5, 7, 5), (10, 5, 7, 3), (7, 5, 7, 0), (1, 5, 1, 0)],
)
def test_the_top_seven_go_up_and_the_bottom_five_down(members: int, tier: int, up: int, down: int) -> None:
    moved = [movement(place, members, tier) for place in range(1, members + 1)]
    assert (moved.count("up"), moved.count("down")) == (up, down)
    assert moved == sorted(moved, key=["up", "stay", "down"].index)


@given(members=st.integers(1, LEAGUE_SIZE), tier=st.integers(1, TIERS), data=st.data())
def test_the_lines_are_where_the_movements_change(members: int, tier: int, data: st.DataObject) -> None:
    promotion, demotion = lines(members, tier)
    place = data.draw(st.integers(1, members))
    assert (movement(place, members, tier) == "up") == (promotion is not None and place <= promotion)
    assert (movement(place, members, tier) == "down") == (demotion is not None and place >= demotion)
    assert promotion is None or promotion <= PROMOTED
    assert demotion is None or members - demotion + 1 <= DEMOTED


@given(st.integers(1, LEAGUE_SIZE), st.integers(1, TIERS))
def test_a_live_league_moves_exactly_its_lines(size: int, tier: int) -> None:
    league = League(1, dt.date(2031, 1, 6), tier, False, [member(10) for _ in range(size)])
    moved = [standing.movement for standing in standings(league)]
    promotion, demotion = lines(size, tier)
    assert moved.count("up") == (promotion or 0)
    assert moved.count("down") == (0 if demotion is None else size - demotion + 1)
