"""The registry of games: each game the service plays is one ``GameEntry`` (as python-chess's
``VARIANTS`` lists its boards and ``solver/solvers.py`` its solvers), and every shared
module asks the registry instead of telling games apart.  A game unknown to it raises
``UnknownGame``: nothing is read as some other game by default.  The built-in games are
listed in ``games.py``; another joins by an explicit ``GAMES.register(entry)``, never by
being imported, with its moves and words (docs/adding-a-game.md).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .messages import MESSAGES
from .texts import N_, Text

if TYPE_CHECKING:
    from .canonical import DealLock
    from .codes import GameCode
    from .deals import Layout
    from .game import Game, Move, Notice, Refusal
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
class VariantFacts:
    """A named variant of a game: a preset the app offers by name, which the stats count
    and the daily challenge publishes (``variants.Variant`` reads its facts here)."""

    name: str
    """Its name on the wire and, for a ``Variant``, in the database."""
    wire_id: int | None
    """Its number in a sealed state: frozen, never changed nor reused (``variants.py``);
    None for a variant of a game registered beside the built-in ones, which the database
    and sealed states do not know (``variants.Variant``)."""
    rules: Rules
    catalog_title: str
    """Its one name in the product's words: ``GET /v1/variants``' ``title``, and,
    translated (a gettext id), the share text's."""
    daily: bool = False
    """The daily challenge publishes a deal of this variant every day."""
    weekday_bands: tuple[float, ...] = ()
    """The lowest rating of Tuesday's band to Sunday's of the daily scheduler (Monday's
    starts at 0, Sunday's has no end): the septiles of measured ratings, so that each
    weekday takes about a seventh of the deals (deploy/README.md, "Difficulty by
    weekday").  Empty for a variant the daily challenge does not publish."""


@dataclass(frozen=True, slots=True)
class RefusalProblem:
    """A refusal the API answers as a problem (422) rather than as a refused move: the game's
    flow, not a card its rules refuse (a round's next hole while the hole is in play).  The
    problem's ``detail`` and the field's message are the refusal's own text."""

    problem: str
    title: str
    """A gettext id."""
    field: str = "move.type"


@dataclass(frozen=True, slots=True)
class GameEntry:
    """Everything the shared modules need to know about one game."""

    game_class: type[Game]
    """Its rules class's games: ``KIND`` (the packed byte), ``MOVES``, ``MOVE_TARGETS``,
    ``TITLE``, its layout reader (``read_layout``) and byte format."""
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
    """The layout of cards in dealing order (``games.layout_of``, the inverse of
    ``Layout.dealing_order``)."""
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
    variants: tuple[VariantFacts, ...] = ()
    """Its named variants, in the order every list shows them."""
    duel_refusal: str | None = None
    """Why a game of it cannot be duelled: a duel's refusal (a gettext id with ``{duelled}``,
    the variants that can, and ``{variant}``); None when it can."""
    unfinished: str = N_("the game is still in play: a result is a won game")
    """Why a game of it still in play is no daily or duel result yet (a gettext id)."""
    hole_codes: Callable[[GameCode], tuple[GameCode, ...]] | None = None
    """The codes of the deals a code of it names, one a hole (a round); None when a code
    names one deal."""
    lock: DealLock | None = None
    """How the daily lock knows its deals and positions in disguise (``canonical``,
    ``futures``); None for a game never locked, whose deals cannot be daily or duel deals."""
    messages: Mapping[Refusal | Notice, str] = field(default_factory=dict, hash=False)
    """The English texts (gettext ids) of its own refusals and notices, by code; those every
    game shares are ``messages.MESSAGES``.  A code means one text in every game."""
    refused_as_problems: Mapping[Refusal, RefusalProblem] = field(default_factory=dict, hash=False)
    """Its refusals the API answers as a problem, not as a refused move."""

    @property
    def name(self) -> str:
        """The API's ``game`` of its documents and new-game bodies."""
        return self.game_class.game

    @property
    def kind(self) -> int:
        return self.game_class.KIND


