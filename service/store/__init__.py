"""Storage: players, game history, daily deals and leaderboards in PostgreSQL.

All SQL of the service lives in this package (``store.py`` and the runner in
``migrate.py``); the schema is in ``migrations/``.
"""

from .migrate import MigrationError, migrate
from .models import (
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
from .store import (
    MAX_PAGE_SIZE,
    DailyDealMismatch,
    DatabaseUnavailable,
    IdempotencyKeyReused,
    InvalidRecord,
    Store,
)

__all__ = [
    "MAX_PAGE_SIZE",
    "BoardKey",
    "BoardSpread",
    "DailyDeal",
    "DailyDealMismatch",
    "DailyRecord",
    "DailyStanding",
    "DailyStart",
    "DailyStreak",
    "DatabaseUnavailable",
    "GameRecord",
    "HeldResult",
    "IdempotencyKeyReused",
    "InvalidRecord",
    "LeaderboardEntry",
    "MigrationError",
    "Owned",
    "Page",
    "RecordEntry",
    "Store",
    "StoredGame",
    "VariantStats",
    "migrate",
]
