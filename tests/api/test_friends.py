"""Friends: following by name and tag, unfollowing, the follows listed, and the friends
board (``scope=friends``), against the real app and PostgreSQL."""

from __future__ import annotations

import datetime as dt
import secrets
import uuid
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.players.names import player_tag
from service.social.friends import FOLLOW_LIMIT
from service.store import Store

from .daily_play import board, finished_daily, submit
from .helpers import Clock, bearer, conforming, new_player

FRIENDS = "/v1/players/{player_id}/friends"
FRIEND = "/v1/players/{player_id}/friends/{friend_id}"
BOARD = "/v1/daily/{date}/leaderboard"


def named(player_id: str, name: str) -> str:
    return f"{name}#{player_tag(uuid.UUID(player_id))}"


def follow(client: FlaskClient, player_id: str, token: str, who: str, **headers: str) -> TestResponse:
    response = client.post(
        f"/v1/players/{player_id}/friends", json={"player": who}, headers=bearer(token) | headers
    )
    return conforming(response, FRIENDS, "POST")


def friends(client: FlaskClient, player_id: str, token: str, query: str = "") -> TestResponse:
    response = client.get(f"/v1/players/{player_id}/friends?{query}", headers=bearer(token))
    return conforming(response, FRIENDS, "GET")


def unfollow(client: FlaskClient, player_id: str, token: str, friend_id: str) -> TestResponse:
    response = client.delete(f"/v1/players/{player_id}/friends/{friend_id}", headers=bearer(token))
    return conforming(response, FRIEND, "DELETE")


def followed(client: FlaskClient, player_id: str, token: str) -> list[str]:
    """The names of everyone the player follows, every page read."""
    names: list[str] = []
    query = "limit=100"
    while True:
        page = friends(client, player_id, token, query).get_json()
        names += [friend["player"] for friend in page["friends"]]
        if page["next"] is None:
            return names
        query = f"limit=100&after={page['next']}"


def friends_board(client: FlaskClient, day: dt.date, token: str | None, query: str = "") -> TestResponse:
    headers = bearer(token) if token else {}
    response = client.get(
        f"/v1/daily/{day}/leaderboard?variant=golf-easy&scope=friends{query}", headers=headers
    )
    return conforming(response, BOARD, "GET")


def problem(response: TestResponse, status: int, kind: str) -> dict[str, Any]:
    assert response.status_code == status, response.get_json()
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json()
    assert body["type"] == f"urn:solitaire:problem:{kind}", body
    return body


def test_a_player_is_followed_by_name_and_tag_listed_and_unfollowed(db_client: FlaskClient) -> None:
    ann_id, ann = new_player(db_client, "Ann")
    bob_id, _ = new_player(db_client, "Bob")
    made = follow(db_client, ann_id, ann, named(bob_id, "Bob"))
    assert made.status_code == 201, made.get_json()
    friend = made.get_json()
    assert (friend["id"], friend["player"], friend["tag"]) == (bob_id, "Bob", player_tag(uuid.UUID(bob_id)))
    # the name in any case and as sign-up would store it, the tag in any case: the same player
    written = f"ＢＯＢ#{friend['tag'].lower()}"
    again = follow(db_client, ann_id, ann, written)
    assert (again.status_code, again.get_json()) == (200, friend)
    listed = friends(db_client, ann_id, ann)
    assert listed.get_json() == {"friends": [friend], "next": None}
    assert listed.headers["Cache-Control"] == "private, no-cache" and "Authorization" in listed.vary
    assert unfollow(db_client, ann_id, ann, bob_id).status_code == 204
    assert followed(db_client, ann_id, ann) == []
    problem(unfollow(db_client, ann_id, ann, bob_id), 404, "not-following")


def test_the_follows_page_by_keyset_in_the_order_they_were_made(db_client: FlaskClient, clock: Clock) -> None:
    me_id, me = new_player(db_client, "Me")
    names = [f"Friend {n}" for n in range(5)]
    for name in names:
        friend_id, _ = new_player(db_client, name)
        assert follow(db_client, me_id, me, named(friend_id, name)).status_code == 201
        clock.advance(seconds=1)
    pages = [friends(db_client, me_id, me, "limit=2").get_json()]
    while cursor := pages[-1]["next"]:
        pages.append(friends(db_client, me_id, me, f"limit=2&after={cursor}").get_json())
    assert [[friend["player"] for friend in page["friends"]] for page in pages] == [
        names[:2],
        names[2:4],
        names[4:],
    ]
    other_id, other = new_player(db_client, "Other")
    # a cursor of another player's list is not this list's
    problem(friends(db_client, other_id, other, f"after={pages[0]['next']}"), 422, "invalid-cursor")


