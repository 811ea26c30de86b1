"""The daily lock's web adapter: the worker's ``DailyLock`` (``service.daily.lock``) read
from the app, a request's state asked about, and the refusals the guarded routes answer,
each recorded against who asked (the player of a bearer token, else the keyed hash of the
client address the rate limits count by: ``limits.address_key``) for an operator's list
(``flask --app service daily refusals``).  Recording is best effort within a second: a
refusal is answered whether or not the database takes it.
"""

from __future__ import annotations

import datetime as dt
import logging
import uuid
from contextlib import suppress

from flask import Flask, current_app, g, request

from ...clock import now
from ...daily import challenge
from ...daily.lock import (
    NOTHING,
    Asked,
    DailyLock,
    DuelDeal,
    LockedDeal,
    code_asked,
    layout_asked,
    with_future,
)
from ...engine.games import GAMES, layout_of
from ...engine.texts import N_
from ...store import DatabaseUnavailable, InvalidRecord, LockRefusal
from .db import has_store, store
from .inputs import OpenedState
from .limits import address_key
from .problems import DAILY_DEAL_LIVE, STATE_TOO_OLD, ApiError

DAILY_LOCK = "daily_lock"
"""``app.extensions`` key of the worker's ``DailyLock``."""
LOAD_TIMEOUT_S = 1.0
RECORD_TIMEOUT_S = 1.0
log = logging.getLogger("service.api")


def state_asked(opened: OpenedState) -> Asked:
    """The deal a state's game was dealt from (a round's: its current hole's, the deal the
    solver plays), and the future of its position."""
    return with_future(_state_deal(opened), opened.game)


def _state_deal(opened: OpenedState) -> Asked:
    envelope, game = opened.envelope, opened.game
    if GAMES.of_game(game).lock is None:
        return NOTHING
    if envelope.deal is not None:
        return layout_asked(layout_of(game.rules, list(envelope.deal)), game.rules)
    if envelope.fingerprint is not None:
        return Asked((envelope.fingerprint,))
    if game.deal_code is not None:
        return code_asked(game.deal_code)
    raise STATE_TOO_OLD(
        errors=[{"field": "state", "message": N_("a custom deal sealed before deal fingerprints")}]
    )


def install_daily_lock(app: Flask) -> None:
    app.extensions[DAILY_LOCK] = DailyLock(float(app.config["DAILY_LOCK_REFRESH_S"]))


def daily_grace() -> dt.timedelta:
    return dt.timedelta(minutes=current_app.config["DAILY_GRACE_MINUTES"])


def locked_holders(asked: Asked) -> list[LockedDeal]:
    """The daily deals (day and variant) ``asked`` is whose results are open now, and the
    deals of duels not ended; ``DatabaseUnavailable`` when this worker never read them."""
    if not has_store():
        return []
    lock: DailyLock = current_app.extensions[DAILY_LOCK]
    return lock.holders(
        asked,
        now(),
        daily_grace(),
        current_app.config["DAILY_LOCK_NEAR"],
        lambda first, last: _lockable_deals(first, last, now()),
    )


def _lockable_deals(first: dt.date, last: dt.date, at: dt.datetime) -> list[LockedDeal]:
    """The daily deals published from ``first`` to ``last`` and the deals of the duels not
    ended at ``at``: one read each."""
    duels = [DuelDeal(*row) for row in store().duels.live_deals(at, LOAD_TIMEOUT_S)]
    return [*store().deals.lockable(first, last, LOAD_TIMEOUT_S), *duels]


def open_daily_game(opened: OpenedState) -> bool:
    """Whether a state is a player's daily game (their attempt, or a replay) whose day's
    results are open, or a duel's game: locked by what the sealed state says, whatever the
    list holds (a deal published for today is in no worker's list until its next read)."""
    daily, player = opened.envelope.daily, opened.envelope.player
    if opened.envelope.duel is not None:
        return True
    return (
        daily is not None
        and player is not None
        and challenge.accepts_results(daily.day, now(), daily_grace())
    )


def refuse_locked(asked: Asked) -> None:
    """403 for a locked deal, recorded; 503 when this worker cannot tell (the solver
    routes)."""
    holders = locked_holders(asked)
    if holders:
        deal = holders[0]
        if isinstance(deal, DuelDeal):
            record_refusal(duel=deal.duel_id)
        else:
            record_refusal(day=deal.day, variant=deal.variant)
        raise daily_deal_live()


def refuse_open_daily_game(opened: OpenedState) -> None:
    """403 for a state of a daily game whose results are open, or of a duel
    (``open_daily_game``), recorded."""
    if open_daily_game(opened):
        daily, duel = opened.envelope.daily, opened.envelope.duel
        if duel is not None:
            record_refusal(duel=duel)
        elif daily is not None:
            record_refusal(day=daily.day, variant=daily.variant)
        raise daily_deal_live()


def record_refusal(
    *, day: dt.date | None = None, variant: str | None = None, duel: uuid.UUID | None = None
) -> None:
    """Keep a refusal of this request against who asked: the player its bearer token was
    found to be (``auth``), else its client address's keyed hash.  A database that cannot
    take it costs a warning, never the answer."""
    if not has_store():
        return
    player: uuid.UUID | None = g.get("player")
    refusal = LockRefusal(
        now(), player, None if player is not None else address_key(), request.endpoint or request.path[:64],
        day, variant, duel,
    )  # fmt: skip
    try:
        store().lock_refusals.record(refusal, RECORD_TIMEOUT_S)
    except (DatabaseUnavailable, InvalidRecord) as exc:
        log.warning("lock refusal not recorded", extra={"error": str(exc), "route": refusal.route})


def refuse_locked_play(asked: Asked) -> None:
    """403 for a locked deal; a worker that cannot tell lets the game start (the play
    routes never wait on the database)."""
    with suppress(DatabaseUnavailable):
        refuse_locked(asked)


def daily_deal_live() -> ApiError:
    return DAILY_DEAL_LIVE()
