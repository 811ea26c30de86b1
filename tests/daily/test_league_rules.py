"""The weekly leagues' rules (service/daily/league_rules.py): the week of a date, the point
table, places with ties, the lines and where each place moves."""

from __future__ import annotations

import datetime as dt

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
    places,
    points_for_place,
    week_of,
)


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


def test_ties_share_the_better_place() -> None:
    assert places([90, 120, 90, 10, 120]) == [3, 1, 3, 5, 1]


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


@given(st.lists(st.integers(0, 400), min_size=1, max_size=LEAGUE_SIZE), st.integers(1, TIERS))
def test_tied_players_always_move_together(points: list[int], tier: int) -> None:
    found = places(points)
    moved = {}
    for mine, place in zip(points, found, strict=True):
        moved.setdefault(mine, set()).add(movement(place, len(points), tier))
    assert all(len(ways) == 1 for ways in moved.values())
