"""Game codes: ``GO1-E-AAAAAAB`` <-> (game, rules, deal number).

A code is the whole deal: the game, its rule options and a deal number written in base 26
with the letters A-Z (``AAAAAAA`` = 0, ``AAAAAAB`` = 1), in one of two lengths:

* the short form, seven letters, for deal numbers below 26^7 (about 8 x 10^9): what a
  random game gets, easy to read out and share;
* the long form, fourteen letters, for any deal number below 2^64 (the shuffle's whole
  seed).  The daily deals are drawn from the long form's numbers beyond the short ones with
  64 bits of secret randomness, so no one can find one by dealing every short code and
  matching the cards a player sees (26^7 deals are a morning's work in C; 2^64 are not).

A code is written in the short form whenever its number fits, so every deal has exactly one
canonical code; either length is read.

Golf's middle part is the app's mode letter, ``E`` (easy, K-A linked) or ``C`` (classic);
the legacy ``N`` reads as ``E``.  Rule options beyond the app's two presets follow the
mode letter as flags, always written in this order:

====  =====================================================
K     nothing may go on a king (the app allows a queen)
S     strict drawing: draw only when no card can be removed
T     traditional stroke scoring (cards left on the table)
J/JJ  one or two wild jokers in the deck
D     the discard starts empty (the player picks the first card)
====  =====================================================

so ``GO1-CKST-AAAAAAB`` is deal 1 under the traditional rules.  Canfield's middle part is
``D3`` or ``D1``, the draw mode.

A round of Golf has a code of four parts, ``GR1-<Golf mode and flags>-<holes>-<number>``
(``GR1-C-9-AAAAAAB``: round 1 of nine classic holes): its number is written like a deal
number (seven or fourteen letters) and names every hole's deal (``golf_round.hole_deals``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .rules import Rules
from .texts import N_, Text

SHORT_DEAL_LETTERS: Final = 7
LONG_DEAL_LETTERS: Final = 14
SHORT_DEAL_COUNT: Final = 26**SHORT_DEAL_LETTERS
"""Deal numbers the short form writes: random games draw from these."""
DEAL_COUNT: Final = 1 << 64
"""Every deal number a code can name (the shuffle's 64-bit seed)."""


class CodeError(ValueError):
    """A game code that cannot be read; ``part`` names the wrong piece."""

    def __init__(self, part: str, text: Text) -> None:
        super().__init__(str(text))
        self.part = part
        self.text = text


@dataclass(frozen=True, slots=True)
class GameCode:
    rules: Rules
    deal: int

    @property
    def game(self) -> str:
        return self.rules.game

    def __str__(self) -> str:
        return format_code(self.rules, self.deal)


def deal_letters(deal: int) -> str:
    """The deal part of a code: seven letters when the number fits them, else fourteen."""
    if not 0 <= deal < DEAL_COUNT:
        raise CodeError("deal", Text(N_("the deal number must be 0 to {last}"), last=DEAL_COUNT - 1))
    letters = []
    for _ in range(SHORT_DEAL_LETTERS if deal < SHORT_DEAL_COUNT else LONG_DEAL_LETTERS):
        deal, digit = divmod(deal, 26)
        letters.append(chr(ord("A") + digit))
    return "".join(reversed(letters))


def format_code(rules: Rules, deal: int) -> str:
    return f"{rules.code_head}-{deal_letters(deal)}"


def mode_and_letters(text: str, parts: list[str]) -> tuple[str, str]:
    """The middle part and the deal part of a code of three parts (a game's reader of
    codes: ``registry``)."""
    if len(parts) != 3:
        raise CodeError(
            "code",
            Text(
                N_(
                    '"{code}" is not a game code: expected three parts such as "GO1-E-AAAAAAB" '
                    '(a round\'s code has four, such as "GR1-C-9-AAAAAAB")'
                ),
                code=text,
            ),
        )
    return parts[1], parts[2]


def parse_deal_letters(letters: str) -> int:
    """The deal number of a code's deal part (upper case): 7 or 14 letters A-Z, below 2^64."""
    well_formed = letters.isascii() and letters.isalpha()
    if len(letters) not in (SHORT_DEAL_LETTERS, LONG_DEAL_LETTERS) or not well_formed:
        raise CodeError(
            "deal", Text(N_('the deal part "{letters}" must be 7 or 14 letters A-Z'), letters=letters)
        )
    deal = 0
    for letter in letters:
        deal = deal * 26 + ord(letter) - ord("A")
    if deal >= DEAL_COUNT:
        largest = deal_letters(DEAL_COUNT - 1)
        template = N_('the deal part "{letters}" is beyond the last deal, {largest} (2^64 - 1)')
        raise CodeError("deal", Text(template, letters=letters, largest=largest))
    return deal
