"""Storage: players, game history, daily deals and leaderboards in PostgreSQL.

All SQL of the service lives in this package (``store.py`` and the runner in
``migrate.py``); the schema is in ``migrations/``.
"""

from .migrate import MigrationError, migrate
from .models import (
    DAILY_VARIANTS,
    VARIANT_RULES,
    VARIANTS,
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
    Variant,
    VariantStats,
    variant_of,
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
    "DAILY_VARIANTS",
    "MAX_PAGE_SIZE",
    "VARIANTS",
    "VARIANT_RULES",
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
    "Variant",
    "VariantStats",
    "migrate",
    "variant_of",
]