@dataclass(frozen=True, slots=True)
class _Index:
    """The registry's look-ups, built whole when a game joins or leaves and swapped in at
    once, so a reader never sees one look-up of the games before and another of after."""

    entries: tuple[GameEntry, ...] = ()
    by_kind: dict[int, GameEntry] = field(default_factory=dict)
    by_rules: dict[type, GameEntry] = field(default_factory=dict)
    by_prefix: dict[str, GameEntry] = field(default_factory=dict)
    by_name: dict[str, GameEntry] = field(default_factory=dict)
    """The games a new-game body may name: a name's first entry that reads bodies."""
    move_targets: tuple[str, ...] = ()
    variants: dict[str, VariantFacts] = field(default_factory=dict)
    by_wire_id: dict[int, VariantFacts] = field(default_factory=dict)
    version: int = 0
    moves: dict[str, type[Move]] = field(default_factory=dict)
    notations: dict[str, type[Move]] = field(default_factory=dict)
    messages: dict[str, str] = field(default_factory=dict)
    problems: dict[str, RefusalProblem] = field(default_factory=dict)

    @staticmethod
    def of(entries: tuple[GameEntry, ...], version: int) -> _Index:
        by_name: dict[str, GameEntry] = {}
        for entry in entries:
            if entry.rules_of_body is not None:
                by_name.setdefault(entry.name, entry)
        targets = (target for entry in entries for target in entry.game_class.MOVE_TARGETS)
        variants = {facts.name: facts for entry in entries for facts in entry.variants}
        moves = {move.TYPE: move for entry in entries for move in entry.game_class.MOVES}
        messages: dict[str, str] = {
            code: text
            for words in (MESSAGES, *(entry.messages for entry in entries))
            for code, text in words.items()
        }
        return _Index(
            entries,
            {entry.kind: entry for entry in entries},
            {entry.rules_type: entry for entry in entries},
            {entry.code_prefix: entry for entry in entries},
            by_name,
            tuple(dict.fromkeys(targets)),
            variants,
            {facts.wire_id: facts for facts in variants.values() if facts.wire_id is not None},
            version,
            moves,
            {move.NOTATION: move for move in moves.values()},
            messages,
            {code: problem for entry in entries for code, problem in entry.refused_as_problems.items()},
        )


