"""The daily round (`golf-round`) over HTTP against the real test PostgreSQL: the worked
round (tests/engine/helpers.py) published as a day's course with the solver's par, played
from its daily game to the board, its strokes in the result, the board, the stats and the
share; sealed while its results are open, then revealed and in the archive.  And the
cheater's view: no route tells today's holes, and no state but the player's own round
played to its end is a result."""

from __future__ import annotations

import base64
import datetime as dt
from dataclasses import replace

import pytest
from flask import Flask
from flask.testing import FlaskClient

from harness.disguises import columns_reordered, suits_renamed
from service.daily.challenge import ONE_DAY, opens_at, results_close_at
from service.daily.scheduler import with_solution
from service.engine import hole_codes, new_game, parse_code, read_move
from service.engine.games import deal_layout
from service.engine.golf_layout import GolfLayout
from service.engine.golf_vocabulary import NEXT_HOLE
from service.engine.rules import GOLF_CLASSIC
from service.solver import Budget
from service.store import DailyDeal, Store
from tests.api.daily_play import daily_game, played_along, submit
from tests.api.helpers import (
    Clock,
    bearer,
    conforming,
    game_document,
    move,
    new_player,
    opened,
    sealed,
    start,
)
from tests.api.test_daily_lock import (
    assert_locked,
    describe,
    hint,
    layout_body,
    new_game_request,
    solve_request,
)
from tests.api.test_players import get_games
from tests.engine.helpers import WORKED_ROUND

ROUND_CODE, HOLES = WORKED_ROUND
BESTS = [best for _, best in HOLES]
SCHEDULING_BUDGET = Budget(ms=None, states=1_000_000)


@pytest.fixture
def course(db_app: Flask, clock: Clock) -> DailyDeal:
    """Today's daily round: the worked round, with what the scheduler stores for it (the
    solver's par and line)."""
    deal = with_solution(DailyDeal(clock.now.date(), "golf-round", ROUND_CODE, 6.1), SCHEDULING_BUDGET)
    store: Store = db_app.extensions["store"]
    [stored] = store.deals.publish([deal])
    assert replace(stored, salt=None) == deal
    return deal


def test_the_scheduler_stores_the_solvers_par_of_the_course_and_a_line_reaching_it(course: DailyDeal) -> None:
    """The par is each hole's fewest strokes (the worked bests, found by an exhaustive
    search) summed; the line plays the round through every hole to exactly those strokes."""
    assert course.best == sum(BESTS) == 10 and course.solution is not None
    assert sum(the_move == {"type": "next-hole"} for the_move in course.solution) == 8
    game = new_game(ROUND_CODE)
    for the_move in course.solution:
        assert game.play(read_move(type(game), the_move)).accepted
    card = game.scorecard()
    assert game.status == "finished" and card is not None and card["strokes"] == BESTS


