"""Storage: players, game history, daily deals and leaderboards in PostgreSQL.

All SQL of the service lives in this package: each statement whole in ``sql/``, run by
the repositories (``players.py``, ``devices.py``, ``player_data.py``, ``history.py``,
``deals.py``, ``attempts.py``, ``results.py``, ``boards.py``, ``reviews.py``, ``badges.py``,
``friends.py``, ``groups.py``, ``duels.py``, ``leagues.py``, ``keys.py``, ``refusals.py``, ``vegas.py``; each
a ``repository.Repository``) on the pool of ``database.py``; ``Store`` (``store.py``) holds
the pool and one repository an attribute (``store.players``, ``store.boards``...); the
runner of ``migrate.py`` applies the schema of ``migrations/``.
"""

from .attempts import Advance, AttemptMove
from .database import (
    MAX_PAGE_SIZE,
    ROLLED_BACK_RUNS,
    Bulkhead,
    Database,
    DatabaseBusy,
    DatabaseUnavailable,
    InvalidRecord,
    TransactionRolledBack,
    run_again_when_rolled_back,
)
from .devices import Device, LinkCodesExhausted, Linked, Profile
from .duels import Duel, DuelCounts, DuelDeal, DuelResult, DuelSide, HeldSide, InviteTaken, NewSide
from .friends import FollowAsked, NamedPlayer
from .keys import IdempotencyKeyInFlight, KeptAnswer, KeyClaim
from .leagues import League, LeagueMember, LeagueWeek
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
    EarnedBadge,
    Friend,
    GameRecord,
    GroupStanding,
    HeldResult,
    LeaderboardEntry,
    MonthBadges,
    MonthProgress,
    Owned,
    Page,
    PlayerBadges,
    RecordEntry,
    StoredGame,
    VariantStats,
)
from .player_data import EXPORT_SECTIONS
from .players import NameReadsAsAnother
from .refusals import LockRefusal, RefusedAsker
from .results import DailyDealMismatch, StaleAttempt
from .reviews import PendingReview, PlayerEvidence, Verdict
from .store import Store
from .vegas import VegasBalance

__all__ = [
    "EXPORT_SECTIONS",
    "MAX_PAGE_SIZE",
    "ROLLED_BACK_RUNS",
    "Account",
    "Advance",
    "AttemptEvidence",
    "AttemptLine",
    "AttemptMove",
    "BoardKey",
    "BoardSpread",
    "Bulkhead",
    "DailyDeal",
    "DailyDealMismatch",
    "DailyRecord",
    "DailyStanding",
    "DailyStart",
    "Database",
    "DatabaseBusy",
    "DatabaseUnavailable",
    "Device",
    "Duel",
    "DuelCounts",
    "DuelDeal",
    "DuelResult",
    "DuelSide",
    "EarnedBadge",
    "FollowAsked",
    "Friend",
    "GameRecord",
    "GroupStanding",
    "HeldResult",
    "HeldSide",
    "IdempotencyKeyInFlight",
    "InvalidRecord",
    "InviteTaken",
    "KeptAnswer",
    "KeyClaim",
    "LeaderboardEntry",
    "League",
    "LeagueMember",
    "LeagueWeek",
    "LinkCodesExhausted",
    "Linked",
    "LockRefusal",
    "MigrationError",
    "MonthBadges",
    "MonthProgress",
    "NameReadsAsAnother",
    "NamedPlayer",
    "NewSide",
    "Owned",
    "Page",
    "PendingReview",
    "PlayerBadges",
    "PlayerEvidence",
    "Profile",
    "RecordEntry",
    "RefusedAsker",
    "StaleAttempt",
    "Store",
    "StoredGame",
    "TransactionRolledBack",
    "VariantStats",
    "VegasBalance",
    "Verdict",
    "migrate",
    "run_again_when_rolled_back",
]
