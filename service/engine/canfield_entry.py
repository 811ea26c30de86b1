"""Canfield as the registry knows it (``registry.GameEntry``): its codes, its new-game body,
its facts, its words (``canfield_vocabulary``) and its named variants, each variant's name
written here only."""

from __future__ import annotations

from typing import Any, Final

from .canfield import CanfieldGame
from .canfield_layout import canfield_deal, canfield_layout_of
from .canfield_lock import CANFIELD_LOCK
from .canfield_vocabulary import CANFIELD_MESSAGES
from .cards import DECK
from .codes import CodeError, GameCode, mode_and_letters, parse_deal_letters
from .registry import GameEntry, VariantFacts
from .rules import CANFIELD_DRAW1, CANFIELD_DRAW3, CANFIELD_VEGAS_DRAW1, CANFIELD_VEGAS_DRAW3, CanfieldRules
from .texts import N_, Text

_DRAW_MODES: Final = {
    rules.code_head.removeprefix("CF1-"): rules
    for rules in (CANFIELD_DRAW3, CANFIELD_DRAW1, CANFIELD_VEGAS_DRAW3, CANFIELD_VEGAS_DRAW1)
}
"""The rules of each mode of a code: the draw (``D3``, ``D1``), ``V`` for Vegas scoring."""


def read_canfield_code(text: str, parts: list[str]) -> GameCode:
    mode, letters = mode_and_letters(text, parts)
    if mode not in _DRAW_MODES:
        template = N_('the Canfield draw mode "{mode}" is not D1 or D3 (D1V or D3V: Vegas scoring)')
        raise CodeError("mode", Text(template, mode=mode))
    return GameCode(_DRAW_MODES[mode], parse_deal_letters(letters))


def _rules_of_body(body: dict[str, Any]) -> CanfieldRules:
    return CanfieldRules(draw=1 if body.get("draw") == 1 else 3, vegas=body.get("scoring") == "vegas")


def _body(rules: CanfieldRules) -> dict[str, Any]:
    return {"game": "canfield", "draw": rules.draw} | ({"scoring": "vegas"} if rules.vegas else {})


def _deal(rules: CanfieldRules, deal: int) -> Any:
    return canfield_deal(deal)


def _layout_of(rules: CanfieldRules, order: list[int]) -> Any:
    return canfield_layout_of(order)


DRAW3: Final = VariantFacts(
    "canfield-draw3", 2, CANFIELD_DRAW3, N_("Canfield, draw 3"), True, (6.4, 6.6, 6.8, 7.2, 8.0, 9.1)
)
DRAW1: Final = VariantFacts(
    "canfield-draw1", 3, CANFIELD_DRAW1, N_("Canfield, draw 1"), True, (2.9, 3.4, 4.3, 5.9, 6.5, 7.3)
)

VEGAS_DRAW3: Final = VariantFacts(
    "canfield-vegas-draw3", None, CANFIELD_VEGAS_DRAW3, N_("Vegas Canfield, draw 3")
)
VEGAS_DRAW1: Final = VariantFacts(
    "canfield-vegas-draw1", None, CANFIELD_VEGAS_DRAW1, N_("Vegas Canfield, draw 1")
)
"""Vegas Canfield (docs/design/vegas.md): listed in the catalog, scored in dollars, kept by
a balance a player and draw rather than in the stats (no wire id: no ``variants.Variant``)."""

CANFIELD: Final = GameEntry(
    game_class=CanfieldGame,
    rules_type=CanfieldRules,
    code_prefix="CF1",
    read_code=read_canfield_code,
    rules_of_body=_rules_of_body,
    new_game_body=_body,
    deal=_deal,
    layout_of=_layout_of,
    most_cards_home=lambda rules: len(DECK),
    cards_home_text=N_("Cards on the foundations: {home} of {most}"),
    not_a_move=N_("This move is not a Canfield move"),
    solver="canfield",
    renderer="canfield",
    variants=(DRAW3, DRAW1, VEGAS_DRAW3, VEGAS_DRAW1),
    lock=CANFIELD_LOCK,
    messages=CANFIELD_MESSAGES,
)
