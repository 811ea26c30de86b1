"""The English text of every refusal and message code the engine can answer.

English strings are the gettext message ids; ``service/translations/<lang>`` holds the
other languages (Russian is the product's own wording), so a translator adds a language
without touching code.
"""

from __future__ import annotations


def N_(text: str) -> str:
    """Mark ``text`` for extraction by Babel without translating it here."""
    return text


MESSAGES: dict[str, str] = {
    # Golf (the product's own wording, RULES.md)
    "rank_mismatch": N_("The rank must be one step higher or lower"),
    "card_blocked": N_("This card is blocked"),
    "no_more_moves": N_("No more possible moves"),
    "card_not_on_table": N_("This card is not on the table"),
    "column_empty": N_("This column is empty"),
    "stock_empty": N_("The stock is empty"),
    "draw_not_allowed": N_("You may draw only when no card can be removed"),
    # Canfield
    "card_not_playable": N_("This card cannot be played now"),
    "not_a_sequence": N_("The cards on this card are not a descending sequence in alternating colours"),
    "same_pile": N_("The card is already there"),
    "foundation_one_card": N_("Only one card at a time goes to a foundation"),
    "foundation_suit": N_("This foundation takes another suit"),
    "foundation_start": N_("An empty foundation starts with the base rank"),
    "foundation_rank": N_("The foundation needs the next rank up"),
    "column_colour": N_("The card must be of the other colour"),
    "column_rank": N_("The card must be one rank lower"),
    "no_foundation": N_("This card cannot go to a foundation"),
    "no_destination": N_("This card has nowhere to go"),
    "nothing_to_draw": N_("The stock and the waste are empty"),
    # Both
    "nothing_to_undo": N_("There is nothing to undo"),
    "game_over": N_("The game is over: undo or start a new game"),
    "wrong_game": N_("This move belongs to another game"),
}
