"""The store of one process: its ``Database`` (the pool and its retry rules) and the
repositories of every resource on it, under one name for the routes and the CLI.

``Store`` adds nothing of its own: each repository (players.py, history.py, deals.py,
results.py, boards.py) holds its statements and methods, and can be used alone over a
``Database``.
"""

from __future__ import annotations

from psycopg_pool import ConnectionPool

from .boards import Boards
from .database import Database
from .deals import Deals
from .history import History
from .players import Players
from .results import Results


class Store(Players, History, Deals, Results, Boards):
    def __init__(
        self,
        url: str,
        *,
        min_size: int = 1,
        max_size: int = 4,
        timeout_s: float = 3.0,
        connect_timeout_s: int = 3,
        statement_timeout_ms: int = 5000,
        reconnect_timeout_s: float = 10.0,
    ) -> None:
        """``max_size`` is per process: size it to the worker's threads.  ``timeout_s`` is
        how long a request waits for a connection before it is told the database is away."""
        super().__init__(
            Database(
                url,
                min_size=min_size,
                max_size=max_size,
                timeout_s=timeout_s,
                connect_timeout_s=connect_timeout_s,
                statement_timeout_ms=statement_timeout_ms,
                reconnect_timeout_s=reconnect_timeout_s,
            )
        )

    @property
    def pool(self) -> ConnectionPool:
        return self.database.pool

    def open(self) -> None:
        self.database.open()

    def close(self) -> None:
        self.database.close()

    def ping(self, timeout_s: float | None = None) -> None:
        self.database.ping(timeout_s)
