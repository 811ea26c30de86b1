"""Weekly leagues in the database (migration 0031): joining with a week's first cleared
result, leagues of at most 30 filled in join order (concurrent joins too), a held result
joining nothing until cleared, the settlement's points, places and movements written once,
next week's waiting players seated at their new tiers, and an erasure's stand-in; only an
established player seated (migration 0033), so a flood of puppets made on the day seats none."""

from __future__ import annotations

import datetime as dt
import uuid
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.store_data import league_week_results, new_players, random_day
from service.daily import league_rules
from service.store import Store


def fresh_week() -> dt.date:
    """A Monday no other test uses (tests share one database)."""
    return league_rules.week_of(random_day())


def members_of(conn: psycopg.Connection[Any], week: dt.date) -> dict[uuid.UUID, tuple[Any, ...]]:
    """Each member of the week: (league, tier, points, place, movement)."""
    rows = conn.execute(
        "SELECT m.player_id, m.league_id, l.tier, m.points, m.place, m.movement FROM league_members m"
        " LEFT JOIN leagues l ON l.id = m.league_id WHERE m.week = %s ORDER BY m.joined",
        [week],
    ).fetchall()
    return {row[0]: row[1:] for row in rows}


def members_of_rows(store: Store, week: dt.date) -> list[tuple[Any, ...]]:
    """The week's settled columns (points, place, movement) in join order."""
    return store.database.execute(
        "SELECT points, place, movement FROM league_members WHERE week = %s ORDER BY joined",
        [week],
        replayable=True,
    )


def tiers_of(conn: psycopg.Connection[Any], players: list[uuid.UUID]) -> list[int]:
    rows = dict(
        conn.execute(
            "SELECT player_id, tier FROM league_tiers WHERE player_id = ANY(%s)", [players]
        ).fetchall()
    )
    return [rows.get(player, 1) for player in players]


def set_tier(conn: psycopg.Connection[Any], players: list[uuid.UUID], tier: int) -> None:
    conn.execute("INSERT INTO league_tiers (player_id, tier) SELECT unnest(%s::uuid[]), %s", [players, tier])


def expected_week(
    days: list[tuple[list[uuid.UUID], list[int]]], joined: list[uuid.UUID], tier: int
) -> dict[uuid.UUID, tuple[int, int, str]]:
    """The rules' own reading of a week (``service.daily.league_rules``): each player's points,
    place and movement, from each day's (players, seconds) and the join order."""
    points = dict.fromkeys(joined, 0)
    for players, seconds in days:
        for player, mine in zip(players, seconds, strict=True):
            place = 1 + sum(other < mine for other in seconds)
            points[player] += league_rules.points_for_place(place, len(seconds))
    expected = {}
    for start in range(0, len(joined), league_rules.LEAGUE_SIZE):
        league = joined[start : start + league_rules.LEAGUE_SIZE]
        ordered = sorted(league, key=lambda player: -points[player])  # stable: join order on ties
        for place, player in enumerate(ordered, start=1):
            expected[player] = (points[player], place, league_rules.movement(place, len(league), tier))
    return expected


def test_sixty_one_players_of_one_tier_fill_three_leagues_and_the_week_settles_once(
    store: Store, database_url: str
) -> None:
    """The done-when of issue 44: 61 players at tier 2 in leagues of 30, 30 and 1 in join
    order; three days of results rank them; the settlement moves the top 7 of each league up
    and the bottom 5 down, once: a second run changes nothing."""
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        players = new_players(conn, 61, established_for=week)
        set_tier(conn, players, 2)
        days = [
            (players, [100 + (i * 7) % 61 for i in range(61)]),
            (players[::-1], [100 + (i * 11 + 5) % 61 for i in range(61)]),
            (players[:40], [100 + (i * 13 + 3) % 40 for i in range(40)]),
        ]
        for offset, (who, seconds) in enumerate(days):
            league_week_results(conn, week + dt.timedelta(days=offset), who, seconds)
        joined = members_of(conn, week)
        assert list(joined) == players
        sizes = [
            sum(1 for league, *_ in joined.values() if league == found)
            for found in {j[0] for j in joined.values()}
        ]
        assert sorted(sizes) == [1, 30, 30]
        first_league = joined[players[0]][0]
        assert all(joined[player][0] == first_league for player in players[:30])
        assert {joined[player][1] for player in players} == {2}

        assert store.leagues.settle(week) == 61
        settled = members_of(conn, week)
        expected = expected_week(days, players, 2)
        assert {player: row[2:] for player, row in settled.items()} == expected
        for league in (players[:30], players[30:60]):
            moved = [settled[player][4] for player in league]
            assert (moved.count("up"), moved.count("down")) == (league_rules.PROMOTED, league_rules.DEMOTED)
        assert settled[players[60]][4] == "up"  # alone in the third league: first, and goes up
        moved = [2 + {"up": 1, "stay": 0, "down": -1}[expected[player][2]] for player in players]
        assert tiers_of(conn, players) == moved

        assert store.leagues.settle(week) is None
        assert members_of(conn, week) == settled and tiers_of(conn, players) == moved


