"""The text a player shares after a daily game: what they did, never what the deal is.

The day, the variant, the cards home (a round's strokes), hints, undos and time, and no
card, code or move (while results are open either would be a spoiler).  In the request's
language from the gettext catalogs, labels rather than counted nouns so no language needs
plural forms.  Each variant's wording is here and nowhere else but its name.  Plain text
from plain values: no web, no database (docs/design/daily.md, "The text a player shares").
"""

from __future__ import annotations

import datetime as dt
from typing import Final

from babel.dates import format_date

from ..engine import GAMES, VARIANTS, RoundRules, Variant
from ..engine.texts import N_
from ..i18n import translate
from .stats import most_cards_home

TITLE: Final = N_("Daily challenge · {date}")
STROKES: Final = N_("Strokes: {holes} · {total} ({against_par})")
HINTS: Final = N_("Hints: {hints}")
UNDOS: Final = N_("Undos: {undos}")
TIME: Final = N_("Time: {time}")
TEXTS: Final = (
    TITLE,
    *(variant.catalog_title for variant in VARIANTS),
    *(game.cards_home_text for game in GAMES.entries),
    STROKES,
    HINTS,
    UNDOS,
    TIME,
)
"""Every text of a share (the gettext ids that the catalogs translate)."""


def clock(seconds: int) -> str:
    """``m:ss``, or ``h:mm:ss`` from an hour on."""
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"


def against_par(total: int, par: int) -> str:
    """A total against par as golfers write it: "-3", "+2", "E" (even)."""
    return "E" if total == par else f"{total - par:+d}"


def share_text(
    day: dt.date,
    variant: Variant,
    cards_home: int,
    hints: int,
    seconds: int | None,
    language: str,
    strokes: list[int] | None = None,
    undos: int = 0,
) -> str:
    """Four lines: the day, the variant, the cards home (the daily round: its ``strokes``
    per hole), the hints, undos and time (a result stored before daily games had a clock
    has no time)."""
    rules = variant.rules
    last = [translate(HINTS, language).format(hints=hints), translate(UNDOS, language).format(undos=undos)]
    if seconds is not None:
        last.append(translate(TIME, language).format(time=clock(seconds)))
    if isinstance(rules, RoundRules) and strokes is not None:
        total = sum(strokes)
        result = translate(STROKES, language).format(
            holes=" ".join(map(str, strokes)), total=total, against_par=against_par(total, rules.par)
        )
    else:
        result = translate(GAMES.of_rules(rules).cards_home_text, language).format(
            home=cards_home, most=most_cards_home(variant)
        )
    return "\n".join(
        [
            translate(TITLE, language).format(date=format_date(day, format="long", locale=language)),
            translate(variant.catalog_title, language),
            result,
            " · ".join(last),
        ]
    )
