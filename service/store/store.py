"""The store of one process: its ``Database`` (the pool and its retry rules) and the
repositories of every resource on it, under one name for the routes and the CLI.

``Store`` adds nothing of its own: each repository (players.py, history.py, deals.py,
results.py, boards.py, keys.py) holds its statements and methods, and can be used alone over a
``Database``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from psycopg_pool import ConnectionPool

from .boards import Boards
from .database import Database, PoolOptions
from .deals import Deals
from .history import History
from .keys import IdempotencyKeys
from .players import Players
from .results import Results

if TYPE_CHECKING:
    from typing_extensions import Unpack


class Store(Players, History, Deals, Results, Boards, IdempotencyKeys):
    def __init__(self, url: str, **options: Unpack[PoolOptions]) -> None:
        super().__init__(Database(url, **options))

    @property
    def pool(self) -> ConnectionPool:
        return self.database.pool

    def open(self) -> None:
        self.database.open()

    def close(self) -> None:
        self.database.close()

    def ping(self, timeout_s: float | None = None) -> None:
        self.database.ping(timeout_s)
