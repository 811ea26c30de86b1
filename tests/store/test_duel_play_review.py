"""The play review of duel sides in the store (migrations 0035-0036, claim_review.sql,
record_duel_review.sql): a side keeps every action, a pending side waits in the one queue
with the daily results (oldest first, claimed once across workers, taken again when its
worker died), its verdict is written once with its player's evidence and never its
opponent's, the duel has no winner while a side is pending, an operator who decides first
leaves nothing for the review to write, and a side started before 0035 is never read."""

from __future__ import annotations

import datetime as dt
import math
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest

from harness.store_data import CODES, game_record, random_day
from service.duels.invites import new_invite
from service.store import DailyDeal, DuelDeal, DuelResult, NewSide, PlayerEvidence, Store, Verdict, migrate
from service.store.attempts import AttemptMove
from tests.store.test_duel_migration import new_duel, side, with_players
from tests.store.test_migrations import copy_migrations

VARIANT = "golf-easy"
LEASE = dt.timedelta(minutes=10)
BETS = 7
"""The review's bets (``solver.clairvoyance.BETS``): the length of a result's logs."""


@pytest.fixture
def own_url(empty_database: Callable[[], str]) -> str:
    """A database of the test's own: the queue holds only what the test puts there."""
    url = empty_database()
    migrate(url)
    return url


@pytest.fixture
def store(own_url: str) -> Iterator[Store]:
    own = Store(own_url)
    yield own
    own.close()


@dataclass(frozen=True)
class Played:
    duel: uuid.UUID
    player: uuid.UUID
    opponent: uuid.UUID


def played_duel(
    store: Store, at: dt.datetime, review: str = "pending", actions: tuple[str, ...] = ("d", "u")
) -> Played:
    """A duel of two new players: the challenger's side moved by ``actions`` (their
    notation) and submitted ``review`` at ``at``, the opponent's submitted clear and lost a
    minute later."""
    player, token = store.players.create("Seer")
    opponent, _ = store.players.create("Friend")
    duel, game = uuid.uuid4(), uuid.uuid4()
    deal = DuelDeal(VARIANT, CODES[VARIANT], "winnable", None)
    store.duels.create(
        duel, new_invite(), deal, at + dt.timedelta(days=7), NewSide(player, game, {}, b"k" * 16, at)
    )
    other = uuid.uuid4()
    assert store.duels.join(duel, NewSide(opponent, other, {}, b"k" * 16, at)) is not None
    for step, notation in enumerate(actions):
        move = AttemptMove(
            None, None, player, game, step, {"type": notation}, f"state {step}", notation == "u", at, 0.0,
            duel, notation,
        )  # fmt: skip
        advanced = store.attempts.advance(move, token)
        assert advanced is not None and advanced.value.advanced
    won = DuelResult(True, 52, 1, len(actions), 60, 35, review, at)
    assert store.duels.submit_result(duel, player, game, len(actions), won, None)
    lost = DuelResult(False, 30, 0, 20, 90, 10, "clear", at + dt.timedelta(minutes=1))
    assert store.duels.submit_result(duel, opponent, other, 0, lost, None)
    return Played(duel, player, opponent)


def pending_daily(store: Store, day: dt.date, at: dt.datetime) -> uuid.UUID:
    player, _ = store.players.create("Daily")
    store.attempts.start(day, VARIANT, player, at)
    store.results.submit(day, VARIANT, player, game_record(), 35, at, review="pending")
    return player


def side_row(store: Store, played: Played, player: uuid.UUID) -> tuple[Any, ...]:
    rows = store.database.execute(
        "SELECT review, review_reason, evidence, tells, review_claimed_at FROM duel_sides"
        " WHERE duel_id = %s AND player_id = %s",
        (played.duel, player),
        replayable=True,
    )
    return tuple(rows[0])


def evidence_of(store: Store, player: uuid.UUID) -> tuple[Any, ...] | None:
    rows = store.database.execute(
        "SELECT logs, results FROM player_evidence WHERE player_id = %s", (player,), replayable=True
    )
    return tuple(rows[0]) if rows else None


