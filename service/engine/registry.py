"""The registry of games: each game the service plays is one ``GameEntry`` (as python-chess's
``VARIANTS`` lists its boards and ``solver/solvers.py`` its solvers), and every shared
module asks the registry instead of telling games apart.  A game unknown to it raises
``UnknownGame``: nothing is read as some other game by default.

The built-in games are listed in ``games.py``; another joins by an explicit
``GAMES.register(entry)`` (the tests' small third game does), never by being imported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .texts import Text

if TYPE_CHECKING:
    from .canonical import DealLock
    from .codes import GameCode
    from .deals import Layout
    from .game import Game
    from .rules import Rules


class UnknownGame(LookupError):
    """A rules class, name, code prefix or packed kind no registered game has."""


class RulesError(ValueError):
    """A new game's body whose rule options the game refuses: the API answers 422 with
    ``problem`` and ``title``, the wrong ``field`` told ``message``."""

    def __init__(self, problem: str, title: str, detail: Text, field: str, message: Text) -> None:
        super().__init__(str(detail))
        self.problem = problem
        self.title = title
        self.detail = detail
        self.field = field
        self.message = message


@dataclass(frozen=True, slots=True)
class GameEntry:
    """Everything the shared modules need to know about one game."""

    game_class: type[Game]
    """Its rules class's games: ``KIND`` (the packed byte), ``MOVE_TYPES``, ``TITLE``, its
    layout reader (``read_layout``) and byte format."""
    rules_type: type
    """The class of its rule options (``rules.Rules``)."""
    code_prefix: str
    """Its codes' first part (``GO1``); the rules write the rest (``Rules.code_head``)."""
    read_code: Callable[[str, list[str]], GameCode]
    """A code of this game from its text and upper-case parts; ``CodeError`` naming the part."""
    rules_of_body: Callable[[dict[str, Any]], Rules] | None
    """The rules a ``POST /v1/games`` body of ``"game": name`` asks for (``RulesError``); None
    for a game started only another way (a round: Golf's body with ``round``)."""
    new_game_body: Callable[[Any], dict[str, Any]]
    """The ``POST /v1/games`` body that deals a random game under given rules."""
    deal: Callable[[Any, int], Layout] | None
    """The layout of deal number n under given rules; None when a code names several deals."""
    layout_of: Callable[[Any, list[int]], Layout] | None
    """The layout of cards in dealing order (``deals.layout_of``)."""
    most_cards_home: Callable[[Any], int]
    """The most cards a game under given rules brings home (its daily board's top)."""
    cards_home_text: str
    """The share text's line of cards home (a gettext id with ``{home}`` and ``{most}``)."""
    not_a_move: str
    """The title of the problem a move of another game gets (a gettext id)."""
    solver: str
    """Its key in ``solver/solvers.py``."""
    renderer: str
    """The web client's renderer of its table."""
    solver_is_exact: bool = False
    """The solver proves the fewest cards a deal leaves: a daily reveal shows that number."""
    lock: DealLock | None = None
    """How the daily lock knows its deals and positions in disguise (``canonical``,
    ``futures``); None for a game never locked, whose deals cannot be daily or duel deals."""

    @property
    def name(self) -> str:
        """The API's ``game`` of its documents and new-game bodies."""
        return self.game_class.game

    @property
    def kind(self) -> int:
        return self.game_class.KIND


class Registry:
    """The games by every key they are looked up by; ``UnknownGame`` for any other."""

    def __init__(self, entries: Iterable[GameEntry]) -> None:
        self._entries: list[GameEntry] = []
        for entry in entries:
            self.register(entry)

    @property
    def entries(self) -> tuple[GameEntry, ...]:
        return tuple(self._entries)

    def register(self, entry: GameEntry) -> None:
        """Add a game; ``ValueError`` if its kind, prefix or rules class is taken."""
        for known in self._entries:
            if known.kind == entry.kind or known.code_prefix == entry.code_prefix:
                raise ValueError(f"{entry.code_prefix}: kind or prefix taken by {known.code_prefix}")
            if known.rules_type is entry.rules_type:
                raise ValueError(f"{entry.code_prefix}: rules class taken by {known.code_prefix}")
        self._entries.append(entry)

    def unregister(self, entry: GameEntry) -> None:
        self._entries.remove(entry)

    def _find(self, matches: Callable[[GameEntry], bool], what: str) -> GameEntry:
        for entry in self._entries:
            if matches(entry):
                return entry
        raise UnknownGame(what)

    def of_rules(self, rules: Rules) -> GameEntry:
        kind = type(rules)
        return self._find(lambda entry: entry.rules_type is kind, f"no game plays under {kind.__name__}")

    def of_kind(self, kind: int) -> GameEntry:
        return self._find(lambda entry: entry.kind == kind, f"no game has the packed kind {kind}")

    def of_prefix(self, prefix: str) -> GameEntry:
        return self._find(lambda entry: entry.code_prefix == prefix, f"no game has the code prefix {prefix}")

    def of_name(self, name: str) -> GameEntry:
        """The game a new-game body names (a name's first entry that reads bodies)."""
        return self._find(
            lambda entry: entry.name == name and entry.rules_of_body is not None, f"no game is named {name}"
        )

    def of_game(self, game: Game) -> GameEntry:
        return self.of_kind(game.KIND)
