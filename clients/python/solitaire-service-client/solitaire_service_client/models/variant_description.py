from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.any_variant_name import AnyVariantName
from ..models.variant_description_game import VariantDescriptionGame
from ..models.variant_description_name_type_1 import VariantDescriptionNameType1

if TYPE_CHECKING:
    from ..models.canfield_rules import CanfieldRules
    from ..models.golf_rules import GolfRules
    from ..models.new_canfield_game import NewCanfieldGame
    from ..models.new_game_from_code import NewGameFromCode
    from ..models.new_golf_game import NewGolfGame


T = TypeVar("T", bound="VariantDescription")


@_attrs_define
class VariantDescription:
    """
    Attributes:
        name (AnyVariantName | VariantDescriptionNameType1): A named variant, or one the catalog alone lists: Vegas
            Canfield's, whose games
            are recorded without a variant (a balance keeps them: `GET /v1/players/{id}/vegas`).
        game (VariantDescriptionGame):
        title (str):
        code_prefix (str):
        new_game (NewCanfieldGame | NewGameFromCode | NewGolfGame):
        rules (CanfieldRules | GolfRules):
    """

    name: AnyVariantName | VariantDescriptionNameType1
    game: VariantDescriptionGame
    title: str
    code_prefix: str
    new_game: NewCanfieldGame | NewGameFromCode | NewGolfGame
    rules: CanfieldRules | GolfRules
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.golf_rules import GolfRules  # noqa: PLC0415
        from ..models.new_game_from_code import NewGameFromCode  # noqa: PLC0415
        from ..models.new_golf_game import NewGolfGame  # noqa: PLC0415

        name: str
        if isinstance(self.name, AnyVariantName):
            name = self.name.value
        else:
            name = self.name.value

        game = self.game.value

        title = self.title

        code_prefix = self.code_prefix

        new_game: dict[str, Any]
        if isinstance(self.new_game, NewGameFromCode):
            new_game = self.new_game.to_dict()
        elif isinstance(self.new_game, NewGolfGame):
            new_game = self.new_game.to_dict()
        else:
            new_game = self.new_game.to_dict()

        rules: dict[str, Any]
        if isinstance(self.rules, GolfRules):
            rules = self.rules.to_dict()
        else:
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "game": game,
                "title": title,
                "code_prefix": code_prefix,
                "new_game": new_game,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.canfield_rules import CanfieldRules  # noqa: PLC0415
        from ..models.golf_rules import GolfRules  # noqa: PLC0415
        from ..models.new_canfield_game import NewCanfieldGame  # noqa: PLC0415
        from ..models.new_game_from_code import NewGameFromCode  # noqa: PLC0415
        from ..models.new_golf_game import NewGolfGame  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_name(data: object) -> AnyVariantName | VariantDescriptionNameType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                name_type_0 = AnyVariantName(data)

                return name_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            name_type_1 = VariantDescriptionNameType1(data)

            return name_type_1

        name = _parse_name(d.pop("name"))

        game = VariantDescriptionGame(d.pop("game"))

        title = d.pop("title")

        code_prefix = d.pop("code_prefix")

        def _parse_new_game(data: object) -> NewCanfieldGame | NewGameFromCode | NewGolfGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_new_game_request_type_0 = NewGameFromCode.from_dict(data)

                return componentsschemas_new_game_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_new_game_request_type_1 = NewGolfGame.from_dict(data)

                return componentsschemas_new_game_request_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_new_game_request_type_2 = NewCanfieldGame.from_dict(data)

            return componentsschemas_new_game_request_type_2

        new_game = _parse_new_game(d.pop("new_game"))

        def _parse_rules(data: object) -> CanfieldRules | GolfRules:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = GolfRules.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            rules_type_1 = CanfieldRules.from_dict(data)

            return rules_type_1

        rules = _parse_rules(d.pop("rules"))

        variant_description = cls(
            name=name,
            game=game,
            title=title,
            code_prefix=code_prefix,
            new_game=new_game,
            rules=rules,
        )

        variant_description.additional_properties = d
        return variant_description

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