def test_the_daily_round_from_its_start_to_the_board_sealed_until_its_results_close(
    db_app: Flask, db_client: FlaskClient, clock: Clock, course: DailyDeal
) -> None:
    day = clock.now.date()
    player, token = new_player(db_client, "Golfer")
    document = daily_game(db_client, day, token, "golf-round")
    assert document["code"] is None and document["daily"]["variant"] == "golf-round"
    assert document["round"] == {"hole": 1, "holes": 9, "par": 45, "strokes": [], "total": 0}
    assert document["view"] == new_game(HOLES[0][0]).view()
    # the course is sealed: no code, no par, no line; nowhere
    listed = conforming(db_client.get(f"/v1/daily/{day}"), "/v1/daily/{date}", "GET").get_json()
    sealed_round = next(deal for deal in listed["deals"] if deal["variant"] == "golf-round")
    assert len(sealed_round.pop("commitment")) == 64
    assert sealed_round == {
        "variant": "golf-round",
        "difficulty": 6.1,
        "code": None,
        "salt": None,
        "solution": None,
        "best": None,
    }
    # neither a hint nor the solver on one's own daily round
    assert_locked(hint(db_client, document["state"], token), "a hint on the own daily round")
    assert_locked(solve_request(db_client, {"state": document["state"]}), "own daily round")
    # the first hole played to its end, then hole 2 begun: not a result yet, and saying why
    line = course.solution
    assert line is not None
    first_hole = line[: line.index({"type": "next-hole"})]
    mid = played_along(db_client, document["state"], first_hole)
    refused = submit(db_client, day, token, {"variant": "golf-round", "state": mid}, "en")
    assert refused.status_code == 422 and refused.get_json()["type"].endswith("game-not-finished")
    assert "1 of its 9 holes" in refused.get_json()["detail"] and "next-hole" in refused.get_json()["detail"]
    mid = played_along(db_client, mid, [{"type": "next-hole"}])
    refused = submit(db_client, day, token, {"variant": "golf-round", "state": mid}, "en")
    assert refused.status_code == 422 and "hole 2 is in play" in refused.get_json()["detail"]
    # the round played to its end along the solver's line: strokes of the par, 35 under
    clock.advance(minutes=12)
    final = played_along(db_client, mid, line[len(first_hole) + 1 :])
    answer = submit(db_client, day, token, {"variant": "golf-round", "state": final})
    assert answer.status_code == 201, answer.get_json()
    standing = answer.get_json()
    entry = standing["entry"]
    assert (entry["won"], entry["cards_home"], entry["strokes"], entry["hints"]) == (False, 305, BESTS, 0)
    assert standing["rank"] == 1 and entry["moves"] == len(line)
    assert standing["share"].splitlines()[1:] == [  # no Accept-Language: the product's Russian
        "Раунд гольфа, классический (9 лунок)", "Удары: 2 1 1 2 1 1 0 0 2 · 10 (-35)",
        "Подсказки: 0 · Отмены: 0 · Время: 12:00",
    ]  # fmt: skip
    assert "GR1" not in standing["share"] and "GO1" not in standing["share"]
    mine = conforming(
        db_client.get(f"/v1/daily/{day}/leaderboard/me?variant=golf-round", headers=bearer(token)),
        "/v1/daily/{date}/leaderboard/me",
        "GET",
    ).get_json()
    assert mine["share"] == standing["share"] and mine["entry"]["strokes"] == BESTS
    board = conforming(
        db_client.get(f"/v1/daily/{day}/leaderboard?variant=golf-round"),
        "/v1/daily/{date}/leaderboard",
        "GET",
    ).get_json()
    assert [(e["player"], e["strokes"], e["cards_home"]) for e in board["entries"]] == [
        ("Golfer", BESTS, 305)
    ]
    stats = conforming(
        db_client.get(f"/v1/daily/{day}/stats?variant=golf-round"), "/v1/daily/{date}/stats", "GET"
    ).get_json()
    assert stats["cards"]["measure"] == "strokes" and len(stats["cards"]["buckets"]) == 21
    counted = [bucket for bucket in stats["cards"]["buckets"] if bucket["results"]]
    assert counted == [{"min": 10, "max": 14, "results": 1, "won": 0}]
    history = get_games(db_client, player, token).get_json()["games"]
    assert history[0]["code"] is None and history[0]["round"]["strokes"] == BESTS
    # once the results close: the code, the solver's par and its line, and the archive
    clock.now = results_close_at(day)
    listed = conforming(db_client.get(f"/v1/daily/{day}"), "/v1/daily/{date}", "GET").get_json()
    revealed = next(deal for deal in listed["deals"] if deal["variant"] == "golf-round")
    assert (revealed["code"], revealed["best"], revealed["solution"]) == (ROUND_CODE, 10, line)
    archived = conforming(
        db_client.post(f"/v1/daily/{day}/games", json={"variant": "golf-round"}),
        "/v1/daily/{date}/games",
        "POST",
    )
    assert archived.status_code == 201 and game_document(archived)["code"] == ROUND_CODE
    assert game_document(archived)["daily"]["archive"] is True
    assert submit(db_client, day, token, {"variant": "golf-round", "state": final}).status_code == 409


def test_the_daily_round_counts_for_the_streak_and_the_calendar(
    db_app: Flask, db_client: FlaskClient, clock: Clock, course: DailyDeal
) -> None:
    day = clock.now.date()
    player, token = new_player(db_client)
    document = daily_game(db_client, day, token, "golf-round")
    clock.advance(minutes=10)
    assert course.solution is not None
    final = played_along(db_client, document["state"], course.solution)
    assert submit(db_client, day, token, {"variant": "golf-round", "state": final}).status_code == 201
    record = conforming(
        db_client.get(f"/v1/players/{player}/daily?from={day}&to={day}", headers=bearer(token)),
        "/v1/players/{player_id}/daily",
        "GET",
    ).get_json()
    assert record["streak"]["current"] == 1
    [result] = record["days"][-1]["results"]
    assert (result["variant"], result["cards_home"], result["rank"]) == ("golf-round", 305, 1)


# --- the cheater's view -----------------------------------------------------------------------


