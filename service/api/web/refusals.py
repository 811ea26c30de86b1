"""The domain's refusals, each answered with its problem (``problems.py``): a route lets a
daily, duel, follow or record refusal rise, and ``errors.py`` answers it from this table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...daily.line import NotLatestState
from ...daily.submission import GameNotFinished, NotAResult, NotYourGame, ReplayNotResult, ResultsClosed
from ...duels.rules import (
    DuelOver,
    DuelRefusal,
    DuelTaken,
    JoinedBefore,
    NotInDuel,
    NotThisDuel,
    OwnDuel,
    VariantNotDuelled,
    zulu,
)
from ...social.friends import AmbiguousPlayer, FollowingSelf, FollowRefused, NoSuchPlayer, TooManyFriends
from ...store import InvalidRecord
from .problems import (
    AMBIGUOUS_PLAYER,
    DAILY_CLOSED,
    DAILY_REPLAY,
    DUEL_JOINED,
    DUEL_OVER,
    DUEL_TAKEN,
    DUEL_VARIANT_UNSUPPORTED,
    FOLLOW_LIMIT_REACHED,
    FOLLOW_SELF,
    NOT_A_DAILY_GAME,
    NOT_IN_DUEL,
    NOT_THIS_DUEL,
    OWN_DUEL,
    STATE_NOT_YOURS,
    UNKNOWN_PLAYER,
    ApiError,
)
from .ranked import game_not_finished, resumed, side_document, stale_state
from .records import invalid_record


def not_a_result(refused: NotAResult) -> ApiError:
    """The problem answering a daily submission that is not a result."""
    detail = refused.detail
    match refused:
        case ResultsClosed():
            return DAILY_CLOSED(detail)
        case ReplayNotResult():
            return DAILY_REPLAY(detail)
        case NotYourGame():
            return STATE_NOT_YOURS(detail)
        case GameNotFinished():
            return game_not_finished(refused)
    return NOT_A_DAILY_GAME(detail)


def duel_refused(refused: DuelRefusal) -> ApiError:
    match refused:
        case VariantNotDuelled():
            return DUEL_VARIANT_UNSUPPORTED(refused.detail)
        case OwnDuel():
            return OWN_DUEL()
        case DuelTaken():
            return DUEL_TAKEN()
        case DuelOver():
            return DUEL_OVER(refused.detail)
        case NotInDuel():
            return NOT_IN_DUEL()
        case NotThisDuel():
            return NOT_THIS_DUEL(refused.detail)
        case JoinedBefore():
            return _joined_before(refused)
    raise TypeError(f"no problem answers {refused!r}")


def _joined_before(refused: JoinedBefore) -> ApiError:
    """409 for a second join by the opponent, with their game's latest state to resume."""
    side = refused.side
    document = side_document(refused.duel, side)
    if side.attempt.state is None:
        document["outcome"] = resumed().to_json()
    return DUEL_JOINED(
        started_at=zulu(side.attempt.started_at), extra={"state": document["state"], "game": document}
    )


def follow_refused(refused: FollowRefused) -> ApiError:
    match refused:
        case NoSuchPlayer():
            return UNKNOWN_PLAYER(player=refused.player)
        case AmbiguousPlayer():
            return AMBIGUOUS_PLAYER(player=refused.player)
        case FollowingSelf():
            return FOLLOW_SELF(player=refused.player)
        case TooManyFriends():
            return FOLLOW_LIMIT_REACHED(limit=refused.limit)
    raise TypeError(f"no problem answers {refused!r}")


def not_latest(refused: NotLatestState) -> ApiError:
    return stale_state(refused.step, refused.line, refused.duel)


REFUSALS: dict[type[Exception], Callable[[Any], ApiError]] = {
    NotAResult: not_a_result,
    NotLatestState: not_latest,
    DuelRefusal: duel_refused,
    FollowRefused: follow_refused,
    InvalidRecord: invalid_record,
}
"""Each domain refusal (its subclasses included) and the problem that answers it."""
