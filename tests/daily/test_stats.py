"""The fixed buckets of a board's spread."""

from __future__ import annotations

import itertools

from service.daily.stats import (
    MINUTE_LOWS,
    card_buckets,
    card_lows,
    counts_strokes,
    most_cards_home,
    stroke_buckets,
    time_buckets,
)
from service.engine import DAILY_VARIANTS, Variant


def test_time_buckets_cover_every_second_once_from_zero() -> None:
    buckets = time_buckets()
    assert len(buckets) == len(MINUTE_LOWS) == 16
    assert buckets[0].low == 0 and buckets[-1].high is None
    assert all(
        before.high is not None and before.high + 1 == after.low
        for before, after in itertools.pairwise(buckets)
    )
    assert all(bucket.low % 60 == 0 for bucket in buckets)  # whole minutes: the counters keep minutes


def test_cards_buckets_are_one_per_number_a_result_can_have() -> None:
    assert [most_cards_home(variant) for variant in DAILY_VARIANTS] == [35, 35, 52, 52, 315]
    for variant in DAILY_VARIANTS[:4]:
        assert not counts_strokes(variant)
        buckets = card_buckets(variant)
        assert [(bucket.low, bucket.high) for bucket in buckets] == [(n, n) for n in card_lows(variant)]
        assert card_lows(variant) == tuple(range(most_cards_home(variant) + 1))


def test_the_daily_rounds_buckets_are_fives_of_strokes_and_the_same_read_as_cards_home() -> None:
    """Strokes 0-4, 5-9, ... 95-99, 100 and over (par 45 in 45-49); read as cards home
    (315 less the strokes) they cover 0 to 315 once, in the opposite order."""
    assert counts_strokes(Variant.GOLF_ROUND)
    strokes = stroke_buckets()
    assert [(bucket.low, bucket.high) for bucket in strokes[:2]] == [(0, 4), (5, 9)]
    assert (strokes[9].low, strokes[9].high) == (45, 49) and (strokes[-1].low, strokes[-1].high) == (
        100,
        None,
    )
    cards = card_buckets(Variant.GOLF_ROUND)
    assert len(cards) == len(strokes) == 21 and cards[0].low == 0 and cards[-1].high == 315
    assert all(
        before.high is not None and before.high + 1 == after.low
        for before, after in itertools.pairwise(cards)
    )
    for stroke, card in zip(strokes, reversed(cards), strict=True):
        assert card.high == 315 - stroke.low and card.low == (0 if stroke.high is None else 315 - stroke.high)
    assert card_lows(Variant.GOLF_ROUND) == tuple(bucket.low for bucket in cards)