def test_six_joining_at_once_never_make_a_league_of_31(store: Store, database_url: str) -> None:
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        players = new_players(conn, 31, established_for=week)
        league_week_results(conn, week, players[:25], list(range(100, 125)))

    def join(player: uuid.UUID) -> None:
        with psycopg.connect(database_url, autocommit=True) as conn:
            league_week_results(conn, week, [player], [200])

    with ThreadPoolExecutor(6) as pool:
        list(pool.map(join, players[25:]))
    with psycopg.connect(database_url) as conn:
        seats = conn.execute(
            "SELECT l.seats, count(m.*) FROM leagues l JOIN league_members m ON m.league_id = l.id"
            " WHERE l.week = %s GROUP BY l.id ORDER BY l.id",
            [week],
        ).fetchall()
    assert seats == [(30, 30), (1, 1)]


def test_a_held_result_joins_when_cleared_and_a_settled_week_takes_no_one(
    store: Store, database_url: str
) -> None:
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        early, held, late = new_players(conn, 3, established_for=week)
        league_week_results(conn, week, [early], [100])
        league_week_results(conn, week, [held], [90], review="held")
        assert list(members_of(conn, week)) == [early]
        conn.execute("UPDATE daily_results SET review = 'clear' WHERE player_id = %s", [held])
        assert list(members_of(conn, week)) == [early, held]
        assert store.leagues.settle(week) == 2
        league_week_results(conn, week + dt.timedelta(days=6), [late], [80], review="held")
        conn.execute("UPDATE daily_results SET review = 'clear' WHERE player_id = %s", [late])
        assert list(members_of(conn, week)) == [early, held]  # too late for a settled week
        assert members_of(conn, week)[held][2:] == (50, 1, "up")


def test_a_player_of_last_week_waits_for_its_settlement_and_takes_the_tier_it_gives(
    store: Store, database_url: str
) -> None:
    week = fresh_week()
    following = week + dt.timedelta(days=7)
    with psycopg.connect(database_url, autocommit=True) as conn:
        regular, newcomer = new_players(conn, 2, established_for=week)
        league_week_results(conn, week + dt.timedelta(days=6), [regular], [100])
        league_week_results(conn, following, [regular, newcomer], [100, 110])
        waiting = members_of(conn, following)
        assert waiting[regular][0] is None and waiting[newcomer][0] is not None
        unsettled = store.leagues.unsettled_weeks(following + dt.timedelta(days=6))
        assert unsettled.index(week) < unsettled.index(following)
        assert week not in store.leagues.unsettled_weeks(week + dt.timedelta(days=5))

        store.leagues.settle(week)
        seated = members_of(conn, following)
        assert seated[regular][1] == 2 and seated[newcomer][1] == 1  # promoted: first of one
        assert seated[regular][0] != seated[newcomer][0]


