"""The rules of a duel: who may join, what a side submits, what each player sees.  The
refusals are ``DuelRefusal``s, each answered with its problem by the web layer
(``service/api/web/refusals.py``); nothing here reads a request or a database but through
the ``DuelStore`` it is given."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from typing import Protocol

from ..daily.challenge import elapsed_seconds
from ..daily.line import NotLatestState
from ..daily.pace import ReviewRules, review_of
from ..daily.play_review import stored_review
from ..daily.submission import FINISHED, GameNotFinished, Sealed, result_evidence
from ..engine import GAMES, Game, GameStatus, Variant
from ..engine.texts import N_, Text
from ..i18n import variant_title
from ..store import DailyStart, Duel, DuelResult, DuelSide
from ..store.attempts import Attempts
from ..store.duels import Duels

DUEL_LASTS = dt.timedelta(days=7)
"""A duel expires this long after it was made unless both results are in."""


class DuelRefusal(Exception):
    """A duel's request refused; nothing changed."""


class VariantNotDuelled(DuelRefusal):
    """A variant whose game refuses duels: its game's words, with those that can be."""

    def __init__(self, variant: Variant, refusal: str) -> None:
        duelled = [variant_title(one) for one in Variant if GAMES.of_rules(one.rules).duel_refusal is None]
        self.detail = Text(refusal, duelled=duelled, variant=variant_title(variant))
        super().__init__(str(self.detail))


class OwnDuel(DuelRefusal):
    """The challenger joining their own duel."""


class DuelTaken(DuelRefusal):
    """A join after another player's: a duel is between two players."""


class JoinedBefore(DuelRefusal):
    """The opponent joining again: their side stands as it is (to resume)."""

    def __init__(self, duel: Duel, side: DuelSide) -> None:
        super().__init__(f"joined {duel.id} at {side.attempt.started_at}")
        self.duel, self.side = duel, side


class DuelOver(DuelRefusal):
    """A join or a result after the duel ended: both results in, or expired."""

    def __init__(self, duel: Duel) -> None:
        if duel.status == "expired":
            self.detail = Text(
                N_("the duel expired at {expires_at} (7 days after it was made without both results)"),
                expires_at=zulu(duel.expires_at),
            )
        else:
            self.detail = Text(N_("both results of this duel are in: it has ended"))
        super().__init__(str(self.detail))


class NotInDuel(DuelRefusal):
    """A result from a player who is neither side."""


class NotThisDuel(DuelRefusal):
    """A result whose game is not the submitter's side of this duel."""

    def __init__(self, sealed: SideState) -> None:
        if sealed.duel is not None:
            what = N_("a game of another duel, or another player's")
        elif sealed.daily is not None:
            what = N_("a daily game")
        else:
            what = N_("a game that is no duel's")
        self.detail = Text(N_("{what}: submit the game this duel dealt you"), what=Text(what))
        super().__init__(str(self.detail))


class SideState(Sealed, Protocol):
    """What a sealed state says of the duel side it is (``api.web.tokens.Envelope``)."""

    @property
    def duel(self) -> uuid.UUID | None: ...


class DuelStore(Protocol):
    """What a duel's result needs of the store (``service.store.Store``)."""

    @property
    def duels(self) -> Duels: ...
    @property
    def attempts(self) -> Attempts: ...


def refuse_variant(variant: Variant) -> None:
    """``VariantNotDuelled`` when the variant's game refuses duels."""
    refusal = GAMES.of_rules(variant.rules).duel_refusal
    if refusal is not None:
        raise VariantNotDuelled(variant, refusal)


def check_join(
    duel: Duel, player: uuid.UUID, joined: tuple[uuid.UUID, DailyStart] | None, game_id: uuid.UUID
) -> None:
    """A join as the store made it (``joined``: the opponent's side as it stands, None when
    none could be started), refused unless it started ``player``'s side as game ``game_id``."""
    if duel.sides[0].player_id == player:
        raise OwnDuel()
    if joined is None or duel.ended:
        raise DuelOver(duel)
    opponent, attempt = joined
    if opponent != player:
        raise DuelTaken()
    if attempt.game_id != game_id:
        side = duel.side_of(player)
        assert side is not None
        raise JoinedBefore(duel, side)


def submit(
    store: DuelStore,
    duel: Duel,
    player: uuid.UUID,
    open_game: Callable[[], tuple[Game, SideState]],
    at: dt.datetime,
    rules: ReviewRules,
) -> tuple[Duel, bool]:
    """Store ``player``'s side's result, reviewed on its own play (its pace, then, off the
    request path, its line: ``pending`` until the play review reads it, as a daily result):
    the duel as it then stands and whether this stored it (False: it was in already).
    Refused with a ``DuelRefusal``, ``NotLatestState`` or ``GameNotFinished``; the state is
    opened only for an open side."""
    mine = duel.side_of(player)
    if mine is None:
        raise NotInDuel()
    if mine.result is not None:
        return duel, False
    if duel.ended:
        raise DuelOver(duel)
    game, sealed = open_game()
    if sealed.duel != duel.id or sealed.player != player or sealed.game_id != mine.attempt.game_id:
        raise NotThisDuel(sealed)
    step = sealed.step or 0
    if step != mine.attempt.step:
        raise NotLatestState(step, store.attempts.line(None, None, player, duel.id), duel.id)
    if game.status not in FINISHED:
        raise GameNotFinished(game)
    evidence = store.attempts.evidence(None, None, player, duel.id)
    assert evidence is not None
    paced, reason = review_of(result_evidence(game, sealed.pace, evidence, at), rules)
    review = stored_review(paced, rules, game, evidence.kept_actions)
    result = DuelResult(
        game.status == GameStatus.WON, game.cards_home, evidence.undos, game.moves,
        elapsed_seconds(mine.attempt.started_at, at), game.score, review, at,
    )  # fmt: skip
    stored = store.duels.submit_result(duel.id, player, sealed.game_id, step, result, reason)
    now_stands = store.duels.get(duel.id, at)
    assert now_stands is not None
    mine = now_stands.side_of(player)
    if not stored and (mine is None or mine.result is None):  # it expired, or moved on, meanwhile
        if now_stands.ended:
            raise DuelOver(now_stands)
        raise NotLatestState(step, store.attempts.line(None, None, player, duel.id), duel.id)
    return now_stands, stored


def shown_result(duel: Duel, side: DuelSide, viewer: uuid.UUID) -> DuelResult | None:
    """A side's result as ``viewer`` may see it: their own always; the other's once the
    duel has ended, to the other side only; a third player's, never."""
    mine = duel.side_of(viewer)
    if side is mine or (mine is not None and duel.ended):
        return side.result
    return None


def reveals(duel: Duel, viewer: uuid.UUID) -> bool:
    """Whether ``viewer`` sees the winner, the code and the line: a side, once it ended."""
    return duel.side_of(viewer) is not None and duel.ended


def zulu(moment: dt.datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")
