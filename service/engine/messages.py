"""The English text of every refusal and message code the engine can answer.

English strings are the gettext message ids; ``service/translations/<lang>`` holds the
other languages (Russian is the product's own wording), so a translator adds a language
without touching code.
"""

from __future__ import annotations

from .game import Notice, Refusal
from .texts import N_

MESSAGES: dict[Refusal | Notice, str] = {
    # Golf (the first three are the product's own wording: docs/rules.md)
    Refusal.RANK_MISMATCH: N_("The rank must be one step higher or lower"),
    Refusal.CARD_BLOCKED: N_("This card is blocked"),
    Notice.NO_MORE_MOVES: N_("No more possible moves"),
    Refusal.CARD_NOT_ON_TABLE: N_("This card is not on the table"),
    Refusal.COLUMN_EMPTY: N_("This column is empty"),
    Refusal.STOCK_EMPTY: N_("The stock is empty"),
    Refusal.DRAW_NOT_ALLOWED: N_("You may draw only when no card can be removed"),
    # Canfield
    Refusal.CARD_NOT_PLAYABLE: N_("This card cannot be played now"),
    Refusal.NOT_A_SEQUENCE: N_("The cards on this card are not a descending sequence in alternating colours"),
    Refusal.SAME_PILE: N_("The card is already there"),
    Refusal.FOUNDATION_ONE_CARD: N_("Only one card at a time goes to a foundation"),
    Refusal.FOUNDATION_SUIT: N_("This foundation takes another suit"),
    Refusal.FOUNDATION_START: N_("An empty foundation starts with the base rank"),
    Refusal.FOUNDATION_RANK: N_("The foundation needs the next rank up"),
    Refusal.COLUMN_COLOUR: N_("The card must be of the other colour"),
    Refusal.COLUMN_RANK: N_("The card must be one rank lower"),
    Refusal.NO_FOUNDATION: N_("This card cannot go to a foundation"),
    Refusal.NO_DESTINATION: N_("This card has nowhere to go"),
    Refusal.NOTHING_TO_DRAW: N_("The stock and the waste are empty"),
    # A round of Golf
    Refusal.HOLE_NOT_OVER: N_(
        "Finish this hole first: the next one is dealt once it is cleared or no move is left"
    ),
    Refusal.HOLE_OVER: N_("This hole is over: deal the next one"),
    Refusal.ROUND_OVER: N_("The round is over and its card final: start a new game"),
    # Both
    Refusal.NOTHING_TO_UNDO: N_("There is nothing to undo"),
    Refusal.GAME_OVER: N_("The game is over: undo or start a new game"),
    Refusal.WRONG_GAME: N_("This move belongs to another game"),
}