def test_a_side_keeps_its_actions_and_waits_in_the_one_queue_oldest_first(store: Store, own_url: str) -> None:
    """A daily result and two duel sides pending: claimed oldest first whatever their kind,
    each once (a second worker skips what the first holds, without waiting), and a side
    whose worker died is taken again after the lease."""
    day = random_day()
    store.deals.publish([DailyDeal(day, VARIANT, CODES[VARIANT], 1.0)])
    t0 = dt.datetime.combine(day, dt.time(12), dt.UTC)
    daily = pending_daily(store, day, t0 + dt.timedelta(minutes=2))
    first = played_duel(store, t0 + dt.timedelta(minutes=1))
    second = played_duel(store, t0 + dt.timedelta(minutes=3), actions=("d",))
    evidence = store.attempts.evidence(None, None, first.player, first.duel)
    assert evidence is not None and evidence.kept_actions

    claimed = store.play_reviews.claim(t0, LEASE)
    assert claimed is not None
    assert (claimed.duel, claimed.player_id, claimed.day) == (first.duel, first.player, None)
    assert (claimed.variant, claimed.code, claimed.actions) == (VARIANT, CODES[VARIANT], "d u ")
    assert side_row(store, first, first.player)[4] == t0

    with psycopg.connect(own_url) as holder:  # a worker inside its claim of the daily result
        holder.execute("SELECT FROM daily_results WHERE player_id = %s FOR UPDATE", [daily])
        skipped = store.play_reviews.claim(t0, LEASE)
        assert skipped is not None and (skipped.duel, skipped.player_id) == (second.duel, second.player)
        assert skipped.actions == "d "
    again = store.play_reviews.claim(t0, LEASE)
    assert again is not None and (again.day, again.player_id, again.duel) == (day, daily, None)
    assert store.play_reviews.claim(t0, LEASE) is None, "each claimed once"
    retaken = store.play_reviews.claim(t0 + LEASE + dt.timedelta(seconds=1), LEASE)
    assert retaken is not None and retaken.duel == first.duel, "its worker died: the oldest again"


def test_a_sides_verdict_is_written_once_with_its_players_evidence_and_never_the_opponents(
    store: Store,
) -> None:
    """The player's evidence from their daily results is what the verdict is made from; the
    side's logs are added to it once (a second record finds the side decided); the duel has
    no winner while the side is pending nor while it is held, and an operator's clearing
    decides it and starts the player's evidence again."""
    at = dt.datetime.combine(random_day(), dt.time(12), dt.UTC)
    played = played_duel(store, at)
    before = [math.log(4.0)] * BETS
    store.database.run(
        lambda conn: conn.execute(
            "INSERT INTO player_evidence (player_id, logs, results, updated_at) VALUES (%s, %s, 3, %s)",
            (played.player, before, at),
        ),
        replayable=False,
    )
    duel = store.duels.get(played.duel, at)
    assert duel is not None and duel.status == "finished" and duel.winner is None
    assert duel.sides[0].result is not None and duel.sides[0].result.review == "pending"
    for player in (played.player, played.opponent):
        counts = store.duels.counts(player, at)
        assert (counts.won, counts.lost, counts.drawn, counts.open, counts.held) == (0, 0, 0, 0, 1)

    pending = store.play_reviews.claim(at, LEASE)
    assert pending is not None and pending.duel == played.duel
    seen: list[PlayerEvidence] = []
    holding = Verdict("held", "its play", {"tells": [], "evidence": 2.0})

    def decide(evidence: PlayerEvidence) -> Verdict:
        seen.append(evidence)
        return holding

    logs = [math.log(2.0)] * BETS
    assert store.play_reviews.record(pending, logs, decide, at) == holding
    assert seen == [PlayerEvidence(before, 3)]
    review, reason, evidence, tells, claimed_at = side_row(store, played, played.player)
    assert (review, reason, evidence, tells, claimed_at) == ("held", "its play", logs, holding.tells, None)
    kept = evidence_of(store, played.player)
    assert kept is not None and kept[1] == 4 and kept[0] == pytest.approx([math.log(8.0)] * BETS)
    assert evidence_of(store, played.opponent) is None, "the opponent's evidence is untouched"
    assert side_row(store, played, played.opponent)[0] == "clear"

    assert store.play_reviews.record(pending, logs, decide, at) is None, "a side is recorded once"
    assert evidence_of(store, played.player) == kept and len(seen) == 2
    assert store.play_reviews.claim(at, LEASE) is None
    duel = store.duels.get(played.duel, at)
    assert duel is not None and duel.winner is None, "held: the winner waits for an operator"
    assert store.duels.counts(played.player, at).held == 1

    assert store.duels.set_review(played.duel, played.player, "clear") == "held"
    duel = store.duels.get(played.duel, at)
    assert duel is not None and duel.winner == "challenger"
    counts = store.duels.counts(played.player, at)
    assert (counts.won, counts.held) == (1, 0)
    assert evidence_of(store, played.player) is None, "an operator's clearing starts the evidence again"
    assert store.duels.set_review(played.duel, uuid.uuid4(), "clear") is None


