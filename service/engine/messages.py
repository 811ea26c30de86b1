"""The English text of every refusal the games share.

English strings are the gettext message ids; ``service/translations/<lang>`` holds the
other languages (Russian is the product's own wording), so a translator adds a language
without touching code.  A game's own refusals and notices have their texts beside them
(``golf_vocabulary``, ``canfield_vocabulary``); the registry gathers all of them into one
catalogue (``Registry.messages``).
"""

from __future__ import annotations

from .game import CommonRefusal, Notice, Refusal
from .texts import N_

MESSAGES: dict[Refusal | Notice, str] = {
    CommonRefusal.NOTHING_TO_UNDO: N_("There is nothing to undo"),
    CommonRefusal.GAME_OVER: N_("The game is over: undo or start a new game"),
    CommonRefusal.WRONG_GAME: N_("This move belongs to another game"),
}