def test_no_route_deals_solves_or_describes_a_hole_of_todays_round(
    db_app: Flask, db_client: FlaskClient, clock: Clock, course: DailyDeal
) -> None:
    """By the round's code (any case, the other mode, eighteen holes whose first nine are
    these), by a hole's code, by a hole's layout in disguise, by a state of it: refused."""
    letters = ROUND_CODE.rsplit("-", 1)[1]
    rounds = [
        ROUND_CODE,
        ROUND_CODE.lower(),
        f"GR1-E-9-{letters}",
        f"GR1-C-18-{letters}",
        f"GR1-CKS-9-{letters}",
    ]
    for code in rounds:
        assert_locked(new_game_request(db_client, {"code": code}), code)
        assert_locked(describe(db_client, code), code)
        assert_locked(solve_request(db_client, {"code": code}), code)
    for hole in hole_codes(parse_code(ROUND_CODE)):
        code = str(hole)
        assert_locked(new_game_request(db_client, {"code": code}), code)
        assert_locked(describe(db_client, code), code)
        assert_locked(solve_request(db_client, {"code": code}), code)
        assert_locked(new_game_request(db_client, {"code": code.replace("GO1-C-", "GO1-E-")}), code)
    fifth = deal_layout(GOLF_CLASSIC, hole_codes(parse_code(ROUND_CODE))[4].deal)
    assert isinstance(fifth, GolfLayout)
    disguised = columns_reordered(suits_renamed(fifth, (1, 2, 3, 0)), [6, 5, 4, 3, 2, 1, 0])
    assert_locked(new_game_request(db_client, layout_body(GOLF_CLASSIC, disguised)), "a hole in disguise")
    today = clock.now
    # a game of the disguise started the day before, while the course was secret (before its
    # date opened at UTC+14)
    clock.now = opens_at(course.day) - dt.timedelta(minutes=1)
    custom = game_document(new_game_request(db_client, layout_body(GOLF_CLASSIC, disguised)))["state"]
    clock.now = today
    assert_locked(solve_request(db_client, {"state": custom}), "a state of a hole in disguise")
    assert_locked(hint(db_client, custom), "a state of a hole in disguise")
    # another round, and tomorrow's (secret, and never locked: a refusal would tell)
    assert new_game_request(db_client, {"code": "GR1-C-9-AAAAAAC"}).status_code == 201
    # the stats and the board say counts, never a card: and no code while open
    stats = db_client.get(f"/v1/daily/{clock.now.date()}/stats?variant=golf-round").get_json()
    assert "GR1" not in str(stats) and "GO1" not in str(stats)


def test_a_round_with_holes_skipped_another_round_or_a_tampered_state_is_no_result(
    db_app: Flask, db_client: FlaskClient, day: dt.date, course: DailyDeal
) -> None:
    """A round's state names its holes by its code and its strokes are sealed: a client can
    neither skip a hole (``next-hole`` only ends one) nor pass another round off as today's."""
    _, token = new_player(db_client)
    document = daily_game(db_client, day, token, "golf-round")
    # next-hole before the hole ends is refused by the rules, nothing changes
    skipped = move(db_client, document["state"], {"type": "next-hole"})
    assert skipped.status_code == 422 and skipped.get_json()["type"].endswith("hole-not-over")
    # another round, even under today's daily tag (a state this service never seals: the
    # store checks the code against the day's deal anyway)
    envelope, _ = opened(db_app, document["state"])
    other = new_game("GR1-C-9-AAAAAAC")
    while other.status == "playing":
        legal = other.legal_moves()
        assert other.play(NEXT_HOLE if NEXT_HOLE in legal else legal[0]).accepted
    foreign = sealed(db_app, other, envelope=envelope)
    refused = submit(db_client, day, token, {"variant": "golf-round", "state": foreign})
    assert refused.status_code == 422 and refused.get_json()["type"].endswith("not-a-daily-game")
    # an anonymous round played to its end: not a daily game
    anonymous = start(db_client, {"game": "golf", "round": 9})
    refused = submit(db_client, day, token, {"variant": "golf-round", "state": anonymous["state"]})
    assert refused.status_code == 422
    # today's round played to its end, one byte of its state changed: not a state of ours
    assert course.solution is not None
    final = played_along(db_client, document["state"], course.solution)
    raw = bytearray(base64.urlsafe_b64decode(final + "=" * (-len(final) % 4)))
    raw[len(raw) // 2] ^= 1
    tampered = base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    refused = submit(db_client, day, token, {"variant": "golf-round", "state": tampered})
    assert refused.status_code == 422 and refused.get_json()["type"].endswith("invalid-state")
    # a golf-round result of another variant's daily game: refused
    classic = daily_game(db_client, day, token, "golf-classic")
    refused = submit(db_client, day, token, {"variant": "golf-round", "state": classic["state"]})
    assert refused.status_code == 422 and refused.get_json()["type"].endswith("not-a-daily-game")
    # nothing was stored: the honest round is still the first result
    assert submit(db_client, day, token, {"variant": "golf-round", "state": final}).status_code == 201


def test_yesterdays_round_is_locked_through_its_grace_period_then_free(
    db_app: Flask, db_client: FlaskClient, clock: Clock, course: DailyDeal
) -> None:
    clock.now = dt.datetime.combine(clock.now.date() + ONE_DAY, dt.time(12, 30), dt.UTC)
    assert_locked(new_game_request(db_client, {"code": ROUND_CODE}), "in the grace period")
    clock.now = results_close_at(course.day)
    assert new_game_request(db_client, {"code": ROUND_CODE}).status_code == 201
