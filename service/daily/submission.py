"""The rules of a daily result: which submitted game counts, and how it is reviewed.

A result is the latest state of a player's own ranked attempt at that day's deal, finished,
submitted until the results close: never an archive game, a replay, another player's game
or another day's.  Its review reads the attempt's pace, then, off the request path, its play
(``play_review``).  The refusals here say why a submission is not one; the web layer
answers each with its problem (``service.api.daily.routes``).  docs/design/daily.md.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ..engine import GAMES, Game, GameStatus, Variant, new_game
from ..engine.game import move_to_json
from ..engine.texts import N_, Text
from ..i18n import variant_title
from ..store import AttemptEvidence, DailyDealMismatch, DailyStanding, StaleAttempt, Store
from ..store.records import game_record
from . import badge_rules, challenge
from .line import DailyGameTag, NotLatestState
from .pace import Evidence, Pace, ReviewRules, Timing, plainest_line, plays_solver_line, review_of
from .play_review import stored_review

FINISHED = (GameStatus.WON, GameStatus.DEAD_END, GameStatus.FINISHED)


class Sealed(Protocol):
    """What a sealed state carries beside its game (``api.web.tokens.Envelope``)."""

    @property
    def game_id(self) -> uuid.UUID: ...
    @property
    def player(self) -> uuid.UUID | None: ...
    @property
    def daily(self) -> DailyGameTag | None: ...
    @property
    def pace(self) -> Pace | None: ...
    @property
    def step(self) -> int | None: ...


@dataclass(frozen=True, slots=True)
class Submission:
    """A result submitted by ``player`` for ``day`` and ``variant`` at ``at``."""

    day: dt.date
    variant: Variant
    player: uuid.UUID
    at: dt.datetime


class NotAResult(Exception):
    """A submission refused, nothing stored; ``detail`` says why, to the player."""

    def __init__(self, detail: Text) -> None:
        super().__init__(str(detail))
        self.detail = detail


class ResultsClosed(NotAResult):
    """The day's results are closed, or the game is its deal replayed from the archive."""


class ReplayNotResult(NotAResult):
    """The deal dealt again after the player's result was in."""


class NotYourGame(NotAResult):
    """A game started by another player."""


class NotThisDailyGame(NotAResult):
    """Not a daily game, not this day's and variant's, or an attempt the player never started."""


class GameNotFinished(NotAResult):
    """A game still in play; ``status`` is its status."""

    def __init__(self, game: Game) -> None:
        super().__init__(_not_finished(game))
        self.status = game.status


def submit(
    store: Store,
    submission: Submission,
    open_game: Callable[[], tuple[Game, Sealed]],
    grace: dt.timedelta,
    rules: ReviewRules,
) -> DailyStanding:
    """Store the result, reviewed, or say why it is not one (``NotAResult``, ``NotLatestState``;
    the store's ``InvalidRecord`` passes through).  The state is opened (``open_game``) only while the
    day's results are open: a closed day is answered so whatever the state."""
    day, variant, player, at = submission.day, submission.variant, submission.player, submission.at
    if not challenge.accepts_results(day, at, grace):
        template = N_("results of {day} were accepted until {closed_at}")
        closed_at = challenge.results_close_at(day, grace).isoformat()
        raise ResultsClosed(Text(template, day=day.isoformat(), closed_at=closed_at))
    game, sealed = open_game()
    tag = _ranked_attempt(submission, sealed)
    if game.status not in FINISHED:
        raise GameNotFinished(game)
    attempt = store.attempts.evidence(day, variant, player)
    if attempt is None:
        raise NotThisDailyGame(_never_started(variant, day))
    evidence = result_evidence(
        game, sealed.pace, attempt, at, lambda: store.attempts.abandoned_nearby(day, variant, player)
    )
    paced, reason = review_of(evidence, rules)
    review = stored_review(paced, rules, game, attempt.kept_actions)
    record = game_record(game, sealed.game_id, tag.started_at, day)
    try:
        return store.results.submit(
            day, variant, player, record, game.cards_home, at, review=review, review_reason=reason,
            step=sealed.step, badges=badge_rules.month_badges(day, at, grace),
        )  # fmt: skip
    except DailyDealMismatch:  # a deal changed or an attempt gone since the checks above
        raise NotThisDailyGame(_never_started(variant, day)) from None
    except StaleAttempt:
        raise NotLatestState(sealed.step or 0, store.attempts.line(day, variant, player)) from None


