"""The store of one process: its ``Database`` (the pool and its retry rules), the reads
that may lag (``replica.LaggingReads``), and one repository a resource, each its own
attribute: ``store.players``, ``store.boards``, ``store.duels``...  Each repository
(players.py, devices.py, player_data.py, history.py, deals.py, attempts.py, results.py,
boards.py, reviews.py, badges.py, friends.py, groups.py, duels.py, leagues.py, keys.py, refusals.py,
vegas.py) holds its statements and methods, and can be used alone over a ``Database`` and
its ``LaggingReads``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from psycopg_pool import ConnectionPool

from .attempts import Attempts
from .badges import Badges
from .boards import Boards
from .database import Database, PoolOptions
from .deals import Deals
from .devices import Devices
from .duels import Duels
from .friends import Friends
from .groups import Groups
from .history import History
from .keys import IdempotencyKeys
from .leagues import Leagues
from .player_data import PlayerData
from .players import Players
from .refusals import LockRefusals
from .replica import LaggingReads
from .results import Results
from .reviews import PlayReviews
from .vegas import VegasBalances

if TYPE_CHECKING:
    from typing_extensions import Unpack

REPLICA_WAIT_S = 0.5
"""The most a read waits for a replica's connection before the primary serves it."""


class Store:
    def __init__(
        self, url: str, *, read_url: str | None = None, max_lag_s: float = 2.0, **options: Unpack[PoolOptions]
    ) -> None:
        """``url``: the primary; ``read_url``: a streaming replica (or a pooler in front of
        several) for the reads that may lag, within ``max_lag_s`` (``replica.py``)."""
        self.database = Database(url, **options)
        replica = None
        if read_url:
            wait_s = min(options.get("timeout_s", REPLICA_WAIT_S), REPLICA_WAIT_S)
            # A read a standby cancels (in conflict with recovery: 40001) goes to the primary at once.
            replica = Database(read_url, **(options | {"timeout_s": wait_s}), rolled_back_runs=1)
        self.lagging = LaggingReads(self.database, replica, max_lag_s)
        on = (self.database, self.lagging)
        # players, their devices, their games, all their data
        self.players, self.devices, self.history = Players(*on), Devices(*on), History(*on)
        self.player_data = PlayerData(*on)
        # Vegas Canfield's balances, a player and draw
        self.vegas = VegasBalances(*on)
        # the daily challenge: its deals, attempts, results, boards, reviews and the lock's refusals
        self.deals, self.attempts, self.results = Deals(*on), Attempts(*on), Results(*on)
        self.boards, self.play_reviews, self.lock_refusals = Boards(*on), PlayReviews(*on), LockRefusals(*on)
        self.badges = Badges(*on)
        # between players
        self.friends, self.groups, self.duels = Friends(*on), Groups(*on), Duels(*on)
        # the weekly leagues
        self.leagues = Leagues(*on)
        # the first answer to each keyed write
        self.idempotency_keys = IdempotencyKeys(*on)

    @property
    def pool(self) -> ConnectionPool:
        return self.database.pool

    def open(self) -> None:
        self.database.open()
        if self.lagging.replica is not None:
            self.lagging.replica.open()

    def close(self) -> None:
        self.database.close()
        if self.lagging.replica is not None:
            self.lagging.replica.close()

    def ping(self, timeout_s: float | None = None) -> None:
        self.database.ping(timeout_s)
