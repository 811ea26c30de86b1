"""The fixed buckets of a daily board's spread (``GET /v1/daily/{date}/stats``): the two
histograms a client draws after a result, the player's own bar lit where it falls.

Fixed, and the same every day, so a client lays the bars out before it has the counts and
compares two days bar by bar: cards home (a round's strokes) and sixteen buckets of time.
The database keeps exact counts (``migrations/0009_daily_record.sql``), so the buckets can
change without a migration.  docs/design/daily.md, "A board's spread".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..engine import GAMES, Variant
from ..engine.games import is_round

MINUTE_LOWS: Final = (0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 45, 60, 90, 120)
"""The lowest minute of each time bucket; the last one has no end."""


@dataclass(frozen=True, slots=True)
class Bucket:
    """The values a histogram bar counts: ``low`` to ``high`` inclusive (None: no end)."""

    low: int
    high: int | None


STROKE_LOWS: Final = tuple(range(0, 101, 5))
"""The lowest strokes of each bucket of the daily round's histogram: fives (par 45 in
45-49), the last one, 100 and over, with no end."""


def most_cards_home(variant: Variant) -> int:
    """The most cards a result of ``variant`` can bring home (a won game's; a round's, all
    its tables')."""
    rules = variant.rules
    return GAMES.of_rules(rules).most_cards_home(rules)


def counts_strokes(variant: Variant) -> bool:
    """Whether ``variant``'s board is drawn in strokes (a round's) rather than cards home."""
    return is_round(variant.rules)


def stroke_buckets() -> list[Bucket]:
    """The strokes buckets, fewest strokes first."""
    ends = [low - 1 for low in STROKE_LOWS[1:]]
    return [Bucket(low, end) for low, end in zip(STROKE_LOWS, [*ends, None], strict=True)]


def card_buckets(variant: Variant) -> list[Bucket]:
    """The cards home buckets, fewest first: one per number; a round's, its strokes buckets
    read as cards home (``most - strokes``, so in the opposite order)."""
    if counts_strokes(variant):
        most = most_cards_home(variant)
        return [
            Bucket(0 if bucket.high is None else most - bucket.high, most - bucket.low)
            for bucket in reversed(stroke_buckets())
        ]
    return [Bucket(low, low) for low in range(most_cards_home(variant) + 1)]


def card_lows(variant: Variant) -> tuple[int, ...]:
    """The lowest cards home of each cards bucket (what the store counts them by)."""
    return tuple(bucket.low for bucket in card_buckets(variant))


def time_buckets() -> list[Bucket]:
    """The time buckets in seconds."""
    ends = [low * 60 - 1 for low in MINUTE_LOWS[1:]]
    return [Bucket(low * 60, end) for low, end in zip(MINUTE_LOWS, [*ends, None], strict=True)]
