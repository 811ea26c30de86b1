"""The text a player shares: what they did in their language, nothing of the deal."""

from __future__ import annotations

import datetime as dt

import pytest

from service.daily.share import clock, share_text
from service.engine import DAILY_VARIANTS, Variant
from service.i18n import LANGUAGES

DAY = dt.date(2031, 1, 5)


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [(0, "0:00"), (59, "0:59"), (185, "3:05"), (3599, "59:59"), (3600, "1:00:00"), (37_230, "10:20:30")],
)
def test_time_is_minutes_and_seconds_then_hours(seconds: int, shown: str) -> None:
    assert clock(seconds) == shown


def test_a_canfield_result_counts_its_cards_on_the_foundations() -> None:
    assert share_text(DAY, Variant.CANFIELD_DRAW1, 52, 0, 600, "en").splitlines() == [
        "Daily challenge · January 5, 2031", "Canfield, draw 1", "Cards on the foundations: 52 of 52",
        "Hints: 0 · Undos: 0 · Time: 10:00",
    ]  # fmt: skip
    assert share_text(DAY, Variant.CANFIELD_DRAW3, 52, 3, 600, "ru", undos=4).splitlines()[1:] == [
        "Кэнфилд, колода по 3", "Карт на фундаментах: 52 из 52", "Подсказки: 3 · Отмены: 4 · Время: 10:00",
    ]  # fmt: skip


def test_a_result_without_a_clock_shares_no_time() -> None:
    assert share_text(DAY, Variant.GOLF_CLASSIC, 31, 2, None, "en").splitlines()[-2:] == [
        "Cards cleared: 31 of 35", "Hints: 2 · Undos: 0",
    ]  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", DAILY_VARIANTS)
def test_every_variant_has_its_text_in_every_language(variant: Variant, language: str) -> None:
    text = share_text(DAY, variant, 20, 1, 75, language)
    lines = text.splitlines()
    assert len(lines) == 4 and "2031" in lines[0] and "1:15" in lines[3]
    assert "GO1" not in text and "CF1" not in text


def test_the_daily_round_shares_its_strokes_hole_by_hole_and_against_par() -> None:
    """Strokes say how many cards each table kept, never which: a scorecard, "-35" under
    par as golfers write it, "E" for even, "+2" over."""
    strokes = [2, 1, 1, 2, 1, 1, 0, 0, 2]
    assert share_text(DAY, Variant.GOLF_ROUND, 305, 0, 754, "en", strokes).splitlines() == [
        "Daily challenge · January 5, 2031", "Golf round, classic (9 holes)",
        "Strokes: 2 1 1 2 1 1 0 0 2 · 10 (-35)", "Hints: 0 · Undos: 0 · Time: 12:34",
    ]  # fmt: skip
    assert share_text(DAY, Variant.GOLF_ROUND, 270, 2, 60, "ru", [5] * 9).splitlines()[1:] == [
        "Раунд гольфа, классический (9 лунок)", "Удары: 5 5 5 5 5 5 5 5 5 · 45 (E)",
        "Подсказки: 2 · Отмены: 0 · Время: 1:00",
    ]  # fmt: skip
    assert "(+2)" in share_text(DAY, Variant.GOLF_ROUND, 268, 0, 60, "en", [5] * 8 + [7])
    assert "GR1" not in share_text(DAY, Variant.GOLF_ROUND, 305, 0, 754, "en", strokes)
