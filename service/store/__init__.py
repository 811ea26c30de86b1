"""Storage: players, game history, daily deals and leaderboards in PostgreSQL.

All SQL of the service lives in this package: each statement whole in ``sql/``, run by
the repositories (``players.py``, ``history.py``, ``deals.py``, ``attempts.py``,
``results.py``, ``boards.py``, ``keys.py``) on the pool of ``database.py``, which ``Store``
(``store.py``) puts under one name; the runner of ``migrate.py`` applies the schema of ``migrations/``.
"""

from .attempts import Advance, AttemptMove
from .database import MAX_PAGE_SIZE, Database, DatabaseUnavailable, InvalidRecord
from .keys import IdempotencyKeyInFlight, KeptAnswer, KeyClaim
from .migrate import MigrationError, migrate
from .models import (
    Account,
    AttemptEvidence,
    AttemptLine,
    BoardKey,
    BoardSpread,
    DailyDeal,
    DailyRecord,
    DailyStanding,
    DailyStart,
    DailyStreak,
    GameRecord,
    HeldResult,
    LeaderboardEntry,
    Owned,
    Page,
    RecordEntry,
    StoredGame,
    VariantStats,
)
from .players import NameReadsAsAnother
from .results import DailyDealMismatch, StaleAttempt
from .store import Store

__all__ = [
    "MAX_PAGE_SIZE",
    "Account",
    "Advance",
    "AttemptEvidence",
    "AttemptLine",
    "AttemptMove",
    "BoardKey",
    "BoardSpread",
    "DailyDeal",
    "DailyDealMismatch",
    "DailyRecord",
    "DailyStanding",
    "DailyStart",
    "DailyStreak",
    "Database",
    "DatabaseUnavailable",
    "GameRecord",
    "HeldResult",
    "IdempotencyKeyInFlight",
    "InvalidRecord",
    "KeptAnswer",
    "KeyClaim",
    "LeaderboardEntry",
    "MigrationError",
    "NameReadsAsAnother",
    "Owned",
    "Page",
    "RecordEntry",
    "StaleAttempt",
    "Store",
    "StoredGame",
    "VariantStats",
    "migrate",
]
