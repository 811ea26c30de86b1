"""Players with hashed tokens, the game history and the stats derived from it."""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import json
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from psycopg.types.json import Jsonb

from harness.store_data import game_record, round_record
from service.store import InvalidRecord, Store
from service.store.models import GameStatus


def test_a_new_player_gets_a_token_that_is_stored_only_as_its_sha256(store: Store, database_url: str) -> None:
    player_id, token = store.players.create("Ada")
    assert isinstance(player_id, uuid.UUID)
    assert len(token) >= 43  # 32 random bytes, url-safe base64
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "SELECT * FROM players JOIN devices ON devices.player_id = players.id WHERE players.id = %s",
            [player_id],
        ).fetchone()
    assert row is not None
    assert hashlib.sha256(token.encode()).digest() in row  # its device's
    assert not any(token in str(value) for value in row)
    assert store.players.authenticate(token) == player_id


def test_tokens_are_unique_per_player(store: Store) -> None:
    first_id, first_token = store.players.create("Twin")
    second_id, second_token = store.players.create("Twin")
    assert first_id != second_id and first_token != second_token
    assert store.players.authenticate(second_token) == second_id


@pytest.mark.parametrize("token", ["", "not-a-token", "x" * 43, "y" * 10_000])
def test_an_unknown_token_authenticates_nobody(store: Store, token: str) -> None:
    assert store.players.authenticate(token) is None


def test_a_rotated_token_replaces_the_old_one_only_for_its_own_player(store: Store) -> None:
    player, old = store.players.create("Rotating")
    other, other_token = store.players.create("Other")
    assert store.players.rotate_token(other, old) is None, "a token rotates only its own player's"
    assert store.players.rotate_token(player, "x" * 500) is None
    new = store.players.rotate_token(player, old)
    assert new is not None and new != old
    assert store.players.authenticate(old) is None and store.players.authenticate(new) == player
    assert store.players.rotate_token(player, old) is None, "the old token is spent"
    assert store.players.authenticate(other_token) == other


@pytest.mark.parametrize("name", ["", " padded", "n" * 65])
def test_the_database_refuses_bad_names(store: Store, name: str) -> None:
    with pytest.raises(InvalidRecord) as refused:
        store.players.create(name)
    assert refused.value.constraint == "players_name_check"


def test_history_lists_a_players_own_games_newest_first_in_keyset_pages(
    store: Store, new_player: Callable[..., uuid.UUID]
) -> None:
    player, other = new_player(), new_player()
    store.history.record_game(other, game_record())
    recorded = [
        store.history.record_game(player, game_record(score=10 * n, moves=n + 1))[0] for n in range(5)
    ]
    pages = [store.history.list_games(player, limit=2)]
    while pages[-1].has_more:
        last = pages[-1].items[-1]
        pages.append(store.history.list_games(player, limit=2, after=(last.recorded_at, last.id)))
    assert [len(page.items) for page in pages] == [2, 2, 1]
    assert [game for page in pages for game in page.items] == recorded[::-1]


