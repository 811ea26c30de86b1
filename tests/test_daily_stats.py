"""The fixed buckets of a board's spread."""

from __future__ import annotations

import itertools

from service.daily_stats import MINUTE_LOWS, card_buckets, card_lows, most_cards_home, time_buckets
from service.engine import DAILY_VARIANTS


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
    assert [most_cards_home(variant) for variant in DAILY_VARIANTS] == [35, 35, 52, 52]
    for variant in DAILY_VARIANTS:
        buckets = card_buckets(variant)
        assert [(bucket.low, bucket.high) for bucket in buckets] == [(n, n) for n in card_lows(variant)]
        assert card_lows(variant) == tuple(range(most_cards_home(variant) + 1))