class Registry:
    """The games by every key they are looked up by; ``UnknownGame`` for any other.  The
    look-ups are dicts (a move asks one, its packed kind, and reads its type against every
    game's piles).  Games register before the process serves (``service.game_modules``);
    a change is made under a lock and seen whole."""

    def __init__(self, entries: Iterable[GameEntry]) -> None:
        self._changing = threading.Lock()
        self._index = _Index.of((), 0)
        for entry in entries:
            self.register(entry)

    @property
    def entries(self) -> tuple[GameEntry, ...]:
        return self._index.entries

    @property
    def move_targets(self) -> tuple[str, ...]:
        """Every pile a move of some game goes ``to`` (its ``MOVE_TARGETS``), each once: a
        ``to`` none has is a move of no game."""
        return self._index.move_targets

    @property
    def version(self) -> int:
        """Counted up by every change of the games: what a cache of their facts is keyed by."""
        return self._index.version

    @property
    def variants(self) -> tuple[VariantFacts, ...]:
        """Every game's variants, game by game in the order they were registered."""
        return tuple(self._index.variants.values())

    @property
    def moves(self) -> Mapping[str, type[Move]]:
        """Every game's moves by their ``type`` on the wire: a type none has is a move of no game."""
        return self._index.moves

    def move_of_notation(self, letter: str) -> type[Move] | None:
        """The move whose notation starts with ``letter`` (``game.move_notation``), if any."""
        return self._index.notations.get(letter)

    @property
    def messages(self) -> Mapping[str, str]:
        """The catalogue: every refusal's and notice's English text (a gettext id) by code,
        the shared ones and every registered game's own."""
        return self._index.messages

    def refusal_problem(self, code: str | None) -> RefusalProblem | None:
        """The problem the API answers a refusal ``code`` with, if a game says so."""
        return None if code is None else self._index.problems.get(code)

    @property
    def names(self) -> tuple[str, ...]:
        """The games a new-game body may name (``of_name``), in the order registered."""
        return tuple(self._index.by_name)

    def variant(self, name: str) -> VariantFacts:
        try:
            return self._index.variants[name]
        except KeyError:
            raise UnknownGame(f"no game has the variant {name}") from None

    def variant_of_wire_id(self, wire_id: int) -> VariantFacts:
        """The variant a sealed state's number names (``UnknownGame`` for none)."""
        try:
            return self._index.by_wire_id[wire_id]
        except KeyError:
            raise UnknownGame(f"no variant has the wire id {wire_id}") from None

    def register(self, entry: GameEntry) -> None:
        """Add a game (again: nothing); ``ValueError`` if its kind, prefix, rules class, or a
        variant's name or wire id is another game's."""
        with self._changing:
            index = self._index
            if entry in index.entries:
                return
            _check_new(entry, index)
            self._index = _Index.of((*index.entries, entry), index.version + 1)

    def unregister(self, entry: GameEntry) -> None:
        with self._changing:
            index = self._index
            entries = tuple(known for known in index.entries if known is not entry)
            if len(entries) == len(index.entries):
                raise ValueError(f"{entry.code_prefix} is not registered")
            self._index = _Index.of(entries, index.version + 1)

    def of_rules(self, rules: Rules) -> GameEntry:
        entry = self._index.by_rules.get(type(rules))
        if entry is None:
            raise UnknownGame(f"no game plays under {type(rules).__name__}")
        return entry

    def of_kind(self, kind: int) -> GameEntry:
        entry = self._index.by_kind.get(kind)
        if entry is None:
            raise UnknownGame(f"no game has the packed kind {kind}")
        return entry

    def of_prefix(self, prefix: str) -> GameEntry:
        entry = self._index.by_prefix.get(prefix)
        if entry is None:
            raise UnknownGame(f"no game has the code prefix {prefix}")
        return entry

    def of_name(self, name: str) -> GameEntry:
        """The game a new-game body names (a name's first entry that reads bodies)."""
        entry = self._index.by_name.get(name)
        if entry is None:
            raise UnknownGame(f"no game is named {name}")
        return entry

    def of_game(self, game: Game) -> GameEntry:
        return self.of_kind(game.KIND)


def _check_new(entry: GameEntry, index: _Index) -> None:
    """``ValueError`` if ``entry`` would take what a registered game has: its keys, a
    variant's name or wire id, a move's type or letter, a code's text."""
    for known in index.entries:
        if known.kind == entry.kind or known.code_prefix == entry.code_prefix:
            raise ValueError(f"{entry.code_prefix}: kind or prefix taken by {known.code_prefix}")
        if known.rules_type is entry.rules_type:
            raise ValueError(f"{entry.code_prefix}: rules class taken by {known.code_prefix}")
    names, wire_ids = set(index.variants), set(index.by_wire_id)
    for facts in entry.variants:
        if facts.name in names or (facts.wire_id is not None and facts.wire_id in wire_ids):
            raise ValueError(f"{entry.code_prefix}: the variant {facts.name}'s name or wire id is taken")
        names.add(facts.name)
        if facts.wire_id is not None:
            wire_ids.add(facts.wire_id)
    for move in entry.game_class.MOVES:
        for taken in (index.moves.get(move.TYPE), index.notations.get(move.NOTATION)):
            if taken is not None and taken is not move:
                raise ValueError(f"{entry.code_prefix}: the move {move.TYPE}'s type or letter is taken")
    for code, text in entry.messages.items():
        if index.messages.get(code, text) != text:
            raise ValueError(f"{entry.code_prefix}: the code {code} means another text in another game")
