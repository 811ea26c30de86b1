from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.any_variant_name import AnyVariantName
from ..models.code_description_game import CodeDescriptionGame
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.canfield_layout_out import CanfieldLayoutOut
    from ..models.canfield_rules import CanfieldRules
    from ..models.golf_layout_out import GolfLayoutOut
    from ..models.golf_rules import GolfRules


T = TypeVar("T", bound="CodeDescription")


@_attrs_define
class CodeDescription:
    """
    Attributes:
        code (str): `GO1-<mode>-<deal>` (mode `E` or `C`, then the rule flags K, S, T, J/JJ, D in
            that order) or `CF1-<D1|D3>-<deal>` (`D1V`, `D3V`: Vegas Canfield, scored in dollars); the deal is a number in
            base 26 written with
            the letters A-Z: 7 letters (the short form, below 26^7) or 14 letters (the long
            form, up to 2^64 - 1, `HLHXCZMXSYUMQP`). A code is always written in the short form
            when its number fits; daily deals are long. A round of Golf has a round code,
            `GR1-<mode>-<holes>-<number>` (`GR1-C-9-AAAAAAB`): the Golf mode and flags, 9 or 18
            holes, and the round's number written like a deal (hole k deals the Golf deal whose
            number is the k-th output of SplitMix64 seeded with the round's number).
        game (CodeDescriptionGame):
        variant (AnyVariantName | None): The named variant, or `null` for Golf rule sets beyond the presets and for
            Vegas Canfield.
        deal (int): The deal number (a round code's own number).
        rules (CanfieldRules | GolfRules):
        layout (CanfieldLayoutOut | GolfLayoutOut | None): The initial layout, in the format `POST /v1/games` takes;
            `null` for a round code.
        holes (list[str] | Unset): A round code only, the game code of each hole, in order.
    """

    code: str
    game: CodeDescriptionGame
    variant: AnyVariantName | None
    deal: int
    rules: CanfieldRules | GolfRules
    layout: CanfieldLayoutOut | GolfLayoutOut | None
    holes: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.canfield_layout_out import CanfieldLayoutOut  # noqa: PLC0415
        from ..models.golf_layout_out import GolfLayoutOut  # noqa: PLC0415
        from ..models.golf_rules import GolfRules  # noqa: PLC0415

        code = self.code

        game = self.game.value

        variant: None | str
        if isinstance(self.variant, AnyVariantName):
            variant = self.variant.value
        else:
            variant = self.variant

        deal = self.deal

        rules: dict[str, Any]
        if isinstance(self.rules, GolfRules):
            rules = self.rules.to_dict()
        else:
            rules = self.rules.to_dict()

        layout: dict[str, Any] | None
        if isinstance(self.layout, GolfLayoutOut):
            layout = self.layout.to_dict()
        elif isinstance(self.layout, CanfieldLayoutOut):
            layout = self.layout.to_dict()
        else:
            layout = self.layout

        holes: list[str] | Unset = UNSET
        if not isinstance(self.holes, Unset):
            holes = self.holes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "game": game,
                "variant": variant,
                "deal": deal,
                "rules": rules,
                "layout": layout,
            }
        )
        if holes is not UNSET:
            field_dict["holes"] = holes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.canfield_layout_out import CanfieldLayoutOut  # noqa: PLC0415
        from ..models.canfield_rules import CanfieldRules  # noqa: PLC0415
        from ..models.golf_layout_out import GolfLayoutOut  # noqa: PLC0415
        from ..models.golf_rules import GolfRules  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        game = CodeDescriptionGame(d.pop("game"))

        def _parse_variant(data: object) -> AnyVariantName | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_0 = AnyVariantName(data)

                return variant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnyVariantName | None, data)

        variant = _parse_variant(d.pop("variant"))

        deal = d.pop("deal")

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

        def _parse_layout(data: object) -> CanfieldLayoutOut | GolfLayoutOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                layout_type_0 = GolfLayoutOut.from_dict(data)

                return layout_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                layout_type_1 = CanfieldLayoutOut.from_dict(data)

                return layout_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CanfieldLayoutOut | GolfLayoutOut | None, data)

        layout = _parse_layout(d.pop("layout"))

        holes = cast(list[str], d.pop("holes", UNSET))

        code_description = cls(
            code=code,
            game=game,
            variant=variant,
            deal=deal,
            rules=rules,
            layout=layout,
            holes=holes,
        )

        code_description.additional_properties = d
        return code_description

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