def _ranked_attempt(submission: Submission, sealed: Sealed) -> DailyGameTag:
    """The state's daily tag when it is the submitter's ranked attempt at the day's deal."""
    daily, owner = sealed.daily, sealed.player
    if daily is not None and daily.archive:
        template = N_(
            "this is the deal of {day} replayed from the archive, once that day's results had closed: "
            "an archive game is never a result"
        )
        raise ResultsClosed(Text(template, day=daily.day.isoformat()))
    if daily is not None and daily.replay:
        template = N_(
            "this is the {variant} deal of {day} dealt again after your result was in: a deal "
            "has one ranked attempt, and a replay is unranked"
        )
        raise ReplayNotResult(Text(template, variant=variant_title(daily.variant), day=daily.day.isoformat()))
    if owner is not None and owner != submission.player:
        raise NotYourGame(Text(N_("this game was started by another player: submit your own daily game")))
    day, variant = submission.day, submission.variant
    if owner is None or daily is None:
        what = Text(N_("an anonymous game") if owner is None else N_("not a daily game"))
        template = N_("{what}: start the day's game with POST /v1/daily/{day}/games")
        raise NotThisDailyGame(Text(template, what=what, day=day.isoformat()))
    if (daily.day, daily.variant) != (day, variant):
        template = N_("the {variant} daily game of {day}, not the {asked} one of {asked_day}")
        raise NotThisDailyGame(
            Text(
                template,
                variant=variant_title(daily.variant),
                day=daily.day.isoformat(),
                asked=variant_title(variant),
                asked_day=day.isoformat(),
            )
        )
    return daily


def _never_started(variant: Variant, day: dt.date) -> Text:
    template = N_("the player never started the {variant} daily game of {day}")
    return Text(template, variant=variant_title(variant), day=day.isoformat())


def _not_finished(game: Game) -> Text:
    """Why a game is not finished: a round is over only after its last hole."""
    card = game.scorecard()
    if card is None:
        return Text(GAMES.of_game(game).unfinished)
    over = len(card["strokes"])
    if over == card["hole"]:
        template = N_(
            "the round is not over: {over} of its {holes} holes played to their end, hole {hole} "
            "is over: play next-hole; a round's result is the round played to the end of its last hole"
        )
    else:
        template = N_(
            "the round is not over: {over} of its {holes} holes played to their end, hole {hole} "
            "is in play; a round's result is the round played to the end of its last hole"
        )
    return Text(template, over=over, holes=card["holes"], hole=card["hole"])


def result_evidence(
    game: Game,
    sealed_pace: Pace | None,
    attempt: AttemptEvidence,
    at: dt.datetime,
    abandoned_nearby: Callable[[], int] = lambda: 0,
) -> Evidence:
    """What the server saw of a submitted attempt: its pace as the server timed it (or, for
    an attempt it never timed, as an older state sealed it), the account's age at the start,
    whether the line is the solver's (a round: whether it ends at the solver's par), and
    how to count other accounts' abandoned attempts from the same address."""
    card = game.scorecard()
    line = [move_to_json(move) for move in game.action_log()]
    solver_line = plays_solver_line(line, attempt.undos, game.moves, attempt.solution)
    if solver_line and game.code is not None:
        solver_line = attempt.solution != plainest_line(new_game(game.code))
    return Evidence(
        moves=game.moves,
        seconds=(at - attempt.started_at).total_seconds(),
        timing=Timing(
            attempt.gaps,
            attempt.fast_gaps,
            attempt.log_gap_sum,
            attempt.log_gap_square_sum,
            attempt.even_gaps,
        ),
        sealed_pace=sealed_pace,
        account_age_s=(attempt.started_at - attempt.account_created_at).total_seconds(),
        plays_solver_line=solver_line,
        at_solver_par=card is not None and attempt.best is not None and card["total"] <= attempt.best,
        abandoned_nearby=abandoned_nearby,
    )
