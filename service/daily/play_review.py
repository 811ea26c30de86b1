"""The play review: a ranked result (a daily one, a duel side) is judged by its play.

A result whose pace and line show nothing waits ``pending``; a worker started with the
service (``PlayReviewWorker``) claims one at a time from one queue, reads its own line in a
search process (``solver.clairvoyance``) and adds its evidence to its player's: ``held``
once that reaches ``1 / alpha``, which for a player who cannot see happens with probability
at most ``alpha`` over all their results (docs/design/clairvoyance.md, docs/fair-play.md).
"""

from __future__ import annotations

import datetime as dt
import logging
import multiprocessing
import os
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from .. import solver
from ..engine import Game, Variant, move_from_notation, new_game
from ..engine.games import is_round
from ..search import process as search_process
from ..solver.clairvoyance import Decision, Reading, combined_evidence, evidence_of
from ..store import MonthBadges, PendingReview, PlayerEvidence, Verdict
from . import badge_rules, challenge
from .pace import Review, ReviewRules

log = logging.getLogger("service.daily.play_review")

PLAY_REVIEW = "play_review"
"""``app.extensions`` key of the process's ``PlayReviewWorker`` (deploy/gunicorn.conf.py
starts it in each worker)."""

Decisions = tuple[list[tuple[int, int, bool, float]], int, int]
"""A reading as plain values, as it crosses from a search process: (index, moves,
clairvoyant, chance) a decision, the choices skipped, the samples."""


@dataclass(frozen=True, slots=True)
class PlayReviewRules:
    alpha: float = 0.001
    """``DAILY_PLAY_REVIEW_ALPHA``: a player's evidence reaching ``1 / alpha`` holds their
    result; the most often a player who cannot see is ever held (bench/clairvoyance.md)."""
    lease_s: float = 600.0
    """A claim older than this was a worker's that died: the result is claimed again."""
    poll_s: float = 2.0
    """How long an idle worker waits before asking for pending results again."""
    grace: dt.timedelta = challenge.DEFAULT_GRACE
    """``DAILY_GRACE_MINUTES``: a result cleared once its month's results have closed earns
    no badge (``badge_rules.month_badges``)."""


def reviews_play(game: Game, kept_actions: bool) -> bool:
    """Whether a result of ``game`` waits for the play review: its solver reads lines, and
    the attempt kept every action (one started before 0026, a duel side before 0035, did not)."""
    return kept_actions and solver.reads_lines(game)


def stored_review(paced: Review, rules: ReviewRules, game: Game, kept_actions: bool) -> Review:
    """The review a result (a daily one, a duel side) is stored with, from its pace review's
    ``paced``: a clear one waits ``pending`` when the play review is on and reads it."""
    if paced == Review.CLEAR and rules.play and reviews_play(game, kept_actions):
        return Review.PENDING
    return paced


def read_actions(code: str, actions: str, chosen_winnable: bool, seed: int) -> Decisions | None:
    """The reading of an attempt's ``actions`` (``move_notation``'s, space-separated) from
    the start of the deal ``code`` deals, as plain values; None when its game reads no line.
    Run in a search process: the solver holds the interpreter for seconds."""
    line = [move_from_notation(text) for text in actions.split()]
    reading = solver.read_line(new_game(code), line, chosen_winnable, seed)
    if reading is None:
        return None
    decisions = [(d.index, d.moves, d.clairvoyant, d.chance) for d in reading.decisions]
    return decisions, reading.skipped, reading.samples


def reading_of(decisions: Decisions) -> Reading:
    listed, skipped, samples = decisions
    return Reading([Decision(*decision) for decision in listed], samples, skipped)


def verdict(reading: Reading, before: PlayerEvidence, alpha: float, seed: int) -> Verdict:
    """Held when the player's evidence with this result reaches ``1 / alpha``."""
    logs = reading.bet_logs
    total = logs if before.logs is None else [a + b for a, b in zip(before.logs, logs, strict=True)]
    results, player_evidence = before.results + 1, evidence_of(total)
    tells = {
        "seed": seed,
        "samples": reading.samples,
        "decisions": len(reading.decisions),
        "skipped": reading.skipped,
        "evidence": round(combined_evidence([reading]), 4),
        "player_evidence": round(player_evidence, 4),
        "player_results": results,
        "hold_at": round(1 / alpha, 4),
        "tells": [{"action": d.index, "moves": d.moves, "chance": round(d.chance, 3)} for d in reading.tells],
    }
    if player_evidence < 1 / alpha:
        return Verdict(Review.CLEAR, None, tells)
    reason = (
        f"its play: the player's evidence over {results} result(s) read is {player_evidence:.3g}, "
        f"at or over {1 / alpha:g} (this result's {tells['evidence']:.3g}: {len(reading.tells)} tell(s) "
        f"in {len(reading.decisions)} decisions, moves best knowing every card that a player who "
        "cannot see had at most an even chance of choosing so)"
    )
    return Verdict(Review.HELD, reason, tells)


