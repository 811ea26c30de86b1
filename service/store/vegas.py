"""Vegas Canfield's balances, one a player and draw: a deal counted when it is dealt, settled
once when its game is recorded (``vegas_settle.sql``, in the history's write), reset on
request (docs/design/vegas.md)."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass

from .models import Owned
from .repository import Repository
from .statements import statement

_DEAL = statement("vegas_deal")
_RESET = statement("vegas_reset")
_OF_TOKEN = statement("vegas_of_token")


@dataclass(frozen=True, slots=True)
class VegasBalance:
    """A player's balance of one draw: the dollars of their deals since ``reset_at`` (None:
    never reset), how many were dealt and how many of those were settled by their record."""

    draw: int
    balance: int
    deals: int
    settled: int
    reset_at: dt.datetime | None


class VegasBalances(Repository):
    def deal(self, player_id: uuid.UUID, game_id: uuid.UUID, draw: int, score: int, at: dt.datetime) -> int:
        """Count a Vegas deal dealt to the player (its game ``game_id``, its deal score
        ``score``) in the balance of ``draw`` at once: the balance after.  Not replayable:
        a lost connection fails the deal rather than count it twice."""
        parameters = {"player": player_id, "game_id": game_id, "draw": draw, "score": score, "at": at}
        [(balance,)] = self.database.execute(_DEAL, parameters, replayable=False)
        return int(balance)

    def reset(self, player_id: uuid.UUID, draw: int, at: dt.datetime) -> VegasBalance:
        """The balance of ``draw`` back to $0 and no deals; the deals not yet settled are
        settled by nothing.  Replayable: a reset again leaves what one leaves."""
        [row] = self.database.execute(_RESET, {"player": player_id, "draw": draw, "at": at}, replayable=True)
        return VegasBalance(*row)

    def own_balances(self, token: str) -> Owned[list[VegasBalance]] | None:
        """The balances of the bearer token's player, draw 3 first (only the draws they
        played or reset); None when the token is nobody's."""
        found = self.database.read_for_token(token, _OF_TOKEN, {})
        return None if found is None else Owned(found.player, [VegasBalance(*row) for row in found.value])
