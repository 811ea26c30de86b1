from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.golf_rules_holes import GolfRulesHoles
from ..models.golf_rules_mode import GolfRulesMode
from ..models.golf_rules_scoring import GolfRulesScoring
from ..types import UNSET, Unset

T = TypeVar("T", bound="GolfRules")


@_attrs_define
class GolfRules:
    """
    Attributes:
        mode (GolfRulesMode):
        wrap (bool):
        queen_on_king (bool):
        strict_draw (bool):
        scoring (GolfRulesScoring):
        jokers (int):
        empty_discard (bool):
        undo_depth (int):
        holes (GolfRulesHoles | Unset): A round of Golf's holes (only in a round's rules).
        par (int | Unset): A round of Golf's par, 5 a hole (only in a round's rules).
    """

    mode: GolfRulesMode
    wrap: bool
    queen_on_king: bool
    strict_draw: bool
    scoring: GolfRulesScoring
    jokers: int
    empty_discard: bool
    undo_depth: int
    holes: GolfRulesHoles | Unset = UNSET
    par: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        wrap = self.wrap

        queen_on_king = self.queen_on_king

        strict_draw = self.strict_draw

        scoring = self.scoring.value

        jokers = self.jokers

        empty_discard = self.empty_discard

        undo_depth = self.undo_depth

        holes: int | Unset = UNSET
        if not isinstance(self.holes, Unset):
            holes = self.holes.value

        par = self.par

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mode": mode,
                "wrap": wrap,
                "queen_on_king": queen_on_king,
                "strict_draw": strict_draw,
                "scoring": scoring,
                "jokers": jokers,
                "empty_discard": empty_discard,
                "undo_depth": undo_depth,
            }
        )
        if holes is not UNSET:
            field_dict["holes"] = holes
        if par is not UNSET:
            field_dict["par"] = par

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = GolfRulesMode(d.pop("mode"))

        wrap = d.pop("wrap")

        queen_on_king = d.pop("queen_on_king")

        strict_draw = d.pop("strict_draw")

        scoring = GolfRulesScoring(d.pop("scoring"))

        jokers = d.pop("jokers")

        empty_discard = d.pop("empty_discard")

        undo_depth = d.pop("undo_depth")

        _holes = d.pop("holes", UNSET)
        holes: GolfRulesHoles | Unset
        if isinstance(_holes, Unset):
            holes = UNSET
        else:
            holes = GolfRulesHoles(_holes)

        par = d.pop("par", UNSET)

        golf_rules = cls(
            mode=mode,
            wrap=wrap,
            queen_on_king=queen_on_king,
            strict_draw=strict_draw,
            scoring=scoring,
            jokers=jokers,
            empty_discard=empty_discard,
            undo_depth=undo_depth,
            holes=holes,
            par=par,
        )

        golf_rules.additional_properties = d
        return golf_rules

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
