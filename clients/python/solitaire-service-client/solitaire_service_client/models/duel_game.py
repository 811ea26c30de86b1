from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.duel import Duel
    from ..models.game_document import GameDocument


T = TypeVar("T", bound="DuelGame")


@_attrs_define
class DuelGame:
    """
    Attributes:
        duel (Duel):
        game (GameDocument):
    """

    duel: Duel
    game: GameDocument
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        duel = self.duel.to_dict()

        game = self.game.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "duel": duel,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.duel import Duel  # noqa: PLC0415
        from ..models.game_document import GameDocument  # noqa: PLC0415

        d = dict(src_dict)
        duel = Duel.from_dict(d.pop("duel"))

        game = GameDocument.from_dict(d.pop("game"))

        duel_game = cls(
            duel=duel,
            game=game,
        )

        duel_game.additional_properties = d
        return duel_game

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