def test_refused_follows_say_why_and_change_nothing(db_client: FlaskClient) -> None:
    ann_id, ann = new_player(db_client, "Ann")
    bob_id, _ = new_player(db_client, "Bob")
    assert follow(db_client, ann_id, ann, named(bob_id, "Bob")).status_code == 201
    problem(follow(db_client, ann_id, ann, named(ann_id, "Ann")), 422, "follow-self")
    tag = player_tag(uuid.UUID(bob_id))
    wrong = next(letter * 4 for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" if letter * 4 != tag)
    unknown = problem(follow(db_client, ann_id, ann, f"Bob#{wrong}"), 422, "unknown-player")
    assert unknown["errors"][0]["field"] == "player"
    problem(follow(db_client, ann_id, ann, f"Nobody Here#{tag}"), 422, "unknown-player")
    problem(follow(db_client, ann_id, ann, f"\u200b#{tag}"), 422, "unknown-player")  # no one's name
    for malformed in ("Bob", f"Bob{tag}", "Bob#AB1C", "Bob#ABCDE", f"#{tag}", f"Bob#{tag}\n", 7):
        refused = db_client.post(
            f"/v1/players/{ann_id}/friends", json={"player": malformed}, headers=bearer(ann)
        )
        assert problem(refused, 400, "invalid-body")["errors"][0]["field"] == "player", malformed
    assert followed(db_client, ann_id, ann) == ["Bob"]


def test_following_needs_the_players_own_token(db_client: FlaskClient) -> None:
    ann_id, ann = new_player(db_client, "Ann")
    bob_id, bob = new_player(db_client, "Bob")
    body = {"player": named(bob_id, "Bob")}
    assert db_client.post(f"/v1/players/{ann_id}/friends", json=body).status_code == 401
    problem(follow(db_client, ann_id, bob, named(bob_id, "Bob")), 403, "forbidden")
    problem(friends(db_client, ann_id, bob), 403, "forbidden")
    assert follow(db_client, ann_id, ann, named(bob_id, "Bob")).status_code == 201
    problem(unfollow(db_client, ann_id, bob, bob_id), 403, "forbidden")
    assert db_client.get(f"/v1/players/{ann_id}/friends").status_code == 401
    assert followed(db_client, ann_id, ann) == ["Bob"]


def test_a_follow_retried_with_its_key_answers_the_first_answer(db_client: FlaskClient) -> None:
    ann_id, ann = new_player(db_client, "Ann")
    bob_id, _ = new_player(db_client, "Bob")
    first = follow(db_client, ann_id, ann, named(bob_id, "Bob"), **{"Idempotency-Key": "follow-bob"})
    retry = follow(db_client, ann_id, ann, named(bob_id, "Bob"), **{"Idempotency-Key": "follow-bob"})
    assert (first.status_code, retry.status_code) == (201, 201)
    assert retry.headers["Idempotent-Replayed"] == "true" and retry.get_json() == first.get_json()


def test_a_player_follows_at_most_the_limit(db_app: Flask, db_client: FlaskClient, store: Store) -> None:
    me_id, me = new_player(db_client, "Me")
    others = [store.players.create(f"Many {n}")[0] for n in range(FOLLOW_LIMIT)]
    with store.pool.connection() as conn:
        conn.cursor().executemany(
            "INSERT INTO friends (player_id, friend_id, since) VALUES (%s, %s, now())",
            [(me_id, other) for other in others],
        )
    last_id, _ = new_player(db_client, "One Too Many")
    problem(follow(db_client, me_id, me, named(last_id, "One Too Many")), 409, "follow-limit")
    # following one already followed is no new follow: answered as it was
    assert follow(db_client, me_id, me, named(str(others[0]), "Many 0")).status_code == 200
    assert len(followed(db_client, me_id, me)) == FOLLOW_LIMIT
    assert unfollow(db_client, me_id, me, str(others[0])).status_code == 204
    # one place left, two follows at once: one takes it, the other is refused
    racers = [new_player(db_client, f"Racer {n}")[0] for n in range(2)]
    with ThreadPoolExecutor(2) as pool:
        answers = list(
            pool.map(
                lambda racer: (
                    follow(db_app.test_client(), me_id, me, named(racer[1], f"Racer {racer[0]}")).status_code
                ),
                enumerate(racers),
            )
        )
    assert sorted(answers) == [201, 409]
    assert len(followed(db_client, me_id, me)) == FOLLOW_LIMIT


def test_two_players_of_one_name_and_tag_are_not_guessed_between(
    db_client: FlaskClient, store: Store
) -> None:
    """A tag is 20 bits: two players of one name may share it (a one in a million chance);
    a follow then names neither."""
    name = f"Twin {secrets.token_hex(4)}"
    seen: dict[str, uuid.UUID] = {}
    while True:
        candidate = uuid.uuid4()
        twin = seen.setdefault(player_tag(candidate), candidate)
        if twin != candidate:
            break
    with store.pool.connection() as conn:
        for player in (twin, candidate):
            conn.execute(
                "INSERT INTO players (id, name) VALUES (%s, %s)",
                [player, name],
            )
    me_id, me = new_player(db_client, "Me")
    refused = problem(follow(db_client, me_id, me, f"{name}#{player_tag(twin)}"), 409, "ambiguous-player")
    assert refused["errors"][0]["field"] == "player"
    assert followed(db_client, me_id, me) == []


def test_the_friends_board_ranks_the_caller_and_those_they_follow(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock, store: Store
) -> None:
    players = {}  # name: (id, token), submitted in this order, a second apart
    for name, how in [
        ("slow", {"detours": 2}),  # won in 53
        ("stranger", {}),  # won in 49: best on the board, but nobody's friend
        ("me", {"detours": 1}),  # won in 51
        ("loser", {"draw_first": True}),  # dead end
        ("held", {}),  # won in 49, then held for review
        ("best", {}),  # won in 49
    ]:
        players[name] = new_player(db_client, name)
        state = finished_daily(db_app, db_client, day, players[name][1], **how)
        clock.advance(seconds=1)
        assert (
            submit(db_client, day, players[name][1], {"variant": "golf-easy", "state": state}).status_code
            == 201
        )
    store.boards.set_review(day, "golf-easy", uuid.UUID(players["held"][0]), "held")
    me_id, me = players["me"]
    no_friends = friends_board(db_client, day, me).get_json()
    assert [(e["rank"], e["player"]) for e in no_friends["entries"]] == [(1, "me")]
    for name in ("slow", "loser", "held", "best"):
        assert follow(db_client, me_id, me, named(players[name][0], name)).status_code == 201
    pages = [friends_board(db_client, day, me, "&limit=2")]
    while cursor := pages[-1].get_json()["next"]:
        pages.append(friends_board(db_client, day, me, f"&limit=2&after={cursor}"))
    entries = [entry for page in pages for entry in page.get_json()["entries"]]
    assert [(e["rank"], e["player"]) for e in entries] == [(1, "best"), (2, "me"), (3, "slow"), (4, "loser")]
    everyone = {e["player"]: e for e in board(db_client, day, "variant=golf-easy").get_json()["entries"]}
    for entry in entries:  # the same fields as on the whole board, but the rank
        assert entry | {"rank": everyone[entry["player"]]["rank"]} == everyone[entry["player"]]
    assert pages[0].headers["Cache-Control"] == "private, no-cache" and "Authorization" in pages[0].vary
    # a cursor of the whole board is not the friends board's, nor the other way round
    global_cursor = board(db_client, day, "variant=golf-easy&limit=2").get_json()["next"]
    problem(friends_board(db_client, day, me, f"&after={global_cursor}"), 422, "invalid-cursor")
    friends_cursor = pages[0].get_json()["next"]
    problem(board(db_client, day, f"variant=golf-easy&after={friends_cursor}"), 422, "invalid-cursor")
    # the one who follows nobody sees themselves; a follow is one way
    best = friends_board(db_client, day, players["best"][1]).get_json()["entries"]
    assert [(e["rank"], e["player"]) for e in best] == [(1, "best")]
    # cleared, the held result joins the board of those who follow its player
    store.boards.set_review(day, "golf-easy", uuid.UUID(players["held"][0]), "clear")
    cleared = friends_board(db_client, day, me).get_json()["entries"]
    assert [e["player"] for e in cleared] == ["held", "best", "me", "slow", "loser"]


def test_the_friends_board_needs_a_token_and_a_scheduled_deal(db_client: FlaskClient, day: dt.date) -> None:
    problem(friends_board(db_client, day, None), 401, "unauthorized")
    problem(friends_board(db_client, day, "not-a-token"), 401, "unauthorized")
    _, token = new_player(db_client, "Ann")
    assert friends_board(db_client, day, token).get_json() == {
        "date": day.isoformat(), "variant": "golf-easy", "entries": [], "next": None,
    }  # fmt: skip
    problem(friends_board(db_client, day - dt.timedelta(days=1), token), 404, "not-scheduled")
    bad = db_client.get(f"/v1/daily/{day}/leaderboard?variant=golf-easy&scope=mates", headers=bearer(token))
    assert problem(bad, 400, "invalid-body")["errors"][0]["field"] == "scope"
