"""The daily lock knows a game's deals and positions by its registry entry's ``lock``
(issue 32): a game registered without one is never locked, and asking about it is no
error; the other games stay locked."""

from __future__ import annotations

import datetime as dt
import secrets
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from service.daily.lock import NOTHING, Asked, DuelDeal, LockedDeals, code_asked, layout_asked, with_future
from service.engine import format_code, new_game
from service.engine.canfield_entry import CANFIELD
from service.engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT, GameCode
from service.engine.games import GAMES, deal_layout
from service.engine.registry import GameEntry
from service.engine.rules import CANFIELD_DRAW3, GOLF_EASY, Rules

NEAR = 4


@contextmanager
def registered_without_a_lock(entry: GameEntry) -> Iterator[None]:
    """The registry with ``entry``'s game registered as it is but for its ``lock``, in the
    same order; as it was afterwards."""
    entries = GAMES.entries
    for known in entries:
        GAMES.unregister(known)
    try:
        for known in entries:
            GAMES.register(replace(known, lock=None) if known is entry else known)
        yield
    finally:
        for known in GAMES.entries:
            GAMES.unregister(known)
        for known in entries:
            GAMES.register(known)


def duel(code: GameCode) -> DuelDeal:
    expires = dt.datetime(2031, 1, 5, tzinfo=dt.UTC)
    return DuelDeal(uuid.uuid4(), "any", format_code(code.rules, code.deal), expires)


def long_code(rules: Rules) -> GameCode:
    """A code of a deal no other test publishes."""
    return GameCode(rules, SHORT_DEAL_COUNT + secrets.randbelow(DEAL_COUNT - SHORT_DEAL_COUNT))


def test_a_game_registered_without_a_lock_is_never_locked() -> None:
    canfield, golf = long_code(CANFIELD_DRAW3), long_code(GOLF_EASY)
    golf_duel = duel(golf)
    locked = LockedDeals.of([duel(canfield), golf_duel])
    layout = deal_layout(CANFIELD_DRAW3, canfield.deal)

    def asked() -> list[Asked]:
        """The deal by code, by layout and by a state of it (a Canfield position has no
        future: a state is known by its deal)."""
        game = new_game(canfield)
        return [
            code_asked(canfield),
            layout_asked(layout, CANFIELD_DRAW3),
            with_future(code_asked(canfield), game),
        ]

    assert all(locked.holders(request, NEAR) for request in asked())
    with registered_without_a_lock(CANFIELD):
        assert asked() == [NOTHING] * 3
        assert with_future(NOTHING, new_game(golf)).future is not None  # Golf keeps its lock
        assert not any(locked.holders(request, NEAR) for request in asked())
        assert locked.holders(code_asked(golf), NEAR) == [golf_duel]
        # a list holding a deal of the game (none can be published) is read without error
        other = long_code(CANFIELD_DRAW3)
        assert not LockedDeals.of([duel(other)]).holders(code_asked(other), NEAR)
    assert GAMES.entries[1] is CANFIELD
    assert all(locked.holders(request, NEAR) for request in asked())
