from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.canfield_rules_draw import CanfieldRulesDraw
from ..models.canfield_rules_scoring import CanfieldRulesScoring
from ..types import UNSET, Unset

T = TypeVar("T", bound="CanfieldRules")


@_attrs_define
class CanfieldRules:
    """
    Attributes:
        draw (CanfieldRulesDraw):
        redeals (str):
        undo_depth (int):
        column_wrap (bool | Unset):
        foundation_wrap (bool | Unset):
        tail_moves (bool | Unset):
        foundation_to_column (bool | Unset):
        auto_fill_from_reserve (bool | Unset):
        points_per_foundation_card (int | Unset):
        scoring (CanfieldRulesScoring | Unset): Vegas Canfield only: the score is dollars (absent: the app's points).
        deck_price (int | Unset): Vegas Canfield only: what the deck costs ($52).
    """

    draw: CanfieldRulesDraw
    redeals: str
    undo_depth: int
    column_wrap: bool | Unset = UNSET
    foundation_wrap: bool | Unset = UNSET
    tail_moves: bool | Unset = UNSET
    foundation_to_column: bool | Unset = UNSET
    auto_fill_from_reserve: bool | Unset = UNSET
    points_per_foundation_card: int | Unset = UNSET
    scoring: CanfieldRulesScoring | Unset = UNSET
    deck_price: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draw = self.draw.value

        redeals = self.redeals

        undo_depth = self.undo_depth

        column_wrap = self.column_wrap

        foundation_wrap = self.foundation_wrap

        tail_moves = self.tail_moves

        foundation_to_column = self.foundation_to_column

        auto_fill_from_reserve = self.auto_fill_from_reserve

        points_per_foundation_card = self.points_per_foundation_card

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        deck_price = self.deck_price

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draw": draw,
                "redeals": redeals,
                "undo_depth": undo_depth,
            }
        )
        if column_wrap is not UNSET:
            field_dict["column_wrap"] = column_wrap
        if foundation_wrap is not UNSET:
            field_dict["foundation_wrap"] = foundation_wrap
        if tail_moves is not UNSET:
            field_dict["tail_moves"] = tail_moves
        if foundation_to_column is not UNSET:
            field_dict["foundation_to_column"] = foundation_to_column
        if auto_fill_from_reserve is not UNSET:
            field_dict["auto_fill_from_reserve"] = auto_fill_from_reserve
        if points_per_foundation_card is not UNSET:
            field_dict["points_per_foundation_card"] = points_per_foundation_card
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if deck_price is not UNSET:
            field_dict["deck_price"] = deck_price

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw = CanfieldRulesDraw(d.pop("draw"))

        redeals = d.pop("redeals")

        undo_depth = d.pop("undo_depth")

        column_wrap = d.pop("column_wrap", UNSET)

        foundation_wrap = d.pop("foundation_wrap", UNSET)

        tail_moves = d.pop("tail_moves", UNSET)

        foundation_to_column = d.pop("foundation_to_column", UNSET)

        auto_fill_from_reserve = d.pop("auto_fill_from_reserve", UNSET)

        points_per_foundation_card = d.pop("points_per_foundation_card", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: CanfieldRulesScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = CanfieldRulesScoring(_scoring)

        deck_price = d.pop("deck_price", UNSET)

        canfield_rules = cls(
            draw=draw,
            redeals=redeals,
            undo_depth=undo_depth,
            column_wrap=column_wrap,
            foundation_wrap=foundation_wrap,
            tail_moves=tail_moves,
            foundation_to_column=foundation_to_column,
            auto_fill_from_reserve=auto_fill_from_reserve,
            points_per_foundation_card=points_per_foundation_card,
            scoring=scoring,
            deck_price=deck_price,
        )

        canfield_rules.additional_properties = d
        return canfield_rules

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