def test_a_history_page_is_not_moved_by_games_recorded_meanwhile(
    store: Store, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player()
    older = [store.history.record_game(player, game_record())[0] for _ in range(3)]
    first = store.history.list_games(player, limit=2)
    store.history.record_game(player, game_record())  # newer than every listed game
    last = first.items[-1]
    rest = store.history.list_games(player, limit=2, after=(last.recorded_at, last.id))
    assert first.items + rest.items == older[::-1]


def test_a_game_is_recorded_once(store: Store, new_player: Callable[..., uuid.UUID]) -> None:
    player = new_player()
    record = game_record(status="playing", score=20)
    stored, written = store.history.record_game(player, record)
    assert written and stored.id == record.game_id
    later = dataclasses.replace(record, status="won", score=350)  # the same game, further on
    for _ in range(2):
        assert store.history.record_game(player, later) == (stored, False)
    assert store.history.list_games(player).items == [stored]
    # the same game id is another player's own game
    assert store.history.record_game(new_player(), record)[1]


def test_a_recorded_game_keeps_everything_it_was_given(
    store: Store, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player()
    record = game_record("canfield-draw1", status="playing", score=45, moves=80)
    stored, _ = store.history.record_game(player, record)
    assert (stored.game, stored.variant, stored.code, stored.rules) == (
        "canfield", "canfield-draw1", "CF1-D1-AAAAACL", {"mode": "canfield-draw1"},
    )  # fmt: skip
    assert (stored.status, stored.score, stored.moves, stored.actions) == (
        "playing",
        45,
        80,
        [{"type": "draw"}],
    )
    assert stored.daily_day is None and stored.recorded_at.tzinfo is not None


@pytest.mark.parametrize(
    ("changes", "constraint"),
    [
        ({"score": -1}, "games_score_check"),
        ({"moves": -3}, "games_moves_check"),
        ({"status": "lost"}, "games_status_check"),
        ({"code": "GO1-E-1234567"}, "games_code_check"),
        ({"code": "GO1-AAAAAAB"}, "games_code_check"),  # any game's code: a prefix, parts, the deal
        ({"status": "finished"}, "games_finished_rounds"),
        ({"strokes": [1, 2]}, "games_strokes_of_rounds"),  # a game of one deal has no strokes
        ({"code": "GR1-C-9-AAAAAAB"}, "games_strokes_of_rounds"),  # a round has them
        ({"code": "GR1-C-9-AAAAAAB", "strokes": [36]}, "games_strokes_check"),
        ({"code": "GR1-C-9-AAAAAAB", "strokes": [0] * 19}, "games_strokes_check"),
        ({"rules": []}, "games_rules_check"),
    ],
)
def test_the_database_refuses_impossible_games(
    store: Store, new_player: Callable[..., uuid.UUID], changes: dict[str, Any], constraint: str
) -> None:
    bad = dataclasses.replace(game_record(), **changes)
    with pytest.raises(InvalidRecord) as refused:
        store.history.record_game(new_player(), bad)
    assert refused.value.constraint == constraint


def test_stats_per_variant_with_streaks(store: Store, new_player: Callable[..., uuid.UUID]) -> None:
    player = new_player()
    golf: list[tuple[GameStatus, int]] = [
        ("won", 350), ("won", 350), ("dead_end", 250), ("won", 350), ("won", 350), ("won", 350),
        ("playing", 40), ("won", 350),
    ]  # fmt: skip
    for status, score in golf:
        store.history.record_game(player, game_record("golf-classic", status=status, score=score))
    for status in ("playing", "playing"):
        store.history.record_game(player, game_record("canfield-draw3", status=status, score=55))
    store.history.record_game(player, game_record("golf-easy", status="dead_end", score=120))
    stats = {entry.variant: entry for entry in store.history.stats(player)}
    assert list(stats) == ["golf-easy", "golf-classic", "canfield-draw3"]
    classic = stats["golf-classic"]
    assert (classic.played, classic.won, classic.best_score) == (8, 6, 350)
    assert (classic.current_streak, classic.best_streak) == (1, 3)
    assert classic.win_rate == pytest.approx(0.75)
    canfield = stats["canfield-draw3"]
    assert (canfield.played, canfield.won, canfield.current_streak, canfield.best_streak) == (2, 0, 0, 0)
    easy = stats["golf-easy"]
    assert (easy.played, easy.won, easy.best_score, easy.win_rate) == (1, 0, 120, 0.0)


def test_round_stats_count_finished_rounds_their_totals_and_every_cleared_hole(
    store: Store, new_player: Callable[..., uuid.UUID], database_url: str
) -> None:
    player = new_player()
    for record in (
        round_record([2, 1, 1, 2, 1, 1, 0, 0, 2]),  # finished, 10
        round_record([0, 3, 0], over=False),  # abandoned: its cleared holes count, not its total
        round_record([5, 5, 5, 5, 5, 5, 5, 5, 4]),  # finished, 44
        round_record([0] * 9, variant="golf-round-easy"),  # won
    ):
        store.history.record_game(player, record)
    stats = {entry.variant: entry for entry in store.history.stats(player)}
    classic = stats["golf-round"]
    assert (classic.played, classic.won, classic.rounds_finished) == (3, 0, 2)
    assert (classic.strokes_total, classic.best_total, classic.holes_cleared) == (54, 10, 4)
    assert classic.average_total == 27.0
    easy = stats["golf-round-easy"]
    assert (easy.won, easy.rounds_finished, easy.best_total, easy.holes_cleared) == (1, 1, 0, 9)
    assert _counters(store)(player) == _history_stats(database_url, player)


def test_stats_ignore_games_outside_the_named_variants(
    store: Store, new_player: Callable[..., uuid.UUID]
) -> None:
    player = new_player()
    custom = dataclasses.replace(game_record(code="GO1-CKST-AAAAAAB"), variant=None)
    store.history.record_game(player, custom)
    assert store.history.stats(player) == []
    assert len(store.history.list_games(player).items) == 1


def test_a_player_with_no_games_has_no_stats(store: Store, new_player: Callable[..., uuid.UUID]) -> None:
    assert store.history.stats(new_player()) == []


@pytest.mark.parametrize("limit", [0, 101])
def test_page_bounds_are_checked(store: Store, limit: int) -> None:
    with pytest.raises(ValueError):
        store.history.list_games(uuid.uuid4(), limit=limit)


def test_a_game_of_an_unknown_player_is_refused(store: Store) -> None:
    with pytest.raises(InvalidRecord) as refused:
        store.history.record_game(uuid.uuid4(), game_record())
    assert refused.value.constraint == "recorded_game_ids_player_id_fkey"


def _history_stats(database_url: str, player: uuid.UUID) -> list[tuple[Any, ...]]:
    """The stats recounted from the history itself (what the counters must always equal), in
    a transaction rolled back."""
    with psycopg.connect(database_url) as conn:
        conn.execute(
            "SELECT recount_stats(%s, v) FROM (SELECT DISTINCT variant AS v FROM games"
            " WHERE player_id = %s AND variant IS NOT NULL) played",
            [player, player],
        )
        recounted = conn.execute(
            "SELECT variant, played, won, best_score, current_streak, best_streak, rounds_finished,"
            " strokes_total, best_total, holes_cleared FROM player_stats"
            " WHERE player_id = %s ORDER BY variant",
            [player],
        ).fetchall()
        conn.rollback()
    return recounted


def _counters(store: Store) -> Callable[[uuid.UUID], list[tuple[Any, ...]]]:
    def read(player: uuid.UUID) -> list[tuple[Any, ...]]:
        return sorted(
            (s.variant, s.played, s.won, s.best_score, s.current_streak, s.best_streak, s.rounds_finished,
             s.strokes_total, s.best_total, s.holes_cleared)
            for s in store.history.stats(player)
        )  # fmt: skip

    return read


def test_a_game_recorded_before_the_latest_counted_is_counted_in_history_order(
    store: Store, new_player: Callable[..., uuid.UUID], published_day: Any, database_url: str
) -> None:
    """A daily result is recorded at its submission time by the app's clock, which may sort
    after a history write made later: the counters follow the history's order all the same."""
    player = new_player()
    at = dt.datetime.combine(published_day, dt.time(12), dt.UTC)
    store.attempts.start(published_day, "golf-easy", player, at)
    store.results.submit(published_day, "golf-easy", player, game_record("golf-easy"), 35, at)  # won
    store.history.record_game(
        player, game_record("golf-easy", status="dead_end", score=100)
    )  # now: sorts first
    [easy] = store.history.stats(player)
    assert (easy.played, easy.won, easy.current_streak, easy.best_streak) == (2, 1, 1, 1)
    assert _counters(store)(player) == _history_stats(database_url, player)


def test_concurrent_writes_of_one_player_keep_the_counters_exact(
    store: Store, new_player: Callable[..., uuid.UUID], database_url: str
) -> None:
    player = new_player()
    statuses: list[GameStatus] = ["won", "won", "dead_end", "won", "playing", "won", "won", "won"] * 3
    rounds = [
        record
        for _ in range(4)
        for record in (
            round_record([hole % 3 for hole in range(9)]),
            round_record([0] * 9),
            round_record([4], over=False),
        )
    ]
    with ThreadPoolExecutor(6) as pool:
        list(
            pool.map(
                lambda status: store.history.record_game(player, game_record("golf-classic", status=status)),
                statuses,
            )
        )
        list(pool.map(lambda record: store.history.record_game(player, record), rounds))
    classic, golf_round = store.history.stats(player)
    assert (classic.played, classic.won) == (24, 18)
    assert (golf_round.played, golf_round.rounds_finished, golf_round.best_total) == (12, 8, 0)
    assert _counters(store)(player) == _history_stats(database_url, player)


STORABLE_TEXT = st.text(st.characters(exclude_categories=["Cs"], exclude_characters="\x00"))
"""What a jsonb can hold: no NUL, no lone surrogate."""
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(-(10**40), 10**40)
    | st.floats(allow_nan=False, allow_infinity=False)
    | STORABLE_TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(STORABLE_TEXT, inner, max_size=3),
    max_leaves=8,
)


@given(value=JSON_VALUES)
@example(value=[2**64, -(2**63) - 1, 10**30, 1e300, 0.1, "1234567890123456789", {"type": "draw"}])
def test_the_store_reads_json_columns_as_the_standard_library_does(store: Store, value: Any) -> None:
    """A json value read from PostgreSQL is what ``json.loads`` makes of its text: the same
    types (an int is never read as a float), the same numbers."""
    with store.pool.connection() as conn:
        row = conn.execute(
            "SELECT %(value)s::jsonb, %(value)s::jsonb::text", {"value": Jsonb(value)}
        ).fetchone()
    assert row is not None
    read, text = row
    assert json.dumps(read) == json.dumps(json.loads(text))
