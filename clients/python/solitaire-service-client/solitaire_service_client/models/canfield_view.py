from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.canfield_view_base_rank import CanfieldViewBaseRank

if TYPE_CHECKING:
    from ..models.canfield_view_foundations_item import CanfieldViewFoundationsItem
    from ..models.canfield_view_reserve import CanfieldViewReserve
    from ..models.canfield_view_waste import CanfieldViewWaste


T = TypeVar("T", bound="CanfieldView")


@_attrs_define
class CanfieldView:
    """
    Attributes:
        reserve (CanfieldViewReserve):
        base_rank (CanfieldViewBaseRank):
        foundations (list[CanfieldViewFoundationsItem]): f1-f4; f1 is the base card's suit.
        columns (list[list[str]]):
        waste (CanfieldViewWaste):
        stock_count (int):
        productive_move (bool): Information only (Canfield has no loss) - is any move still making progress?
    """

    reserve: CanfieldViewReserve
    base_rank: CanfieldViewBaseRank
    foundations: list[CanfieldViewFoundationsItem]
    columns: list[list[str]]
    waste: CanfieldViewWaste
    stock_count: int
    productive_move: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reserve = self.reserve.to_dict()

        base_rank = self.base_rank.value

        foundations = []
        for foundations_item_data in self.foundations:
            foundations_item = foundations_item_data.to_dict()
            foundations.append(foundations_item)

        columns = []
        for columns_item_data in self.columns:
            columns_item = columns_item_data

            columns.append(columns_item)

        waste = self.waste.to_dict()

        stock_count = self.stock_count

        productive_move = self.productive_move

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reserve": reserve,
                "base_rank": base_rank,
                "foundations": foundations,
                "columns": columns,
                "waste": waste,
                "stock_count": stock_count,
                "productive_move": productive_move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.canfield_view_foundations_item import CanfieldViewFoundationsItem  # noqa: PLC0415
        from ..models.canfield_view_reserve import CanfieldViewReserve  # noqa: PLC0415
        from ..models.canfield_view_waste import CanfieldViewWaste  # noqa: PLC0415

        d = dict(src_dict)
        reserve = CanfieldViewReserve.from_dict(d.pop("reserve"))

        base_rank = CanfieldViewBaseRank(d.pop("base_rank"))

        foundations = []
        _foundations = d.pop("foundations")
        for foundations_item_data in _foundations:
            foundations_item = CanfieldViewFoundationsItem.from_dict(foundations_item_data)

            foundations.append(foundations_item)

        columns = []
        _columns = d.pop("columns")
        for columns_item_data in _columns:
            columns_item = cast(list[str], columns_item_data)

            columns.append(columns_item)

        waste = CanfieldViewWaste.from_dict(d.pop("waste"))

        stock_count = d.pop("stock_count")

        productive_move = d.pop("productive_move")

        canfield_view = cls(
            reserve=reserve,
            base_rank=base_rank,
            foundations=foundations,
            columns=columns,
            waste=waste,
            stock_count=stock_count,
            productive_move=productive_move,
        )

        canfield_view.additional_properties = d
        return canfield_view

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
