"""The games the engine plays, in the order of their ``KIND`` byte: the one place a game
is chosen by its rules (``game_class``) or by its packed kind (``GAMES[kind]``)."""

from __future__ import annotations

from .canfield import CanfieldGame
from .game import Game
from .golf import GolfGame
from .golf_round import GolfRoundGame
from .rules import GolfRules, RoundRules, Rules

GAMES: tuple[type[Game], ...] = (GolfGame, CanfieldGame, GolfRoundGame)
assert all(kind == game.KIND for kind, game in enumerate(GAMES))


def game_class(rules: Rules) -> type[Game]:
    """The game that plays under ``rules``."""
    if isinstance(rules, GolfRules):
        return GolfGame
    return GolfRoundGame if isinstance(rules, RoundRules) else CanfieldGame