def test_an_erased_player_leaves_an_anonymous_seat_and_no_tier(store: Store, database_url: str) -> None:
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        leaving, staying = new_players(conn, 2, established_for=week)
        set_tier(conn, [leaving], 4)
        league_week_results(conn, week, [leaving, staying], [100, 110])
        league = members_of(conn, week)[leaving][0]
        assert store.player_data.erase(leaving)
        [(stand_in, name)] = conn.execute(
            "SELECT m.player_id, p.name FROM league_members m JOIN players p ON p.id = m.player_id"
            " WHERE m.league_id = %s AND m.player_id <> %s",
            [league, staying],
        ).fetchall()
        assert stand_in != leaving and name is None
        assert conn.execute(
            "SELECT count(*) FROM league_tiers WHERE player_id = %s", [leaving]
        ).fetchone() == (0,)
        found = store.leagues.league(league)
        assert found is not None and [member.name for member in found.members] == [
            None
        ]  # tier 4: only the stand-in


def test_a_live_league_counts_the_points_the_settlement_writes(store: Store, database_url: str) -> None:
    """The read's live points (``daily_live_standing`` per result) and the settlement's (one
    sort of each board) agree, ties sharing the better place."""
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        players = new_players(conn, 12, established_for=week)
        league_week_results(conn, week, players, [100, 100, 101, 99, 99, 99, 120, 130, 130, 140, 150, 160])
        league_week_results(conn, week + dt.timedelta(days=2), players[:5], [60, 70, 70, 80, 90])
        league_id = members_of(conn, week)[players[0]][0]
    live = store.leagues.league(league_id)
    assert live is not None and not live.settled
    store.leagues.settle(week)
    settled = store.leagues.league(league_id)
    assert settled is not None and settled.settled
    assert [(m.player_id, m.points) for m in live.members] == [
        (m.player_id, m.points) for m in settled.members
    ]
    assert [(s.place, s.movement) for s in league_rules.standings(live)] == [
        (m.place, m.movement) for m in settled.members
    ]


@settings(max_examples=300, deadline=None)
@given(board=st.integers(1, 5000), data=st.data())
def test_the_databases_point_table_is_the_rules(store: Store, board: int, data: st.DataObject) -> None:
    place = data.draw(st.integers(1, board))
    [(points,)] = store.database.execute("SELECT league_points(%s, %s)", [place, board], replayable=True)
    assert points == league_rules.points_for_place(place, board)


@settings(max_examples=300, deadline=None)
@given(members=st.integers(1, 30), tier=st.integers(1, 10), data=st.data())
def test_the_databases_lines_are_the_rules(
    store: Store, members: int, tier: int, data: st.DataObject
) -> None:
    place = data.draw(st.integers(1, members))
    [(moved,)] = store.database.execute(
        "SELECT league_movement(%s, %s, %s::smallint)", [place, members, tier], replayable=True
    )
    assert moved == league_rules.movement(place, members, tier)


def test_a_settlement_that_dies_half_way_writes_nothing(store: Store, database_url: str) -> None:
    """A settlement is one transaction: rolled back (the job killed, the connection lost)
    after it began writing, the week is unsettled and settles whole on the next run."""
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        players = new_players(conn, 3, established_for=week)
        league_week_results(conn, week, players, [100, 110, 120])
    with psycopg.connect(database_url) as conn:
        assert conn.execute("SELECT settle_league_week(%s)", [week]).fetchone() == (3,)
        conn.rollback()
    assert week in store.leagues.unsettled_weeks(week + dt.timedelta(days=6))
    assert members_of_rows(store, week) == [(None, None, None)] * 3
    assert store.leagues.settle(week) == 3


