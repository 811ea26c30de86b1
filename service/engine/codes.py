"""Game codes: ``GO1-E-AAAAAAB`` <-> (game, rules, deal number).

A code is the whole deal: the game, its rule options (Golf's mode letter and flags in the
order ``K S T J D``, Canfield's ``D3`` or ``D1``) and a deal number in base 26: seven
letters when it fits (a random game's, easy to share), fourteen for any 64-bit number (the
daily deals', drawn beyond the short ones so that dealing every short code finds none).
Round codes ``GR1-<mode>-<holes>-<number>`` name their holes.  The format, flag by flag:
docs/codes-and-deals.md, "Game codes"; docs/rules.md, "Codes and deals"."""

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
