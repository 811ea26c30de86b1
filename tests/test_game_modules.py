"""Games named by configuration (service/game_modules.py): loaded by calling their
``register()``, once however often they are loaded, and refused when they would take
another game's prefix, a code's text or a move's type, or name no ``register()``; their
own moves and words join and leave with them."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any, ClassVar

import pytest

from service.engine import MoveError, Variant, move_from_notation, new_game, pack, read_move, unpack
from service.engine.game import Move, Tap
from service.engine.games import GAMES, is_round
from service.game_modules import load_game_modules
from service.solver import Budget, solve
from service.solver.solvers import SOLVERS, register_solver
from tests import ascent


@pytest.fixture
def registered() -> Iterator[None]:
    load_game_modules(["tests.ascent"])
    try:
        yield
    finally:
        GAMES.unregister(ascent.ENTRY)
        del SOLVERS[ascent.ENTRY.solver]


def test_a_loaded_game_is_dealt_packed_and_solved_and_loading_again_changes_nothing(registered: None) -> None:
    load_game_modules(["tests.ascent"])
    assert GAMES.entries.count(ascent.ENTRY) == 1
    game = new_game("AS1-N-AAAAAAB")
    assert isinstance(game, ascent.AscentGame)
    game.play(game.legal_moves()[0])
    assert pack(unpack(pack(game))) == pack(game) and unpack(pack(game)).score == 5
    assert solve(game, Budget()).result == "winnable"


def test_a_game_taking_another_games_prefix_or_solver_key_is_refused(registered: None) -> None:
    with pytest.raises(ValueError, match="prefix"):
        GAMES.register(dataclasses.replace(ascent.ENTRY, code_prefix="GO1"))
    with pytest.raises(ValueError, match="taken"):
        register_solver("golf", ascent.SOLVER)


def test_a_registered_games_variants_need_no_wire_id_and_their_round_ness_is_their_games(
    registered: None,
) -> None:
    assert GAMES.variant("ascent").wire_id is None
    assert "ascent" in GAMES.names and GAMES.of_name("ascent") is ascent.ENTRY
    assert not is_round(ascent.ASCENT) and is_round(Variant.GOLF_ROUND.rules)
    taken = dataclasses.replace(ascent.VARIANT, wire_id=Variant.GOLF_EASY.wire_id)
    GAMES.unregister(ascent.ENTRY)
    try:
        with pytest.raises(ValueError, match="name or wire id is taken"):
            GAMES.register(dataclasses.replace(ascent.ENTRY, variants=(taken,)))
    finally:
        GAMES.register(ascent.ENTRY)
    assert Variant.from_wire_id(Variant.GOLF_EASY.wire_id) is Variant.GOLF_EASY


def test_a_change_of_the_games_is_seen_whole_and_counted(registered: None) -> None:
    version = GAMES.version
    GAMES.unregister(ascent.ENTRY)
    try:
        assert GAMES.version == version + 1 and "ascent" not in GAMES.names
        assert all(entry is not ascent.ENTRY for entry in GAMES.entries)
        with pytest.raises(ValueError, match="not registered"):
            GAMES.unregister(ascent.ENTRY)
    finally:
        GAMES.register(ascent.ENTRY)


def test_a_module_without_register_is_refused() -> None:
    with pytest.raises(ValueError, match="no register"):
        load_game_modules(["tests.imports"])


@dataclasses.dataclass(frozen=True)
class Peek(Move):
    """A move of a registered game's own, in plain Python: it joins with its game."""

    TYPE: ClassVar[str] = "peek"
    FIELDS: ClassVar[frozenset[str]] = frozenset({"type"})
    NOTATION: ClassVar[str] = "p"

    def to_json(self) -> dict[str, Any]:
        return {"type": "peek"}

    def notation(self) -> str:
        return "p"

    @classmethod
    def of_json(cls, raw: dict[str, Any], targets: tuple[str, ...]) -> Move:
        return Peek()

    @classmethod
    def of_notation(cls, rest: str) -> Move:
        return Peek()


class PeekingAscent(ascent.AscentGame):
    MOVES = (*ascent.AscentGame.MOVES, Peek)


def test_a_games_own_words_join_and_leave_with_it(registered: None) -> None:
    assert GAMES.messages["card_not_playable"] == "This card cannot be played now"
    assert "peek" not in GAMES.moves
    GAMES.unregister(ascent.ENTRY)
    peeking = dataclasses.replace(ascent.ENTRY, game_class=PeekingAscent)
    GAMES.register(peeking)
    try:
        assert read_move(PeekingAscent, {"type": "peek"}) == Peek() == move_from_notation("p")
        with pytest.raises(MoveError) as refused:
            read_move(ascent.AscentGame, {"type": "peek"})
        assert not refused.value.of_no_game  # a move of another game, not of none
    finally:
        GAMES.unregister(peeking)
        GAMES.register(ascent.ENTRY)
    with pytest.raises(ValueError, match="not a move's notation"):
        move_from_notation("p")


def test_a_code_means_one_text_and_a_move_type_one_move(registered: None) -> None:
    """A game may answer a code another game has (Ascent's ``card_not_playable``) only in
    its words; its own move may take no other move's type or notation letter."""
    other_words = {ascent.AscentRefusal.CARD_NOT_PLAYABLE: "Not now"}
    taken_letter = type("Pull", (Peek,), {"TYPE": "pull", "NOTATION": "d"})
    GAMES.unregister(ascent.ENTRY)
    try:
        with pytest.raises(ValueError, match="card_not_playable means another text"):
            GAMES.register(dataclasses.replace(ascent.ENTRY, messages=other_words))
        pulling = type("PullingAscent", (ascent.AscentGame,), {"MOVES": (Tap, taken_letter)})
        with pytest.raises(ValueError, match="the move pull's type or letter is taken"):
            GAMES.register(dataclasses.replace(ascent.ENTRY, game_class=pulling))
    finally:
        GAMES.register(ascent.ENTRY)