class ReviewStore(Protocol):
    """What the play review asks of the store (``Store.play_reviews``: ``store.reviews.PlayReviews``)."""

    def claim(self, now: dt.datetime, lease: dt.timedelta) -> PendingReview | None: ...

    def record(
        self,
        pending: PendingReview,
        logs: list[float],
        decide: Callable[[PlayerEvidence], Verdict],
        now: dt.datetime,
        badges: MonthBadges | None = None,
    ) -> Verdict | None: ...


Reader = Callable[[str, str, bool, int], "Decisions | None"]


def review_next(
    store: ReviewStore, read: Reader, rules: PlayReviewRules, clock: Callable[[], dt.datetime]
) -> bool:
    """Claim, read and decide one pending result; False when none was waiting."""
    pending = store.claim(clock(), dt.timedelta(seconds=rules.lease_s))
    if pending is None:
        return False
    seed = secrets.randbits(63)
    try:
        decisions = read(pending.code, pending.actions, chosen_winnable(pending), seed)
    except ValueError:  # actions the engine cannot read back: nothing to weigh, nothing held
        log.warning("play review: unreadable actions", extra={"player": str(pending.player_id)})
        decisions = None
    reading = Reading() if decisions is None else reading_of(decisions)
    now = clock()
    badges = None if pending.day is None else badge_rules.month_badges(pending.day, now, rules.grace)
    store.record(
        pending, reading.bet_logs, lambda before: verdict(reading, before, rules.alpha, seed), now, badges
    )
    return True


def chosen_winnable(pending: PendingReview) -> bool:
    """Whether the player may know the deal is winnable: a daily deal is published only once
    proven so (``scheduler.choose_deal``); a round's holes are not chosen, nor is a duel's
    deal (``scheduler.candidate_code``, searched once for the reveal, never redealt)."""
    return pending.duel is None and not is_round(Variant(pending.variant).rules)


def read_in_child(pool: ProcessPoolExecutor) -> Reader:
    def read(code: str, actions: str, chosen_winnable: bool, seed: int) -> Decisions | None:
        return pool.submit(read_actions, code, actions, chosen_winnable, seed).result()

    return read


class PlayReviewWorker:
    """The play review's loop in a daemon thread of this process, reading in one search
    process of its own (spawned, at the lowest priority: play never waits for it)."""

    def __init__(
        self,
        store: ReviewStore,
        rules: PlayReviewRules,
        clock: Callable[[], dt.datetime],
        game_modules: tuple[str, ...] = (),
    ) -> None:
        self.store, self.rules, self.clock, self.game_modules = store, rules, clock, game_modules
        self.stopped = threading.Event()
        self.thread: threading.Thread | None = None

    def start(self) -> None:
        self.thread = threading.Thread(target=self._loop, name="play-review", daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.stopped.set()

    def _pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=search_process.start,
            initargs=(os.getpid(), self.game_modules),
        )

    def _loop(self) -> None:
        pool = self._pool()
        try:
            while not self.stopped.is_set():
                try:
                    busy = review_next(self.store, read_in_child(pool), self.rules, self.clock)
                except Exception as exc:  # a database outage, a dead search process: try again later
                    log.warning("play review failed", extra={"error": repr(exc)})
                    pool.shutdown(wait=False, cancel_futures=True)
                    pool, busy = self._pool(), False
                if not busy:
                    self.stopped.wait(self.rules.poll_s)
        finally:
            pool.shutdown(wait=False, cancel_futures=True)


def describe(tells: dict[str, Any] | None) -> str:
    """The operator's line of a result's reading."""
    if not tells:
        return "play not read"
    listed = ", ".join(
        f"action {t['action']} (chance {t['chance']:.2f} of {t['moves']} moves)" for t in tells["tells"]
    )
    return (
        f"play: evidence {tells['evidence']:.3g} over {tells['decisions']} decisions; the player's "
        f"{tells['player_evidence']:.3g} over {tells['player_results']} result(s) "
        f"(held at {tells['hold_at']:g}); tells: {listed or 'none'}"
    )
