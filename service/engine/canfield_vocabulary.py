"""Canfield's own words: the refusals only Canfield answers, with their English texts
(gettext ids, translated in ``service/translations``).  Its entry registers them
(``canfield_entry``); its moves are ones other games may play too (``game.Transfer``)."""

from __future__ import annotations

from typing import Final

from .game import Notice, Refusal
from .texts import N_


class CanfieldRefusal(Refusal):
    """Why Canfield's rules refuse a move."""

    CARD_NOT_PLAYABLE = "card_not_playable"
    NOT_A_SEQUENCE = "not_a_sequence"
    SAME_PILE = "same_pile"
    FOUNDATION_ONE_CARD = "foundation_one_card"
    FOUNDATION_SUIT = "foundation_suit"
    FOUNDATION_START = "foundation_start"
    FOUNDATION_RANK = "foundation_rank"
    COLUMN_COLOUR = "column_colour"
    COLUMN_RANK = "column_rank"
    NO_FOUNDATION = "no_foundation"
    NO_DESTINATION = "no_destination"
    NOTHING_TO_DRAW = "nothing_to_draw"


CANFIELD_MESSAGES: Final[dict[Refusal | Notice, str]] = {
    CanfieldRefusal.CARD_NOT_PLAYABLE: N_("This card cannot be played now"),
    CanfieldRefusal.NOT_A_SEQUENCE: N_(
        "The cards on this card are not a descending sequence in alternating colours"
    ),
    CanfieldRefusal.SAME_PILE: N_("The card is already there"),
    CanfieldRefusal.FOUNDATION_ONE_CARD: N_("Only one card at a time goes to a foundation"),
    CanfieldRefusal.FOUNDATION_SUIT: N_("This foundation takes another suit"),
    CanfieldRefusal.FOUNDATION_START: N_("An empty foundation starts with the base rank"),
    CanfieldRefusal.FOUNDATION_RANK: N_("The foundation needs the next rank up"),
    CanfieldRefusal.COLUMN_COLOUR: N_("The card must be of the other colour"),
    CanfieldRefusal.COLUMN_RANK: N_("The card must be one rank lower"),
    CanfieldRefusal.NO_FOUNDATION: N_("This card cannot go to a foundation"),
    CanfieldRefusal.NO_DESTINATION: N_("This card has nowhere to go"),
    CanfieldRefusal.NOTHING_TO_DRAW: N_("The stock and the waste are empty"),
}