def test_an_operator_who_decides_a_pending_side_first_leaves_the_review_nothing_to_write(
    store: Store,
) -> None:
    """Rejected while a worker holds its claim: the worker's verdict writes nothing, adds
    nothing to the player's evidence, and the rejection decides the duel (the side loses)."""
    at = dt.datetime.combine(random_day(), dt.time(12), dt.UTC)
    played = played_duel(store, at)
    pending = store.play_reviews.claim(at, LEASE)
    assert pending is not None and pending.duel == played.duel
    assert store.duels.set_review(played.duel, played.player, "rejected") == "pending"
    clearing = Verdict("clear", None, {})
    assert store.play_reviews.record(pending, [1.0] * BETS, lambda _: clearing, at) is None
    assert side_row(store, played, played.player)[:4] == ("rejected", None, None, None)
    assert evidence_of(store, played.player) is None
    duel = store.duels.get(played.duel, at)
    assert duel is not None and duel.winner == "opponent"


def test_two_results_of_one_player_read_at_once_add_up_from_the_first(store: Store) -> None:
    """A duel side and a daily result of one player with no evidence yet, recorded by two
    workers at once: the second waits for the first (the player's row is locked) and makes
    its verdict from the first's evidence."""
    day = random_day()
    store.deals.publish([DailyDeal(day, VARIANT, CODES[VARIANT], 1.0)])
    at = dt.datetime.combine(day, dt.time(12), dt.UTC)
    played = played_duel(store, at)
    store.attempts.start(day, VARIANT, played.player, at)
    later = at + dt.timedelta(minutes=5)
    store.results.submit(day, VARIANT, played.player, game_record(), 35, later, review="pending")
    side_claim, daily_claim = store.play_reviews.claim(at, LEASE), store.play_reviews.claim(at, LEASE)
    assert side_claim is not None and side_claim.duel == played.duel
    assert daily_claim is not None and daily_claim.player_id == played.player and daily_claim.duel is None
    clearing, logs = Verdict("clear", None, {}), [math.log(3.0)] * BETS
    seen: list[PlayerEvidence] = []

    def decide_second(evidence: PlayerEvidence) -> Verdict:
        seen.append(evidence)
        return clearing

    with ThreadPoolExecutor(1) as pool:

        def decide_first(evidence: PlayerEvidence) -> Verdict:
            seen.append(evidence)
            second.append(pool.submit(store.play_reviews.record, daily_claim, logs, decide_second, at))
            time.sleep(0.5)
            assert not second[0].done(), "the second worker waits for the first's verdict"
            return clearing

        second: list[Future[Verdict | None]] = []
        assert store.play_reviews.record(side_claim, logs, decide_first, at) == clearing
        assert second[0].result(timeout=10) == clearing
    assert seen == [PlayerEvidence(None, 0), PlayerEvidence(logs, 1)]
    kept = evidence_of(store, played.player)
    assert kept is not None and kept[1] == 2 and kept[0] == pytest.approx([math.log(9.0)] * BETS)


# --- migration 0035 ---------------------------------------------------------------------------


def test_0035_leaves_the_sides_started_before_it_unread_and_keeps_the_line_of_those_after(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """A side started before 0035 keeps no actions (NULL, moves after it too): never read;
    one started after it keeps every action from its first; one whose actions fall short of
    its steps (moved by the release before) is not read either; ``pending`` is a review."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0035":
            later.unlink()
    migrate(url, before)
    players = with_players(url)
    with psycopg.connect(url, autocommit=True) as conn:
        old = new_duel(conn, players.ann, new_invite())
        side(conn, old, "challenger", players.ann)
    assert migrate(url)[:2] == ["0035_duel_play_review", "0036_duel_play_review_validated"]
    store = Store(url)
    try:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(
                "UPDATE duel_sides SET actions = actions || 'd ', step = 1 WHERE duel_id = %s", [old]
            )
            new = new_duel(conn, players.bob, new_invite())
            side(conn, new, "challenger", players.bob)
            [(kept,)] = conn.execute("SELECT actions FROM duel_sides WHERE duel_id = %s", [old]).fetchall()
            assert kept is None
            evidence = store.attempts.evidence(None, None, players.bob, new)
            assert evidence is not None and evidence.kept_actions, "no move yet: every action kept"
            conn.execute(
                "UPDATE duel_sides SET step = 1 WHERE duel_id = %s", [new]
            )  # a move without its action
            submitted = (
                "UPDATE duel_sides SET review = %s, submitted_at = now(), won = true WHERE duel_id = %s"
            )
            with pytest.raises(psycopg.errors.CheckViolation):
                conn.execute(submitted, ["maybe", new])
            conn.execute(submitted, ["pending", new])
        for player, duel in ((players.ann, old), (players.bob, new)):
            evidence = store.attempts.evidence(None, None, player, duel)
            assert evidence is not None and not evidence.kept_actions
    finally:
        store.close()
