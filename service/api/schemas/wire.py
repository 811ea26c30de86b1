"""A game's own pieces of the contract (openapi.yaml's), kept in its own module
(``schemas/<game>.py``) as a ``GameWire`` and found by the game's name (``Wires``): the
body of its new games, and what it adds to the catalog (``GET /v1/variants``).  A game
the engine's registry knows and no wire piece names takes a generic body (``game``, an
optional ``layout`` object, the settings): its entry's ``rules_of_body`` judges the rest."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from marshmallow import Schema, ValidationError, fields

from ...engine.registry import Registry
from ..web import fastschema
from ..web.field_texts import NEW_GAME_OF_NOTHING, NOT_AN_OBJECT
from .catalog import variants_schema
from .games import NewGameFromCodeSchema, SettingsFields


@dataclass(frozen=True, slots=True)
class CatalogField:
    """A field a game adds to the catalog's document (its name is the key), and its value."""

    field: fields.Field[Any]
    value: Any


@dataclass(frozen=True, slots=True)
class GameWire:
    """One game's pieces of the contract."""

    game: str
    """The registry's name of the game (``GameEntry.name``): a new-game body's ``game``."""
    new_game: Schema
    """The body of ``POST /v1/games`` that names the game."""
    catalog: Mapping[str, CatalogField] = field(default_factory=dict)
    """What the game adds to the catalog's document, by field name."""
    settings: tuple[dict[str, Any], ...] = ()
    """The catalog's settings only this game reads (``schemas.catalog.option``)."""


class GenericNewGameSchema(SettingsFields):
    """The new-game body of a game with no schema of its own."""

    game = fields.String(required=True)
    layout = fields.Dict()


_GENERIC = GenericNewGameSchema()
_FROM_CODE = NewGameFromCodeSchema()


class Wires:
    """The games' wire pieces by name; each game's ``GameEntry`` lives in ``games``."""

    def __init__(self, games: Registry, wires: Iterable[GameWire]) -> None:
        self.games = games
        self._wires: dict[str, GameWire] = {}
        self._version = 0
        for wire in wires:
            self.register(wire)

    @property
    def version(self) -> int:
        """Counted up by every change: what a cache of the catalog is keyed by, with the
        games' ``Registry.version``."""
        return self._version

    def register(self, wire: GameWire) -> None:
        """Add a game's pieces (again: nothing); ``ValueError`` if the game has others."""
        if self._wires.get(wire.game) is wire:
            return
        if wire.game in self._wires:
            raise ValueError(f"the game {wire.game} has its wire pieces already")
        self._wires[wire.game] = wire
        self._version += 1

    def unregister(self, wire: GameWire) -> None:
        del self._wires[wire.game]
        self._version += 1

    def _of_games(self) -> list[GameWire]:
        """The pieces of the games the registry plays (a game unregistered lists none)."""
        return [wire for wire in self._wires.values() if wire.game in self.games.names]

    def catalog(self) -> dict[str, CatalogField]:
        """Every game's own fields of the catalog, in the order the games were registered."""
        return {name: part for wire in self._of_games() for name, part in wire.catalog.items()}

    def catalog_schema(self) -> type[Schema]:
        """The catalog's schema, with every game's own fields."""
        return variants_schema({name: part.field for name, part in self.catalog().items()})

    def settings(self) -> list[dict[str, Any]]:
        """The settings some game reads, game by game."""
        return [setting for wire in self._of_games() for setting in wire.settings]

    def load_new_game(self, body: Any) -> dict[str, Any]:
        """Load a ``POST /v1/games`` body: ``code``, or ``game`` (a registered game's name)
        with its options."""
        if not isinstance(body, dict):
            raise ValidationError({"body": [NOT_AN_OBJECT]})
        if "code" in body:
            return fastschema.load(_FROM_CODE, body)
        game = body.get("game")
        if not isinstance(game, str) or game not in self.games.names:
            games = ", ".join(self.games.names)
            raise ValidationError({"game": [NEW_GAME_OF_NOTHING.format(games=games)]})
        wire = self._wires.get(game)
        return fastschema.load(_GENERIC if wire is None else wire.new_game, body)
