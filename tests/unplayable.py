"""A game the registries know and no one can play: its rules refuse every new-game body
(422 ``unplayable``).  Enough for what the catalog and the new-game bodies need of a game
registered later: it is never dealt, so it implements nothing of ``Game`` (tests/ascent.py
is a game played whole)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Final, cast

from service.engine.codes import GameCode
from service.engine.game import Game, Move
from service.engine.registry import GameEntry, RulesError, VariantFacts
from service.engine.rules import Rules
from service.engine.texts import Text

NAME = "unplayable"


@dataclass(frozen=True)
class UnplayableRules:
    speed: str = "slow"
    game: ClassVar[str] = NAME
    code_head: ClassVar[str] = "UN1-N"

    def describe(self) -> dict[str, Any]:
        return {"speed": self.speed}


class UnplayableGame:
    game: ClassVar[str] = NAME
    KIND: ClassVar[int] = 99
    TITLE: ClassVar[str] = "Unplayable"
    MOVES: ClassVar[tuple[type[Move], ...]] = ()
    MOVE_TARGETS: ClassVar[tuple[str, ...]] = ()


def _refuse(body: dict[str, Any]) -> Rules:
    raise RulesError("unplayable", "Not playable", Text("no one plays it"), "game", Text("not playable"))


def _no_code(text: str, parts: list[str]) -> GameCode:
    raise AssertionError("no code names it")


VARIANT: Final = VariantFacts("unplayable-slow", None, cast(Rules, UnplayableRules()), "Unplayable, slow")
ENTRY: Final = GameEntry(
    game_class=cast(type[Game], UnplayableGame),
    rules_type=UnplayableRules,
    code_prefix="UN1",
    read_code=_no_code,
    rules_of_body=_refuse,
    new_game_body=lambda rules: {"game": NAME},
    deal=None,
    layout_of=None,
    most_cards_home=lambda rules: 0,
    cards_home_text="",
    not_a_move="",
    solver=NAME,
    renderer=NAME,
    variants=(VARIANT,),
)