@settings(max_examples=15, deadline=None)
@given(tiers=st.lists(st.integers(1, 3), min_size=1, max_size=75), days=st.integers(1, 3))
def test_any_week_fills_leagues_of_at_most_30_in_join_order_and_settles_once(
    store: Store, database_url: str, tiers: list[int], days: int
) -> None:
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        players = new_players(conn, len(tiers), established_for=week)
        for tier in set(tiers):
            set_tier(
                conn, [player for player, mine in zip(players, tiers, strict=True) if mine == tier], tier
            )
        for day in range(days):
            who = players[day:] or players
            league_week_results(
                conn, week + dt.timedelta(days=day), who, [100 + (n * 7 + day) % 97 for n in range(len(who))]
            )
        joined = members_of(conn, week)
        by_league: dict[int, list[uuid.UUID]] = {}
        for player, (league, *_) in joined.items():
            by_league.setdefault(league, []).append(player)
        assert all(len(seated) <= league_rules.LEAGUE_SIZE for seated in by_league.values())
        for tier in set(tiers):
            mine = [player for player, found in zip(players, tiers, strict=True) if found == tier]
            leagues_of_tier = [joined[player][0] for player in mine]
            assert leagues_of_tier == sorted(leagues_of_tier)  # filled in join order
            sizes = [len(by_league[league]) for league in dict.fromkeys(leagues_of_tier)]
            assert all(size == league_rules.LEAGUE_SIZE for size in sizes[:-1])
            assert {joined[player][1] for player in mine} == {tier}
        assert store.leagues.settle(week) == len(players)
        settled = members_of(conn, week), tiers_of(conn, players)
        assert store.leagues.settle(week) is None
        assert (members_of(conn, week), tiers_of(conn, players)) == settled


def test_an_unestablished_players_cleared_result_seats_nobody_and_an_established_ones_does(
    store: Store, database_url: str
) -> None:
    """Issue 39: a league takes an established player (``daily_established``, as a group of
    100 does).  A player made on the day is on Monday's board but in no league; Tuesday they
    are established by Monday's result, and Tuesday's seats them, after the established
    player who joined on Monday."""
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        [regular] = new_players(conn, 1, established_for=week)
        [newcomer] = new_players(conn, 1)
        league_week_results(conn, week, [newcomer, regular], [100, 110])
        assert list(members_of(conn, week)) == [regular]
        league_week_results(conn, week + dt.timedelta(days=1), [newcomer], [100])
        joined = members_of(conn, week)
        assert list(joined) == [regular, newcomer] and joined[newcomer][0] == joined[regular][0]
        league = store.leagues.league(joined[regular][0])
        assert league is not None
        points = {member.player_id: member.points for member in league.members}
        second_of_two = league_rules.points_for_place(2, 2)
        assert points == {newcomer: 50 + 50, regular: second_of_two}  # Monday's place counts too


def test_a_held_first_day_establishes_nobody_until_cleared(store: Store, database_url: str) -> None:
    """A first day's result held for review does not establish its player: the next day's
    cleared result seats nobody.  Cleared, it establishes them for the days after it."""
    week = fresh_week()
    with psycopg.connect(database_url, autocommit=True) as conn:
        [player] = new_players(conn, 1)
        league_week_results(conn, week, [player], [100], review="held")
        league_week_results(conn, week + dt.timedelta(days=1), [player], [100])
        assert members_of(conn, week) == {}
        conn.execute(
            "UPDATE daily_results SET review = 'clear' WHERE player_id = %s AND day = %s", [player, week]
        )
        assert members_of(conn, week) == {}  # Monday's is their first: it seats them on no date
        league_week_results(conn, week + dt.timedelta(days=2), [player], [100])
        assert list(members_of(conn, week)) == [player]


def test_a_flood_of_puppets_made_on_the_day_leaves_the_owners_league_untouched(
    store: Store, database_url: str
) -> None:
    """The cheater review of issue 39: 30 accounts made on one day behind one address, each
    clearing the day's deal ("draw first", with human gaps), filled a league around their
    owner.  Now none is seated: the owner's league (still filling, 26 seats free) is the
    established players' alone, its seats and standings as they were."""
    week = fresh_week()
    thursday = week + dt.timedelta(days=3)
    with psycopg.connect(database_url, autocommit=True) as conn:
        owner, *regulars = new_players(conn, 4, established_for=week)
        league_week_results(conn, week, [owner, *regulars], [300, 310, 320, 330])
        league_id = members_of(conn, week)[owner][0]
        before = store.leagues.league(league_id)
        puppets = new_players(conn, 30)
        league_week_results(conn, thursday, puppets, [500 + n for n in range(30)])
        assert set(members_of(conn, week)) == {owner, *regulars}
        assert store.leagues.league(league_id) == before
        [(seats,)] = conn.execute("SELECT seats FROM leagues WHERE id = %s", [league_id]).fetchall()
        assert seats == 4
