from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.option import Option
    from ..models.variant_description import VariantDescription


T = TypeVar("T", bound="Variants")


@_attrs_define
class Variants:
    """
    Attributes:
        variants (list[VariantDescription]): The named variants of one deal.
        rounds (list[VariantDescription]): The named rounds of Golf (nine holes of each mode); a round may have any Golf
            rule options.
        round_sizes (list[int]): The numbers of holes a round may have (`round` of `POST /v1/games`).
        golf_rule_options (list[Option]):
        settings (list[Option]):
    """

    variants: list[VariantDescription]
    rounds: list[VariantDescription]
    round_sizes: list[int]
    golf_rule_options: list[Option]
    settings: list[Option]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        round_sizes = self.round_sizes

        golf_rule_options = []
        for golf_rule_options_item_data in self.golf_rule_options:
            golf_rule_options_item = golf_rule_options_item_data.to_dict()
            golf_rule_options.append(golf_rule_options_item)

        settings = []
        for settings_item_data in self.settings:
            settings_item = settings_item_data.to_dict()
            settings.append(settings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variants": variants,
                "rounds": rounds,
                "round_sizes": round_sizes,
                "golf_rule_options": golf_rule_options,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option import Option  # noqa: PLC0415
        from ..models.variant_description import VariantDescription  # noqa: PLC0415

        d = dict(src_dict)
        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = VariantDescription.from_dict(variants_item_data)

            variants.append(variants_item)

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = VariantDescription.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        round_sizes = cast(list[int], d.pop("round_sizes"))

        golf_rule_options = []
        _golf_rule_options = d.pop("golf_rule_options")
        for golf_rule_options_item_data in _golf_rule_options:
            golf_rule_options_item = Option.from_dict(golf_rule_options_item_data)

            golf_rule_options.append(golf_rule_options_item)

        settings = []
        _settings = d.pop("settings")
        for settings_item_data in _settings:
            settings_item = Option.from_dict(settings_item_data)

            settings.append(settings_item)

        variants = cls(
            variants=variants,
            rounds=rounds,
            round_sizes=round_sizes,
            golf_rule_options=golf_rule_options,
            settings=settings,
        )

        variants.additional_properties = d
        return variants

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
